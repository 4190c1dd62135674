export type { paths, components, operations } from './generated/openapi.ts';
export {
  createApiClient,
  normalizeBaseUrl,
  type ApiClient,
  type ApiClientOptions,
  type AuthHooks,
  type SessionTokens,
} from './client.ts';
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
