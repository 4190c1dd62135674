import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { components } from '@ratelens/api';

/** SPEC §7 cache tags (the contract's CacheTag enum). */
export type CacheTag = components['schemas']['CacheTag'];

const startsWithAny = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * Which cached calls each tag covers. openapi-react-query keys are `[method, pathTemplate, init]`, so a
 * tag is a test on the path template; a mutation invalidates its tags and every matching list and item
 * refetches (or is dropped when unused).
 */
export const CACHE_TAG_MATCHERS: Record<CacheTag, (path: string) => boolean> = {
  usecases: (path) =>
    (startsWithAny(path, ['/api/usecase', '/api/group']) && !/\/(questions|chats|docs)(\/|$)/.test(path)) ||
    path === '/api/tenant/{tenantId}/agent/{agentId}/usecase',
  questions: (path) =>
    /^\/api\/usecase\/\{usecaseId\}\/questions(\/|$)/.test(path) ||
    path.endsWith('/chats/{chatId}/questions'),
  users: (path) =>
    path === '/api/user' ||
    path === '/api/user/{username}' ||
    path === '/api/profile/userinfo' ||
    startsWithAny(path, [
      '/api/tenant/{tenantId}/user',
      '/api/tenant/{tenantId}/users',
      '/api/usecase/{usecaseId}/users',
    ]),
  requests: (path) => startsWithAny(path, ['/api/user-request', '/api/tenant/{tenantId}/user-request']),
  chats: (path) => /(^|\/)chats(\/|$)/.test(path),
  configs: (path) => path.startsWith('/api/admin/config') || /\/config(ure)?(\/|$)/.test(path),
  features: (path) =>
    path.startsWith('/api/user/feature') ||
    path === '/api/profile/userinfo' ||
    path === '/api/tenant/{tenantId}',
  'document-analyses': (path) => path.includes('/docs/analysis'),
  agents: (path) => startsWithAny(path, ['/api/agent', '/api/tenant/{tenantId}/agent']),
  anomalies: (path) => startsWithAny(path, ['/api/anomaly', '/api/anomaly-status', '/api/dashboard/anomaly']),
  tenants: (path) =>
    path === '/api/tenant' ||
    path === '/api/tenant/{tenantId}' ||
    path === '/api/profile/userinfo' ||
    /^\/api\/tenant\/\{tenantId\}\/(users|user-type|metrics|filing-stats|filing-summary|purge)/.test(path),
};

export function keyMatchesTags(queryKey: QueryKey, tags: readonly CacheTag[]): boolean {
  const path = queryKey[1];
  return typeof path === 'string' && tags.some((tag) => CACHE_TAG_MATCHERS[tag](path));
}

/** Refreshes every cached call under the given tags; resolves when the active ones have refetched. */
export function invalidateTags(queryClient: QueryClient, ...tags: CacheTag[]): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => keyMatchesTags(query.queryKey, tags) });
}
