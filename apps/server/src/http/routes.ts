import { hasFeature } from '@ratelens/domain';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { bearerToken, isPrincipalPrepared, loadPrincipal, type Principal } from '../auth/principal.ts';
import type { ActivationClaims, TokenClaims, TokenUse } from '../auth/tokens.ts';
import { dbWork } from '../db/pglite-queue.ts';
import { openTenantTransaction, withSystemAdminRegistry, withTenant } from '../db/tenant.ts';
import {
  ApiProblemError,
  ForbiddenError,
  NotFoundError,
  NotImplementedError,
  UnauthorizedError,
} from '../errors.ts';
import {
  isTenantScoped,
  type AppDeps,
  type HandlerContext,
  type OperationHandler,
  type OperationHandlers,
} from './context.ts';
import { controlCharacterError, forbiddenField } from './input-rule.ts';
import { SPEC_SCHEMA_ID, type LoadedSpec, type SpecOperation } from './openapi.ts';
import { releaseHeld } from './request-tx.ts';
import { responseSchemasFor } from './response-schemas.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    /** The tenant the call acts in: the named one under /api/tenant/{tenantId}, else the caller's own. */
    actingTenantId: string | null;
    /** Set only on `x-token: activation` operations. */
    activation: ActivationClaims | null;
  }
}

/**
 * API calls take the id token (SPEC: "a Bearer id token header"); the OIDC-style userinfo endpoint is where
 * an access token belongs, and it takes either.
 */
const TOKEN_USES: Record<string, readonly TokenUse[]> = { getUserInfo: ['id', 'access'] };

/** The spec names the tenant path parameter `tenantId` at every depth under /api/tenant. */
const TENANT_PARAM = 'tenantId';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function tenantParamOf(operation: SpecOperation, request: FastifyRequest): string | null {
  const routeName = Object.entries(operation.paramNames).find(([, spec]) => spec === TENANT_PARAM)?.[0];
  if (!routeName) return null;
  const value = (request.params as Record<string, unknown> | undefined)?.[routeName];
  return typeof value === 'string' ? value : null;
}

/**
 * Under /api/tenant/{tenantId} a system-admin acts inside the named tenant, which must exist; anyone else
 * may name only their own tenant, and another id answers 404 so tenant ids cannot be probed. A malformed
 * id is left to validation (400).
 */
