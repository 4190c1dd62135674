// Server start-up and idle memory on PGlite (issue 19): `npm run bench -- startup [--runs 5]`.
// - first start on a new data dir (initdb, migrations, demo seed): time until the server prints its
//   banner (it listens then), and its resident memory once idle (the demo documents indexed);
// - `--runs` restarts on that existing data dir, each time to the banner, with the steps the server
//   logs (`startup`: contract, openDatabase, migrations, seed, secrets, selfChecks, routes, ready) and
//   the idle RSS after it;
// - the floor, interleaved with the restarts: a bare `node -e` that opens the same data dir with PGlite,
//   runs `select 1` and closes it (what PGlite itself costs to start on these files).
// Start-up is compared with the floor as a ratio: on this shared machine absolute times move with load.
// `--compare <other build's dist/main.js>` runs another build (e.g. the one before a change) the same
// way on its own data dir, interleaved with this one, so both are measured against the same floor.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { root, freePort, median, ms, flag } from './lib/server.mjs';
import { residentMiB, untilIdle, loadAverage } from './lib/proc.mjs';

const RUNS = Number(flag('runs', 5));
const MAIN = path.join(root, 'apps/server/dist/main.js');
const COMPARE = flag('compare', null);
const pglite = pathToFileURL(
  createRequire(path.join(root, 'apps/server/package.json')).resolve('@electric-sql/pglite'),
).href;

/** Spawns the built server; resolves at its banner with the time taken and the logged steps. */
async function start(main, dataDir, compileCache) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(root, 'apps/web/dist'),
      LOG_LEVEL: 'info',
      NODE_COMPILE_CACHE: compileCache,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const guard = () => child.exitCode === null && child.kill('SIGKILL');
  process.once('exit', guard);
  let out = '';
  let err = '';
  child.stderr.on('data', (d) => (err = (err + d).slice(-200_000)));
  const startMs = await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('Ratelens listening on')) resolve(performance.now() - t0);
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${err.slice(-3000)}`)));
  });
  // The banner can come before the self-checks (they run right after it; requests wait for them), so
  // the first answered request is timed too: GET /readyz, which waits behind them like any request.
  let servedMs = null;
  for (let i = 0; i < 600 && servedMs === null; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) servedMs = performance.now() - t0;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const steps = err
    .split('\n')
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return null;
      }
    })
    .find((entry) => entry?.msg === 'startup')?.startup;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    process.off('exit', guard);
  };
  return { startMs, servedMs, steps, pid: child.pid, stop };
}

/** The floor: a bare node process opening the data dir with PGlite, one query, close. */
async function floor(dataDir) {
  const script = `const { PGlite } = await import(process.argv[1]);
    const db = await PGlite.create(process.argv[2], { postgresqlconf: ['shared_buffers = 32MB'] });
    await db.query('select 1'); await db.close();`;
  const t0 = performance.now();
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, pglite, dataDir], {
      stdio: 'inherit',
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the floor exited ${code}`))));
  });
  return performance.now() - t0;
}

/** One build: its first start, idle RSS, and `runs` restarts on the data dir it made. */
function build(main, label) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ratelens-bench-startup-'));
  const compileCache = mkdtempSync(path.join(os.tmpdir(), 'ratelens-bench-compile-cache-'));
  const restarts = [];
  return {
    label,
    dataDir,
    restarts,
    async first() {
      const first = await start(main, dataDir, compileCache);
      await untilIdle(first.pid);
      this.firstRss = residentMiB(first.pid);
      this.firstMs = first.startMs;
      await first.stop();
      console.log(
        `startup ${label}: first start ${ms(first.startMs)} (initdb, migrations, demo seed), idle RSS ${this.firstRss?.toFixed(0)} MiB; load ${loadAverage()}`,
      );
    },
    async restart(i) {
      const run = await start(main, dataDir, compileCache);
      await untilIdle(run.pid, 30);
      const rss = residentMiB(run.pid);
      await run.stop();
      restarts.push({ ...run, rss });
      console.log(
        `startup ${label}: restart ${i + 1}: ${ms(run.startMs)} to the banner, ${ms(run.servedMs)} to the first answer, idle RSS ${rss?.toFixed(0)} MiB, steps ${JSON.stringify(run.steps?.steps ?? null)}; load ${loadAverage()}`,
      );
    },
    summary(floorMs) {
      const restartMs = median(restarts.map((r) => r.startMs));
      const logged = restarts.filter((r) => r.steps);
      const names = Object.keys(logged[0]?.steps.steps ?? {});
      const sum = (r) => Object.values(r.steps.steps).reduce((a, b) => a + b, 0);
      const steps = logged.length
        ? {
            loadingModules: median(logged.map((r) => r.steps.sinceProcessStartMs - sum(r))),
            ...Object.fromEntries(names.map((n) => [n, median(logged.map((r) => r.steps.steps[n] ?? 0))])),
          }
        : null;
      const result = {
        firstStartMs: this.firstMs,
        firstIdleRssMiB: this.firstRss,
        restartMedianMs: restartMs,
        ratioToFloor: restartMs / floorMs,
        firstAnswerMedianMs: median(restarts.map((r) => r.servedMs ?? NaN)),
        restartIdleRssMiB: median(restarts.map((r) => r.rss)),
        steps,
      };
      console.log(
        `startup ${label}: restart median ${ms(restartMs)} over ${restarts.length} (${result.ratioToFloor.toFixed(2)}x the floor; first answer ${ms(result.firstAnswerMedianMs)}, ${(result.firstAnswerMedianMs / floorMs).toFixed(2)}x), idle RSS after a restart ${result.restartIdleRssMiB?.toFixed(0)} MiB, after the first start ${this.firstRss?.toFixed(0)} MiB`,
      );
      if (steps) console.log(`startup ${label}: median steps (ms) ${JSON.stringify(steps)}`);
      return result;
    },
    remove() {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(compileCache, { recursive: true, force: true });
    },
  };
}

export async function benchStartup() {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first`);
  if (COMPARE && !existsSync(COMPARE)) throw new Error(`--compare ${COMPARE}: no such file`);
  const builds = [build(MAIN, 'this build'), ...(COMPARE ? [build(COMPARE, 'compared build')] : [])];
  try {
    for (const b of builds) await b.first();
    const floors = [];
    for (let i = 0; i < RUNS; i++) {
      floors.push(await floor(path.join(builds[0].dataDir, 'pglite')));
      console.log(`startup: floor ${i + 1}: ${ms(floors.at(-1))} (bare PGlite open of the data dir)`);
      for (const b of builds) await b.restart(i);
    }
    const floorMs = median(floors);
    console.log(
      `startup: floor median ${ms(floorMs)} over ${RUNS} (node -e: PGlite open of the same data dir, select 1, close); load ${loadAverage()}`,
    );
    const results = Object.fromEntries(builds.map((b) => [b.label, b.summary(floorMs)]));
    const mine = results['this build'];
    console.log(
      `startup: targets (quiet machine): start-up <= 2 s ${mine.restartMedianMs <= 2000 ? 'holds' : 'misses'} (${ms(mine.restartMedianMs)}, ${mine.ratioToFloor.toFixed(2)}x the floor); idle RSS after the first start <= 400 MiB ${mine.firstIdleRssMiB !== null && mine.firstIdleRssMiB <= 400 ? 'holds' : 'misses'} (${mine.firstIdleRssMiB?.toFixed(0)} MiB)`,
    );
    return { floorMs, load: loadAverage(), ...results };
  } finally {
    for (const b of builds) b.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchStartup().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
