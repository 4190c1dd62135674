import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal.ts';
import type { RateLimiter } from '../auth/rate-limit.ts';
import type { ActivationClaims, TokenService } from '../auth/tokens.ts';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { withTenant, type TenantTx } from '../db/tenant.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { IngestionRunner } from '../services/analytics/ingest-run.ts';
import type { SpecOperation } from './openapi.ts';
import { runInHeld } from './request-tx.ts';

/** What handlers and services may use; built once at start-up. */
export interface AppDeps {
  config: ServerConfig;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  pepper: string;
  /** PUBLIC_URL, or the real listening address once known. */
  publicUrl: () => string;
  log: FastifyBaseLogger;
  /** Sign-in plumbing: the mail queue's wake-up and the per-address limit of wrong codes. */
  signIn?: { kickMail(): void; failedCodes: RateLimiter };
  /** Data loads run off the request path, a batch a transaction (services/analytics/ingest-run.ts). */
  ingestions?: IngestionRunner;
}

export interface HandlerContext {
  deps: AppDeps;
  operation: SpecOperation;
  /** Path params under their spec names (`tenant-id`), already validated. */
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  /** Set for every non-public operation: the guard has verified token, session, role and feature. */
  principal: Principal | null;
  /**
   * The tenant the call acts in (null on public operations): the one named by {tenantId} under
   * /api/tenant (checked by the guard: exists for a system-admin, equals their own for anyone else),
   * otherwise the caller's own tenant. Handlers pass it to withTenant.
   */
  tenantId: string | null;
  /** The verified activation token on `x-token: activation` operations, else null. */
  activation: ActivationClaims | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Returns the response body; `undefined` answers 204. Throw an ...Error from errors.ts for failures. */
export type OperationHandler = (ctx: HandlerContext) => Promise<unknown>;

export type OperationHandlers = Record<string, OperationHandler>;

export function requirePrincipal(ctx: HandlerContext): Principal {
  if (!ctx.principal) throw new Error(`Operation ${ctx.operation.operationId} ran without a principal`);
  return ctx.principal;
}

/** The acting tenant of a non-public operation (see HandlerContext.tenantId). */
export function requireTenantId(ctx: HandlerContext): string {
  if (!ctx.tenantId) throw new Error(`Operation ${ctx.operation.operationId} ran without a tenant`);
  return ctx.tenantId;
}

const TENANT_SCOPED = Symbol('tenantScoped');

/**
 * Marks a handler whose first database work is one withRequestTenant call (and nothing slow before it):
 * the guard may then authenticate a bodiless request inside that same transaction and hand it over.
 */
export function tenantScoped(handler: OperationHandler): OperationHandler {
  return Object.assign(handler, { [TENANT_SCOPED]: true });
}

export function isTenantScoped(handler: OperationHandler | undefined): boolean {
  return handler !== undefined && (handler as { [TENANT_SCOPED]?: boolean })[TENANT_SCOPED] === true;
}

/** withTenant, in the transaction the guard authenticated in when the request holds one for this tenant. */
export async function withRequestTenant<T>(
  ctx: HandlerContext,
  tenantId: string,
  fn: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  const held = await runInHeld(ctx.request, tenantId, fn);
  return held ? held.result : withTenant(ctx.deps.db, tenantId, fn);
}
