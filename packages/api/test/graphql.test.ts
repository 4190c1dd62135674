import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  ApiError,
  GraphqlError,
  MODEL_REPORT_DOCUMENTS,
  UseCaseByIdDocument,
  chartCollectionVariables,
  createApiClient,
  createAuthCoordinator,
  createGraphqlClient,
  problemMessage,
  type ChartCollectionItem,
} from '../src/index.ts';
import { json, memoryAuth, problem, rotatingServer, tokens, userInfo } from './fake-api.ts';

const BASE = 'http://api.test/ratelens';
const USE_CASE_ID = '3f2b8c1e-5d4a-4e9b-8c7d-1a2b3c4d5e6f';
const MODEL_ID = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f2a3b4c5d';
const REPORT_ID = '0d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a';

const chart: ChartCollectionItem = {
  chartType: 'lineChart',
  chartTitle: 'Actual vs expected by decile',
  chartOptions: ['showLegend'],
  xAxisLabel: 'Decile',
  yAxisLabel: 'A/E',
  dropDownText: null,
  visibleCount: 2,
  noOfColumns: 1,
  enhanceDropDownOptions: [],
  data: [
    {
      color: '#1f77b4',
      legendLabel: 'Actual',
      legendCode: 'actual',
      dataPoints: [{ label: '1', value: 0.93, symbol: null }],
    },
  ],
};

function graphqlServer(answer: (body: Record<string, unknown>) => Response) {
  const requests: Request[] = [];
  const bodies: Record<string, unknown>[] = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    const body = (await request.clone().json()) as Record<string, unknown>;
    bodies.push(body);
    return answer(body);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests, bodies };
}

