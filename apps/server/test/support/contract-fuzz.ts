import { createRequire } from 'node:module';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { RatelensApp } from '../../src/app.ts';
import { SPEC_SCHEMA_ID, type LoadedSpec, type SpecOperation } from '../../src/http/openapi.ts';
import { responseSchemasFor } from '../../src/http/response-schemas.ts';

type Json = Record<string, unknown>;

// The root `ajv` is v6 (eslint's); Fastify's own compiler carries ajv 8, whose 2020 dialect reads
// OpenAPI 3.1 schemas. Resolving through it keeps the fuzzer on the same validator family as the server.
const requireFromCompiler = createRequire(createRequire(import.meta.url).resolve('@fastify/ajv-compiler'));
const Ajv2020 = requireFromCompiler('ajv/dist/2020').default as new (options: Json) => AjvLike;
const addFormats = createRequire(import.meta.url)('ajv-formats') as (ajv: AjvLike) => void;

interface AjvIssue {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}
interface AjvValidate {
  (data: unknown): boolean;
  errors?: AjvIssue[] | null;
}
interface AjvLike {
  addSchema(schema: Json): unknown;
  compile(schema: Json): AjvValidate;
  addFormat(name: string, format: unknown): unknown;
}

/** Strings every generated string is drawn from in part: injection-looking text, unicode, control bytes. */
export const HOSTILE_STRINGS = [
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  'a\u0000b',
  '{{7*7}}',
  '${jndi:ldap://x}',
  'Zoë 東京 🚀 \u202e',
  '\ud800',
  ' ',
  '',
  'null',
  'undefined',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
];

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class ContractFuzzer {
  readonly ajv: AjvLike;
  private readonly components: Json;
  private readonly validators = new Map<string, AjvValidate>();

  constructor(readonly spec: LoadedSpec) {
    this.ajv = new Ajv2020({
      strict: false,
      allErrors: false,
      coerceTypes: 'array',
      useDefaults: false,
      validateFormats: true,
    });
    addFormats(this.ajv);
    for (const name of ['binary', 'byte', 'int32', 'int64', 'float', 'double', 'password'])
      this.ajv.addFormat(name, true);
    this.ajv.addSchema({ $id: SPEC_SCHEMA_ID, components: { schemas: spec.componentSchemas } });
    this.components = spec.componentSchemas;
  }

  private validator(key: string, schema: Json): AjvValidate {
    let v = this.validators.get(key);
    if (!v) {
      v = this.ajv.compile(schema);
      this.validators.set(key, v);
    }
    return v;
  }

  /** Follows `openapi.json#/components/schemas/X` (as the server rebases them) and `#/components/...`. */
  deref(schema: unknown, depth = 0): Json {
    if (!isObject(schema)) return {};
    const ref = schema.$ref;
    if (typeof ref !== 'string' || depth > 20) return schema;
    const name = /components\/schemas\/(.+)$/.exec(ref)?.[1];
    return this.deref(name ? this.components[name] : {}, depth + 1);
  }

  /** A value the schema accepts, with strings drawn partly from the hostile list. */
  valid(raw: unknown, depth = 0): fc.Arbitrary<unknown> {
    const schema = this.deref(raw);
    if (depth > 6) return fc.constant(null);
    if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
    if ('const' in schema) return fc.constant(schema.const);
    for (const key of ['oneOf', 'anyOf'] as const) {
      const list = schema[key];
      if (Array.isArray(list) && list.length > 0)
        return fc.oneof(...list.map((s) => this.valid(s, depth + 1)));
    }
    if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
      const merged: Json = { type: 'object', properties: {}, required: [] };
      for (const part of schema.allOf) {
        const p = this.deref(part);
        Object.assign(merged.properties as Json, p.properties ?? {});
        (merged.required as string[]).push(...((p.required as string[] | undefined) ?? []));
      }
      return this.valid(merged, depth + 1);
    }
    let type = schema.type;
    if (Array.isArray(type)) {
      const nonNull = type.filter((t) => t !== 'null');
      const arbs = nonNull.map((t) => this.valid({ ...schema, type: t }, depth + 1));
      if (type.includes('null')) arbs.push(fc.constant(null));
      return arbs.length > 0 ? fc.oneof(...arbs) : fc.constant(null);
    }
    if (type === undefined && isObject(schema.properties)) type = 'object';
    switch (type) {
      case 'string':
        return this.validString(schema);
      case 'integer': {
        const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000;
        const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000;
        return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
      }
      case 'number': {
        const min = typeof schema.minimum === 'number' ? schema.minimum : -1e9;
        const max = typeof schema.maximum === 'number' ? schema.maximum : 1e9;
        return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      }
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array': {
        const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
        const maxLength = Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 5, minLength + 5);
        return fc.array(this.valid(schema.items ?? {}, depth + 1), { minLength, maxLength });
      }
      case 'object': {
        const properties = isObject(schema.properties) ? schema.properties : {};
        const required = new Set((schema.required as string[] | undefined) ?? []);
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [name, sub] of Object.entries(properties)) {
          if (this.deref(sub).readOnly === true) continue;
          record[name] = this.valid(sub, depth + 1);
        }
        const requiredKeys = Object.keys(record).filter((k) => required.has(k));
        return fc.record(record, { requiredKeys });
      }
      default:
        return fc.oneof(fc.string(), fc.integer(), fc.constant(null));
    }
  }

  private validString(schema: Json): fc.Arbitrary<string> {
    const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
    const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 300;
    const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
    switch (schema.format) {
      case 'uuid':
        return fc.uuid();
      case 'email':
        return fc.oneof(
          fc.emailAddress().filter(fits),
          fc.constantFrom("o'brien+x@acme-mutual.example", 'x<script>@evil.example'),
        );
      case 'date':
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      case 'date-time':
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString());
      case 'uri':
        return fc.webUrl();
      default:
        break;
    }
    if (typeof schema.pattern === 'string') {
      const re = new RegExp(schema.pattern, 'u');
      try {
        return fc.stringMatching(re).filter(fits);
      } catch {
        // fast-check cannot generate lookarounds: generate without them, keep what the full pattern accepts.
        const loose = new RegExp(schema.pattern.replace(/\(\?<?[=!](?:[^()]|\([^()]*\))*\)/g, ''), 'u');
        return fc.stringMatching(loose).filter((s) => fits(s) && re.test(s));
      }
    }
    const hostile = HOSTILE_STRINGS.filter(fits);
    const plain = fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 40), unit: 'grapheme' });
    const huge = fc.constant('x'.repeat(Math.min(maxLength, 20_000))).filter(fits);
    const arbs: fc.Arbitrary<string>[] = [plain, huge];
    if (hostile.length > 0) arbs.push(fc.constantFrom(...hostile));
    // Hostile text padded to reach minLength keeps injection-looking content in constrained fields too.
    arbs.push(
      fc
        .constantFrom(...HOSTILE_STRINGS)
        .map((s) => (s + 'a'.repeat(Math.max(0, minLength - s.length))).slice(0, maxLength))
        .filter(fits),
    );
    return fc.oneof(...arbs);
  }

  /** A value of the wrong JSON type for the schema, chosen so the validator's coercion cannot rescue it. */
  wrongType(raw: unknown): fc.Arbitrary<unknown> {
    const schema = this.deref(raw);
    const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
    switch (type) {
      case 'string':
        return fc.constantFrom<unknown>({ nested: "' OR 1=1 --" }, [[1]]);
      case 'integer':
      case 'number':
        return fc.constantFrom<unknown>('<script>alert(1)</script>', "' OR 1=1 --", { n: 1 }, '1e309x');
      case 'boolean':
        return fc.constantFrom<unknown>('maybe', { b: true }, 42);
      case 'array':
        return fc.constantFrom<unknown>({ not: 'an array' });
      case 'object':
        return fc.constantFrom<unknown>('../../', 17, [1, 2]);
      default:
        return fc.constantFrom<unknown>({ unexpected: true }, '%00');
    }
  }

  /** Body, query and path arbitraries for one operation: valid ones and deliberately broken ones. */
  requests(
    operation: SpecOperation,
    pathValues: Record<string, fc.Arbitrary<string>>,
  ): fc.Arbitrary<FuzzRequest> {
    const pathProps = (operation.schema.params?.properties ?? {}) as Json;
    const path: Record<string, fc.Arbitrary<string>> = {};
    for (const [routeName, schema] of Object.entries(pathProps)) {
      const specName = operation.paramNames[routeName] ?? routeName;
      const known = pathValues[specName];
      const generated = this.valid(schema).map(String);
      const hostile = fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length > 0 && s !== ' '));
      path[routeName] = known
        ? fc.oneof(
            { weight: 6, arbitrary: known },
            { weight: 2, arbitrary: generated },
            { weight: 1, arbitrary: hostile },
          )
        : fc.oneof({ weight: 4, arbitrary: generated }, { weight: 1, arbitrary: hostile });
    }
    const querySchema = operation.schema.querystring ?? { type: 'object', properties: {} };
    const queryProps = (querySchema.properties ?? {}) as Json;
    const queryValid = this.valid(querySchema) as fc.Arbitrary<Json>;
    const queryBroken = Object.keys(queryProps).length
      ? fc
          .tuple(
            fc.constantFrom(...Object.keys(queryProps)),
            fc.constantFrom(...HOSTILE_STRINGS, 'x'.repeat(5000)),
          )
          .map(([k, v]) => ({ [k]: v }))
      : fc.constant({});
    const query = fc.oneof({ weight: 3, arbitrary: queryValid }, { weight: 1, arbitrary: queryBroken });

    const bodySchema = this.bodySchema(operation);
    let body: fc.Arbitrary<unknown> = fc.constant(undefined);
    if (bodySchema) {
      const valid = this.valid(bodySchema);
      const variants: fc.Arbitrary<unknown>[] = [valid];
      const deref = this.deref(bodySchema);
      const props = isObject(deref.properties) ? deref.properties : {};
      const names = Object.keys(props);
      const required = ((deref.required as string[] | undefined) ?? []).filter((r) => r in props);
      if (required.length > 0) {
        variants.push(
          fc.tuple(valid, fc.constantFrom(...required)).map(([v, drop]) => {
            if (!isObject(v)) return v;
            const copy = { ...v };
            delete copy[drop];
            return copy;
          }),
        );
      }
      if (names.length > 0) {
        variants.push(
          fc
            .constantFrom(...names)
            .chain((name) => fc.tuple(valid, fc.constant(name), this.wrongType(props[name])))
            .map(([v, name, bad]) => (isObject(v) ? { ...v, [name]: bad } : v)),
        );
      }
      variants.push(fc.constantFrom<unknown>([], 'just a string', 42, null, { __proto__: { admin: true } }));
      body = fc.oneof(
        { weight: 4, arbitrary: valid },
        ...variants.slice(1).map((arbitrary) => ({ weight: 1, arbitrary })),
      );
    }
    return fc.record({ path: fc.record(path), query, body }) as fc.Arbitrary<FuzzRequest>;
  }

  bodySchema(operation: SpecOperation): Json | null {
    const content = operation.schema.body?.content as Record<string, { schema: Json }> | undefined;
    return content?.['application/json']?.schema ?? null;
  }

  /** Fields the request schemas reject, as the server names them; empty when the request is valid. */
  invalidFields(operation: SpecOperation, request: FuzzRequest): string[] {
    const fields: string[] = [];
    const check = (key: string, schema: Json | undefined | null, data: unknown, location: string) => {
      if (!schema || data === undefined) return;
      const validate = this.validator(`${operation.operationId}:${key}`, schema);
      if (validate(structuredClone(data))) return;
      for (const issue of validate.errors ?? []) {
        const parts = issue.instancePath.split('/').filter(Boolean);
        const extra = issue.params.missingProperty ?? issue.params.additionalProperty;
        if (typeof extra === 'string') parts.push(extra);
        fields.push(parts.length > 0 ? parts.join('.') : location);
      }
    };
    check('params', operation.schema.params, request.path, 'path');
    check('body', this.bodySchema(operation), request.body, 'body');
    check('query', operation.schema.querystring, stringifyQuery(request.query), 'query');
    return fields;
  }

  responseValidator(operation: SpecOperation, status: number): AjvValidate | null {
    const responses = responseSchemasFor(this.spec, operation) as
      Record<string, { content: Record<string, { schema: Json }> }> | undefined;
    const schema = responses?.[String(status)]?.content?.['application/json']?.schema;
    return schema ? this.validator(`${operation.operationId}:response:${status}`, schema) : null;
  }
}

