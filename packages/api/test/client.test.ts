import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, problemMessage, unwrap } from '../src/index.ts';
import { delay, json, memoryAuth, problem, tokenServer, tokens, userInfo } from './fake-api.ts';

const BASE = 'http://api.test';

function recordingFetch(answer: (request: Request) => Response | Promise<Response> = () => json({})) {
  const requests: Request[] = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    return answer(request);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

describe('requests', () => {
  it('joins paths to the base URL whether or not it ends with a slash', async () => {
    for (const baseUrl of [
      'http://api.test',
      'http://api.test/',
      'http://api.test/ratelens',
      'http://api.test/ratelens/',
    ]) {
      const { fetch, requests } = recordingFetch(() => json(userInfo));
      await createApiClient({ baseUrl, fetch }).GET('/api/profile/userinfo');
      const prefix = baseUrl.includes('ratelens') ? 'http://api.test/ratelens' : 'http://api.test';
      expect(requests[0]?.url).toBe(`${prefix}/api/profile/userinfo`);
    }
  });

  it('includes credentials and sends the held id token as Bearer', async () => {
    const { fetch, requests } = recordingFetch(() => json(userInfo));
    const { hooks } = memoryAuth(tokens(1));
    const { data } = await createApiClient({ baseUrl: BASE, fetch, auth: hooks }).GET(
      '/api/profile/userinfo',
    );
    expect(data).toEqual(userInfo);
    expect(requests[0]?.credentials).toBe('include');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer id-1');
  });

  it('sends no Authorization header when no session is held', async () => {
    const { fetch, requests } = recordingFetch(() => json({ method: 'code' }));
    const { hooks } = memoryAuth(null);
    await createApiClient({ baseUrl: BASE, fetch, auth: hooks }).POST('/sso/authorize', {
      params: { query: { email: 'ada@acme-mutual.example' } },
    });
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(requests[0]?.url).toBe(`${BASE}/sso/authorize?email=ada%40acme-mutual.example`);
  });

  it('sets a JSON content type on JSON bodies and none on bodiless calls', async () => {
    const { fetch, requests } = recordingFetch(() => json(tokens(1)));
    const client = createApiClient({ baseUrl: BASE, fetch });
    await client.POST('/sso/token', { body: { email: 'ada@acme-mutual.example', code: '123456' } });
    await client.GET('/healthz');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(await requests[0]?.json()).toEqual({ email: 'ada@acme-mutual.example', code: '123456' });
    expect(requests[1]?.headers.has('Content-Type')).toBe(false);
  });
});

describe('401 handling', () => {
  it('dedupes refreshes', async () => {
    const server = tokenServer();
    const { hooks, calls } = memoryAuth(tokens(0));
    const client = createApiClient({ baseUrl: BASE, fetch: server.fetch, auth: hooks });

    const results = await Promise.all(Array.from({ length: 50 }, () => client.GET('/api/profile/userinfo')));

    expect(server.log.refresh).toHaveLength(1);
    expect(server.log.refresh[0]).toEqual({
      refreshToken: 'refresh-0',
      idToken: 'id-0',
      tenantId: tokens(0).tenantId,
    });
    expect(calls.refreshed).toEqual([tokens(2)]);
    expect(results.map((r) => r.data)).toEqual(Array.from({ length: 50 }, () => userInfo));
    // 50 first attempts with the stale token, 50 retries with the new one.
    expect(server.log.userinfo.filter((h) => h === 'Bearer id-0')).toHaveLength(50);
    expect(server.log.userinfo.filter((h) => h === 'Bearer id-2')).toHaveLength(50);
  });

  it('retries a request at most once', async () => {
    const server = tokenServer({ refreshAnswer: () => json(tokens(9)) });
    const { hooks } = memoryAuth(tokens(0));
    const client = createApiClient({ baseUrl: BASE, fetch: server.fetch, auth: hooks });

    const result = await client.GET('/api/profile/userinfo');

    expect(result.response.status).toBe(401);
    expect(server.log.userinfo).toEqual(['Bearer id-0', 'Bearer id-9']);
    expect(server.log.refresh).toHaveLength(1);
  });

  it('does not retry when the refresh gave back the same token', async () => {
    const server = tokenServer({ refreshAnswer: () => json(tokens(0)) });
    const { hooks } = memoryAuth(tokens(0));
    await createApiClient({ baseUrl: BASE, fetch: server.fetch, auth: hooks }).GET('/api/profile/userinfo');
    expect(server.log.userinfo).toEqual(['Bearer id-0']);
  });

  it('retries with a token refreshed meanwhile without refreshing again', async () => {
    const server = tokenServer();
    const auth = memoryAuth(tokens(0));
    const client = createApiClient({ baseUrl: BASE, fetch: server.fetch, auth: auth.hooks });
    await client.GET('/api/profile/userinfo');
    // The host picked up generation 2 while an old request was still carrying id-0.
    const stale = createApiClient({
      baseUrl: BASE,
      fetch: server.fetch,
      auth: {
        ...auth.hooks,
        getTokens: (() => {
          let first = true;
          return () => {
            const t = first ? tokens(0) : auth.held();
            first = false;
            return t;
          };
        })(),
      },
    });
    const { data } = await stale.GET('/api/profile/userinfo');
    expect(data).toEqual(userInfo);
    expect(server.log.refresh).toHaveLength(1);
  });

  it('never retries an aborted request', async () => {
    const controller = new AbortController();
    const { fetch, requests } = recordingFetch((request) => {
      if (new URL(request.url).pathname === '/sso/refresh-token') return json(tokens(2));
      controller.abort();
      return problem(401, 'Unauthorized');
    });
    const { hooks, calls } = memoryAuth(tokens(0));
    const result = await createApiClient({ baseUrl: BASE, fetch, auth: hooks }).GET('/api/profile/userinfo', {
      signal: controller.signal,
    });
    expect(result.response.status).toBe(401);
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/api/profile/userinfo']);
    expect(calls.refreshed).toEqual([]);
  });

  it('never retries a streamed body', async () => {
    const { fetch, requests } = recordingFetch((request) =>
      new URL(request.url).pathname === '/sso/refresh-token' ? json(tokens(2)) : problem(401, 'Unauthorized'),
    );
    const { hooks } = memoryAuth(tokens(0));
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{}'));
        controller.close();
      },
    });
    const result = await createApiClient({ baseUrl: BASE, fetch, auth: hooks }).POST('/sso/logout', {
      body: 'streamed',
      bodySerializer: () => stream,
      duplex: 'half',
    } as never);
    expect(result.response.status).toBe(401);
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(['/sso/logout']);
  });

  it('failed refresh calls onRefreshFailed once and leaves no retry', async () => {
    const server = tokenServer({
      refreshAnswer: () => problem(401, 'Unauthorized', 'refresh token revoked'),
    });
    const { hooks, calls, held } = memoryAuth(tokens(0));
    const client = createApiClient({ baseUrl: BASE, fetch: server.fetch, auth: hooks });

    const results = await Promise.all(Array.from({ length: 5 }, () => client.GET('/api/profile/userinfo')));

    expect(calls.failed).toBe(1);
    expect(calls.refreshed).toEqual([]);
    expect(held()).toBeNull();
    expect(server.log.refresh).toHaveLength(1);
    expect(server.log.userinfo).toHaveLength(5);
    expect(results.every((r) => r.response.status === 401)).toBe(true);
    expect(() => unwrap(results[0]!)).toThrow(ApiError);
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    const server = tokenServer({
      refreshAnswer: () => {
        throw new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } });
      },
    });
    const { hooks, calls, held } = memoryAuth(tokens(0));
    const result = await createApiClient({ baseUrl: BASE, fetch: server.fetch, auth: hooks }).GET(
      '/api/profile/userinfo',
    );
    expect(result.response.status).toBe(401);
    expect(calls.failed).toBe(0);
    expect(held()).toEqual(tokens(0));
  });

  it('uses the host refresh override instead of POST /sso/refresh-token', async () => {
    const server = tokenServer();
    const { hooks, calls } = memoryAuth(tokens(0));
    const client = createApiClient({
      baseUrl: BASE,
      fetch: server.fetch,
      auth: {
        ...hooks,
        refresh: async () => {
          server.expire();
          return tokens(102);
        },
      },
    });
    await client.GET('/api/profile/userinfo');
    expect(server.log.refresh).toEqual([]);
    expect(calls.refreshed).toEqual([tokens(102)]);
  });

  it('does not refresh on a 401 from the code exchange', async () => {
    const { fetch, requests } = recordingFetch(() => problem(401, 'Unauthorized', 'wrong code'));
    const { hooks, calls } = memoryAuth(tokens(0));
    const result = await createApiClient({ baseUrl: BASE, fetch, auth: hooks }).POST('/sso/token', {
      body: { email: 'ada@acme-mutual.example', code: '000000' },
    });
    expect(result.error).toMatchObject({ title: 'Unauthorized', detail: 'wrong code' });
    expect(requests).toHaveLength(1);
    expect(calls.failed).toBe(0);
  });
});

