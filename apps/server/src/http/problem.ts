import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiProblemError, type FieldProblem } from '../errors.ts';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8';

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  error: ApiProblemError,
): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply
    .code(error.status)
    .type(PROBLEM_CONTENT_TYPE)
    .send({
      type: `urn:ratelens:problem:${error.code}`,
      title: error.title,
      status: error.status,
      code: error.code,
      detail: error.message,
      instance: request.url.split('?')[0],
      ...(error.errors && error.errors.length > 0 ? { errors: error.errors } : {}),
    });
}

interface AjvIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

function fieldOf(issue: AjvIssue, location: string): string {
  const path = (issue.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const extra = issue.params?.missingProperty ?? issue.params?.additionalProperty;
  if (typeof extra === 'string') path.push(extra);
  return path.length > 0 ? path.join('.') : location;
}

const LOCATIONS: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

function validationProblem(error: FastifyError): ApiProblemError {
  const location = LOCATIONS[error.validationContext ?? 'body'] ?? 'request';
  const issues = (error.validation ?? []) as AjvIssue[];
  const errors: FieldProblem[] = issues.map((issue) => {
    let message = issue.message ?? 'is invalid';
    if (issue.keyword === 'additionalProperties') message = 'is not allowed';
    if (issue.keyword === 'required') message = 'is required';
    return { field: fieldOf(issue, location), message };
  });
  const first = errors[0];
  const detail = first
    ? `Invalid ${location} field "${first.field}": ${first.message}`
    : `Invalid ${location}`;
  return new ApiProblemError(400, 'validation_failed', 'The request is invalid', detail, { errors });
}

const STATUS_CODES: Record<number, [string, string]> = {
  400: ['bad_request', 'Bad request'],
  404: ['not_found', 'Not found'],
  405: ['method_not_allowed', 'Method not allowed'],
  406: ['not_acceptable', 'Not acceptable'],
  408: ['request_timeout', 'Request timeout'],
  413: ['payload_too_large', 'Payload too large'],
  414: ['uri_too_long', 'URI too long'],
  415: ['unsupported_media_type', 'Unsupported media type'],
  431: ['headers_too_large', 'Request headers too large'],
};

/** Every error leaves as problem+json with a stable code; a 5xx never carries internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiProblemError) {
      if (error.status >= 500 && error.status !== 501 && error.status !== 503)
        request.log.error({ err: error }, 'request failed');
      return sendProblem(request, reply, error);
    }
    if (error.validation) return sendProblem(request, reply, validationProblem(error));
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const [code, title] = STATUS_CODES[status] ?? ['bad_request', 'Bad request'];
      const detail =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The body is not valid JSON'
          : error.message;
      return sendProblem(request, reply, new ApiProblemError(status, code, title, detail));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(
      request,
      reply,
      new ApiProblemError(
        500,
        'internal_error',
        'Internal error',
        'Something went wrong; the error has been logged',
      ),
    );
  });
}
