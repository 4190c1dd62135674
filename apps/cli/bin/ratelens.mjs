#!/usr/bin/env node
// The package's bin is this committed launcher, not the bundle itself: npm links bins at install time,
// and on a fresh clone dist/ does not exist yet, so a bin pointing there would never be linked and
// `npx ratelens` would go looking in the registry instead.
import { existsSync } from 'node:fs';

const bundle = new URL('../dist/ratelens.mjs', import.meta.url);
if (!existsSync(bundle)) {
  process.stderr.write(
    'ratelens is not built yet: run `npm run build -w @ratelens/cli` (or `npm start`) in the Ratelens repo\n',
  );
  process.exit(1);
}
await import(bundle.href);
