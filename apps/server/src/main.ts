// Entry point of `npm start` (dist/main.js). Node's compile cache keeps the compiled code of the
// server's modules (~250 of them, fastify's and ajv's included) between starts, so a restart
// compiles no JavaScript again (issue 19, start-up); NODE_COMPILE_CACHE chooses its directory
// (default: the system temp directory). The server itself is imported only once the cache is on.
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./main-run.ts');
