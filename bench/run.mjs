#!/usr/bin/env node
// `npm run bench` runs every benchmark; `npm run bench -- <name> [flags]` runs one
// (any bench/<name>.mjs listed in BENCHES or added beside them). Flags go through to the benchmark,
// e.g. `npm run bench -- api --duration 5 --db pglite`. See bench/README.md.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reexecOnNode22 } from '../scripts/node22.mjs';

reexecOnNode22();

const here = path.dirname(fileURLToPath(import.meta.url));
// The default run, in this order; every other bench/<name>.mjs (not a helper) runs after them.
const ORDER = ['bundle', 'cli', 'api', 'page', 'interactions', 'answers'];
const NOT_BENCHES = new Set(['run', 'soak', 'bundle-modules']);
const found = readdirSync(here)
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => f.slice(0, -4))
  .filter((n) => !NOT_BENCHES.has(n));
const BENCHES = [
  ...ORDER.filter((n) => found.includes(n)),
  ...found.filter((n) => !ORDER.includes(n)).sort(),
];

const [first, ...rest] = process.argv.slice(2);
const chosen = first && !first.startsWith('-') ? [first] : BENCHES;
const flags = first && !first.startsWith('-') ? rest : process.argv.slice(2);
const unknown = chosen.filter((b) => !BENCHES.includes(b));
if (unknown.length) {
  console.error(`unknown benchmark ${unknown.join(', ')}: choose one of ${BENCHES.join(', ')}`);
  process.exit(2);
}

// Each in its own process: one's servers, browser and heap never skew the next one's figures.
let failed = 0;
for (const name of chosen) {
  console.log(`\n== ${name} ==`);
  const r = spawnSync(process.execPath, [path.join(here, `${name}.mjs`), ...flags], { stdio: 'inherit' });
  if (r.status !== 0) {
    failed++;
    console.error(`${name}: exited ${r.status ?? r.signal}`);
  }
}
process.exit(failed ? 1 : 0);
