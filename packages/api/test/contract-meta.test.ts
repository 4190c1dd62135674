import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPERATION_LIMITS, OPERATION_META } from '../src/index.ts';

const spec = parse(readFileSync(new URL('../../../openapi/openapi.yaml', import.meta.url), 'utf8')) as {
  paths: Record<
    string,
    Record<string, { operationId?: string; 'x-cache-tags'?: string[]; 'x-limits'?: unknown }>
  >;
};
const METHODS = ['get', 'put', 'post', 'patch', 'delete'];
const declared = Object.entries(spec.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method]).map((method) => ({ path, method, ...item[method]! })),
);

/**
 * Writes that change no cached area: sign-in and session calls, feedback, read-only POSTs (GraphQL, the
 * metadata filter lookup) and resources no screen caches under a SPEC §7 tag. A new write missing from
 * this list must declare the tags it invalidates.
 */
const WRITES_WITHOUT_TAGS = new Set([
  'authorize',
  'exchangeCode',
  'completeOidcSignIn',
  'refreshToken',
  'logout',
  'submitFeedback',
  'graphql',
  'getMetadataFilterOptions',
  ...['Model', 'DataIngestion', 'Subscription', 'GenLookup', 'Metadata', 'NaicState'].flatMap((noun) => [
    `create${noun}`,
    `update${noun}`,
    `delete${noun}`,
  ]),
  'resetModel',
  'createNotification',
  'markAllNotificationsRead',
]);

describe('generated contract metadata', () => {
  it('holds every operation of openapi.yaml with its method, path and x-cache-tags', () => {
    expect(Object.keys(OPERATION_META).sort()).toEqual(declared.map((op) => op.operationId).sort());
    for (const op of declared) {
      expect(OPERATION_META[op.operationId as keyof typeof OPERATION_META]).toEqual({
        method: op.method,
        path: op.path,
        cacheTags: op['x-cache-tags'],
      });
    }
  });

  it('gives every write operation the cache tags it invalidates', () => {
    const untagged = Object.entries(OPERATION_META)
      .filter(([id, op]) => op.method !== 'get' && op.cacheTags.length === 0 && !WRITES_WITHOUT_TAGS.has(id))
      .map(([id]) => id);
    expect(untagged).toEqual([]);
    // The exemptions name real operations that really carry no tag.
    for (const id of WRITES_WITHOUT_TAGS) {
      expect(OPERATION_META[id as keyof typeof OPERATION_META]?.cacheTags, id).toEqual([]);
    }
  });

  it('carries the x-limits of the upload operations', () => {
    const limits = Object.fromEntries(
      declared.filter((op) => op['x-limits']).map((op) => [op.operationId, op['x-limits']]),
    );
    expect(OPERATION_LIMITS).toEqual(limits);
    expect(OPERATION_LIMITS.uploadAnalysisDocuments.maxFileBytes).toBe(25 * 1024 * 1024);
    expect(OPERATION_LIMITS.createDataIngestion.allowedTypes).toEqual(['text/csv']);
  });
});
