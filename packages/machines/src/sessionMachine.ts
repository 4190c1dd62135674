import { assign, setup } from 'xstate';
import type { AuthHooks, SessionTokens } from '@ratelens/api';

/** The session of SPEC §4: the six token values (empty when signed out), the flags and the two remembered paths. */
export interface SessionContext extends Omit<SessionTokens, 'token_type'> {
  token_type: SessionTokens['token_type'] | '';
  isAuthenticated: boolean;
  isAuthLoading: boolean;
  /** Where the user was heading; kept across a sign-out on a protected page so sign-in can return there. */
  intendedPath: string | null;
  /** The page the user last left. */
  previousPath: string | null;
  /**
   * Set when the session ended because the server refused it (a failed refresh after a 401), so the
   * host shows the SPEC §2 401 screen instead of silently sending the user to sign-in.
   */
  unauthorized: boolean;
}

export interface SessionInput {
  /** What the host read from its storage (sessionStorage, the CLI credentials file). */
  stored: Partial<SessionContext>;
}

export type SessionEvent =
  | { type: 'SESSION.TOKENS_SET'; tokens: SessionTokens }
  | {
      type: 'SESSION.TOKEN_UPDATED';
      tokens: Omit<SessionTokens, 'refresh_token'> & { refresh_token?: string };
    }
  | {
      type: 'SESSION.CLEARED';
      keepRefreshToken?: boolean;
      keepIntendedPath?: boolean;
      /** 'unauthorized': the server refused the session (SPEC §8), not a sign-out by the user. */
      reason?: 'unauthorized';
    }
  | { type: 'SESSION.AUTH_LOADING'; loading: boolean }
  | { type: 'SESSION.NAVIGATED'; path: string }
  | { type: 'SESSION.LEFT'; path: string }
  | { type: 'SESSION.SIGNED_OUT_ON_PROTECTED_PAGE' };

const EMPTY_TOKENS: Omit<
  SessionContext,
  'isAuthenticated' | 'isAuthLoading' | 'intendedPath' | 'previousPath' | 'unauthorized'
> = {
  access_token: '',
  refresh_token: '',
  id_token: '',
  tenantId: '',
  expires_in: 0,
  token_type: '',
};

function initialContext(stored: Partial<SessionContext>): SessionContext {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const path = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const expires = Number(stored.expires_in);
  // The contract knows one token type; anything else read from storage is not a session of ours.
  const tokenType = (value: unknown) => (value === 'Bearer' ? 'Bearer' : '');
  return {
    access_token: text(stored.access_token),
    refresh_token: text(stored.refresh_token),
    id_token: text(stored.id_token),
    tenantId: text(stored.tenantId),
    expires_in: Number.isFinite(expires) ? expires : 0,
    token_type: tokenType(stored.token_type),
    // A stored flag without an id token is stale: only the token proves a session.
    isAuthenticated: text(stored.id_token) !== '',
    isAuthLoading: stored.isAuthLoading === true,
    intendedPath: path(stored.intendedPath),
    previousPath: path(stored.previousPath),
    unauthorized: false,
  };
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as 'authenticated',
  },
  actions: {
    /** Host-provided: write the session to storage. Receives the context after every change. */
    persist: (_args, _params: undefined) => {},
    setTokens: assign(({ event }) => {
      if (event.type !== 'SESSION.TOKENS_SET') return {};
      const { access_token, refresh_token, id_token, tenantId, expires_in, token_type } = event.tokens;
      return {
        access_token,
        refresh_token,
        id_token,
        tenantId,
        expires_in,
        token_type,
        isAuthenticated: true,
        unauthorized: false,
      };
    }),
    // SPEC §4: an update leaves refresh_token and the authenticated flag as they are.
    updateToken: assign(({ event }) => {
      if (event.type !== 'SESSION.TOKEN_UPDATED') return {};
      const { access_token, id_token, tenantId, expires_in, token_type } = event.tokens;
      return { access_token, id_token, tenantId, expires_in, token_type };
    }),
    clearTokens: assign(
      (
        { context },
        params: { keepRefreshToken: boolean; keepIntendedPath: boolean; unauthorized?: boolean },
      ) => ({
        ...EMPTY_TOKENS,
        refresh_token: params.keepRefreshToken ? context.refresh_token : '',
        intendedPath: params.keepIntendedPath ? context.intendedPath : null,
        isAuthenticated: false,
        unauthorized: params.unauthorized === true,
      }),
    ),
    setAuthLoading: assign(({ event }) =>
      event.type === 'SESSION.AUTH_LOADING' ? { isAuthLoading: event.loading } : {},
    ),
    rememberIntendedPath: assign(({ event }) =>
      event.type === 'SESSION.NAVIGATED' ? { intendedPath: event.path } : {},
    ),
    rememberPreviousPath: assign(({ event }) =>
      event.type === 'SESSION.LEFT' ? { previousPath: event.path } : {},
    ),
  },
  guards: {
    storedSessionIsAuthenticated: ({ context }) => context.isAuthenticated,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => initialContext(input.stored),
  initial: 'unauthenticated',
  // Handled the same in both states; only setting and clearing tokens moves between them.
  on: {
    'SESSION.TOKENS_SET': { target: '.authenticated', actions: ['setTokens', 'persist'] },
    'SESSION.TOKEN_UPDATED': { actions: ['updateToken', 'persist'] },
    'SESSION.CLEARED': {
      target: '.unauthenticated',
      actions: [
        {
          type: 'clearTokens',
          params: ({ event }) => ({
            keepRefreshToken: event.keepRefreshToken === true,
            keepIntendedPath: event.keepIntendedPath === true,
            unauthorized: event.reason === 'unauthorized',
          }),
        },
        'persist',
      ],
    },
    'SESSION.SIGNED_OUT_ON_PROTECTED_PAGE': {
      target: '.unauthenticated',
      actions: [
        { type: 'clearTokens', params: { keepRefreshToken: true, keepIntendedPath: true } },
        'persist',
      ],
    },
    'SESSION.AUTH_LOADING': { actions: ['setAuthLoading', 'persist'] },
    'SESSION.NAVIGATED': { actions: ['rememberIntendedPath', 'persist'] },
    'SESSION.LEFT': { actions: ['rememberPreviousPath', 'persist'] },
  },
  states: {
    unauthenticated: {
      // Only reachable with the flag set at start, from a stored id token: XState has no computed initial state.
      always: { guard: 'storedSessionIsAuthenticated', target: 'authenticated' },
    },
    authenticated: {
      tags: ['authenticated'],
    },
  },
});

