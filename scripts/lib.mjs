// Small helpers shared by the repo scripts (start, test, dev). Node built-ins only: these scripts
// run before dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited stdio; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(`could not run ${cmd}: ${err.message}`);
      resolve(127);
    });
  });
}

/** Installs dependencies from the lock file when node_modules is missing or stale. */
export async function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (existsSync(marker)) return;
  console.log('Installing dependencies (npm ci)...');
  const code = await run('npm', ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) {
    console.error('npm ci failed: see the output above.');
    process.exit(code);
  }
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

export function which(cmd) {
  const r = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/**
 * Finds Chromium for the e2e tests: CHROMIUM_PATH, then Debian's /usr/bin/chromium. As root it installs
 * Debian's package when missing; otherwise it explains how to point CHROMIUM_PATH at a Chromium.
 */
export async function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', which('chromium')].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  if (process.env.CHROMIUM_PATH) {
    console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
    process.exit(1);
  }
  if (isRoot() && which('apt-get')) {
    console.log('Chromium is missing: installing Debian chromium with apt-get...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (
      (await run('apt-get', ['update', '-qq'], { env })) === 0 &&
      (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) === 0 &&
      existsSync('/usr/bin/chromium')
    ) {
      return '/usr/bin/chromium';
    }
  }
  console.error(
    'The end-to-end tests need Chromium. Install it (Debian: `apt-get install chromium`) or set ' +
      'CHROMIUM_PATH to a Chromium or Chrome executable, then run `npm test` again.',
  );
  process.exit(1);
}
