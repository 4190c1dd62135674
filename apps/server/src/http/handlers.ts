import { sql } from 'kysely';
import { endSession, rotateRefreshToken, type SessionTokenSet } from '../auth/sessions.ts';
import { exchangeCode, startSignIn, type SignInDeps } from '../auth/sign-in.ts';
import { withTenant } from '../db/tenant.ts';
import { NotReadyError } from '../errors.ts';
import { getUserInfo } from '../services/profile.ts';
import { analysisAskHandlers } from './handlers/analysis-ask.ts';
import { analyticsHandlers } from './handlers/analytics.ts';
import { catalogHandlers } from './handlers/catalog.ts';
import { chatHandlers } from './handlers/chats.ts';
import { documentHandlers } from './handlers/documents.ts';
import { tenancyAccessHandlers } from './handlers/tenancy-access.ts';
import { userImportHandlers } from './handlers/users-import.ts';
import type { AppDeps, OperationHandlers } from './context.ts';
import { requirePrincipal } from './context.ts';

export function signInDeps(deps: Omit<AppDeps, 'signIn'>): SignInDeps {
  return {
    db: deps.db,
    tokens: deps.tokens,
    mailer: deps.mailer,
    pepper: deps.pepper,
    publicUrl: deps.publicUrl,
    loginCodeTtlSeconds: deps.config.loginCodeTtlSeconds,
    loginCodeMaxAttempts: deps.config.loginCodeMaxAttempts,
    sessionTtlSeconds: deps.config.sessionTtlSeconds,
    log: deps.log,
  };
}

function tokenSet({ sessionId: _sessionId, ...tokens }: SessionTokenSet) {
  return tokens;
}

/** operationId -> handler. Operations of openapi.yaml without an entry answer 501 not_implemented. */
export const coreHandlers: OperationHandlers = {
  ...catalogHandlers,
  ...analyticsHandlers,
  ...documentHandlers,
  ...analysisAskHandlers,
  ...chatHandlers,
  ...tenancyAccessHandlers,
  ...userImportHandlers,
  health: async () => ({ status: 'ok' }),

  ready: async ({ deps }) => {
    try {
      await sql`select 1`.execute(deps.db);
    } catch {
      throw new NotReadyError('The database is not reachable');
    }
    return { status: 'ok' };
  },

  authorize: async ({ deps, query }) =>
    startSignIn(
      { ...signInDeps(deps), kickMail: () => deps.signIn?.kickMail() },
      String(query.email),
      typeof query.redirectUri === 'string' ? query.redirectUri : undefined,
    ),

  exchangeCode: async ({ deps, body, request }) => {
    const { email, code } = body as { email: string; code: string };
    const failures = deps.signIn ? { limiter: deps.signIn.failedCodes, clientIp: request.ip } : undefined;
    return tokenSet(await exchangeCode(signInDeps(deps), email, code, failures));
  },

  refreshToken: async ({ deps, body }) => {
    const { refreshToken } = body as { refreshToken: string };
    return tokenSet(
      await rotateRefreshToken(
        { db: deps.db, tokens: deps.tokens, sessionTtlSeconds: deps.config.sessionTtlSeconds },
        refreshToken,
      ),
    );
  },

  logout: async (ctx) => {
    await endSession(ctx.deps.db, requirePrincipal(ctx));
    return undefined;
  },

  getUserInfo: async (ctx) => {
    const principal = requirePrincipal(ctx);
    return withTenant(ctx.deps.db, principal.tenantId, (tx) => getUserInfo(tx, principal));
  },
};
