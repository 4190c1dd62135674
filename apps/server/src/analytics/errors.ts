/**
 * Raised for any input the analytics core cannot work with. The server maps the stable `code` to a
 * problem+json 400 response, so callers never see a stack trace.
 */
export class AnalyticsInputError extends Error {
  readonly code = 'ANALYTICS_INVALID_INPUT';

  constructor(message: string) {
    super(message);
    this.name = 'AnalyticsInputError';
  }
}
