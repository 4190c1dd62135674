import type { operations } from '@ratelens/api/contract';
import type { Principal } from '../auth/principal.ts';
import type { TenantTx } from '../db/tenant.ts';
import {
  requirePrincipal,
  requireTenantId,
  tenantScoped,
  withRequestTenant,
  type HandlerContext,
  type OperationHandler,
  type OperationHandlers,
} from './context.ts';
import { FileAnswer, fileReply, REPLY_WRITTEN } from './file-answer.ts';

/**
 * Operations typed by the contract: each handler is registered under its operationId and takes its path,
 * query and body types from the generated `operations` of @ratelens/api, and must return the operation's
 * success response schema type, so a handler answering the wrong shape fails `tsc`. Role and feature are
 * enforced once for every operation by the guard (routes.ts, from x-roles / x-feature); the tenant
 * transaction is chosen here, explicitly, per operation (`tenant`).
 */
export type OperationId = keyof operations;

type Params<K extends OperationId> = operations[K]['parameters'];
type Defined<T> = [T] extends [undefined] ? Record<string, never> : Exclude<T, undefined>;

/** Path params under their spec names. */
export type PathOf<K extends OperationId> = Defined<
  Params<K> extends { path?: infer P } ? ([P] extends [never] ? undefined : P) : undefined
>;
/** The query after validation (defaults applied, numbers and booleans coerced). */
export type QueryOf<K extends OperationId> = Defined<
  Params<K> extends { query?: infer Q } ? ([Q] extends [never] ? undefined : Q) : undefined
>;

type ContentOf<B> = B extends { content: infer C } ? C[keyof C] : undefined;
/** The request body: undefined when the operation has none or it is optional and absent. */
export type BodyOf<K extends OperationId> = operations[K] extends { requestBody: infer B }
  ? ContentOf<B>
  : operations[K] extends { requestBody?: infer B }
    ? [B] extends [never]
      ? undefined
      : ContentOf<B> | undefined
    : undefined;

export type SuccessCode = 200 | 201 | 202 | 204;
type ResponseContent<R> = R extends { content: infer C }
  ? [C] extends [never]
    ? undefined
    : C extends Record<string, unknown>
      ? C[keyof C]
      : undefined
  : undefined;
/** What the handler returns: the union of the operation's 2xx bodies (`undefined` for 204). */
export type ResponseOf<K extends OperationId> = {
  [S in keyof operations[K]['responses'] & SuccessCode]: S extends 204
    ? undefined
    : ResponseContent<operations[K]['responses'][S]>;
}[keyof operations[K]['responses'] & SuccessCode];

/**
 * Where the handler runs, declared per operation:
 * - `caller`: in one transaction of the caller's own tenant (`ctx.tx`), the one the guard authenticated in
 *   when the request holds it (one BEGIN/COMMIT per bodiless request);
 * - `acting`: in one transaction of the acting tenant (`ctx.tx`): the one named by /api/tenant/{tenantId}
 *   for a system-admin, else the caller's own;
 * - `none`: signed in (principal and acting tenant set) but no transaction opened here: the service opens
 *   the ones it needs (the tenant registry, mail queues, work crossing tenants);
 * - `public`: no principal (x-public, or an activation token in `ctx.activation`).
 */
export type TenantMode = 'caller' | 'acting' | 'none' | 'public';

interface BaseContext<K extends OperationId> {
  deps: HandlerContext['deps'];
  operation: HandlerContext['operation'];
  path: PathOf<K>;
  query: QueryOf<K>;
  body: BodyOf<K>;
  activation: HandlerContext['activation'];
  request: HandlerContext['request'];
  reply: HandlerContext['reply'];
}

/** The context of a `public` operation. */
export interface PublicContext<K extends OperationId> extends BaseContext<K> {
  principal: null;
}

/** The context of a `none` operation: signed in, in the acting tenant, no transaction yet. */
export interface SignedInContext<K extends OperationId> extends BaseContext<K> {
  principal: Principal;
  tenantId: string;
}

/** The context of an operation run in a tenant transaction. */
export interface TenantContext<K extends OperationId> extends SignedInContext<K> {
  tx: TenantTx;
}

/**
 * What the handler resolves to: the operation's success body, or, where the contract answers a file or
 * a stream (a `string` body), a `FileAnswer` to send or `REPLY_WRITTEN` when it wrote the reply itself.
 */
export type Result<K extends OperationId> = Promise<
  ResponseOf<K> | (string extends ResponseOf<K> ? FileAnswer | typeof REPLY_WRITTEN : never)
>;

export type OperationDef<K extends OperationId> =
  | { tenant: 'caller' | 'acting'; status?: SuccessCode; run: (ctx: TenantContext<K>) => Result<K> }
  | { tenant: 'none'; status?: SuccessCode; run: (ctx: SignedInContext<K>) => Result<K> }
  | { tenant: 'public'; status?: SuccessCode; run: (ctx: PublicContext<K>) => Result<K> };

function baseOf<K extends OperationId>(ctx: HandlerContext): BaseContext<K> {
  return {
    deps: ctx.deps,
    operation: ctx.operation,
    path: ctx.params as unknown as PathOf<K>,
    query: ctx.query as QueryOf<K>,
    body: ctx.body as BodyOf<K>,
    activation: ctx.activation,
    request: ctx.request,
    reply: ctx.reply,
  };
}

/** One operation as a handler of the registration table (routes.ts registers every table the same way). */
export function defineOperation<K extends OperationId>(
  _operationId: K,
  def: OperationDef<K>,
): OperationHandler {
  const answer = async (ctx: HandlerContext, result: Promise<unknown>): Promise<unknown> => {
    const value = await result;
    if (value === REPLY_WRITTEN) return undefined;
    if (def.status !== undefined) ctx.reply.code(def.status);
    if (value instanceof FileAnswer) return fileReply(ctx.reply, value);
    return value;
  };
  if (def.tenant === 'public') return (ctx) => answer(ctx, def.run({ ...baseOf<K>(ctx), principal: null }));
  if (def.tenant === 'none') {
    return (ctx) =>
      answer(
        ctx,
        def.run({ ...baseOf<K>(ctx), principal: requirePrincipal(ctx), tenantId: requireTenantId(ctx) }),
      );
  }
  const inTenant = def.run;
  return tenantScoped((ctx) => {
    const principal = requirePrincipal(ctx);
    const tenantId = def.tenant === 'caller' ? principal.tenantId : requireTenantId(ctx);
    return answer(
      ctx,
      withRequestTenant(ctx, tenantId, (tx) => inTenant({ ...baseOf<K>(ctx), principal, tenantId, tx })),
    );
  });
}

/** A table of operations keyed by operationId: each entry is typed by its own key. */
export type OperationDefs = { [K in OperationId]?: OperationDef<K> };

export function defineOperations(defs: OperationDefs): OperationHandlers {
  const handlers: OperationHandlers = {};
  for (const [id, def] of Object.entries(defs) as [OperationId, OperationDef<OperationId>][]) {
    handlers[id] = defineOperation(id, def);
  }
  return handlers;
}

/** A path id as stored: ids are UUIDs, matched lower-case. */
export const idOf = (value: string): string => value.toLowerCase();
