import { describe, expect, it, vi } from 'vitest';
import { createServices } from '../src/app/services.tsx';
import {
  anomalyStatusInit,
  performanceInit,
  prefetchDashboard,
  trendInit,
} from '../src/features/dashboard/dashboard-queries.ts';

const tenantId = '00000000-0000-4000-8000-000000000001';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** The app's services over a fetch answering like the server, signed in with the given features. */
function app(enabledFeatures: string[]) {
  const requests: URL[] = [];
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(url);
    if (url.pathname === '/api/profile/userinfo')
      return json({
        tenantId,
        name: 'Sam Carter',
        email: 'sam@x.example',
        roleName: 'user',
        enabledFeatures,
      });
    if (url.pathname.startsWith('/api/kb/metrics/')) return json({ total: 3, items: [] });
    if (
      url.pathname.startsWith('/api/dashboard/trend/') ||
      url.pathname.startsWith('/api/dashboard/performance/')
    )
      return json({ items: [], page: 1, pageSize: 20, total: 0 });
    return json({
      items: [{ key: 'open', label: 'Open', count: 2, high: 1, medium: 1, low: 0 }],
      page: 1,
      pageSize: 100,
      total: 1,
    });
  };
  const services = createServices({ storage: memoryStorage(), origin: 'http://app.test', fetch });
  services.session.send({
    type: 'SESSION.TOKENS_SET',
    tokens: {
      access_token: 'a',
      refresh_token: 'r',
      id_token: 'i',
      tenantId,
      expires_in: 600,
      token_type: 'Bearer',
    },
  });
  return { services, requests };
}

describe('the dashboard prefetch', () => {
  it("asks for the profile and the first figure's status counts, under the keys the page reads", async () => {
    const { services, requests } = app(['ANM-DSH']);
    prefetchDashboard(services);
    const key = (path: string, init: unknown) =>
      services.$api.queryOptions('get', path as '/api/dashboard/anomaly/status', init as never).queryKey;
    await vi.waitFor(() =>
      expect(
        services.queryClient.getQueryData(key('/api/dashboard/anomaly/status', anomalyStatusInit(90))),
      ).toEqual(expect.objectContaining({ total: 1 })),
    );
    // The counts leave with the profile, before it has answered; the other charts' calls are the page's,
    // once the first figure is drawn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    // (The shell's sign-in loading, groups and agents, follows the profile on its own.)
    const dashboard = /^\/api\/(profile|dashboard|kb)\//;
    expect(requests.map((url) => url.pathname).filter((path) => dashboard.test(path))).toEqual([
      '/api/profile/userinfo',
      '/api/dashboard/anomaly/status',
    ]);
    expect(requests[1]?.searchParams.get('days')).toBe('90');
  });

  it('drops the status counts and asks for the other charts for a user without the anomalies feature', async () => {
    const { services, requests } = app([]);
    prefetchDashboard(services);
    await vi.waitFor(() =>
      expect(
        services.queryClient.getQueryData(
          services.$api.queryOptions(
            'get',
            '/api/dashboard/performance/{group}',
            performanceInit('line-of-business', 90),
          ).queryKey,
        ),
      ).toBeDefined(),
    );
    expect(
      services.queryClient.getQueryData(
        services.$api.queryOptions('get', '/api/dashboard/trend/{type}', trendInit('anomalies', 90)).queryKey,
      ),
    ).toBeDefined();
    // Only the status counts, sent before the profile said which features the user has.
    expect(
      requests.filter((url) => url.pathname.startsWith('/api/dashboard/anomaly/')).map((url) => url.pathname),
    ).toEqual(['/api/dashboard/anomaly/status']);
    const status = services.$api.queryOptions(
      'get',
      '/api/dashboard/anomaly/status',
      anomalyStatusInit(90),
    ).queryKey;
    expect(services.queryClient.getQueryCache().find({ queryKey: status, exact: true })).toBeUndefined();
  });
});