/** The storage keys of the web app's sessionStorage (SPEC §4 names) and of the CLI credentials file. */
export const STORED_SESSION_KEYS = [
  'access_token',
  'refresh_token',
  'id_token',
  'tenantId',
  'expires_in',
  'token_type',
  'isAuthenticated',
  'intended_path',
] as const;
export type StoredSessionKey = (typeof STORED_SESSION_KEYS)[number];
export type StoredSession = Record<StoredSessionKey, string>;

/** What to write to storage: every value as a string, empty when absent (sessionStorage holds strings). */
export function toStoredSession(context: SessionContext): StoredSession {
  return {
    access_token: context.access_token,
    refresh_token: context.refresh_token,
    id_token: context.id_token,
    tenantId: context.tenantId,
    expires_in: context.id_token ? String(context.expires_in) : '',
    token_type: context.token_type,
    isAuthenticated: String(context.isAuthenticated),
    intended_path: context.intendedPath ?? '',
  };
}

/** Reads what `toStoredSession` wrote (or a partial/foreign record) back into the machine's input. */
export function fromStoredSession(
  stored: Partial<Record<string, string | null | undefined>> | null | undefined,
): SessionInput {
  const get = (key: StoredSessionKey) => {
    const value = stored?.[key];
    return typeof value === 'string' ? value : '';
  };
  const expires = Number(get('expires_in'));
  return {
    stored: {
      access_token: get('access_token'),
      refresh_token: get('refresh_token'),
      id_token: get('id_token'),
      tenantId: get('tenantId'),
      expires_in: Number.isFinite(expires) ? expires : 0,
      token_type: get('token_type') === 'Bearer' ? 'Bearer' : '',
      intendedPath: get('intended_path') || null,
    },
  };
}

/** Whether nothing worth storing is left (the host may delete its storage entry). */
export function isEmptySession(context: SessionContext): boolean {
  return !context.refresh_token && !context.id_token && !context.intendedPath;
}

/**
 * The tokens the API client should use, or null when none are held. A session cleared with
 * keepRefreshToken still yields its refresh token so the client can restore the session on a 401.
 */
export function sessionFromContext(context: SessionContext): SessionTokens | null {
  if (!context.id_token && !context.refresh_token) return null;
  return {
    access_token: context.access_token,
    refresh_token: context.refresh_token,
    id_token: context.id_token,
    tenantId: context.tenantId,
    expires_in: context.expires_in,
    token_type: 'Bearer',
  };
}

/** The least of a running session actor that the glue needs (any provided variant of sessionMachine fits). */
export interface SessionActorLike {
  getSnapshot(): { context: SessionContext };
  send(event: SessionEvent): void;
}

/**
 * Adapts a running session actor to the AuthHooks of @ratelens/api.
 *
 * Deviation from SPEC §4, on purpose: refresh results are stored with SESSION.TOKENS_SET, not
 * SESSION.TOKEN_UPDATED, because the server rotates the refresh token on every refresh (and revokes the
 * whole family when an old one is presented again). TOKEN_UPDATED would keep the spent refresh token
 * and the next refresh would sign the user out.
 */
export function createSessionAuthHooks(
  actor: SessionActorLike,
  options: { refresh?: AuthHooks['refresh'] } = {},
): AuthHooks {
  const hooks: AuthHooks = {
    getTokens: () => sessionFromContext(actor.getSnapshot().context),
    onTokensRefreshed: (tokens) => actor.send({ type: 'SESSION.TOKENS_SET', tokens }),
    onRefreshFailed: () =>
      actor.send({ type: 'SESSION.CLEARED', keepIntendedPath: true, reason: 'unauthorized' }),
  };
  if (options.refresh) hooks.refresh = options.refresh;
  return hooks;
}
