#!/usr/bin/env node
// `npm run dev`: the API server with reload (tsx watch) on :8080 and Vite's dev server, which proxies
// /api, /sso, /graphql and the probes to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { root, ensureDependencies } from './lib.mjs';
import { reexecOnNode22 } from './node22.mjs';

reexecOnNode22();

await ensureDependencies();
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@ratelens/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((c) => c.exitCode === null && c.kill(signal));
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const c of children) c.on('exit', () => stop('SIGTERM'));
