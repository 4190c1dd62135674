import type { Command } from 'commander';
import { CsvError, parse } from 'csv-parse/sync';
import { isEmail, ROLES, type RoleName } from '@ratelens/domain';
import type { CliDeps } from '../../deps.ts';
import { signedIn, usage, type TargetOptions } from '../../context.ts';
import { CliError } from '../../errors.ts';
import { oneOf, serverCommand } from '../../options.ts';
import { createOutput } from '../../output.ts';
import { readText } from '../../read-text.ts';
import { startUserRequests, type UserRequest } from '../../user-requests.ts';
import { tenantOf, type TenantScope } from './shared.ts';

export interface SendInvitesOptions extends TenantScope, TargetOptions {
  file?: string;
  role?: string;
  name?: string;
  message?: string;
  json?: boolean;
}

export interface InviteRow {
  /** 1-based line in the file (the header is line 1), or the position among the arguments. */
  line: number;
  email: string;
  name?: string;
  role?: string;
}

export interface InviteResult {
  line: number;
  email: string;
  ok: boolean;
  message: string;
  invitation?: UserRequest;
}

const COLUMNS = ['email', 'name', 'role'] as const;

/** Reads invites.csv (header email,name,role; name and role optional). Bad CSV is a usage error. */
export function parseInviteCsv(text: string, source: string): InviteRow[] {
  let records: string[][];
  try {
    records = parse(text, { skip_empty_lines: true, trim: true, bom: true, relax_column_count: false });
  } catch (error) {
    if (error instanceof CsvError) throw usage(`${source}: ${error.message}`);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw usage(`${source} is empty: expected a header line email,name,role`);
  const names = header.map((h) => h.toLowerCase());
  const unknown = names.filter((h) => !(COLUMNS as readonly string[]).includes(h));
  if (unknown.length > 0 || !names.includes('email')) {
    throw usage(
      `${source}: the header must be email,name,role (name and role optional), not '${header.join(',')}'`,
    );
  }
  const at = (row: string[], column: string) => {
    const i = names.indexOf(column);
    return i < 0 ? undefined : row[i] || undefined;
  };
  const parsed: InviteRow[] = rows.map((row, index) => {
    const name = at(row, 'name');
    const role = at(row, 'role');
    return {
      line: index + 2,
      email: at(row, 'email') ?? '',
      ...(name ? { name } : {}),
      ...(role ? { role } : {}),
    };
  });
  // A repeated address would send the earlier invitation under the later row's name and role: refuse
  // the file and name the lines, before anything is sent.
  const firstLine = new Map<string, number>();
  const repeats: string[] = [];
  for (const row of parsed) {
    const key = row.email.trim().toLowerCase();
    if (!key) continue;
    const earlier = firstLine.get(key);
    if (earlier === undefined) firstLine.set(key, row.line);
    else repeats.push(`line ${row.line} repeats ${row.email} of line ${earlier}`);
  }
  if (repeats.length > 0) throw usage(`${source}: duplicate rows: ${repeats.join('; ')}`);
  return parsed;
}

/**
 * Invites one or many people, from the arguments or a CSV file, one call each through the shared
 * user-requests machine; every row gets its own result line and any failure makes the exit code 1.
 */
export async function run(emails: string[], options: SendInvitesOptions, deps: CliDeps): Promise<void> {
  if (emails.length > 0 && options.file) throw usage('give addresses or --file, not both');
  if (emails.length === 0 && !options.file)
    throw usage('nothing to send: give e-mail addresses or --file invites.csv');
  if (options.name && (options.file || emails.length > 1)) {
    throw usage('--name goes with one address; give names in the CSV file for several');
  }
  // Addresses typed on the command line are input errors, like a bad id: exit 2 before any call. Rows of a
  // file are not: each gets its own result line, so the good rows still go out.
  const notEmails = emails.filter((email) => !isEmail(email.trim()));
  if (notEmails.length > 0) {
    throw usage(
      `${notEmails.map((e) => `'${e}'`).join(', ')} ${notEmails.length === 1 ? 'is not an e-mail address' : 'are not e-mail addresses'}`,
    );
  }
  const defaultRole: RoleName = options.role === undefined ? 'user' : oneOf('--role', options.role, ROLES);
  const tenantId = tenantOf(options);
  const rows: InviteRow[] = options.file
    ? parseInviteCsv(
        await readText(options.file, deps),
        options.file === '-' ? 'standard input' : options.file,
      )
    : emails.map((email, i) => ({ line: i + 1, email, ...(options.name ? { name: options.name } : {}) }));
  if (rows.length === 0) throw usage(`${options.file} has no rows under its header`);

  const out = createOutput(deps, options);
  const names = new Map(rows.filter((r) => r.name).map((r) => [r.email.trim().toLowerCase(), r.name ?? '']));
  const requests = await startUserRequests(signedIn(options, deps), {
    tenantId,
    defaultRole,
    names,
    ...(options.message?.trim() ? { message: options.message.trim() } : {}),
  });
  const where = (row: InviteRow) => (options.file ? `line ${row.line}: ` : '');
  const results: InviteResult[] = [];
  try {
    for (const row of rows) {
      const email = row.email.trim();
      // Checked here rather than left to the server so a bad row never costs a call or a mail.
      const problem = !email
        ? 'no e-mail address'
        : !isEmail(email)
          ? `'${email}' is not an e-mail address`
          : row.role !== undefined && !(ROLES as readonly string[]).includes(row.role)
            ? `role '${row.role}' is not one of ${ROLES.join(', ')}`
            : null;
      if (problem) {
        results.push({
          line: row.line,
          email,
          ok: false,
          message: `Could not invite ${email || '(blank)'}: ${problem}`,
        });
      } else {
        const outcome = await requests.perform({
          type: 'USER_REQUESTS.INVITE',
          email,
          roleName: row.role ?? defaultRole,
        });
        results.push({
          line: row.line,
          email,
          ok: outcome.ok,
          message: outcome.message,
          ...(outcome.result ? { invitation: outcome.result } : {}),
        });
      }
      const last = results.at(-1);
      if (last?.ok) out.success(`${where(row)}${last.message}`);
      // A single failure is the error line itself; with several, each row says how it went.
      else if (last && rows.length > 1) out.warn(`${where(row)}${last.message}`);
    }
  } finally {
    requests.stop();
  }
  if (out.json) out.printJson(results);
  const failed = results.filter((r) => !r.ok).length;
  if (rows.length > 1) out.note(`${results.length - failed} sent, ${failed} failed`);
  if (failed > 0) {
    throw new CliError(
      rows.length === 1
        ? (results[0]?.message ?? 'invitation failed')
        : `${failed} of ${rows.length} invitations failed`,
    );
  }
}

export function sendCommand(deps: CliDeps): Command {
  return serverCommand('send', 'Invite people: each is mailed an activation link valid 7 days')
    .argument('[email...]', 'addresses to invite')
    .option(
      '--file <invites.csv>',
      'CSV with the header email,name,role (name and role optional); - reads stdin',
    )
    .option('--role <role>', 'role for rows without one: system-admin, tenant-admin or user', 'user')
    .option('--name <name>', 'name of the person invited (with one address)')
    .option('--message <text>', 'personal note included in the mail')
    .option('--tenant <id>', 'a tenant to act in (system-admin)')
    .action((emails: string[], options: SendInvitesOptions) => run(emails, options, deps));
}