async function actingTenant(
  deps: AppDeps,
  principal: Principal,
  named: string | null,
): Promise<{ id: string; features: string[] | null }> {
  if (named === null || !UUID.test(named)) return { id: principal.tenantId, features: null };
  const id = named.toLowerCase();
  if (principal.roleName !== 'system-admin') {
    if (id !== principal.tenantId) throw new NotFoundError('No such tenant');
    return { id, features: null };
  }
  const tenant = await withSystemAdminRegistry(deps.db, (tx) =>
    tx
      .selectFrom('tenants')
      .select(['id', 'enabled_features'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst(),
  );
  if (!tenant) throw new NotFoundError('No such tenant');
  return { id, features: tenant.enabled_features };
}

function checkAccess(operation: SpecOperation, principal: Principal): void {
  if (operation.roles === null) {
    throw new ForbiddenError(
      'roles_not_declared',
      `The operation ${operation.operationId} declares no x-roles`,
    );
  }
  if (!operation.roles.includes(principal.roleName)) {
    throw new ForbiddenError(
      'role_not_allowed',
      `This call needs one of the roles: ${operation.roles.join(', ') || 'none'}`,
    );
  }
  if (operation.feature && !hasFeature(principal, operation.feature)) {
    throw new ForbiddenError('feature_disabled', `The feature ${operation.feature} is not enabled for you`);
  }
}

/**
 * Authenticates in a transaction of the token's tenant and keeps it open for the handler (see
 * request-tx.ts), when the call surely acts in the caller's own tenant; null when it cannot (the caller
 * then takes the ordinary path). Any refusal rolls the transaction back before it is thrown.
 */
async function authenticateHolding(
  deps: AppDeps,
  operation: SpecOperation,
  request: FastifyRequest,
  claims: TokenClaims,
): Promise<Principal | null> {
  const named = tenantParamOf(operation, request);
  const tenantId = claims.tid.toLowerCase();
  const ownTenant = named === null || !UUID.test(named) || named.toLowerCase() === tenantId;
  if (!ownTenant) return null;
  request.heldTransaction = { tenantId, trx: await openTenantTransaction(deps.db, tenantId), state: 'held' };
  const principal = await loadPrincipal(
    request.heldTransaction.trx,
    claims,
    isPrincipalPrepared(deps.db),
  ).catch(async (error: unknown) => {
    await releaseHeld(request);
    throw error;
  });
  // A system-admin naming their own tenant goes through the registry check of actingTenant (the tenant's
  // switched-off features); that needs its own transaction, so this one ends here.
  if (named !== null && UUID.test(named) && principal.roleName === 'system-admin') await releaseHeld(request);
  return principal;
}

/**
 * The one place x-public / x-roles / x-feature are enforced: no valid token 401, wrong role or feature
 * off 403. The rule comes from the spec, so adding an operation there is enough to protect it. It runs
 * before body parsing and validation, so callers without access learn nothing about the input schema.
 */
export function guardFor(
  operation: SpecOperation,
  deps: AppDeps,
  holdTransaction = false,
): onRequestAsyncHookHandler {
  return async (request) => {
    if (operation.isPublic) return;
    const token = bearerToken(request.headers.authorization);
    if (operation.tokenKind === 'activation') {
      if (!token)
        throw new UnauthorizedError(
          'invalid_activation',
          'Send the activation token from /sso/validate-access as "Authorization: Bearer <token>"',
        );
      request.activation = await deps.tokens.verifyActivation(token);
      return;
    }
    if (operation.tokenKind !== null) {
      throw new ForbiddenError('token_kind_unknown', `The operation takes an unknown token kind`);
    }
    if (!token)
      throw new UnauthorizedError('unauthorized', 'Send the id token as "Authorization: Bearer <token>"');
    const claims = await deps.tokens.verify(token, TOKEN_USES[operation.operationId] ?? ['id']);
    const holding = holdTransaction && !hasBody(request);
    const principal =
      (holding ? await authenticateHolding(deps, operation, request, claims) : null) ??
      (await withTenant(deps.db, claims.tid, (tx) =>
        loadPrincipal(tx, claims, isPrincipalPrepared(deps.db)),
      ));
    try {
      checkAccess(operation, principal);
      const acting = request.heldTransaction
        ? { id: principal.tenantId, features: null }
        : await actingTenant(deps, principal, tenantParamOf(operation, request));
      // SPEC §6 lets a system-admin past any feature, but a tenant's switched-off feature stays off even for
      // calls made into that tenant: the data behind it is not meant to exist or be served there.
      if (operation.feature && acting.features && !acting.features.includes(operation.feature)) {
        throw new ForbiddenError(
          'feature_disabled',
          `The feature ${operation.feature} is switched off for the tenant ${acting.id}`,
        );
      }
      request.principal = principal;
      request.actingTenantId = acting.id;
    } catch (error) {
      await releaseHeld(request);
      throw error;
    }
  };
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

function rejectControlCharacters(request: FastifyRequest): void {
  for (const [location, value, kind] of [
    ['path', request.params, 'name'],
    ['query', request.query, 'name'],
    ['body', request.body, 'by-key'],
  ] as const) {
    const field = forbiddenField(value, '', kind);
    if (field !== null) throw controlCharacterError(location, field);
  }
}

/** Fastify validates only declared media types, so anything else must be refused rather than let through. */
function bodyCheckFor(operation: SpecOperation): preHandlerAsyncHookHandler {
  return async (request) => {
    rejectControlCharacters(request);
    const body = operation.body;
    if (!body) return;
    if (!hasBody(request) && request.body === undefined) {
      if (body.required) {
        throw new ApiProblemError(
          400,
          'validation_failed',
          'The request is invalid',
          'A request body is required',
          {
            errors: [{ field: 'body', message: 'is required' }],
          },
        );
      }
      return;
    }
    const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!body.contentTypes.includes(type)) {
      throw new ApiProblemError(
        415,
        'unsupported_media_type',
        'Unsupported media type',
        `Send the body as ${body.contentTypes.join(' or ')}`,
      );
    }
  };
}

/** A handler that returns or throws without taking the held transaction must not leave it open. */
async function runHandler(handler: OperationHandler, ctx: HandlerContext): Promise<unknown> {
  try {
    // Named for the PGlite connection queue, which serves cheaper kinds of work first (db/pglite-queue.ts).
    return await dbWork.run(ctx.operation.operationId, () => handler(ctx));
  } finally {
    await releaseHeld(ctx.request);
  }
}

function namedWork(name: string, hook: onRequestAsyncHookHandler): onRequestAsyncHookHandler {
  return function (this: FastifyInstance, request, reply) {
    return dbWork.run(name, () => hook.call(this, request, reply));
  };
}

export function registerSpecRoutes(
  app: FastifyInstance,
  spec: LoadedSpec,
  deps: AppDeps,
  handlers: OperationHandlers,
): void {
  app.addSchema({ $id: SPEC_SCHEMA_ID, components: { schemas: spec.componentSchemas } });
  app.decorateRequest('heldTransaction', null);
  // Any reply sent before the handler took the held transaction (validation 400, a thrown error) ends it.
  const releaseOnSend: onSendAsyncHookHandler = async (request, _reply, payload) => {
    await releaseHeld(request);
    return payload;
  };
  for (const operation of spec.operations) {
    const handler = handlers[operation.operationId];
    try {
      app.route({
        method: operation.method.toUpperCase() as 'GET',
        url: operation.url,
        schema: { ...operation.schema, response: responseSchemasFor(spec, operation) },
        config: { operationId: operation.operationId },
        onRequest: namedWork(operation.operationId, guardFor(operation, deps, isTenantScoped(handler))),
        onSend: releaseOnSend,
        preValidation: bodyCheckFor(operation),
        handler: async (request, reply) => {
          if (!handler) throw new NotImplementedError(operation.operationId);
          const rawParams = (request.params ?? {}) as Record<string, string>;
          const params: Record<string, string> = {};
          for (const [name, value] of Object.entries(rawParams))
            params[operation.paramNames[name] ?? name] = value;
          const result = await runHandler(handler, {
            deps,
            operation,
            params,
            query: (request.query ?? {}) as Record<string, unknown>,
            body: request.body,
            principal: request.principal,
            tenantId: request.actingTenantId,
            activation: request.activation,
            request,
            reply,
          });
          if (reply.sent) return reply;
          if (result === undefined) return reply.code(204).send();
          return reply.send(result);
        },
      });
    } catch (error) {
      throw new Error(
        `Cannot register ${operation.method.toUpperCase()} ${operation.specPath} (${operation.operationId}): ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
}
