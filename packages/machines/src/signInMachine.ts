import { assign, fromPromise, setup } from 'xstate';
import { unwrap, type ApiClient, type components, type SessionTokens } from '@ratelens/api';
import { hostMustProvide } from './host-actors.ts';

export type AuthorizeResult = components['schemas']['AuthorizeResult'];

/** What proves who the user is; each ends in the contract's token set. */
export type SignInCredential =
  /** The e-mailed one-time code (POST /sso/token). */
  | { kind: 'code'; email: string; code: string }
  /** What an identity provider sent back to /sso (POST /sso/oidc/callback). */
  | { kind: 'oidc'; code: string; state: string }
  /** The activation link's token, the bearer of POST /sso/activate-access. */
  | { kind: 'activation'; activationToken: string; name?: string }
  /** A session handed over whole (the /sso fragment): nothing to call. */
  | { kind: 'tokens'; tokens: SessionTokens };

export interface RequestCodeInput {
  email: string;
  /** Where an identity provider sends the browser back; the CLI has none. */
  redirectUri?: string;
}

export interface SignInInput {
  redirectUri?: string;
}

export interface SignInContext {
  redirectUri: string | undefined;
  /** The address the last code was requested for. */
  email: string;
  /** The last answer of POST /sso/authorize. */
  authorization: AuthorizeResult | null;
  tokens: SessionTokens | null;
  /** The typed API error (ApiError) of the step that failed, as the client threw it. */
  error: unknown;
  failedStep: 'request' | 'exchange' | null;
}

export type SignInEvent =
  { type: 'SIGN_IN.REQUEST_CODE'; email: string } | { type: 'SIGN_IN.SUBMIT'; credential: SignInCredential };

/**
 * Passwordless sign-in, shared by /signin, /verify, /sso, /account-access and `ratelens login`:
 * request a code (or learn that an identity provider signs the user in), then exchange one credential
 * for the token set and hand it to the host's `storeTokens` once.
 *
 * A credential is exchanged at most once at a time, and never after sign-in: a SUBMIT that arrives
 * while one is in flight or after success is ignored, so pages need no run-once guards (codes and
 * OIDC answers are single use on the server).
 */
export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
    output: {} as { tokens: SessionTokens | null; authorization: AuthorizeResult | null },
    tags: {} as 'busy' | 'error',
  },
  actors: {
    requestCode: fromPromise<AuthorizeResult, RequestCodeInput>(async () => {
      throw hostMustProvide('requestCode');
    }),
    exchange: fromPromise<SessionTokens, SignInCredential>(async () => {
      throw hostMustProvide('exchange');
    }),
  },
  actions: {
    /** Host: keep the session (web: clear the previous user's cache, SESSION.TOKENS_SET). */
    storeTokens: (_, _tokens: SessionTokens) => {},
  },
  guards: {
    identityProviderSignsIn: ({ event }) =>
      'output' in event && (event.output as AuthorizeResult).method === 'oidc',
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    redirectUri: input.redirectUri,
    email: '',
    authorization: null,
    tokens: null,
    error: undefined,
    failedStep: null,
  }),
  initial: 'idle',
  on: {
    'SIGN_IN.REQUEST_CODE': {
      target: '.requestingCode',
      actions: assign({ email: ({ event }) => event.email.trim() }),
    },
  },
  states: {
    idle: {
      on: { 'SIGN_IN.SUBMIT': 'exchanging' },
    },
    requestingCode: {
      tags: ['busy'],
      entry: assign({ error: undefined, failedStep: null, authorization: null }),
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }): RequestCodeInput =>
          context.redirectUri === undefined
            ? { email: context.email }
            : { email: context.email, redirectUri: context.redirectUri },
        onDone: [
          {
            guard: 'identityProviderSignsIn',
            target: 'redirecting',
            actions: assign({ authorization: ({ event }) => event.output }),
          },
          { target: 'codeSent', actions: assign({ authorization: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => event.error, failedStep: 'request' }),
        },
      },
    },
    codeSent: {
      on: { 'SIGN_IN.SUBMIT': 'exchanging' },
    },
    /** The tenant's identity provider signs the user in: the host sends them to authorizationUrl. */
    redirecting: {
      type: 'final',
    },
    exchanging: {
      tags: ['busy'],
      entry: assign({ error: undefined, failedStep: null }),
      // A new code request while exchanging would race the exchange; the UI offers none while busy.
      on: { 'SIGN_IN.REQUEST_CODE': {} },
      invoke: {
        id: 'exchange',
        src: 'exchange',
        input: ({ event }) => {
          if (event.type !== 'SIGN_IN.SUBMIT') throw new Error('exchanging starts from SIGN_IN.SUBMIT');
          return event.credential;
        },
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ tokens: ({ event }) => event.output }),
            { type: 'storeTokens', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => event.error, failedStep: 'exchange' }),
        },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'SIGN_IN.SUBMIT': 'exchanging' },
    },
    signedIn: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ tokens: context.tokens, authorization: context.authorization }),
});

/** The default actors of signInMachine over the typed client; hosts provide only `storeTokens`. */
export function signInActors(api: ApiClient) {
  return {
    requestCode: fromPromise<AuthorizeResult, RequestCodeInput>(async ({ input, signal }) =>
      unwrap(await api.POST('/sso/authorize', { params: { query: input }, signal })),
    ),
    exchange: fromPromise<SessionTokens, SignInCredential>(async ({ input, signal }) => {
      switch (input.kind) {
        case 'code':
          return unwrap(
            await api.POST('/sso/token', { body: { email: input.email, code: input.code }, signal }),
          );
        case 'oidc':
          return unwrap(
            await api.POST('/sso/oidc/callback', { body: { code: input.code, state: input.state }, signal }),
          );
        case 'activation':
          return unwrap(
            await api.POST('/sso/activate-access', {
              // The activation token, not an id token, is the bearer here (x-token: activation).
              headers: { Authorization: `Bearer ${input.activationToken}` },
              body: input.name?.trim() ? { name: input.name.trim() } : {},
              signal,
            }),
          );
        case 'tokens':
          return input.tokens;
      }
    }),
  };
}
