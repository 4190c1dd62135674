// Bundles the server into dist/main.js: workspace packages (@ratelens/*) are inlined because they ship
// TypeScript sources; every other package stays an external import resolved from node_modules, except
// those in BUNDLED: date-fns's entry point loads its ~250 modules (3 s and ~60 MiB at start-up on this
// machine) for the handful of functions @ratelens/domain uses, so esbuild keeps only those (issue 19).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { parse } from 'yaml';

const BUNDLED = new Set(['date-fns']);

const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@ratelens/') || args.path.startsWith('node:')) return undefined;
      if (BUNDLED.has(args.path.split('/')[0])) return undefined;
      return { path: args.path, external: true };
    });
  },
};

// Chunk names carry a content hash: clear the old ones so dist holds one build.
rmSync(new URL('dist/chunks/', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: ['src/main.ts', 'src/index.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  plugins: [externalPackages],
  logLevel: 'warning',
});

// The contract as JSON beside the bundle, keyed by the YAML's SHA-256 (src/http/openapi.ts, loadSpec):
// parsing the YAML at every start-up cost a tenth of it.
const contract = readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8');
mkdirSync(new URL('dist/', import.meta.url), { recursive: true });
writeFileSync(
  new URL('dist/openapi.json', import.meta.url),
  JSON.stringify({ source: createHash('sha256').update(contract).digest('hex'), document: parse(contract) }),
);
