import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { mainServer, repoRoot, shortTokenServer, type E2EServer } from './e2e/support/servers.ts';

// Debian's Chromium: `npx playwright install` cannot download browsers on this machine.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The built server starts in a fraction of the time tsx needs; fall back to source before a build.
const builtServer = path.join(repoRoot, 'apps', 'server', 'dist', 'main.js');
const serverCommand = existsSync(builtServer) ? `node ${builtServer}` : 'npx tsx apps/server/src/main.ts';

function webServer(server: E2EServer) {
  // Each run starts from an empty data dir: a fresh database, seeded demo accounts and an empty outbox.
  const wipe = `node -e "fs.rmSync(process.argv[1], { recursive: true, force: true })" ${JSON.stringify(server.dataDir)}`;
  return {
    command: `${wipe} && ${serverCommand}`,
    cwd: repoRoot,
    url: `${server.baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATA_DIR: server.dataDir,
      // E2E_WEB_DIST lets a second build (vite build --outDir ...) be tested beside the default one.
      WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(repoRoot, 'apps', 'web', 'dist'),
      LOG_LEVEL: 'warn',
      ...server.env,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: mainServer.baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    viewport: { width: 1280, height: 800 },
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: [webServer(mainServer), webServer(shortTokenServer)],
});
