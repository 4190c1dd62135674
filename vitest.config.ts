import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; each package is a project so failures name their package.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/api',
      'packages/machines',
      'apps/server',
      'apps/cli',
      'apps/web',
    ],
  },
});
