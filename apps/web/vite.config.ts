import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { parse } from 'yaml';

// The API server the dev proxy forwards to; `npm run dev` starts it on this port.
const apiTarget = process.env.RATELENS_API_PROXY ?? 'http://127.0.0.1:8080';

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
  plugins: [react(), openapiSpec()],
  // Some chart libraries loaded later reference Node's `global`.
  define: { global: 'globalThis' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle budget benchmark reads chunk sizes from the manifest.
    manifest: true,
    sourcemap: false,
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
