import { createNodeDeps } from './deps.ts';
import { runCli } from './program.ts';

// A reader that closed the pipe early (`ratelens ... | head -3`) is not an error: end quietly.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

process.exitCode = await runCli(process.argv.slice(2), createNodeDeps());
