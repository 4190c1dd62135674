export type { paths, components, operations } from './generated/openapi.ts';
export { OPERATION_LIMITS, OPERATION_META } from './generated/contract-meta.ts';
export { megabytes } from './limits.ts';
export { createApiClient, normalizeBaseUrl, type ApiClient, type ApiClientOptions } from './client.ts';
export {
  REFRESH_LOCK_NAME,
  SESSION_CHANNEL_NAME,
  createAuthCoordinator,
  createMemoryLockManager,
  isAuthCoordinator,
  type AuthCoordinator,
  type AuthHooks,
  type RefreshCoordination,
  type RefreshLockManager,
  type SessionChannel,
  type SessionTokens,
} from './auth-coordinator.ts';
export {
  ApiError,
  httpError,
  isApiError,
  isProblem,
  problemMessage,
  unwrap,
  type ApiErrorKind,
  type Problem,
} from './errors.ts';
export {
  filterString,
  listQuery,
  type FilterInput,
  type ListQuery,
  type ListQueryInput,
} from './list-query.ts';
export {
  ChartCollectionDocument,
  GraphqlError,
  MODEL_REPORT_DOCUMENTS,
  ModelByIdDocument,
  ModelReportsDocument,
  ModelSubReportsDocument,
  UseCaseByIdDocument,
  chartCollectionVariables,
  createGraphqlClient,
  isGraphqlError,
  type ChartCollectionItem,
  type ChartCollectionVariables,
  type GraphqlClient,
  type GraphqlClientOptions,
  type GraphqlDocument,
  type GraphqlErrorItem,
  type GraphqlRequestOptions,
  type ModelSummary,
  type ReportListItem,
  type SubReport,
  type UseCaseSummary,
} from './graphql.ts';
export { EVENT_STREAM_ACCEPT, readAnswerStream, type AnswerStreamEvent } from './answer-stream.ts';
