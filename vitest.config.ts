import { defineConfig } from 'vitest/config';

// vitest 5's reporters call Map.groupBy / Object.groupBy, which Node 20 lacks (Node 21+); without these
// a failing test is reported as a crash with no details.
function groupBy<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  let i = 0;
  for (const item of items) {
    const k = key(item, i++);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', { value: groupBy, configurable: true, writable: true });
}
if (typeof (Object as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Object, 'groupBy', {
    value: <T>(items: Iterable<T>, key: (item: T, index: number) => PropertyKey) =>
      Object.fromEntries(groupBy(items, key)),
    configurable: true,
    writable: true,
  });
}

// One vitest run covers every workspace; each package is a project so failures name their package.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/api', 'packages/machines', 'apps/server', 'apps/cli', 'apps/web'],
  },
});
