#!/usr/bin/env node
// The project runs on Node 22 LTS (package.json "engines"): kysely, plotly.js, vitest and several of their
// dependencies require it. On a machine whose `node` is older, this fetches the official Node 22 binary
// from the npm registry (the `node-<platform>-<arch>` package, one download into .tmp/node22) and runs
// the given command with that binary first on PATH, so `npm`, `npx` and every child process use it.
//
//   node scripts/node22.mjs <command> [args...]     e.g. node scripts/node22.mjs npx vitest run <file>
//
// Imported by scripts/start.mjs and scripts/test.mjs through reexecOnNode22(), so `npm start` and
// `npm test` on a fresh clone install and test under Node 22 and npm prints no engine warnings.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE22_VERSION = '22.21.1';
const MIN = [22, 13];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function supported(version) {
  const [major, minor] = version.split('.').map(Number);
  return major > MIN[0] || (major === MIN[0] && minor >= MIN[1]);
}

/** The bin directory of the project's Node 22, installed from the npm registry when missing. */
export function node22BinDir() {
  const pkg = `node-${process.platform}-${process.arch}`;
  const prefix = path.join(root, '.tmp', 'node22');
  const bin = path.join(prefix, 'node_modules', pkg, 'bin');
  const binary = path.join(bin, process.platform === 'win32' ? 'node.exe' : 'node');
  if (existsSync(binary)) {
    const probe = spawnSync(binary, ['--version'], { encoding: 'utf8' });
    if (probe.status === 0 && probe.stdout.trim() === `v${NODE22_VERSION}`) return bin;
  }
  mkdirSync(prefix, { recursive: true });
  console.error(
    `Node ${process.versions.node} is older than 22.13: installing Node ${NODE22_VERSION} (${pkg}) into .tmp/node22`,
  );
  const install = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `${pkg}@${NODE22_VERSION}`,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], cwd: prefix },
  );
  if (install.status !== 0 || !existsSync(binary)) {
    console.error(
      `Could not install Node ${NODE22_VERSION} from the npm registry (${pkg}); install Node 22 LTS and run again.`,
    );
    process.exit(1);
  }
  return bin;
}

/** The environment for a child process that must run on Node 22. */
export function node22Env(env = process.env) {
  if (supported(process.versions.node)) return env;
  const bin = node22BinDir();
  return { ...env, PATH: `${bin}${path.delimiter}${env.PATH ?? ''}` };
}

/**
 * Runs the current script again under Node 22 when this process is older, and exits with its status.
 * Returns (doing nothing) when already on Node 22.13 or newer.
 */
export function reexecOnNode22() {
  if (supported(process.versions.node)) return;
  const bin = node22BinDir();
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
  const node = path.join(bin, process.platform === 'win32' ? 'node.exe' : 'node');
  const result = spawnSync(node, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  if (result.signal) process.kill(process.pid, result.signal);
  process.exit(result.status ?? 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/node22.mjs <command> [args...]');
    process.exit(2);
  }
  const result = spawnSync(command, args, { stdio: 'inherit', env: node22Env() });
  if (result.error) {
    console.error(`could not run ${command}: ${result.error.message}`);
    process.exit(1);
  }
  process.exit(result.status ?? 1);
}
