#!/usr/bin/env node
// Bundle benchmark and budget. For a first visit to /signin and to /, sums the JavaScript the browser
// downloads before the page is interactive: the entry chunk, its static imports, and the route's lazy
// module with its static imports, gzipped. Compares with a bare React + react-router app built in the
// same run (the floor).
//   node bench/bundle.mjs           build both, print sizes and ratios
//   node bench/bundle.mjs --check   use the existing web build, fail when over budget (npm test)
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_KIB = 180;
const check = process.argv.includes('--check');

// The lazy route module a first visit to each path needs (keys of the vite manifest).
const ROUTES = {
  '/signin': ['src/features/auth/SignInPage.tsx'],
  '/': ['src/app/AppShell.tsx', 'src/features/dashboard/DashboardPage.tsx'],
};

function closure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the vite manifest has no entry ${key}: update ROUTES in bench/bundle.mjs`);
    if (files.has(chunk.file)) return;
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
    throw new Error(`${file} is missing: build the web app first (npm run build -w @ratelens/web)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

function vite(args) {
  const r = spawnSync('npx', ['vite', ...args], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (r.status !== 0) throw new Error(`vite ${args.join(' ')} failed`);
}

const webDist = path.join(root, 'apps/web/dist');
if (!check) vite(['build', 'apps/web', '--logLevel', 'warn']);
const manifest = readManifest(webDist);
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);

let floorKiB = null;
if (!check) {
  const floorDist = path.join(root, '.tmp/bench-floor');
  vite(['build', 'bench/floor', '--outDir', floorDist, '--emptyOutDir', '--manifest', '--logLevel', 'warn']);
  const floorManifest = readManifest(floorDist);
  const floorEntry = Object.keys(floorManifest).find((k) => floorManifest[k].isEntry);
  floorKiB = gzippedBytes(floorDist, closure(floorManifest, [floorEntry])) / 1024;
  console.log(`floor (bare React + react-router): ${floorKiB.toFixed(1)} KiB gzipped`);
}

let over = false;
for (const [route, modules] of Object.entries(ROUTES)) {
  const files = closure(manifest, [entry, ...modules]);
  const kib = gzippedBytes(webDist, files) / 1024;
  const ratio = floorKiB ? ` = ${(kib / floorKiB).toFixed(2)}x the floor` : '';
  const verdict = kib <= BUDGET_KIB ? 'within' : 'OVER';
  console.log(
    `first visit to ${route}: ${kib.toFixed(1)} KiB gzipped in ${files.length} files${ratio} (${verdict} the ${BUDGET_KIB} KiB budget)`,
  );
  if (kib > BUDGET_KIB) over = true;
}
if (over) {
  console.error(`bundle budget exceeded: at most ${BUDGET_KIB} KiB gzipped for a first visit`);
  process.exit(1);
}
