import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

/** The id under which the spec's component schemas are registered with Fastify's validator. */
export const SPEC_SCHEMA_ID = 'openapi.json';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

type Json = Record<string, unknown>;

export interface SpecOperation {
  operationId: string;
  method: (typeof METHODS)[number];
  /** The path as written in the spec, `/api/tenant/{tenant-id}`. */
  specPath: string;
  /** The Fastify route, `/api/tenant/:tenant_id`. */
  url: string;
  isPublic: boolean;
  /** null when the operation declares no x-roles (then nobody but public callers get in: fail closed). */
  roles: string[] | null;
  feature: string | null;
  /** `x-token`: which bearer token the operation takes instead of the id token (`activation`). */
  tokenKind: string | null;
  /** Fastify route param name -> spec param name. */
  paramNames: Record<string, string>;
  schema: {
    params?: Json;
    querystring?: Json;
    headers?: Json;
    body?: Json;
  };
  body: { required: boolean; contentTypes: string[] } | null;
}

export interface LoadedSpec {
  document: Json;
  componentSchemas: Json;
  operations: SpecOperation[];
}

export class SpecError extends Error {
  readonly code = 'invalid_spec';
}

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolveRef(doc: Json, value: unknown, seen = new Set<string>()): unknown {
  if (!isObject(value) || typeof value.$ref !== 'string') return value;
  const ref = value.$ref;
  if (!ref.startsWith('#/')) throw new SpecError(`Only local $refs are supported, got ${ref}`);
  if (seen.has(ref)) throw new SpecError(`Circular $ref ${ref}`);
  seen.add(ref);
  let target: unknown = doc;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    target = isObject(target) ? target[key] : undefined;
  }
  if (target === undefined) throw new SpecError(`Unresolvable $ref ${ref}`);
  return resolveRef(doc, target, seen);
}

/** Schema $refs point into the spec document, which Fastify knows as SPEC_SCHEMA_ID. */
export function rebaseRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebaseRefs);
  if (!isObject(schema)) return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? `${SPEC_SCHEMA_ID}${value}`
        : rebaseRefs(value);
  }
  return out;
}

function routeParamName(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9_]/g, '_');
  return /^[A-Za-z_]/.test(safe) ? safe : `_${safe}`;
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
}

function collectParameters(doc: Json, pathItem: Json, operation: Json): Parameter[] {
  const byKey = new Map<string, Parameter>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const p = resolveRef(doc, raw);
      if (!isObject(p) || typeof p.name !== 'string' || typeof p.in !== 'string') {
        throw new SpecError('A parameter lacks name or in');
      }
      byKey.set(`${p.in}:${p.name}`, p as unknown as Parameter);
    }
  }
  return [...byKey.values()];
}

function objectSchema(params: Parameter[], nameOf: (p: Parameter) => string): Json | undefined {
  if (params.length === 0) return undefined;
  const properties: Json = {};
  const required: string[] = [];
  for (const p of params) {
    properties[nameOf(p)] = rebaseRefs(p.schema ?? {});
    if (p.required || p.in === 'path') required.push(nameOf(p));
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

export function parseSpec(document: Json): LoadedSpec {
  const paths = document.paths;
  if (!isObject(paths)) throw new SpecError('The spec has no paths');
  const components = isObject(document.components) ? document.components : {};
  const componentSchemas = isObject(components.schemas) ? components.schemas : {};
  const operations: SpecOperation[] = [];
  const seenIds = new Set<string>();

  for (const [specPath, rawItem] of Object.entries(paths)) {
    const pathItem = resolveRef(document, rawItem);
    if (!isObject(pathItem)) continue;
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const operationId =
        typeof operation.operationId === 'string' ? operation.operationId : `${method} ${specPath}`;
      if (seenIds.has(operationId)) throw new SpecError(`Duplicate operationId ${operationId}`);
      seenIds.add(operationId);

      const parameters = collectParameters(document, pathItem, operation);
      const paramNames: Record<string, string> = {};
      for (const p of parameters.filter((x) => x.in === 'path')) paramNames[routeParamName(p.name)] = p.name;
      const url = specPath.replace(/\{([^}]+)\}/g, (_m, name: string) => `:${routeParamName(name)}`);

      const schema: SpecOperation['schema'] = {};
      const params = objectSchema(
        parameters.filter((p) => p.in === 'path'),
        (p) => routeParamName(p.name),
      );
      if (params) schema.params = params;
      const query = objectSchema(
        parameters.filter((p) => p.in === 'query'),
        (p) => p.name,
      );
      if (query) schema.querystring = query;
      const headers = objectSchema(
        parameters.filter((p) => p.in === 'header'),
        (p) => p.name.toLowerCase(),
      );
      if (headers) schema.headers = headers;

      let body: SpecOperation['body'] = null;
      const requestBody = resolveRef(document, operation.requestBody);
      if (isObject(requestBody) && isObject(requestBody.content)) {
        const contentTypes = Object.keys(requestBody.content).map((t) => t.toLowerCase());
        body = { required: requestBody.required === true, contentTypes };
        const content: Json = {};
        for (const [type, media] of Object.entries(requestBody.content)) {
          if (isObject(media) && media.schema !== undefined && /json/i.test(type)) {
            content[type.toLowerCase()] = { schema: rebaseRefs(media.schema) };
          }
        }
        if (Object.keys(content).length > 0) schema.body = { content };
      }

      const roles = operation['x-roles'];
      const feature = operation['x-feature'];
      const tokenKind = operation['x-token'];
      operations.push({
        operationId,
        method,
        specPath,
        url,
        isPublic: operation['x-public'] === true,
        roles: Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : null,
        feature: typeof feature === 'string' ? feature : null,
        tokenKind: typeof tokenKind === 'string' ? tokenKind : null,
        paramNames,
        schema,
        body,
      });
    }
  }
  return { document, componentSchemas, operations };
}

/** The JSON form of the contract the server build writes (`apps/server/build.mjs`), keyed by the YAML's hash. */
interface ContractCache {
  source: string;
  document: unknown;
}

function contractHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

async function cachedDocument(cacheFile: string | undefined, source: string): Promise<unknown> {
  if (!cacheFile) return undefined;
  try {
    const cache = JSON.parse(await readFile(cacheFile, 'utf8')) as Partial<ContractCache>;
    return cache.source === source ? cache.document : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the contract. Parsing its YAML took a tenth of start-up (issue 19), so when `cacheFile` holds
 * the JSON the build made from this very text (same SHA-256), that is read instead; an edited YAML, or
 * no build, falls back to parsing the YAML.
 */
export async function loadSpec(file: string, cacheFile?: string): Promise<LoadedSpec> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new SpecError(
      `Cannot read the API contract at ${file} (set OPENAPI_PATH): ${(error as Error).message}`,
    );
  }
  const document: unknown =
    (await cachedDocument(cacheFile, contractHash(text))) ?? (await import('yaml')).parse(text);
  if (!isObject(document)) throw new SpecError(`${file} is not an OpenAPI document`);
  return parseSpec(document);
}
