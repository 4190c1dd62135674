import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { parse } from 'yaml';

// The API server the dev proxy forwards to; `npm run dev` starts it on this port.
const apiTarget = process.env.RATELENS_API_PROXY ?? 'http://127.0.0.1:8080';

// Sources of packages/domain, packages/api and packages/machines (consumed from source, see treeshake).
const workspacePackageSource = /[\\/]packages[\\/](domain|api|machines)[\\/]src[\\/]/;

const SPEC_MODULE = 'virtual:openapi-spec';
const specFile = path.resolve(import.meta.dirname, '..', '..', 'openapi', 'openapi.yaml');

/**
 * The contract, converted from YAML to JSON at build time, for the API reference page. Only that lazy
 * page imports it, so it lands in the reference's chunk; JSON.parse keeps it eval-free under the CSP.
 */
function openapiSpec(): Plugin {
  const resolved = `\0${SPEC_MODULE}`;
  return {
    name: 'ratelens-openapi-spec',
    resolveId: (id) => (id === SPEC_MODULE ? resolved : undefined),
    load(id) {
      if (id !== resolved) return undefined;
      this.addWatchFile(specFile);
      const json = JSON.stringify(parse(readFileSync(specFile, 'utf8')));
      return `export default JSON.parse(${JSON.stringify(json)});`;
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    openapiSpec(),
    // react-aria ships its UI strings in ~34 locales; the app is English-only, so the rest is dead
    // weight on every first visit (bench/bundle.mjs budget).
    optimizeLocales.vite({ locales: ['en-US'] }),
  ],
  // Some chart libraries loaded later reference Node's `global`.
  define: { global: 'globalThis' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle budget benchmark reads chunk sizes from the manifest.
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // The workspace packages (domain, api, machines) run nothing at import time: every module only
        // declares. Saying so lets the bundler drop whole modules whose exports a chunk does not use
        // (e.g. date-fns behind domain/dates.ts, the machines of pages not yet visited), which a top-level
        // `createMachine(...)` call would otherwise keep. Measured by bench/bundle.mjs: -18 KiB gzipped
        // on a first visit to /signin.
        moduleSideEffects: (id: string) => (workspacePackageSource.test(id) ? false : undefined),
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/sso': apiTarget,
      '/graphql': apiTarget,
      '/healthz': apiTarget,
    },
  },
});
