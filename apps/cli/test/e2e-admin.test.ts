import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as PdfLib from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USE_CASE_IDS } from '@ratelens/domain';
import {
  buildCli,
  closedPort,
  latestCode,
  outboxMails,
  root,
  runCli,
  startServer,
  tempConfigDir,
  type CliResult,
  type E2eServer,
} from './e2e-support.ts';

// Issue 9 item 6: the administration commands against the real server, as the demo people.
const ADA = 'ada@acme-mutual.example';
const SAM = 'sam@acme-mutual.example';
const BO = 'bo@birch-insurance.example';
const ADMIN = 'admin@ratelens.example';
const BIRCH_ID = '00000000-0000-4000-8000-000000000003';
const DOC_USE_CASE = USE_CASE_IDS.docAnalysis;
const ACTIVATION_LINK = /\/account-access\?token=00000000-0000-4000-8000-000000000002\.[\w-]{43}\n/;

type Cli = (...args: string[]) => Promise<CliResult>;

let server: E2eServer | undefined;
let build: ReturnType<typeof buildCli> | undefined;
let workDir = '';
const configDirs: string[] = [];
const as: Record<string, Cli> = {};

function freshConfigDir(): string {
  const dir = tempConfigDir();
  configDirs.push(dir);
  return dir;
}

function cliIn(configDir: string): Cli {
  return (...args) => runCli({ bundle: build?.bundle ?? '', apiUrl: server?.url ?? '', configDir }, args);
}

async function signIn(email: string): Promise<Cli> {
  const configDir = freshConfigDir();
  const cli = cliIn(configDir);
  const asked = await cli('login', '--email', email);
  expect(asked.code, asked.stderr).toBe(2);
  const done = await cli('login', '--email', email, '--code', latestCode(server?.dataDir ?? '', email));
  expect(done.code, done.stderr).toBe(0);
  return cli;
}

const json = (result: CliResult): unknown => {
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout);
};

/** A list command's --json answer is {items, page, pageSize, total}; its items. */
const items = (result: CliResult): unknown => (json(result) as { items: unknown }).items;

/** A failure: nothing on stdout and exactly one line on stderr, no stack trace. */
function expectOneLine(result: CliResult, code: number, pattern: RegExp): void {
  expect(result.stdout).toBe('');
  expect(result.stderr).toMatch(/^[^\n]+\n$/);
  expect(result.stderr).not.toMatch(/\bat .+:\d+:\d+/);
  expect(result.stderr).toMatch(pattern);
  expect(result.code).toBe(code);
}

async function writePdf(file: string, lines: string[]): Promise<void> {
  // pdf-lib belongs to the server (it makes the seeded documents); the CLI does not depend on it.
  const pdfLib = createRequire(path.join(root, 'apps/server/package.json'))('pdf-lib') as typeof PdfLib;
  const doc = await pdfLib.PDFDocument.create();
  const font = await doc.embedFont(pdfLib.StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 780 - i * 18, size: 11, font }));
  writeFileSync(file, await doc.save());
}

