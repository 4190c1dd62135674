import type { components } from './generated/openapi.ts';
import { createApiClient, type ApiClient, type ApiClientOptions } from './client.ts';
import { isProblem } from './errors.ts';

type Schemas = components['schemas'];
export type GraphqlErrorItem = Schemas['GraphQLError'];
export type UseCaseSummary = Pick<Schemas['UseCase'], 'id' | 'name' | 'groupId' | 'isActive'>;
export type ModelSummary = Pick<Schemas['Model'], 'id' | 'name'>;
export type ReportListItem = Schemas['ReportListItem'];
export type SubReport = Schemas['SubReport'];
export type ChartCollectionItem = Schemas['ChartCollectionItem'];

/** A GraphQL document that carries the types of its variables and of its `data`. */
export interface GraphqlDocument<TData, TVariables> {
  readonly operationName: string;
  readonly query: string;
  /** Type-only: never set at run time. */
  readonly __types?: { data: TData; variables: TVariables };
}

const document = <TData, TVariables>(
  operationName: string,
  query: string,
): GraphqlDocument<TData, TVariables> => ({ operationName, query });

// The model-report named queries, word for word as `x-named-queries` of POST /graphql in
// openapi/openapi.yaml (a test keeps the two identical). Each selects only what the screen shows,
// hence the Pick-ed result types.
export const UseCaseByIdDocument = document<{ useCase: UseCaseSummary | null }, { id: string }>(
  'UseCaseById',
  'query UseCaseById($id: ID!) { useCase(id: $id) { id name groupId isActive } }',
);
export const ModelByIdDocument = document<{ model: ModelSummary | null }, { id: string }>(
  'ModelById',
  'query ModelById($id: ID!) { model(id: $id) { id name } }',
);
export const ModelReportsDocument = document<{ reports: ReportListItem[] }, { modelId: string }>(
  'ModelReports',
  'query ModelReports($modelId: ID!) { reports(modelId: $modelId) { id name } }',
);
export const ModelSubReportsDocument = document<
  { subReports: SubReport[] },
  { modelId: string; reportId?: string | null }
>(
  'ModelSubReports',
  'query ModelSubReports($modelId: ID!, $reportId: ID) { subReports(modelId: $modelId, reportId: $reportId) { id name key } }',
);
export interface ChartCollectionVariables {
  modelId: string;
  reportId: string;
  /** The sub-report key. */
  reportType: string;
}
export const ChartCollectionDocument = document<
  { chartCollection: ChartCollectionItem[] },
  ChartCollectionVariables
>(
  'ChartCollection',
  'query ChartCollection($modelId: ID!, $reportId: ID!, $reportType: String!) { chartCollection(modelId: $modelId, reportId: $reportId, reportType: $reportType) { chartType chartTitle chartOptions xAxisLabel yAxisLabel dropDownText visibleCount noOfColumns enhanceDropDownOptions { label indices } data { color legendLabel legendCode colorMin colorMax dataPoints { label value symbol } } } }',
);

export const MODEL_REPORT_DOCUMENTS = {
  UseCaseById: UseCaseByIdDocument,
  ModelById: ModelByIdDocument,
  ModelReports: ModelReportsDocument,
  ModelSubReports: ModelSubReportsDocument,
  ChartCollection: ChartCollectionDocument,
} as const;

/**
 * The chart collection's variables once all three are known, else null: SPEC §7 loads it only when
 * model, report and sub-report are all selected (use it as a query's `enabled`).
 */
export function chartCollectionVariables(
  selection: Partial<Record<keyof ChartCollectionVariables, string | null | undefined>>,
): ChartCollectionVariables | null {
  const { modelId, reportId, reportType } = selection;
  return modelId && reportId && reportType ? { modelId, reportId, reportType } : null;
}

/** A GraphQL answer with errors, or an HTTP failure of the GraphQL endpoint (SPEC §8 wording). */
export class GraphqlError extends Error {
  override readonly name = 'GraphqlError';
  readonly status: number;
  /** The `errors` of the answer (empty when the endpoint answered something else). */
  readonly errors: GraphqlErrorItem[];
  /** The answer's `data` when errors came with partial data, else the body as received. */
  readonly data: unknown;

