// Bundles the CLI and everything it imports (commander, xstate, openapi-fetch, the workspace packages)
// into one executable ESM file, so `ratelens` starts fast and needs no node_modules.
import { build } from 'esbuild';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
// `--outfile <path>` builds elsewhere (the end-to-end tests each build their own copy, so parallel test files
// never run a bundle another file is rewriting).
const outArg = process.argv.indexOf('--outfile');
const outfile =
  outArg > 0 && process.argv[outArg + 1]
    ? path.resolve(process.argv[outArg + 1])
    : path.join(here, 'dist/ratelens.mjs');

// `ratelens api` checks paths against the contract: bundle the list made from the current spec.
const { generate, outPath } = await import('./scripts/gen-contract-paths.mjs');
const paths = await generate();
if (readFileSync(outPath, 'utf8') !== paths) writeFileSync(outPath, paths);

await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minifySyntax: true,
  legalComments: 'none',
  // commander is CommonJS and requires node built-ins; an ESM bundle needs a real `require` for them.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __ratelensCreateRequire } from 'node:module';\nconst require = __ratelensCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
chmodSync(outfile, 0o755);
console.log(`built ${path.relative(process.cwd(), outfile)}`);
