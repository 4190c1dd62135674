#!/usr/bin/env node
// The cost of the vector half of semantic retrieval on PGlite, without any model: the nearest 20 of N
// random unit vectors to a random query, in three layouts.
//   real[]      the server's layout (document_chunk_vectors.embedding real[], cast to vector per row at
//               question time, exact scan: what the answers pay today)
//   vector(d)   a typed pgvector column, exact scan (no cast)
//   hnsw        the typed column with an HNSW index (vector_cosine_ops; approximate)
// Each layout reports the p50 / p95 of --queries look-ups and the time to load (and index) the rows.
//   node bench/embeddings-local/vector-search.mjs [--rows 1000,12000,25000] [--dims 512] [--queries 30]
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

// The server workspace's own PGlite and pgvector extension (apps/server's dependencies, not the root's).
const serverRequire = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const { PGlite } = serverRequire('@electric-sql/pglite');
const { vector } = serverRequire('@electric-sql/pglite-pgvector');

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
}
const ROWS = String(arg('rows', '1000,12000,25000')).split(',').map(Number);
const DIMS = Number(arg('dims', 512));
const QUERIES = Number(arg('queries', 30));

function rng(seed) {
  let x = seed >>> 0 || 1;
  return () => (x = (Math.imul(x ^ (x >>> 15), 2246822519) + 0x9e3779b9) >>> 0) / 2 ** 32;
}
function unitVector(r) {
  const v = Array.from({ length: DIMS }, () => r() - 0.5);
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}
const literal = (v) => `[${v.join(',')}]`;
const quantile = (xs, q) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.round(q * (xs.length - 1)))];

async function layout(name, rows) {
  const db = await PGlite.create({ extensions: { vector } });
  await db.exec('CREATE EXTENSION IF NOT EXISTS vector');
  const column = name === 'real[]' ? 'real[]' : `vector(${DIMS})`;
  await db.exec(`CREATE TABLE v (id int PRIMARY KEY, embedding ${column} NOT NULL)`);
  const r = rng(rows);
  const t0 = performance.now();
  for (let i = 0; i < rows; i += 500) {
    const n = Math.min(500, rows - i);
    const ids = Array.from({ length: n }, (_, j) => i + j);
    const vs = ids.map(() => (name === 'real[]' ? `{${unitVector(r).join(',')}}` : literal(unitVector(r))));
    await db.query(
      `INSERT INTO v SELECT b.id, b.e::${column} FROM unnest($1::int[], $2::text[]) AS b(id, e)`,
      [ids, vs],
    );
  }
  if (name === 'hnsw') await db.exec('CREATE INDEX ON v USING hnsw (embedding vector_cosine_ops)');
  const loadMs = performance.now() - t0;
  await db.exec('ANALYZE v');
  const expr = name === 'real[]' ? 'embedding::vector' : 'embedding';
  const qr = rng(7);
  const times = [];
  for (let q = 0; q < QUERIES + 3; q++) {
    const lit = literal(unitVector(qr));
    const t = performance.now();
    await db.query(
      `SELECT id, (1 - (${expr} <=> $1::vector))::float8 AS rank FROM v ORDER BY ${expr} <=> $1::vector LIMIT 20`,
      [lit],
    );
    if (q >= 3) times.push(performance.now() - t);
  }
  await db.close();
  return { loadMs, p50: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

for (const rows of ROWS) {
  for (const name of ['real[]', 'vector(d)', 'hnsw']) {
    const s = await layout(name, rows);
    console.log(
      `vector-search ${String(rows).padStart(6)} rows x ${DIMS} dims  ${name.padEnd(9)}  nearest 20: p50 ${s.p50.toFixed(1)} ms  p95 ${s.p95.toFixed(1)} ms  (load${name === 'hnsw' ? ' + index' : ''} ${(s.loadMs / 1000).toFixed(1)} s)`,
    );
  }
}
