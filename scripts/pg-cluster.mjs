// A throwaway PostgreSQL cluster from the installed binaries, for the server tests on PostgreSQL.
// initdb refuses to run as root, so as root the cluster is created and run as the `postgres` user.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, chmodSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isRoot, which } from './lib.mjs';

function findBinDir() {
  const fromPath = which('initdb');
  if (fromPath) return path.dirname(fromPath);
  const pgConfig = which('pg_config');
  if (pgConfig) {
    const r = spawnSync(pgConfig, ['--bindir'], { encoding: 'utf8' });
    if (r.status === 0 && existsSync(path.join(r.stdout.trim(), 'initdb'))) return r.stdout.trim();
  }
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    for (const v of readdirSync(base).sort().reverse()) {
      if (existsSync(path.join(base, v, 'bin/initdb'))) return path.join(base, v, 'bin');
    }
  }
  return null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function asOwner(args) {
  const cmd = isRoot() ? ['runuser', '-u', 'postgres', '--', ...args] : args;
  const r = spawnSync(cmd[0], cmd.slice(1), { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${args[0]} failed: ${(r.stderr || r.stdout).trim()}`);
  return r;
}

/** Starts a fresh cluster on a free loopback port; returns { url, stop }. */
export async function startCluster() {
  const bin = findBinDir();
  if (!bin)
    throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found: install PostgreSQL 15 or set PATH.');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ratelens-pg-'));
  chmodSync(dir, 0o777);
  if (isRoot()) spawnSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  asOwner([path.join(bin, 'initdb'), '-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  asOwner([
    path.join(bin, 'pg_ctl'),
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    '-w',
    'start',
  ]);
  const stop = () => {
    try {
      asOwner([path.join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
