import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server the dev proxy forwards to; `npm run dev` starts it on this port.
const apiTarget = process.env.RATELENS_API_PROXY ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
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
