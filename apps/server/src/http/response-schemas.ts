import { isObject, rebaseRefs, type LoadedSpec, type SpecOperation } from './openapi.ts';

type Json = Record<string, unknown>;

function resolveResponse(document: Json, value: unknown): unknown {
  if (!isObject(value) || typeof value.$ref !== 'string') return value;
  const match = /^#\/components\/responses\/(.+)$/.exec(value.$ref);
  const responses = isObject(document.components) ? document.components.responses : undefined;
  return match?.[1] && isObject(responses) ? responses[match[1]] : undefined;
}

/**
 * Fastify response schemas for the JSON success answers of an operation. Fastify then serializes those
 * bodies with fast-json-stringify, which writes only the properties the schema declares: a column or
 * internal field a handler returns by mistake never leaves the server, and a missing required field is
 * a logged 500 instead of a silently broken contract. Problem answers are built in one place
 * (http/problem.ts) from fixed fields, so they need no schema here.
 */
export function responseSchemasFor(spec: LoadedSpec, operation: SpecOperation): Json | undefined {
  const paths = spec.document.paths;
  const pathItem = isObject(paths) ? paths[operation.specPath] : undefined;
  const raw = isObject(pathItem) ? pathItem[operation.method] : undefined;
  const responses = isObject(raw) && isObject(raw.responses) ? raw.responses : {};
  const out: Json = {};
  for (const [status, value] of Object.entries(responses)) {
    if (!/^2\d\d$/.test(status)) continue;
    const response = resolveResponse(spec.document, value);
    if (!isObject(response) || !isObject(response.content)) continue;
    const content: Json = {};
    for (const [type, media] of Object.entries(response.content)) {
      if (/^application\/(.+\+)?json$/i.test(type) && isObject(media) && media.schema !== undefined) {
        content[type.toLowerCase()] = { schema: rebaseRefs(media.schema) };
      }
    }
    if (Object.keys(content).length > 0) out[status] = { content };
  }
  return Object.keys(out).length > 0 ? out : undefined;
}