describe('ratelens administration against the real server', () => {
  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'ratelens-e2e-work-'));
    build = buildCli();
    server = await startServer();
    as.ada = await signIn(ADA);
    as.admin = await signIn(ADMIN);
    as.sam = await signIn(SAM);
    as.bo = await signIn(BO);
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    build?.remove();
    for (const dir of [workDir, ...configDirs]) rmSync(dir, { recursive: true, force: true });
  });

  it('invites three people from a CSV file: three mails and three pending invitations', async () => {
    const people = [
      ['carol@acme-mutual.example', 'Carol Chen', 'user'],
      ['dan@acme-mutual.example', 'Dan Diaz', 'tenant-admin'],
      ['erin@acme-mutual.example', '', ''],
    ] as const;
    const csv = path.join(workDir, 'invites.csv');
    writeFileSync(csv, ['email,name,role', ...people.map((p) => p.join(','))].join('\n') + '\n');

    const sent = await as.ada!('invites', 'send', '--file', csv, '--json');
    const results = json(sent) as Array<{ line: number; email: string; ok: boolean }>;
    expect(results.map((r) => [r.line, r.email, r.ok])).toEqual([
      [2, people[0][0], true],
      [3, people[1][0], true],
      [4, people[2][0], true],
    ]);
    expect(sent.stderr).toContain('3 sent, 0 failed');
    for (const [email] of people) {
      const mails = outboxMails(server!.dataDir, email);
      expect(mails, email).toHaveLength(1);
      expect(mails[0]?.text).toContain('Subject: You are invited to Acme Mutual on Ratelens');
      expect(mails[0]?.text).toMatch(ACTIVATION_LINK);
    }

    const listed = items(await as.ada!('invites', 'list', '--json')) as Array<{
      email: string;
      name: string | null;
      role: string;
      kind: string;
      status: string;
    }>;
    const invited = listed.filter((r) => people.some(([email]) => email === r.email));
    expect(invited.map((r) => [r.email, r.name, r.role, r.kind, r.status]).sort()).toEqual([
      [people[0][0], 'Carol Chen', 'user', 'invitation', 'pending'],
      [people[1][0], 'Dan Diaz', 'tenant-admin', 'invitation', 'pending'],
      [people[2][0], null, 'user', 'invitation', 'pending'],
    ]);
  }, 60_000);

  it('approves an incoming access request: the person is mailed an activation link', async () => {
    const email = 'fay@acme-mutual.example';
    const asked = await as.sam!(
      'api',
      'POST',
      '/sso/request-access',
      '--field',
      `email=${email}`,
      '--field',
      'name=Fay Foster',
      '--field',
      'message=Pricing team',
    );
    expect(json(asked)).toMatchObject({ status: expect.any(String) });

    const incoming = items(await as.ada!('requests', 'list', '--json')) as Array<{
      id: string;
      email: string;
    }>;
    const request = incoming.find((r) => r.email === email);
    expect(request, JSON.stringify(incoming)).toBeDefined();
    expect(outboxMails(server!.dataDir, email)).toHaveLength(0);

    const approved = await as.ada!('requests', 'approve', request!.id, '--role', 'user', '--json');
    expect(json(approved)).toMatchObject({ id: request!.id, email, status: 'approved' });
    expect(approved.stderr).toMatch(/^✓ /);
    const mails = outboxMails(server!.dataDir, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Subject: Your access to Acme Mutual on Ratelens was approved');
    expect(mails[0]?.text).toMatch(ACTIVATION_LINK);
    const after = items(await as.ada!('requests', 'list', '--json')) as Array<{ email: string }>;
    expect(after.map((r) => r.email)).not.toContain(email);

    // Approving it again is refused by the machine on one line.
    expectOneLine(await as.ada!('requests', 'approve', request!.id, '--role', 'user'), 1, /./);
  }, 60_000);

  it('deactivates Birch (its members are signed out) and activates it again', async () => {
    expect(json(await as.bo!('whoami', '--json'))).toMatchObject({ email: BO });

    const off = await as.admin!('tenants', 'deactivate', BIRCH_ID, '--yes', '--json');
    expect(json(off)).toMatchObject({ id: BIRCH_ID, isActive: false });
    expect(off.stderr).toBe('✓ Deactivated tenant Birch Insurance\n');

    expectOneLine(await as.bo!('whoami', '--json'), 4, /^not signed in: run `ratelens login`$/m);

    const on = await as.admin!('tenants', 'activate', BIRCH_ID, '--json');
    expect(json(on)).toMatchObject({ id: BIRCH_ID, isActive: true, status: 'active' });
    expect(on.stderr).toBe('✓ Activated tenant Birch Insurance\n');
    await signIn(BO);
  }, 60_000);

  it('switches features off and on: whoami and the tenant record follow', async () => {
    const enabled = async (cli: Cli) =>
      (json(await cli('whoami', '--json')) as { enabledFeatures: string[] }).enabledFeatures;
    expect(await enabled(as.ada!)).toContain('ANM-DSH');

    const off = await as.ada!('features', 'disable', 'ANM-DSH', '--json');
    expect(json(off)).toMatchObject({ code: 'ANM-DSH', enabled: false });
    expect(off.stderr).toBe('✓ ANM-DSH (Anomalies) is off for your tenant\n');
    expect(await enabled(as.ada!)).not.toContain('ANM-DSH');
    expect(await enabled(as.sam!)).not.toContain('ANM-DSH');

    expect(json(await as.ada!('features', 'enable', 'anm-dsh', '--json'))).toMatchObject({ enabled: true });
    expect(await enabled(as.sam!)).toContain('ANM-DSH');

    // A system-admin switches another tenant's feature through its record.
    const birch = await as.admin!('features', 'enable', 'DOC-ANL', '--tenant', BIRCH_ID, '--json');
    expect(birch.stderr).toBe('✓ DOC-ANL is now on for Birch Insurance\n');
    expect((json(birch) as { enabledFeatures: string[] }).enabledFeatures).toContain('DOC-ANL');
    const listed = items(await as.admin!('features', 'list', '--tenant', BIRCH_ID, '--json')) as Array<{
      code: string;
      enabled: boolean;
    }>;
    expect(listed.find((f) => f.code === 'DOC-ANL')?.enabled).toBe(true);
    const back = await as.admin!('features', 'disable', 'DOC-ANL', '--tenant', BIRCH_ID, '--json');
    expect((json(back) as { enabledFeatures: string[] }).enabledFeatures).not.toContain('DOC-ANL');
  }, 60_000);

  it('uploads a PDF and waits for its analysis, with the progress on stderr', async () => {
    const pdf = path.join(workDir, 'ohio-auto-filing.pdf');
    await writePdf(pdf, [
      'Acme Mutual rate filing for private passenger auto in Ohio.',
      'The filing requests an overall rate increase of 7.5 percent effective 1 March.',
      'Bodily injury liability rises 9.1 percent; collision rises 4.2 percent.',
    ]);
    const uploaded = await as.ada!('docs', 'upload', pdf, '--use-case', DOC_USE_CASE, '--json');
    const analysis = json(uploaded) as { id: string; documents: Array<{ id: string; filename: string }> };
    expect(analysis.documents.map((d) => d.filename)).toEqual(['ohio-auto-filing.pdf']);
    expect(uploaded.stderr).toContain(`Created analysis ${analysis.id}`);
    expect(uploaded.stderr).toMatch(/✓ Uploaded 1 file; analysis /);

    const started = Date.now();
    const waited = await as.ada!(
      'docs',
      'analyse',
      analysis.id,
      '--use-case',
      DOC_USE_CASE,
      '--wait',
      '--json',
    );
    const progress = json(waited) as { status: string; progress: number; documentsDone: number };
    expect(['ready', 'completed']).toContain(progress.status);
    expect(progress).toMatchObject({ progress: 100, documentsDone: 1 });
    const lines = waited.stderr.trimEnd().split('\n');
    expect(lines.at(-1)).toBe(`✓ Analysis ${analysis.id} is ${progress.status}`);
    expect(lines.slice(0, -1).every((l) => /^\w+ \d+% \(/.test(l))).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
    console.info(`docs analyse --wait took ${Date.now() - started} ms`);

    // The answers rest on the PDF: the rate question is answered from it, citing a passage of it.
    const asked = await as.ada!('docs', 'questions', analysis.id, '--use-case', DOC_USE_CASE, '--json');
    expect(asked.stderr).toBe('');
    const questions = items(asked) as Array<{
      text: string;
      status: string;
      answer: string | null;
      citations: Array<{ kind: string; documentId?: string; quote?: string }>;
    }>;
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.every((q) => q.status === 'answered')).toBe(true);
    const rate = questions.find((q) => /overall rate change/i.test(q.text));
    expect(rate?.answer, JSON.stringify(questions)).toContain('7.5');
    expect(rate?.citations[0]).toMatchObject({ kind: 'document', documentId: analysis.documents[0]?.id });
    expect(rate?.citations[0]?.quote).toMatch(/7\.5 percent/);
  }, 120_000);

  it('fails with a clear line and the documented exit code', async () => {
    // Bad input: exit 2 before any call.
    expectOneLine(
      await as.admin!('tenants', 'deactivate', 'birch', '--yes'),
      2,
      /^<id> 'birch' is not an id/,
    );
    expectOneLine(
      await as.admin!('tenants', 'deactivate', BIRCH_ID),
      2,
      /^refusing to deactivate without --yes$/m,
    );
    expectOneLine(await as.ada!('requests', 'approve', BIRCH_ID), 2, /^missing --role/);
    expectOneLine(
      await as.ada!('docs', 'upload', path.join(workDir, 'x.exe'), '--use-case', DOC_USE_CASE),
      2,
      /unsupported type/,
    );
    expectOneLine(
      await as.ada!('invites', 'send', 'not-an-address'),
      2,
      /^'not-an-address' is not an e-mail address$/m,
    );
    const unknown = await as.ada!('tenants', 'frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toBe('');

    // No permission: the server's 403 on one line.
    expectOneLine(
      await as.sam!('tenants', 'list'),
      1,
      /^could not list tenants: Forbidden: This call needs one of the roles: system-admin$/m,
    );
    expectOneLine(await as.sam!('invites', 'list'), 1, /^could not load user requests: Forbidden: /);
    expectOneLine(await as.ada!('tenants', 'get', BIRCH_ID), 1, /^could not get tenant .*: Forbidden: /);
    // The server's own validation (400) is a failed call: exit 1 with its reason.
    // `ratelens api` also prints the server's problem body on stdout, like `gh api`.
    const invalid = await as.ada!(
      'api',
      'POST',
      '/sso/request-access',
      '--field',
      'email=gil@acme-mutual.example',
    );
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toMatch(
      /^POST \/sso\/request-access failed: The request is invalid: .*"name"[^\n]*\n$/,
    );
    expect(JSON.parse(invalid.stdout)).toMatchObject({ status: 400, code: 'validation_failed' });

    // Not signed in.
    expectOneLine(
      await cliIn(freshConfigDir())('tenants', 'list', '--json'),
      4,
      /^not signed in: run `ratelens login`$/m,
    );

    // Server down: the network reason and the address on one line.
    const down = `http://127.0.0.1:${await closedPort()}`;
    expectOneLine(
      await as.ada!('api', 'GET', '/healthz', '--api-url', down),
      1,
      new RegExp(
        `^GET /healthz failed: could not reach the server: .*\\(${down.replaceAll('.', '\\.')}/?\\)$`,
        'm',
      ),
    );
    expectOneLine(
      await as.ada!('login', '--email', ADA, '--api-url', down),
      1,
      /^could not start sign-in: could not reach the server: .*127\.0\.0\.1/,
    );
  }, 60_000);
});
