import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The Node version the project states must be one every locked package accepts: otherwise a fresh
// install prints EBADENGINE warnings (or a package breaks at run time on the stated minimum).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
  optional?: boolean;
}

describe('the declared Node engine', () => {
  const declared = (read('package.json').engines as { node: string }).node;
  const lowest = semver.minVersion(declared)!.version;
  const lock = read('package-lock.json') as { packages: Record<string, LockEntry> };

  it('is accepted by every package in the lockfile, at its lowest version', () => {
    const refusing = Object.entries(lock.packages)
      .map(([where, entry]) => ({ where, range: Array.isArray(entry.engines) ? null : entry.engines?.node }))
      .filter(({ range }) => range && !semver.satisfies(lowest, range))
      .map(({ where, range }) => `${where} needs node ${range}`);
    expect(refusing, `node ${lowest} (from "${declared}")`).toEqual([]);
  });

  it('is written the same in package-lock.json as in package.json', () => {
    expect((lock.packages[''] as { engines?: { node?: string } }).engines?.node).toBe(declared);
  });

  it('is the Node these tests run on (the test scripts fetch it when the machine has an older one)', () => {
    expect(semver.satisfies(process.versions.node, declared), process.versions.node).toBe(true);
  });

  it('is not patched over in the test configs', () => {
    for (const file of ['vitest.config.ts', 'playwright.config.ts']) {
      const text = readFileSync(path.join(root, file), 'utf8');
      expect(text, file).not.toMatch(/Object\.defineProperty\(\s*(Map|Object|Array|Promise)\b/);
      expect(text, file).not.toMatch(/--experimental/);
    }
  });
});
