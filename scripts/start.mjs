#!/usr/bin/env node
// `npm start`: install when needed, build web + CLI + server, then run the server (which migrates,
// seeds the demo data on first run and serves web + API). Signals go to the server so it can shut
// down cleanly and leave the data directory consistent.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root, run, ensureDependencies } from './lib.mjs';

await ensureDependencies();

if (process.env.RATELENS_SKIP_BUILD !== '1') {
  console.log('Building the web app, the CLI and the server...');
  const code = await run('npm', ['run', 'build', '--silent']);
  if (code !== 0) {
    console.error('The build failed: see the output above.');
    process.exit(code);
  }
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist') },
});

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // A terminal's Ctrl-C reaches the server directly too; forward only once.
    if (stopping) return;
    stopping = true;
    server.kill(signal);
  });
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
