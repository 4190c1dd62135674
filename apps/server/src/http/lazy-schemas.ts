import AjvCompiler, { type ValidatorFactory } from '@fastify/ajv-compiler';
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

// Fastify compiles every route's request validators (Ajv) and response serializers
// (fast-json-stringify) when the app becomes ready: with the contract's ~250 operations that was a third
// of start-up (issue 19) and a good part of the idle heap, for routes most processes never serve.
// These factories hand Fastify functions that compile on their first call instead; a route costs its
// compilation once, on its first request. The contract's component schemas are registered once
// (SPEC_SCHEMA_ID) and shared by every route's compiler.
//
// Fastify asks for a compiler once per route once shared schemas exist; the stock Ajv pool keys its
// cache on the JSON text of every shared schema (the whole contract) each time, so the pool here keys
// on the shared schemas' ids and the options instead.

type Schemas = Record<string, unknown>;
interface RouteSchema {
  schema: unknown;
  method?: string;
  url?: string;
  httpPart?: string;
  httpStatus?: string;
  contentType?: string;
}
type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Serialize = (data: unknown) => string;

let compiledCount = 0;

/** How many route validators and serializers have been compiled in this process (tests, bench). */
export function compiledSchemaCount(): number {
  return compiledCount;
}

function counted<T>(compiled: T): T {
  compiledCount += 1;
  return compiled;
}

function poolKey(externalSchemas: Schemas, options: unknown): string {
  return `${Object.keys(externalSchemas).sort().join('\n')}\n${JSON.stringify(options ?? null)}`;
}

/** A validator that compiles on first use; Fastify reads `errors` off the function after a `false`. */
function lazyValidator(compile: () => Validate): Validate {
  let validate: Validate | null = null;
  const lazy: Validate = (data) => {
    if (!validate) {
      validate = compile();
      compiledCount += 1;
    }
    const result = validate(data);
    lazy.errors = validate.errors;
    return result;
  };
  return lazy;
}

function lazySerializer(compile: () => Serialize): Serialize {
  let serialize: Serialize | null = null;
  return (data) => {
    if (!serialize) {
      serialize = compile();
      compiledCount += 1;
    }
    return serialize(data);
  };
}

/**
 * `schemaController.compilersFactory` for Fastify. With `eager` every route compiles at start-up as
 * Fastify does by default (the contract test uses it to prove every schema compiles).
 */
export function lazySchemaCompilers(eager = false): {
  buildValidator: ValidatorFactory;
  buildSerializer: SerializerFactory;
} {
  const ajvPool = AjvCompiler();
  const serializerFactory = SerializerSelector();
  const validators = new Map<string, (route: RouteSchema) => Validate>();
  const serializers = new Map<string, (route: RouteSchema) => Serialize>();
  const factories = {
    buildValidator(externalSchemas: Schemas, ajvOptions: unknown) {
      const key = poolKey(externalSchemas, ajvOptions);
      let compile = validators.get(key);
      if (!compile) {
        compile = ajvPool(externalSchemas as never, ajvOptions as never) as unknown as (
          route: RouteSchema,
        ) => Validate;
        validators.set(key, compile);
      }
      const build = compile;
      return (route: RouteSchema): Validate =>
        eager ? counted(build(route)) : lazyValidator(() => build(route));
    },
    buildSerializer(externalSchemas: Schemas, serializerOptions: unknown) {
      const key = poolKey(externalSchemas, serializerOptions);
      let compile = serializers.get(key);
      if (!compile) {
        compile = serializerFactory(externalSchemas, serializerOptions as never) as unknown as (
          route: RouteSchema,
        ) => Serialize;
        serializers.set(key, compile);
      }
      const build = compile;
      return (route: RouteSchema): Serialize =>
        eager ? counted(build(route)) : lazySerializer(() => build(route));
    },
  };
  // Fastify's declared factory types describe the Ajv/JTD overloads; these take and return the same shapes.
  return factories as unknown as { buildValidator: ValidatorFactory; buildSerializer: SerializerFactory };
}
