import { defineConfig } from 'vitest/config';

// vitest 5 runs on Node 22.13 or newer (the project's engine). On an older Node it would fail later with
// an obscure error, so say so here; scripts/node22.mjs runs any command on the project's Node 22.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 13)) {
  throw new Error(
    `The tests need Node 22.13 or newer; this is Node ${process.versions.node}. ` +
      'Run them through `npm test` or `node scripts/node22.mjs npx vitest run <files>`.',
  );
}

// One vitest run covers every workspace; each package is a project so failures name their package.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/api', 'packages/machines', 'apps/server', 'apps/cli', 'apps/web'],
  },
});
