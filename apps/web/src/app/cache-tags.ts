import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { OPERATION_META, type components, type operations } from '@ratelens/api';

/** SPEC §7 cache tags (the contract's CacheTag enum). */
export type CacheTag = components['schemas']['CacheTag'];
export type OperationId = keyof operations;

/**
 * The tags each cached GET reads, keyed by its path template, from the contract's `x-cache-tags`
 * (generated into @ratelens/api). openapi-react-query keys are `[method, pathTemplate, init]`.
 */
export const READ_TAGS: ReadonlyMap<string, readonly CacheTag[]> = new Map(
  Object.values(OPERATION_META)
    .filter((op) => op.method === 'get')
    .map((op) => [op.path, op.cacheTags] as const),
);

export function keyMatchesTags(queryKey: QueryKey, tags: readonly CacheTag[]): boolean {
  const [method, path] = queryKey;
  if (method !== 'get' || typeof path !== 'string') return false;
  const read = READ_TAGS.get(path);
  return read !== undefined && tags.some((tag) => read.includes(tag));
}

/** Refreshes every cached call under the given tags; resolves when the active ones have refetched. */
export function invalidateTags(queryClient: QueryClient, ...tags: CacheTag[]): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => keyMatchesTags(query.queryKey, tags) });
}

/** Refreshes what the given write operations change: the union of their contract `x-cache-tags`. */
export function invalidateAfter(queryClient: QueryClient, ...operationIds: OperationId[]): Promise<void> {
  const tags = new Set<CacheTag>(operationIds.flatMap((id) => OPERATION_META[id].cacheTags));
  return invalidateTags(queryClient, ...tags);
}
