import Fastify, { type FastifyInstance } from 'fastify';
import type * as GraphqlLib from 'graphql';
import type { default as Mercurius } from 'mercurius';
import type { TenantTx } from '../../db/tenant.ts';
import { ApiProblemError, NotFoundError } from '../../errors.ts';
import { getUsecase } from '../catalog/usecases.ts';
import { UUID } from './common.ts';
import { chartCollection, findModel, listReports, listSubReports } from './models.ts';

// The model-report named queries of openapi.yaml (x-named-queries). Mercurius runs on a private
// Fastify instance without routes: the spec's `graphql` operation is the only way in, so sign-in, roles
// and request validation stay those of every other operation, and each query runs inside the caller's
// tenant transaction handed over in the context.

const SCHEMA = /* GraphQL */ `
  type UseCase {
    id: ID!
    key: String
    name: String!
    groupId: ID!
    isActive: Boolean!
    description: String
    feature: String
    createdDateTime: String!
    updateDateTime: String!
  }
  type Model {
    id: ID!
    name: String!
    usecaseId: ID!
    version: String!
    kind: String!
    description: String
    status: String!
    lastScoredAt: String
    stabilityBand: String
    createdDateTime: String!
    updateDateTime: String!
  }
  type Report {
    id: ID!
    name: String!
  }
  type SubReport {
    id: ID!
    name: String!
    key: String!
  }
  type DataPoint {
    label: String!
    value: Float
    symbol: String
  }
  type DataSeries {
    color: String!
    legendLabel: String!
    legendCode: String!
    colorMin: String
    colorMax: String
    dataPoints: [DataPoint!]!
  }
  type EnhanceDropDownOption {
    label: String!
    indices: [Int!]!
  }
  type ChartCollectionItem {
    chartType: String!
    chartTitle: String!
    chartOptions: [String!]!
    xAxisLabel: String!
    yAxisLabel: String!
    dropDownText: String
    visibleCount: Int!
    noOfColumns: Int!
    enhanceDropDownOptions: [EnhanceDropDownOption!]!
    data: [DataSeries!]!
  }
  type Query {
    useCase(id: ID!): UseCase
    model(id: ID!): Model
    reports(modelId: ID!): [Report!]!
    subReports(modelId: ID!, reportId: ID): [SubReport!]!
    chartCollection(modelId: ID!, reportId: ID!, reportType: String!): [ChartCollectionItem!]!
  }
`;

interface Context {
  tx: TenantTx;
}

// mercurius and graphql load on the first GraphQL request, not with the server (a second of start-up,
// issue 19); resolvers run only after that load, so the error class is there when they throw.
let loaded: { mercurius: typeof Mercurius; graphql: typeof GraphqlLib } | null = null;

async function libraries(): Promise<NonNullable<typeof loaded>> {
  if (!loaded) {
    const [mercurius, graphql] = await Promise.all([import('mercurius'), import('graphql')]);
    loaded = { mercurius: mercurius.default, graphql };
  }
  return loaded;
}

function ErrorWithProps(): (typeof Mercurius)['ErrorWithProps'] {
  if (!loaded) throw new Error('GraphQL libraries are not loaded');
  return loaded.mercurius.ErrorWithProps;
}

/** Ids are checked here so a malformed one reads as a field error, not a database error. */
function id(value: unknown, name: string): string {
  if (typeof value !== 'string' || !UUID.test(value)) {
    throw new (ErrorWithProps())(`${name} must be a UUID`, { code: 'validation_failed' });
  }
  return value.toLowerCase();
}

/** Problem errors keep their stable code in extensions.code; anything else is not shown to the caller. */
async function field<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ErrorWithProps()) throw error;
    if (error instanceof ApiProblemError) {
      throw new (ErrorWithProps())(error.message, { code: error.code });
    }
    throw error;
  }
}

async function orNull<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

