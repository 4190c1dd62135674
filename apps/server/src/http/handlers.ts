import { sql } from 'kysely';
import { endSession, rotateRefreshToken, type SessionTokenSet } from '../auth/sessions.ts';
import { exchangeCode, startSignIn, type SignInDeps } from '../auth/sign-in.ts';
import { NotReadyError } from '../errors.ts';
import { getUserInfo } from '../services/profile.ts';
import { analysisAskHandlers } from './handlers/analysis-ask.ts';
import { analyticsHandlers } from './handlers/analytics.ts';
import { catalogHandlers } from './handlers/catalog.ts';
import { chatHandlers } from './handlers/chats.ts';
import { chatInsightHandlers } from './handlers/chat-insights.ts';
import { documentHandlers } from './handlers/documents.ts';
import { tenancyAccessHandlers } from './handlers/tenancy-access.ts';
import { userImportHandlers } from './handlers/users-import.ts';
import type { AppDeps, OperationHandlers } from './context.ts';
import { defineOperations } from './operation.ts';

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
  ...chatInsightHandlers,
  ...tenancyAccessHandlers,
  ...userImportHandlers,
  ...defineOperations({
    health: { tenant: 'public', run: async () => ({ status: 'ok' }) },

    ready: {
      tenant: 'public',
      run: async ({ deps }) => {
        try {
          await sql`select 1`.execute(deps.db);
        } catch {
          throw new NotReadyError('The database is not reachable');
        }
        return { status: 'ok' };
      },
    },

    authorize: {
      tenant: 'public',
      run: async ({ deps, query }) =>
        startSignIn(
          { ...signInDeps(deps), kickMail: () => deps.signIn?.kickMail() },
          query.email,
          query.redirectUri,
        ),
    },

    exchangeCode: {
      tenant: 'public',
      run: async ({ deps, body, request }) => {
        const failures = deps.signIn ? { limiter: deps.signIn.failedCodes, clientIp: request.ip } : undefined;
        return tokenSet(await exchangeCode(signInDeps(deps), body.email, body.code, failures));
      },
    },

    refreshToken: {
      tenant: 'public',
      run: async ({ deps, body }) =>
        tokenSet(
          await rotateRefreshToken(
            { db: deps.db, tokens: deps.tokens, sessionTtlSeconds: deps.config.sessionTtlSeconds },
            body.refreshToken,
          ),
        ),
    },

    logout: {
      tenant: 'none',
      run: async (ctx) => {
        await endSession(ctx.deps.db, ctx.principal);
        return undefined;
      },
    },

    getUserInfo: { tenant: 'caller', run: (ctx) => getUserInfo(ctx.tx, ctx.principal) },
  }),
};
