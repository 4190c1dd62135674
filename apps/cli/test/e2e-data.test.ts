import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCli,
  latestCode,
  runCli,
  startServer,
  tempConfigDir,
  type CliResult,
  type E2eServer,
} from './e2e-support.ts';

// `ratelens data` and `ratelens usecases` against the real server and the bundled CLI.

const EMAIL = 'bo@birch-insurance.example';
let server: E2eServer | undefined;
let build: ReturnType<typeof buildCli> | undefined;
let apiUrl = '';
let configDir = '';

const cli = (...args: string[]): Promise<CliResult> =>
  runCli({ bundle: build?.bundle ?? '', apiUrl, configDir }, args);

function csv(name: string, text: string): string {
  const file = path.join(configDir, name);
  writeFileSync(file, text);
  return file;
}

describe('ratelens data and usecases', () => {
  beforeAll(async () => {
    configDir = tempConfigDir();
    build = buildCli();
    server = await startServer();
    apiUrl = server.url;
    await cli('login', '--email', EMAIL);
    const login = await cli('login', '--email', EMAIL, '--code', latestCode(server.dataDir, EMAIL));
    expect(login.code).toBe(0);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    build?.remove();
    rmSync(configDir, { recursive: true, force: true });
  });

  it('lists the use cases with the ids docs needs', async () => {
    const list = await cli('usecases', 'list', '--json');
    expect(list.code).toBe(0);
    const { items } = JSON.parse(list.stdout) as { items: { id: string; name: string }[] };
    expect(items.length).toBeGreaterThan(0);
    const table = await cli('usecases', 'list');
    expect(table.stdout.split('\n')[0]).toMatch(/^[0-9a-f-]{36}\t/);
  }, 60_000);

  it('loads a file with --wait, prints the outcome and the rejected rows, and lists the load', async () => {
    const file = csv(
      'feeds.csv',
      [
        'sourceType,sourceName,title,publishedDate,url',
        'news,Trade Weekly,Zeta raises rates,2026-09-20,https://example.com/a',
        'news,Trade Weekly,Bad date,2026-13-40,',
      ].join('\n'),
    );
    const load = await cli('data', 'load', file, '--dataset', 'intel-feeds', '--wait');
    expect(load.code).toBe(0);
    expect(load.stderr).toContain('1 row loaded, 1 rejected');
    // --wait prints the load's progress from its first answer (recorded, no row processed yet) on.
    expect(load.stderr).toContain('Loading: 0 of 2 rows (0%), 0 loaded, 0 rejected');
    expect(load.stdout).toMatch(/^3\tpublishedDate\tpublishedDate '2026-13-40' is not a date/m);
    const list = await cli('data', 'list', '--json');
    expect(list.code).toBe(0);
    expect((JSON.parse(list.stdout) as { items: unknown[] }).items[0]).toMatchObject({
      name: 'feeds.csv',
      dataset: 'intel-feeds',
      rowsLoaded: 1,
    });
  }, 60_000);

  it('fails with one line and exit 1 when nothing loads, and 2 for a bad dataset', async () => {
    const file = csv('bad.csv', 'model,period,score,actual\nNobody,2026-09,0.1,0\n');
    const failed = await cli('data', 'load', file, '--dataset', 'model-scores', '--wait');
    expect(failed.code).toBe(1);
    expect(failed.stderr.trim().split('\n').at(-1)).toBe('the load failed: 0 rows loaded, 1 rejected');
    const bad = await cli('data', 'load', file, '--dataset', 'premiums');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      '--dataset must be one of filings, portfolio, claims, intel-feeds, model-scores',
    );
    const template = await cli('data', 'template', 'claims');
    expect(template.code).toBe(0);
    expect(template.stdout.split('\r\n')[0]).toContain('claimNumber,lossDate');
  }, 60_000);
});