const resolvers = {
  Query: {
    useCase: (_: unknown, args: { id: unknown }, ctx: Context) =>
      field(() => orNull(() => getUsecase(ctx.tx, id(args.id, 'id')))),
    model: (_: unknown, args: { id: unknown }, ctx: Context) =>
      field(() => findModel(ctx.tx, id(args.id, 'id'))),
    reports: (_: unknown, args: { modelId: unknown }, ctx: Context) =>
      field(() => listReports(ctx.tx, id(args.modelId, 'modelId'))),
    subReports: (_: unknown, args: { modelId: unknown; reportId?: unknown }, ctx: Context) =>
      field(() =>
        listSubReports(
          ctx.tx,
          id(args.modelId, 'modelId'),
          args.reportId === undefined || args.reportId === null ? undefined : id(args.reportId, 'reportId'),
        ),
      ),
    chartCollection: (
      _: unknown,
      args: { modelId: unknown; reportId: unknown; reportType: string },
      ctx: Context,
    ) =>
      field(() =>
        chartCollection(ctx.tx, id(args.modelId, 'modelId'), id(args.reportId, 'reportId'), args.reportType),
      ),
  },
};

let executor: Promise<FastifyInstance> | null = null;

function graphqlExecutor(): Promise<FastifyInstance> {
  executor ??= (async () => {
    const { mercurius } = await libraries();
    const app = Fastify({ logger: false });
    await app.register(mercurius, {
      schema: SCHEMA,
      resolvers: resolvers as never,
      routes: false,
      queryDepth: 8,
      graphiql: false,
    });
    await app.ready();
    return app;
  })();
  return executor;
}

export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

interface GraphqlError {
  message: string;
  path?: (string | number)[];
  locations?: { line: number; column: number }[];
  extensions?: { code?: string };
}

function toError(error: unknown): GraphqlError {
  const e = error as {
    message?: string;
    path?: readonly (string | number)[];
    locations?: readonly { line: number; column: number }[];
    extensions?: { code?: unknown };
    originalError?: unknown;
  };
  const original = e.originalError as { extensions?: { code?: unknown } } | undefined;
  const code = e.extensions?.code ?? original?.extensions?.code;
  const internal = e.originalError !== undefined && !(e.originalError instanceof ErrorWithProps());
  return {
    message: String(internal ? 'Internal error' : (e.message ?? 'GraphQL error')).slice(0, 2000),
    ...(e.path ? { path: [...e.path] } : {}),
    ...(e.locations ? { locations: [...e.locations] } : {}),
    ...(typeof code === 'string'
      ? { extensions: { code } }
      : internal
        ? { extensions: { code: 'internal_error' } }
        : {}),
  };
}

/**
 * Runs one GraphQL request in the caller's tenant transaction. Syntax, validation and depth errors come
 * back in `errors` with no data, as field errors do (status 200 either way).
 */
export async function executeGraphql(tx: TenantTx, request: GraphqlRequest) {
  // Parsed here first: on a syntax error mercurius retries the source as JSON, and a source such as
  // '-1' then reaches the executor as a number.
  const { graphql } = await libraries();
  try {
    graphql.parse(request.query);
  } catch (error) {
    if (error instanceof graphql.GraphQLError) return { data: null, errors: [toError(error)] };
    throw error;
  }
  const app = await graphqlExecutor();
  try {
    const result = await app.graphql(
      request.query,
      { tx } satisfies Context,
      request.variables ?? undefined,
      request.operationName ?? undefined,
    );
    return {
      data: (result.data as Record<string, unknown> | null | undefined) ?? null,
      ...(result.errors && result.errors.length > 0 ? { errors: result.errors.map(toError) } : {}),
    };
  } catch (error) {
    const errors = (error as { errors?: unknown[] }).errors;
    if (Array.isArray(errors) && errors.length > 0)
      return { data: null, errors: errors.slice(0, 100).map(toError) };
    throw error;
  }
}
