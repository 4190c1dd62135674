import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from './helpers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv();
});

afterAll(async () => {
  await env?.dispose();
});

interface SoakSummary {
  ok: boolean;
  failures: string[];
  requests: number;
  errors: number;
  lostWrites: number;
  crossTenantRows: number;
  acknowledgedWrites: number;
  rssMB: { samples: number; growth: number };
}

it('bench/soak.mjs: 10 clients for 10 s, no errors, no lost writes, no cross-tenant rows', async () => {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  // The soak server gets this file's own database on the PostgreSQL pass, never the shared one.
  if (env.databaseUrl) childEnv.DATABASE_URL = env.databaseUrl;
  else delete childEnv.DATABASE_URL;
  const child = spawn(
    process.execPath,
    [path.join(root, 'bench/soak.mjs'), '--clients', '10', '--seconds', '10'],
    {
      cwd: root,
      env: childEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const json = out.slice(out.indexOf('{'));
  expect(json, `soak printed no summary; stderr: ${err.slice(-2000)}`).not.toBe('');
  const summary = JSON.parse(json) as SoakSummary;
  expect(summary.failures).toEqual([]);
  expect(summary.errors).toBe(0);
  expect(summary.lostWrites).toBe(0);
  expect(summary.crossTenantRows).toBe(0);
  expect(summary.acknowledgedWrites).toBeGreaterThan(0);
  expect(summary.rssMB.samples).toBeGreaterThan(3);
  expect(code).toBe(0);
}, 300_000);
