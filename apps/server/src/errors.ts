export interface FieldProblem {
  field: string;
  message: string;
}

/** Every error the API answers with; mapped once to problem+json in http/problem.ts. */
export class ApiProblemError extends Error {
  readonly status: number;
  readonly code: string;
  readonly title: string;
  readonly errors: FieldProblem[] | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    code: string,
    title: string,
    detail?: string,
    extra: { errors?: FieldProblem[]; headers?: Record<string, string> } = {},
  ) {
    super(detail ?? title);
    this.name = new.target.name;
    this.status = status;
    this.code = code;
    this.title = title;
    this.errors = extra.errors;
    this.headers = extra.headers ?? {};
  }
}

export class ValidationError extends ApiProblemError {
  constructor(detail: string, errors: FieldProblem[] = []) {
    super(400, 'validation_failed', 'The request is invalid', detail, { errors });
  }
}

export class UnauthorizedError extends ApiProblemError {
  constructor(code = 'unauthorized', detail = 'A valid sign-in is required') {
    super(401, code, 'Not signed in', detail, { headers: { 'www-authenticate': 'Bearer' } });
  }
}

export class ForbiddenError extends ApiProblemError {
  constructor(code = 'forbidden', detail = 'Your role, tenant or features do not allow this') {
    super(403, code, 'Forbidden', detail);
  }
}

export class NotFoundError extends ApiProblemError {
  constructor(detail = 'No such resource') {
    super(404, 'not_found', 'Not found', detail);
  }
}

export class ConflictError extends ApiProblemError {
  constructor(detail: string, code = 'conflict') {
    super(409, code, 'Conflict', detail);
  }
}

export class RateLimitedError extends ApiProblemError {
  constructor(retryAfterSeconds: number) {
    super(429, 'rate_limited', 'Too many requests', `Try again in ${retryAfterSeconds} seconds`, {
      headers: { 'retry-after': String(retryAfterSeconds) },
    });
  }
}

export class NotImplementedError extends ApiProblemError {
  constructor(operationId: string) {
    super(501, 'not_implemented', 'Not implemented', `The operation ${operationId} is not implemented yet`);
  }
}

export class NotReadyError extends ApiProblemError {
  constructor(detail: string) {
    super(503, 'not_ready', 'Not ready', detail);
  }
}

/** Start-up refuses to serve when the database would not enforce tenant isolation. */
export class SelfCheckError extends Error {
  readonly code = 'self_check_failed';
  constructor(message: string) {
    super(message);
    this.name = 'SelfCheckError';
  }
}

/** A filter string that breaks the grammar or names a field the list does not allow. */
export class InvalidFilterError extends ApiProblemError {
  constructor(detail: string) {
    super(400, 'invalid_filter', 'Invalid filter', detail, {
      errors: [{ field: 'filter', message: detail }],
    });
  }
}

export class InvalidOrderError extends ApiProblemError {
  constructor(detail: string) {
    super(400, 'invalid_order', 'Invalid sort order', detail, {
      errors: [{ field: 'orderBy', message: detail }],
    });
  }
}
