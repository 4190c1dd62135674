import type { SessionTokens } from '@ratelens/api';
import { createServices, type Services } from '../src/app/services.tsx';

/** The web app's services over a fetch that answers like the server (the SPEC §7 sign-in calls). */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  /** Everything stored, for assertions. */
  snapshot() {
    return Object.fromEntries(this.items);
  }
}

export const tokens: SessionTokens = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  id_token: 'id-1',
  tenantId: '00000000-0000-4000-8000-000000000001',
  expires_in: 600,
  token_type: 'Bearer',
};
export const portfolio = { id: 'g-portfolio', name: 'Portfolio Assistant', isActive: true };
export const claims = { id: 'g-claims', name: 'Claims', isActive: true };
export const profile = {
  tenantId: tokens.tenantId,
  tenantName: 'Acme Mutual',
  tenantSlug: 'acme-mutual',
  name: 'Sam Carter',
  username: 'sam',
  email: 'sam@acme-mutual.example',
  roleName: 'user',
  roleDescription: 'Uses the workspace',
  active: true,
  enabledFeatures: ['ANM-DSH'],
  groupId: null,
  createdDateTime: '2026-01-01T00:00:00.000Z',
  updateDateTime: '2026-01-01T00:00:00.000Z',
};

export interface World {
  groups: (typeof portfolio)[];
  agents: { id: string; name: string; isActive: boolean }[];
  failUseCasesOf?: string;
  /** How many active use cases each group holds (one unless given). */
  useCasesPerGroup?: number;
}

/** The web app's services over a fetch that answers like the server and records every request. */
export function app(world: World, storage = new MemoryStorage()) {
  const requests: URL[] = [];
  /** The body of every POST, by path. */
  const posts: { path: string; body: unknown }[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
    });
  const page = (items: unknown[]) => json({ items, page: 1, pageSize: 20, total: items.length });
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(url);
    if (input instanceof Request && input.method === 'POST') {
      const text = await input.clone().text();
      posts.push({ path: url.pathname, body: text ? JSON.parse(text) : undefined });
      if (url.pathname.endsWith('/chats')) return json({ id: 'chat-1' }, 201);
    }
    switch (url.pathname) {
      case '/api/group':
        return page(world.groups);
      case '/api/user/feature':
        return json([]);
      case '/api/agent':
        return page(world.agents);
      case '/api/usecase': {
        const groupId = /groupId\|eq\|([^,]+)/.exec(url.searchParams.get('filter') ?? '')?.[1] ?? '';
        if (groupId === world.failUseCasesOf) {
          return json({ type: 'about:blank', title: 'Unavailable', status: 503, code: 'x' }, 503);
        }
        const count = world.useCasesPerGroup ?? 1;
        return page(
          Array.from({ length: count }, (_, i) => ({
            id: i === 0 ? `uc-${groupId}` : `uc-${groupId}-${i + 1}`,
            name: count === 1 ? `Only use case of ${groupId}` : `Use case ${i + 1} of ${groupId}`,
            groupId,
            isActive: true,
          })),
        );
      }
      case '/api/profile/userinfo':
        return json(profile);
      case '/sso/token':
        return json(tokens);
      default: {
        const group = world.groups.find((item) => url.pathname === `/api/group/${item.id}`);
        if (group) return json(group);
        return json({ type: 'about:blank', title: 'Not found', status: 404, code: 'x' }, 404);
      }
    }
  };
  const services = createServices({ storage, origin: 'http://app.test', fetch });
  return { services, requests, posts, storage };
}

export const loaded = (services: Services) =>
  new Promise<void>((resolve) => {
    const check = () => {
      if (services.workspace.loading().status === 'done') resolve();
    };
    services.workspace.subscribe(check);
    check();
  });

export const loadProfile = (services: Services) =>
  services.queryClient.fetchQuery(services.$api.queryOptions('get', '/api/profile/userinfo'));

/** What sign-in and the authenticated layout do: set the session, then load the profile. */
export async function signIn(services: Services) {
  services.session.send({ type: 'SESSION.TOKENS_SET', tokens });
  await loadProfile(services);
}
