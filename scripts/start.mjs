#!/usr/bin/env node
// `npm start`: install when needed, build web + CLI + server, then run the server (which migrates,
// seeds the demo data on first run and serves web + API). Signals go to the server so it can shut
// down cleanly and leave the data directory consistent.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root, run, ensureDependencies } from './lib.mjs';
import { reexecOnNode22 } from './node22.mjs';

// On a Node older than 22.12 this runs again under the project's Node 22 (see scripts/node22.mjs).
reexecOnNode22();

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
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist') },
});

// The server's stdout carries only its start-up banner: pass it on, then say how to reach it from the CLI.
let banner = '';
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (banner === null) return;
  banner += chunk;
  const url = /^Ratelens listening on (http:\/\/\S+)$/m.exec(banner)?.[1];
  if (!url) return;
  banner = null;
  const env = /^http:\/\/127\.0\.0\.1:8080\/?$/.test(url) ? '' : `RATELENS_API_URL=${url} `;
  process.stdout.write(
    [
      'Command line (the ratelens CLI, built to apps/cli/dist/ratelens.mjs):',
      `  ${env}npx ratelens login --email ada@acme-mutual.example   # then again with --code <code from the mail>`,
      `  ${env}npx ratelens --help`,
      '  npm link -w @ratelens/cli puts `ratelens` on your PATH.',
      '',
      '',
    ].join('\n'),
  );
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