export interface FuzzRequest {
  path: Record<string, string>;
  query: Json;
  body: unknown;
}

/** Query values travel as strings (arrays as repeated keys); the validator sees what the server sees. */
function stringifyQuery(query: Json): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null) continue;
    out[k] = Array.isArray(v)
      ? v.map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x)))
      : typeof v === 'object'
        ? JSON.stringify(v)
        : String(v);
  }
  return out;
}

/** Lone surrogates cannot be percent-encoded; a client would send U+FFFD in their place. */
function encodePart(value: string): string {
  return encodeURIComponent(
    value.replace(/[\ud800-\udfff]/g, (c, i: number, all: string) => {
      const code = c.charCodeAt(0);
      const next = all.charCodeAt(i + 1);
      const prev = all.charCodeAt(i - 1);
      const paired = code < 0xdc00 ? next >= 0xdc00 && next <= 0xdfff : prev >= 0xd800 && prev < 0xdc00;
      return paired ? c : '\ufffd';
    }),
  );
}

export function buildUrl(operation: SpecOperation, request: FuzzRequest): string {
  const path = operation.url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) =>
    encodePart(request.path[name] ?? 'x'),
  );
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(stringifyQuery(request.query))) {
    for (const item of Array.isArray(v) ? v : [v])
      params.append(k, item.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export interface FuzzFault {
  operationId: string;
  status: number;
  kind: string;
  detail: string;
  request: FuzzRequest;
}

/** One fuzzed call: sends it and returns the fault it shows, if any. */
export async function fuzzOnce(
  ratelens: RatelensApp,
  fuzzer: ContractFuzzer,
  operation: SpecOperation,
  request: FuzzRequest,
  headers: Record<string, string>,
): Promise<FuzzFault | null> {
  const url = buildUrl(operation, request);
  const invalid = fuzzer.invalidFields(operation, request);
  const multipart = operation.body && !fuzzer.bodySchema(operation);
  const res = await ratelens.app.inject({
    method: operation.method.toUpperCase() as 'GET',
    url,
    headers: {
      ...headers,
      ...(request.body !== undefined && !multipart ? { 'content-type': 'application/json' } : {}),
    },
    ...(request.body !== undefined && !multipart ? { payload: JSON.stringify(request.body) } : {}),
  });
  const fault = (kind: string, detail: string): FuzzFault => ({
    operationId: operation.operationId,
    status: res.statusCode,
    kind,
    detail: `${operation.method.toUpperCase()} ${url} ${JSON.stringify(request.body) ?? ''}: ${detail}`.slice(
      0,
      2000,
    ),
    request,
  });
  if (res.statusCode >= 500 && res.statusCode !== 503) return fault('5xx', res.body);
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode >= 400) {
    if (!type.startsWith('application/problem+json')) return fault('not-problem', `${type} ${res.body}`);
    const problem = res.json() as {
      status?: number;
      code?: string;
      detail?: string;
      errors?: { field: string }[];
    };
    if (problem.status !== res.statusCode || typeof problem.code !== 'string')
      return fault('bad-problem', res.body);
    if (res.statusCode === 400 && problem.code === 'validation_failed') {
      const named = [...(problem.errors ?? []).map((e) => e.field), problem.detail ?? ''];
      if (!named.some((n) => n && n.length > 0)) return fault('unnamed-field', res.body);
    }
  }
  // Access is decided before validation (401/403, and 404 for a tenant the caller cannot see), and the
  // router refuses over-long URLs (414); anything else the schema rejects must be a 400 naming a field.
  const beforeValidation = [401, 403, 404, 414, 429];
  if (
    invalid.length > 0 &&
    res.statusCode !== 400 &&
    !multipart &&
    !beforeValidation.includes(res.statusCode)
  ) {
    return fault(
      'invalid-accepted',
      `expected 400 for ${invalid.join(', ')}, got ${res.statusCode} ${res.body.slice(0, 300)}`,
    );
  }
  if (invalid.length > 0 && res.statusCode === 400) {
    const problem = res.json() as { detail?: string; errors?: { field: string }[] };
    const text = JSON.stringify(problem);
    if (!invalid.some((f) => text.includes(f)) && !/body|query|path/.test(text))
      return fault('wrong-field', `expected one of ${invalid.join(', ')}: ${text}`);
  }
  if (res.statusCode >= 200 && res.statusCode < 300 && res.statusCode !== 204) {
    if (type.includes('json')) {
      const validate = fuzzer.responseValidator(operation, res.statusCode);
      if (validate && !validate(res.json())) {
        return fault('bad-2xx', `${JSON.stringify(validate.errors?.slice(0, 3))} ${res.body.slice(0, 300)}`);
      }
    }
  }
  return null;
}

export async function fuzzOperation(
  ratelens: RatelensApp,
  fuzzer: ContractFuzzer,
  operation: SpecOperation,
  options: {
    headers: Record<string, string>;
    pathValues: Record<string, fc.Arbitrary<string>>;
    numRuns: number;
    seed?: number;
  },
): Promise<{ runs: number; faults: FuzzFault[]; statuses: Record<number, number> }> {
  const faults: FuzzFault[] = [];
  const statuses: Record<number, number> = {};
  let runs = 0;
  // A fresh seed each run keeps exploring; FUZZ_SEED=<seed from a failure> replays that run.
  const seed = options.seed ?? Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const samples = fc.sample(fuzzer.requests(operation, options.pathValues), {
    numRuns: options.numRuns,
    seed,
  });
  for (const request of samples) {
    runs += 1;
    const found = await fuzzOnce(ratelens, fuzzer, operation, request, options.headers);
    if (found) {
      found.detail = `[FUZZ_SEED=${seed}] ${found.detail}`;
      statuses[found.status] = (statuses[found.status] ?? 0) + 1;
      if (faults.length < 5) faults.push(found);
    }
  }
  expect(runs).toBe(options.numRuns);
  return { runs, faults, statuses };
}
