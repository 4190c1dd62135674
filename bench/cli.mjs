// CLI start-up: cold `ratelens --help` and `ratelens whoami --json` (one round trip to a live server),
// each beside `node -e 0` spawned in the same run (the floor: what Node itself costs to start).
//   node bench/cli.mjs [--runs 10]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { root, startServer, signIn, median, quantile, ms, flag } from './lib/server.mjs';

export async function benchCli({ runs = Number(flag('runs', 10)) } = {}) {
  const cli = path.join(root, 'apps/cli/dist/ratelens.mjs');
  if (!existsSync(cli)) throw new Error(`${cli} is missing: npm run build -w @ratelens/cli`);
  const server = await startServer();
  const configDir = mkdtempSync(path.join(os.tmpdir(), 'ratelens-bench-cli-'));
  try {
    const tokens = await signIn(server, 'ada@acme-mutual.example');
    mkdirSync(configDir, { recursive: true });
    const session = {
      ...Object.fromEntries(Object.entries(tokens).map(([k, v]) => [k, String(v)])),
      isAuthenticated: 'true',
      intended_path: '',
    };
    writeFileSync(
      path.join(configDir, 'credentials.json'),
      JSON.stringify({ version: 2, profiles: { default: { [`${server.baseURL}/`]: session } } }),
      { mode: 0o600 },
    );
    const env = {
      ...process.env,
      RATELENS_CONFIG_DIR: configDir,
      RATELENS_API_URL: `${server.baseURL}/`,
      NO_COLOR: '1',
    };
    const cases = {
      'node -e 0 (floor)': ['-e', '0'],
      'ratelens --help': [cli, '--help'],
      'ratelens whoami --json': [cli, 'whoami', '--json'],
    };
    const times = Object.fromEntries(Object.keys(cases).map((k) => [k, []]));
    // Interleaved so that load spikes from other processes hit every case alike.
    for (let i = 0; i < runs + 1; i++) {
      for (const [name, args] of Object.entries(cases)) {
        const t0 = performance.now();
        const r = spawnSync(process.execPath, args, { env, encoding: 'utf8' });
        const dt = performance.now() - t0;
        if (r.status !== 0) throw new Error(`${name} exited ${r.status}: ${r.stderr.slice(0, 500)}`);
        if (name.includes('whoami') && !r.stdout.includes('ada@acme-mutual.example'))
          throw new Error(`whoami --json did not name the signed-in user: ${r.stdout.slice(0, 300)}`);
        if (i > 0) times[name].push(dt); // the first round warms the page cache
      }
    }
    const floor = median(times['node -e 0 (floor)']);
    const result = {};
    for (const [name, xs] of Object.entries(times)) {
      const m = median(xs);
      result[name] = { median: m, p95: quantile(xs, 0.95), ratio: m / floor };
      console.log(
        `cli  ${name.padEnd(26)} median ${ms(m)}  p95 ${ms(quantile(xs, 0.95))}  = ${(m / floor).toFixed(2)}x node -e 0`,
      );
    }
    return result;
  } finally {
    rmSync(configDir, { recursive: true, force: true });
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCli();
