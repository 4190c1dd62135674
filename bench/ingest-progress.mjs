// A data load watched while it runs (issue 18): `npm run bench -- ingest-progress [--rows 50000] [--runs 20]`.
// The built server on PGlite (or DATABASE_URL). The floor: the members page (GET /api/user, 100 per
// page) asked one request at a time on the idle server. Then a portfolio file of `--rows` rows is
// uploaded, and while its batches run (one transaction of 1,000 rows each) the same members page is
// asked back to back: its latency during the load against the floor, as a ratio, shows whether the
// batches leave the one connection to other requests. Also: the upload's answer time (the load is
// recorded, then runs off the request path), the load's total time, and how many distinct progress
// values (rows processed) a reader saw.
import { performance } from 'node:perf_hooks';
import { startServer, signIn, client, median, quantile, ms, flag } from './lib/server.mjs';
import { loadAverage } from './lib/proc.mjs';

const ROWS = Number(flag('rows', 50_000));
const RUNS = Number(flag('runs', 20));
const MEMBERS = '/api/user?orderBy=name&pageSize=100';

const server = await startServer(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {});
try {
  const tokens = await signIn(server, 'bo@birch-insurance.example');
  const api = client(server, tokens);
  const timed = async (fn) => {
    const t0 = performance.now();
    await fn();
    return performance.now() - t0;
  };
  for (let i = 0; i < 3; i += 1) await api('GET', MEMBERS);
  const floor = [];
  for (let i = 0; i < RUNS; i += 1) floor.push(await timed(() => api('GET', MEMBERS)));

  const lines = ['month,state,lineOfBusiness,segment,exposure,earnedPremium,claimCount,incurredLosses'];
  const stamp = Date.now().toString(36);
  for (let i = 0; i < ROWS; i += 1)
    lines.push(
      `1984-${String((i % 12) + 1).padStart(2, '0')},TX,Homeowners,Bench ${stamp} ${i},100,5000,1,2000`,
    );
  const form = new FormData();
  form.append('name', `bench ${stamp}`);
  form.append('dataset', 'portfolio');
  form.append('file', new Blob([lines.join('\n')], { type: 'text/csv' }), 'bench.csv');
  const t0 = performance.now();
  const res = await fetch(`${server.baseURL}/api/data-ingestion`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.id_token}` },
    body: form,
  });
  const answered = performance.now() - t0;
  const load = await res.json();
  if (res.status !== 202)
    throw new Error(`upload answered ${res.status}: ${JSON.stringify(load).slice(0, 300)}`);
  const during = [];
  const seen = new Set();
  let state = load;
  while (state.status === 'running' || state.status === 'queued') {
    during.push(await timed(() => api('GET', MEMBERS)));
    state = await api('GET', `/api/data-ingestion/${load.id}`);
    if (state.status === 'running') seen.add(state.rowsProcessed);
  }
  const total = performance.now() - t0;
  if (state.status !== 'succeeded' || state.rowsLoaded !== ROWS)
    throw new Error(`the load ended ${state.status}: ${JSON.stringify(state).slice(0, 300)}`);
  const f = median(floor);
  console.log(`load average ${loadAverage()}`);
  console.log(`floor: members page idle, median ${ms(f)} (p95 ${ms(quantile(floor, 0.95))}, ${RUNS} runs)`);
  console.log(
    `upload of ${ROWS.toLocaleString('en-US')} rows answered 202 in ${ms(answered)}; load ended after ${(total / 1000).toFixed(1)} s`,
  );
  console.log(
    `members page during the load: ${during.length} requests, median ${ms(median(during))} (x${(median(during) / f).toFixed(1)} floor), p95 ${ms(quantile(during, 0.95))} (x${(quantile(during, 0.95) / f).toFixed(1)}), max ${ms(Math.max(...during))}`,
  );
  console.log(`progress values seen while running: ${seen.size} (of ${Math.ceil(ROWS / 1000)} batches)`);
} finally {
  await server.stop();
}
