#!/usr/bin/env node
// `npm test`: everything, on a fresh clone. Steps run in order and stop at the first failure:
// contract drift and lint, typecheck, lint, dead code, unit + machine + server (PGlite) + CLI tests, server tests
// on a throwaway PostgreSQL cluster, production build, bundle budget of that build, end-to-end tests in
// Chromium.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root, run, ensureDependencies, ensureChromium } from './lib.mjs';
import { startCluster } from './pg-cluster.mjs';
import { reexecOnNode22 } from './node22.mjs';

// On a Node older than 22.12 this runs again under the project's Node 22 (see scripts/node22.mjs).
reexecOnNode22();

const reports = path.join(root, '.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const counts = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();

async function step(name, fn) {
  const t0 = Date.now();
  console.log(`\n=== ${name}`);
  const code = await fn();
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`\n=== ${name}: FAILED after ${secs}s`);
    summary();
    process.exit(code || 1);
  }
  console.log(`=== ${name}: ok (${secs}s)`);
}

function addVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += r.numPassedTests ?? 0;
  counts.failed += r.numFailedTests ?? 0;
  counts.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  counts.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  counts.failed += s.unexpected ?? 0;
  counts.skipped += s.skipped ?? 0;
}

function summary() {
  const mins = ((Date.now() - started) / 60000).toFixed(1);
  console.log(`\nnpm test took ${mins} min`);
  console.log(`tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
}

const vitestArgs = (out, extra = []) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
  ...extra,
];

await ensureDependencies();
await step('contract: generated types match openapi/openapi.yaml', () =>
  run('node', ['scripts/gen.mjs', '--check']),
);
await step('contract: OpenAPI lint', () =>
  run('npx', ['redocly', 'lint', 'openapi/openapi.yaml', '--format=summary']),
);
await step(
  'typecheck',
  async () =>
    (await run('npm', ['run', 'typecheck', '--workspaces', '--if-present', '--silent'])) ||
    run('npx', ['tsc', '--noEmit', '-p', 'e2e']),
);
await step(
  'lint',
  async () =>
    (await run('npx', ['eslint', '.'])) || run('npx', ['prettier', '--check', '.', '--log-level=warn']),
);

// Unused files, unused or unlisted dependencies and unresolved imports (knip.json says what is an entry).
await step('dead code: unused files and dependencies (knip)', () => run('npx', ['knip', '--no-progress']));

const unitOut = path.join(reports, 'vitest.json');
await step('unit, machine, server (PGlite) and CLI tests', async () => {
  const code = await run('npx', vitestArgs(unitOut));
  addVitest(unitOut);
  return code;
});

if (process.env.SKIP_POSTGRES === '1') {
  console.log('\n=== server tests on PostgreSQL: skipped (SKIP_POSTGRES=1)');
} else {
  const pgOut = path.join(reports, 'vitest-postgres.json');
  await step('server tests on a throwaway PostgreSQL cluster', async () => {
    let cluster;
    try {
      cluster = await startCluster();
    } catch (err) {
      console.error(String(err.message ?? err));
      return 1;
    }
    try {
      const code = await run('npx', vitestArgs(pgOut, ['--project', 'server-postgres']), {
        env: { ...process.env, DATABASE_URL: cluster.url },
      });
      addVitest(pgOut);
      return code;
    } finally {
      cluster.stop();
    }
  });
}

const buildStarted = Date.now();
await step('build (web, CLI, server)', () => run('npm', ['run', 'build', '--silent']));
// Measures the web build just made (apps/web/dist); --built-since rejects a manifest left from before.
await step('bundle budget: first visits to /signin and / (bench/bundle.mjs --check)', () =>
  run('node', ['bench/bundle.mjs', '--check', '--built-since', String(buildStarted)]),
);

const chromium = await ensureChromium();
const e2eOut = path.join(reports, 'playwright.json');
await step('end-to-end tests in Chromium', async () => {
  const code = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
    env: { ...process.env, CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eOut },
  });
  addPlaywright(e2eOut);
  return code;
});

summary();