// Like fetch: never answers, and rejects with the signal's reason once it aborts.
const hanging = ((input: Request) =>
  new Promise<Response>((_, reject) => {
    if (input.signal.aborted) reject(input.signal.reason);
    input.signal.addEventListener('abort', () => reject(input.signal.reason));
  })) as typeof globalThis.fetch;

describe('error kinds', () => {
  it('maps an exceeded timeout to TIMEOUT_ERROR', async () => {
    const started = Date.now();
    const call = createApiClient({ baseUrl: BASE, fetch: hanging, timeoutMs: 50 }).GET('/healthz');
    await expect(call).rejects.toMatchObject({ name: 'ApiError', kind: 'TIMEOUT_ERROR' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('keeps the caller signal working alongside the timeout', async () => {
    const controller = new AbortController();
    const call = createApiClient({ baseUrl: BASE, fetch: hanging, timeoutMs: 10_000 }).GET('/healthz', {
      signal: controller.signal,
    });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('maps a network failure to FETCH_ERROR', async () => {
    const failing = (() =>
      Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }))) as typeof fetch;
    const call = createApiClient({ baseUrl: BASE, fetch: failing }).GET('/healthz');
    await expect(call).rejects.toMatchObject({
      kind: 'FETCH_ERROR',
      message: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('maps a refused connection of the real fetch to FETCH_ERROR', async () => {
    const call = createApiClient({ baseUrl: 'http://127.0.0.1:9/' }).GET('/healthz');
    await expect(call).rejects.toMatchObject({ kind: 'FETCH_ERROR' });
  });

  it('maps an unparsable 2xx body to PARSING_ERROR', async () => {
    const { fetch } = recordingFetch(() => new Response('<html>proxy login</html>', { status: 200 }));
    const call = createApiClient({ baseUrl: BASE, fetch }).GET('/healthz');
    await expect(call).rejects.toMatchObject({ kind: 'PARSING_ERROR', status: 200 });
  });

  it('maps a non-2xx answer to HTTP_ERROR with its status and problem', async () => {
    const { fetch } = recordingFetch(() => problem(429, 'Too Many Requests', 'try again in 30 seconds'));
    const result = await createApiClient({ baseUrl: BASE, fetch }).POST('/sso/authorize', {
      params: { query: { email: 'a@b.example' } },
    });
    let thrown: unknown;
    try {
      unwrap(result);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ kind: 'HTTP_ERROR', status: 429, data: { title: 'Too Many Requests' } });
    expect(problemMessage(thrown)).toBe('Too Many Requests: try again in 30 seconds');
  });

  it('reads an empty 2xx body as no data', async () => {
    const { fetch } = recordingFetch(() => new Response(null, { status: 204 }));
    const result = await createApiClient({ baseUrl: BASE, fetch }).POST('/sso/logout');
    expect(unwrap(result)).toBeUndefined();
  });

  it('leaves the timeout running across the refresh and the retry', async () => {
    const server = tokenServer({
      refreshAnswer: async () => {
        await delay(200);
        return json(tokens(5));
      },
    });
    const { hooks } = memoryAuth(tokens(0));
    const call = createApiClient({ baseUrl: BASE, fetch: server.fetch, auth: hooks, timeoutMs: 80 }).GET(
      '/api/profile/userinfo',
    );
    await expect(call).rejects.toMatchObject({ kind: 'TIMEOUT_ERROR' });
  });
});
