#!/usr/bin/env node
// Bundle benchmark and budget. For a first visit to /signin and to /, sums the JavaScript the browser
// downloads before the page is interactive: the entry chunk, its static imports, and the route's lazy
// module with its static imports, gzipped. Compares with a bare React + react-router app built in the
// same run (the floor).
//   node bench/bundle.mjs                 build both, print sizes and ratios
//   node bench/bundle.mjs --check         use the existing web build, fail when over budget (npm test)
//   --built-since <epoch ms>              with --check: fail when the build is older (npm test)
//   --dist <dir>                          the web build to measure (default apps/web/dist); without
//                                         --check it is built there
import { readFileSync, existsSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_KIB = 180;
const check = process.argv.includes('--check');
const distFlag = process.argv.indexOf('--dist');
const sinceFlag = process.argv.indexOf('--built-since');

// The lazy route module a first visit to each path needs (keys of the vite manifest).
const ROUTES = {
  '/signin': ['src/features/auth/SignInPage.tsx'],
  '/': ['src/app/AppShell.tsx', 'src/features/dashboard/DashboardPage.tsx'],
};

// Lazy chunks a route's first render requests at once, without any user action (DashboardPage renders
// DashboardBody behind a Suspense skeleton). The budget counts the documented closure above, as for the
// Plotly chunk the charts load later; the total with these chunks is printed beside it so that moving
// first-paint code behind a lazy boundary cannot hide it.
const FETCHED_AT_ONCE = {
  '/': ['src/features/dashboard/DashboardBody.tsx'],
};

/** A reason the measurement cannot be made: printed as one line, exit 1 (never a silent pass). */
class BudgetError extends Error {}

function closure(dist, manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk)
      throw new BudgetError(`the vite manifest has no entry ${key}: update ROUTES in bench/bundle.mjs`);
    if (files.has(chunk.file)) return;
    if (!existsSync(path.join(dist, chunk.file)))
      throw new BudgetError(
        `${path.join(dist, chunk.file)} is in the manifest but missing: rebuild the web app`,
      );
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...files].filter((f) => f.endsWith('.js'));
}

function gzippedBytes(dist, files) {
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0);
}

function readManifest(dist) {
  const file = path.join(dist, '.vite/manifest.json');
  if (!existsSync(file))
    throw new BudgetError(`${file} is missing: build the web app first (npm run build -w @ratelens/web)`);
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const entries = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  if (entries.length !== 1)
    throw new BudgetError(`${file} has ${entries.length} entry chunks, expected 1: is it a vite build?`);
  return { manifest, entry: entries[0] };
}

/** The manifest must describe the build index.html loads, not a leftover from an earlier build. */
function assertServedEntry(dist, manifest, entry) {
  const html = path.join(dist, 'index.html');
  if (!existsSync(html)) throw new BudgetError(`${html} is missing: build the web app first`);
  if (!readFileSync(html, 'utf8').includes(manifest[entry].file))
    throw new BudgetError(`${html} does not load ${manifest[entry].file}, the manifest's entry: stale build`);
}

function vite(args) {
  const r = spawnSync('npx', ['vite', ...args], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new BudgetError(`vite ${args.join(' ')} failed`);
}

function main() {
  if (distFlag >= 0 && !process.argv[distFlag + 1]) throw new BudgetError('--dist needs a directory');
  const webDist = distFlag >= 0 ? path.resolve(process.argv[distFlag + 1]) : path.join(root, 'apps/web/dist');
  if (!check) vite(['build', 'apps/web', '--outDir', webDist, '--emptyOutDir', '--logLevel', 'warn']);
  const { manifest, entry } = readManifest(webDist);
  if (sinceFlag >= 0) {
    const since = Number(process.argv[sinceFlag + 1]);
    if (!Number.isFinite(since)) throw new BudgetError('--built-since needs a time in epoch milliseconds');
    const built = statSync(path.join(webDist, '.vite/manifest.json')).mtimeMs;
    if (built < since)
      throw new BudgetError(
        `${webDist} was built at ${new Date(built).toISOString()}, before ${new Date(since).toISOString()}: stale build`,
      );
  }
  assertServedEntry(webDist, manifest, entry);

  let floorKiB = null;
  if (!check) {
    const floorDist = distFlag >= 0 ? `${webDist}-floor` : path.join(root, '.tmp/bench-floor');
    vite([
      'build',
      'bench/floor',
      '--outDir',
      floorDist,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ]);
    const floor = readManifest(floorDist);
    floorKiB = gzippedBytes(floorDist, closure(floorDist, floor.manifest, [floor.entry])) / 1024;
    console.log(`floor (bare React + react-router): ${floorKiB.toFixed(1)} KiB gzipped`);
  }

  const over = [];
  for (const [route, modules] of Object.entries(ROUTES)) {
    const files = closure(webDist, manifest, [entry, ...modules]);
    if (files.length === 0) throw new BudgetError(`no JavaScript found for ${route} in ${webDist}`);
    const kib = gzippedBytes(webDist, files) / 1024;
    const ratio = floorKiB ? ` = ${(kib / floorKiB).toFixed(2)}x the floor` : '';
    const verdict = kib <= BUDGET_KIB ? 'within' : 'OVER';
    console.log(
      `first visit to ${route}: ${kib.toFixed(1)} KiB gzipped in ${files.length} files${ratio} (${verdict} the ${BUDGET_KIB} KiB budget)`,
    );
    if (FETCHED_AT_ONCE[route]) {
      const all = closure(webDist, manifest, [entry, ...modules, ...FETCHED_AT_ONCE[route]]);
      const allKiB = gzippedBytes(webDist, all) / 1024;
      console.log(
        `  with the lazy chunks its first render fetches at once (${FETCHED_AT_ONCE[route].map((m) => path.basename(m)).join(', ')}): ${allKiB.toFixed(1)} KiB gzipped in ${all.length} files (not budgeted)`,
      );
    }
    if (kib > BUDGET_KIB) over.push(`${route} ${kib.toFixed(1)} KiB`);
  }
  if (over.length > 0)
    throw new BudgetError(`over the ${BUDGET_KIB} KiB gzipped first-visit budget: ${over.join(', ')}`);
}

try {
  main();
} catch (err) {
  if (!(err instanceof BudgetError)) throw err;
  console.error(`bench/bundle.mjs: ${err.message}`);
  process.exit(1);
}