describe('GraphQL client', () => {
  it('posts the document to {base}graphql with credentials, Bearer and a JSON body, and returns data', async () => {
    const server = graphqlServer(() =>
      json({
        data: { useCase: { id: USE_CASE_ID, name: 'Auto rating', groupId: MODEL_ID, isActive: true } },
      }),
    );
    const { hooks } = memoryAuth(tokens(1));
    const gql = createGraphqlClient({ baseUrl: BASE, fetch: server.fetch, auth: hooks });

    const useCase = await gql.useCaseById(USE_CASE_ID);

    expect(useCase).toEqual({ id: USE_CASE_ID, name: 'Auto rating', groupId: MODEL_ID, isActive: true });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${BASE}/graphql`);
    expect(request?.credentials).toBe('include');
    expect(request?.headers.get('Authorization')).toBe('Bearer id-1');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
    expect(server.bodies[0]).toEqual({
      query: UseCaseByIdDocument.query,
      operationName: 'UseCaseById',
      variables: { id: USE_CASE_ID },
    });
  });

  it('runs each named query with its variables and returns its field', async () => {
    const server = graphqlServer((body) => {
      switch (body.operationName) {
        case 'ModelById':
          return json({ data: { model: { id: MODEL_ID, name: 'GLM v3' } } });
        case 'ModelReports':
          return json({ data: { reports: [{ id: REPORT_ID, name: 'Overall' }] } });
        case 'ModelSubReports':
          return json({ data: { subReports: [{ id: REPORT_ID, name: 'A/E', key: 'ae-by-decile' }] } });
        case 'ChartCollection':
          return json({ data: { chartCollection: [chart] } });
        default:
          return json({ data: { useCase: null } });
      }
    });
    const gql = createGraphqlClient({ baseUrl: BASE, fetch: server.fetch });

    expect(await gql.modelById(MODEL_ID)).toEqual({ id: MODEL_ID, name: 'GLM v3' });
    expect(await gql.modelReports(MODEL_ID)).toEqual([{ id: REPORT_ID, name: 'Overall' }]);
    expect(await gql.modelSubReports(MODEL_ID, REPORT_ID)).toEqual([
      { id: REPORT_ID, name: 'A/E', key: 'ae-by-decile' },
    ]);
    const charts = await gql.chartCollection({
      modelId: MODEL_ID,
      reportId: REPORT_ID,
      reportType: 'ae-by-decile',
    });
    expect(charts).toEqual([chart]);
    expect(await gql.useCaseById(USE_CASE_ID)).toBeNull();

    expect(server.bodies.map((b) => [b.operationName, b.variables])).toEqual([
      ['ModelById', { id: MODEL_ID }],
      ['ModelReports', { modelId: MODEL_ID }],
      ['ModelSubReports', { modelId: MODEL_ID, reportId: REPORT_ID }],
      ['ChartCollection', { modelId: MODEL_ID, reportId: REPORT_ID, reportType: 'ae-by-decile' }],
      ['UseCaseById', { id: USE_CASE_ID }],
    ]);
  });

  it("surfaces the first error's message", async () => {
    const server = graphqlServer(() =>
      json({
        data: null,
        errors: [
          { message: 'Model 9a8b not found', extensions: { code: 'not_found' } },
          { message: 'second' },
        ],
      }),
    );
    const call = createGraphqlClient({ baseUrl: BASE, fetch: server.fetch }).modelById(MODEL_ID);
    await expect(call).rejects.toBeInstanceOf(GraphqlError);
    await expect(call).rejects.toMatchObject({
      message: 'Model 9a8b not found',
      status: 200,
      errors: [{ message: 'Model 9a8b not found' }, { message: 'second' }],
    });
  });

  it('rejects an answer that has errors next to partial data, keeping the data', async () => {
    const server = graphqlServer(() =>
      json({ data: { reports: [] }, errors: [{ message: 'reports are being rebuilt' }] }),
    );
    const call = createGraphqlClient({ baseUrl: BASE, fetch: server.fetch }).modelReports(MODEL_ID);
    await expect(call).rejects.toMatchObject({ message: 'reports are being rebuilt', data: { reports: [] } });
  });

  it("falls back to 'GraphQL Error (Code: 502)' for a non-JSON 502", async () => {
    const server = graphqlServer(
      () =>
        new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    const call = createGraphqlClient({ baseUrl: BASE, fetch: server.fetch }).modelById(MODEL_ID);
    await expect(call).rejects.toMatchObject({ name: 'GraphqlError', message: 'GraphQL Error (Code: 502)' });
    const error: unknown = await call.catch((e: unknown) => e);
    expect(problemMessage(error)).toBe('GraphQL Error (Code: 502)');
  });

  it('uses the fallback for a problem+json answer and for an answer without data', async () => {
    const badRequest = graphqlServer(
      () =>
        new Response(
          JSON.stringify({
            type: 'about:blank',
            title: 'Bad Request',
            status: 400,
            code: 'validation_failed',
            errors: [{ field: 'query', message: 'must not be empty' }],
          }),
          { status: 400, headers: { 'Content-Type': 'application/problem+json' } },
        ),
    );
    await expect(
      createGraphqlClient({ baseUrl: BASE, fetch: badRequest.fetch }).modelById(MODEL_ID),
    ).rejects.toThrow(/^GraphQL Error \(Code: 400\)$/);

    const empty = graphqlServer(() => json({ data: null }));
    await expect(
      createGraphqlClient({ baseUrl: BASE, fetch: empty.fetch }).modelById(MODEL_ID),
    ).rejects.toThrow(/^GraphQL Error \(Code: 200\)$/);
  });

  it('maps transport failures to the data-layer error kinds', async () => {
    const failing = (() =>
      Promise.reject(new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } }))) as typeof fetch;
    const call = createGraphqlClient({ baseUrl: BASE, fetch: failing }).modelById(MODEL_ID);
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ kind: 'FETCH_ERROR' });

    const garbled = graphqlServer(() => new Response('not json', { status: 200 }));
    await expect(
      createGraphqlClient({ baseUrl: BASE, fetch: garbled.fetch }).modelById(MODEL_ID),
    ).rejects.toMatchObject({ kind: 'PARSING_ERROR' });
  });
});

describe('GraphQL and REST share the 401 refresh', () => {
  const graphql = () => json({ data: { model: { id: MODEL_ID, name: 'GLM v3' } } });

  it('through one AuthCoordinator', async () => {
    const server = rotatingServer({ graphql });
    const host = memoryAuth(tokens(0));
    const session = createAuthCoordinator({ auth: host.hooks, coordination: { locks: null, channel: null } });
    const api = createApiClient({ baseUrl: BASE, fetch: server.fetch, auth: session });
    const gql = createGraphqlClient({ baseUrl: BASE, fetch: server.fetch, auth: session });

    const [rest, models] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => api.GET('/api/profile/userinfo'))),
      Promise.all(Array.from({ length: 20 }, () => gql.modelById(MODEL_ID))),
    ]);

    expect(server.log.refresh).toEqual(['refresh-0']);
    expect(rest.map((r) => r.data)).toEqual(Array.from({ length: 20 }, () => userInfo));
    expect(models).toEqual(Array.from({ length: 20 }, () => ({ id: MODEL_ID, name: 'GLM v3' })));
    expect(host.calls.refreshed).toEqual([tokens(1)]);
  });

  it('through the REST client itself', async () => {
    const server = rotatingServer({ graphql });
    const host = memoryAuth(tokens(0));
    const api = createApiClient({
      baseUrl: BASE,
      fetch: server.fetch,
      auth: host.hooks,
      coordination: { locks: null, channel: null },
    });
    const gql = createGraphqlClient({ api });

    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => api.GET('/api/profile/userinfo')),
      ...Array.from({ length: 10 }, () => gql.modelById(MODEL_ID)),
    ]);

    expect(server.log.refresh).toEqual(['refresh-0']);
    expect(results).toHaveLength(20);
    expect(server.log.calls.filter((c) => c.includes('/graphql'))).toHaveLength(20);
  });

  it('a failed refresh ends the session and the query fails with the 401 fallback', async () => {
    const server = rotatingServer({ graphql });
    server.revoke();
    const host = memoryAuth(tokens(0));
    const call = createGraphqlClient({ baseUrl: BASE, fetch: server.fetch, auth: host.hooks }).modelById(
      MODEL_ID,
    );
    await expect(call).rejects.toThrow('GraphQL Error (Code: 401)');
    expect(host.calls.failed).toBe(1);
  });
});

describe('model-report documents', () => {
  it('are word for word the x-named-queries of POST /graphql in the contract', () => {
    const spec = parse(readFileSync(new URL('../../../openapi/openapi.yaml', import.meta.url), 'utf8')) as {
      paths: Record<string, { post: { 'x-named-queries': Record<string, string> } }>;
    };
    const named = spec.paths['/graphql']?.post['x-named-queries'] ?? {};
    const ours = Object.fromEntries(
      Object.entries(MODEL_REPORT_DOCUMENTS).map(([name, doc]) => [name, doc.query]),
    );
    expect(ours).toEqual(named);
    for (const [name, doc] of Object.entries(MODEL_REPORT_DOCUMENTS)) {
      expect(doc.operationName).toBe(name);
      expect(doc.query.startsWith(`query ${name}(`)).toBe(true);
    }
  });

  it('asks for the chart collection only when model, report and sub-report are all known', () => {
    expect(chartCollectionVariables({ modelId: MODEL_ID, reportId: REPORT_ID })).toBeNull();
    expect(chartCollectionVariables({ modelId: MODEL_ID, reportId: REPORT_ID, reportType: '' })).toBeNull();
    expect(chartCollectionVariables({ modelId: null, reportId: REPORT_ID, reportType: 'ae' })).toBeNull();
    expect(chartCollectionVariables({ modelId: MODEL_ID, reportId: REPORT_ID, reportType: 'ae' })).toEqual({
      modelId: MODEL_ID,
      reportId: REPORT_ID,
      reportType: 'ae',
    });
  });
});

describe('problem answers of the endpoint', () => {
  it('keep the problem body on the error for callers that want it', async () => {
    const server = graphqlServer(() => problem(403, 'Forbidden', 'Feature PRF-ANL is off'));
    const error: unknown = await createGraphqlClient({ baseUrl: BASE, fetch: server.fetch })
      .modelById(MODEL_ID)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 403,
      data: { title: 'Forbidden', detail: 'Feature PRF-ANL is off' },
    });
  });
});