  constructor(status: number, errors: GraphqlErrorItem[], data: unknown) {
    const first = errors[0]?.message;
    super(first ? first : `GraphQL Error (Code: ${status})`);
    this.status = status;
    this.errors = errors;
    this.data = data;
  }
}

export function isGraphqlError(error: unknown): error is GraphqlError {
  return error instanceof GraphqlError;
}

export interface GraphqlRequestOptions {
  signal?: AbortSignal;
}

export interface GraphqlClient {
  /** Runs a typed document; resolves to its `data`, rejects with GraphqlError or ApiError (transport). */
  request<TData, TVariables>(
    document: GraphqlDocument<TData, TVariables>,
    variables: TVariables,
    options?: GraphqlRequestOptions,
  ): Promise<TData>;
  useCaseById(id: string, options?: GraphqlRequestOptions): Promise<UseCaseSummary | null>;
  modelById(id: string, options?: GraphqlRequestOptions): Promise<ModelSummary | null>;
  modelReports(modelId: string, options?: GraphqlRequestOptions): Promise<ReportListItem[]>;
  modelSubReports(
    modelId: string,
    reportId?: string | null,
    options?: GraphqlRequestOptions,
  ): Promise<SubReport[]>;
  chartCollection(
    variables: ChartCollectionVariables,
    options?: GraphqlRequestOptions,
  ): Promise<ChartCollectionItem[]>;
}

/**
 * Either the options of a REST client (base URL, fetch, auth, timeout) or an existing REST client. The
 * GraphQL client posts through a REST client's middleware either way, so it sends the same credentials
 * and Bearer header, maps transport failures to the same ApiError kinds, and, given the same
 * AuthCoordinator or the same REST client, shares the one 401 refresh with it.
 */
export type GraphqlClientOptions = ApiClientOptions | { api: ApiClient };

/** The GraphQL client of SPEC §7: POST `${baseUrl}graphql`, reading `data` and `errors`. */
export function createGraphqlClient(options: GraphqlClientOptions): GraphqlClient {
  const api = 'api' in options ? options.api : createApiClient(options);

  async function request<TData, TVariables>(
    doc: GraphqlDocument<TData, TVariables>,
    variables: TVariables,
    requestOptions: GraphqlRequestOptions = {},
  ): Promise<TData> {
    const { data, error, response } = await api.POST('/graphql', {
      body: {
        query: doc.query,
        operationName: doc.operationName,
        variables: dropUndefined(variables) as Schemas['GraphQLRequest']['variables'],
      },
      ...(requestOptions.signal ? { signal: requestOptions.signal } : {}),
    });
    const body: unknown = response.ok ? data : error;
    const errors = graphqlErrors(body);
    const answered =
      typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
    if (errors.length > 0 || !response.ok || answered === undefined || answered === null) {
      throw new GraphqlError(response.status, errors, answered ?? body);
    }
    return answered as TData;
  }

  return {
    request,
    useCaseById: async (id, o) => (await request(UseCaseByIdDocument, { id }, o)).useCase ?? null,
    modelById: async (id, o) => (await request(ModelByIdDocument, { id }, o)).model ?? null,
    modelReports: async (modelId, o) => (await request(ModelReportsDocument, { modelId }, o)).reports ?? [],
    modelSubReports: async (modelId, reportId, o) =>
      (await request(ModelSubReportsDocument, { modelId, reportId: reportId ?? null }, o)).subReports ?? [],
    chartCollection: async (variables, o) =>
      (await request(ChartCollectionDocument, variables, o)).chartCollection ?? [],
  };
}

function graphqlErrors(body: unknown): GraphqlErrorItem[] {
  // A problem+json's `errors` are per-field validation messages, not GraphQL errors.
  if (typeof body !== 'object' || body === null || isProblem(body)) return [];
  const { errors } = body as { errors?: unknown };
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (e): e is GraphqlErrorItem =>
      typeof e === 'object' && e !== null && typeof (e as { message?: unknown }).message === 'string',
  );
}

function dropUndefined(variables: unknown): unknown {
  if (typeof variables !== 'object' || variables === null) return variables;
  return Object.fromEntries(Object.entries(variables).filter(([, value]) => value !== undefined));
}
