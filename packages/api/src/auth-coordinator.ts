import { ApiError } from './errors.ts';
import type { components } from './generated/openapi.ts';

/**
 * The six values of a session (SPEC §4): the contract's TokenSet, exactly as POST /sso/token,
 * /sso/oidc/callback, /sso/activate-access and /sso/refresh-token answer them.
 */
export type SessionTokens = components['schemas']['TokenSet'];

/** How the client reaches the host's session; the web app and the CLI adapt their session actor to this. */
export interface AuthHooks {
  /** What the host currently holds (null when signed out). */
  getTokens(): SessionTokens | null;
  /** Optional override of the refresh call; by default POST /sso/refresh-token. */
  refresh?(tokens: SessionTokens): Promise<SessionTokens>;
  /** The host stores the refreshed tokens (including the rotated refresh token). */
  onTokensRefreshed(tokens: SessionTokens): void;
  /** The refresh was refused: the host clears the session, keeping the intended path. */
  onRefreshFailed(): void;
}

/** The part of the Web Locks API the refresh needs; `navigator.locks` fits it. */
export interface RefreshLockManager {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The part of BroadcastChannel the refresh needs; `new BroadcastChannel(name)` fits it. */
export interface SessionChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close?(): void;
}

/**
 * How refreshes are coordinated beyond one client. Leave a field out for the platform's own
 * (navigator.locks and BroadcastChannel('ratelens-session') in a browser; an in-process lock and no
 * channel elsewhere); pass null to do without.
 */
export interface RefreshCoordination {
  locks?: RefreshLockManager | null;
  channel?: SessionChannel | null;
  /** How long to wait for another tab that announced a refresh of the same token before refreshing here. */
  waitForOtherTabMs?: number;
  /**
   * How long the tab about to spend a refresh token waits for a sibling tab to answer that it already
   * holds that token's successor (see refreshAfter); 0 skips asking.
   */
  askOtherTabsMs?: number;
}

/** One refresh at a time per session, shared by every client (REST, GraphQL) and every tab built on it. */
export interface AuthCoordinator {
  readonly auth: AuthHooks;
  /**
   * Called after a request presenting `failed` got a 401. Resolves to the tokens to retry with: the ones
   * another request, client or tab rotated meanwhile, or the result of calling `refresh` (at most one
   * call at a time across the tabs). Null when there is nothing to retry with.
   */
  refreshAfter(
    failed: SessionTokens | null,
    refresh: (tokens: SessionTokens) => Promise<SessionTokens>,
  ): Promise<SessionTokens | null>;
  /** Stops listening to the other tabs (closes the channel the coordinator opened itself). */
  close(): void;
}

export const REFRESH_LOCK_NAME = 'ratelens-refresh';
export const SESSION_CHANNEL_NAME = 'ratelens-session';
const DEFAULT_WAIT_FOR_OTHER_TAB_MS = 10_000;
// Long enough for a busy sibling tab's event loop to get to the question, short next to a token's life.
const DEFAULT_ASK_OTHER_TABS_MS = 250;
// An adopted id token closer than this to its end is refreshed at once rather than retried with.
const EXPIRY_MARGIN_MS = 1_000;
// Spent refresh tokens remembered per session: one per refresh, so a day of 10-minute tokens fits.
const MAX_REMEMBERED_SPENT = 200;

type SessionMessage =
  | { type: 'refresh-started'; refreshToken: string }
  | {
      type: 'refresh-finished';
      replaced: string;
      tokens: SessionTokens | null;
      refused: boolean;
      /** When the new id token runs out (epoch ms, the sender's clock, the same machine's). */
      expiresAt?: number | null;
    }
  | { type: 'tokens-wanted'; refreshToken: string }
  | { type: 'tokens-offered'; replaced: string; tokens: SessionTokens; expiresAt: number | null };

/**
 * The refresh tokens this tab saw spent in its session, oldest first, and the one it holds now. A tab
 * asked about a spent token that is in here knows its own tokens are that token's successors.
 */
interface Lineage {
  current: string;
  spent: Set<string>;
  expiresAt: number | null;
}

/**
 * A lock manager that grants each name to one callback at a time, in request order, always
 * asynchronously: the behaviour of the Web Locks API within one process. It is the fallback where
 * navigator.locks is missing (Node, old browsers), and lets tests play several tabs in one process.
 */
export function createMemoryLockManager(): RefreshLockManager {
  const tails = new Map<string, Promise<void>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(() => callback());
      const tail = run.then(
        () => undefined,
        () => undefined,
      );
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return run;
    },
  };
}

// Several clients of one process (a REST and a GraphQL client over the same host session) must not
// each spend the same refresh token, which the server treats as reuse and answers by revoking.
const processLocks = createMemoryLockManager();

function platformLocks(): RefreshLockManager | null {
  const nav = (globalThis as { navigator?: { locks?: RefreshLockManager } }).navigator;
  return nav?.locks ?? null;
}

function platformChannel(): SessionChannel | null {
  // Node's typings declare BroadcastChannel's listeners with a plain Event; the object fits at run time.
  const scope = globalThis as unknown as {
    window?: unknown;
    BroadcastChannel?: new (name: string) => SessionChannel;
  };
  // Only browser tabs have siblings to tell; in Node a BroadcastChannel would merely keep the process alive.
  if (scope.window === undefined || typeof scope.BroadcastChannel !== 'function') return null;
  return new scope.BroadcastChannel(SESSION_CHANNEL_NAME);
}

export function createAuthCoordinator(options: {
  auth: AuthHooks;
  coordination?: RefreshCoordination;
}): AuthCoordinator {
  const { auth, coordination = {} } = options;
  const locks = coordination.locks === undefined ? (platformLocks() ?? processLocks) : coordination.locks;
  const ownsChannel = coordination.channel === undefined;
  const channel = ownsChannel ? platformChannel() : coordination.channel;
  const waitMs = coordination.waitForOtherTabMs ?? DEFAULT_WAIT_FOR_OTHER_TAB_MS;
  const askMs = coordination.askOtherTabsMs ?? DEFAULT_ASK_OTHER_TABS_MS;

  // Refresh tokens another tab announced it is spending, settled when it tells the outcome.
  const announced = new Map<string, { settled: Promise<void>; settle: () => void }>();
  // Questions this tab asked its siblings, by the spent refresh token, answered by the first offer.
  const wanted = new Map<string, (offer: { tokens: SessionTokens; expiresAt: number | null }) => void>();
  let lineage: Lineage | null = null;
  let inflight: Promise<SessionTokens | null> | null = null;

  const post = (message: SessionMessage) => channel?.postMessage(message);

  /** The host now holds `fresh`, the successor of `replaced`. */
  function remember(replaced: string, fresh: SessionTokens, expiresAt: number | null): void {
    if (lineage?.current !== replaced) lineage = { current: replaced, spent: new Set(), expiresAt: null };
    lineage.spent.add(replaced);
    if (lineage.spent.size > MAX_REMEMBERED_SPENT) {
      const oldest = lineage.spent.values().next().value;
      if (oldest !== undefined) lineage.spent.delete(oldest);
    }
    lineage.current = fresh.refresh_token;
    lineage.expiresAt = expiresAt;
  }

  function answerSibling(spent: string): void {
    const held = auth.getTokens();
    // Only a tab whose current tokens descend from the asked token answers: not one signed out, signed
    // in to another session, or holding the same stale token.
    if (!held?.refresh_token || !lineage || held.refresh_token !== lineage.current) return;
    if (!lineage.spent.has(spent)) return;
    post({ type: 'tokens-offered', replaced: spent, tokens: held, expiresAt: lineage.expiresAt });
  }

  const listener = (event: { data: unknown }) => {
    const message = readMessage(event.data);
    if (!message) return;
    if (message.type === 'tokens-wanted') {
      answerSibling(message.refreshToken);
      return;
    }
    if (message.type === 'tokens-offered') {
      wanted.get(message.replaced)?.({ tokens: message.tokens, expiresAt: message.expiresAt });
      return;
    }
    if (message.type === 'refresh-started') {
      if (!announced.has(message.refreshToken)) {
        let settle = () => {};
        const settled = new Promise<void>((resolve) => (settle = resolve));
        announced.set(message.refreshToken, { settled, settle });
      }
      return;
    }
    // Tabs holding another session (or none) ignore the news: one tab signing in or out elsewhere
    // must not sign this one in or out.
    // This runs in hidden and background tabs too: the host stores the news (sessionStorage in the web
    // app) so the tab never presents the spent token, even after a reload.
    if (auth.getTokens()?.refresh_token === message.replaced) {
      if (message.tokens) {
        auth.onTokensRefreshed(message.tokens);
        remember(message.replaced, message.tokens, message.expiresAt ?? null);
      } else if (message.refused) auth.onRefreshFailed();
    }
    announced.get(message.replaced)?.settle();
    announced.delete(message.replaced);
  };
  channel?.addEventListener('message', listener);

  /**
   * Asks the sibling tabs whether one of them already holds the successor of `spent`: this tab may have
   * missed that refresh's news (it was loading, navigated away, frozen, or closed and restored with its
   * sessionStorage). Spending `spent` again would be taken for token theft and revoke the session.
   */
  async function askSiblings(
    spent: string,
  ): Promise<{ tokens: SessionTokens; expiresAt: number | null } | null> {
    if (!channel || askMs <= 0) return null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const answer = new Promise<{ tokens: SessionTokens; expiresAt: number | null } | null>((resolve) => {
      wanted.set(spent, (offer) => {
        if (offer.tokens.refresh_token !== spent) resolve(offer);
      });
      timer = setTimeout(() => resolve(null), askMs);
    });
    post({ type: 'tokens-wanted', refreshToken: spent });
    try {
      return await answer;
    } finally {
      clearTimeout(timer);
      wanted.delete(spent);
    }
  }

  async function waitForAnnounced(refreshToken: string): Promise<void> {
    const pending = announced.get(refreshToken);
    if (!pending) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
    await Promise.race([pending.settled, timeout]);
    clearTimeout(timer);
    // A tab that closed mid-refresh never reports back; refresh here rather than wait again.
    announced.delete(refreshToken);
  }

  async function refreshHoldingLock(
    failed: SessionTokens,
    refresh: (tokens: SessionTokens) => Promise<SessionTokens>,
  ): Promise<SessionTokens | null> {
    let held = auth.getTokens();
    if (held?.refresh_token && held.refresh_token === failed.refresh_token) {
      // The lock can be granted before the previous holder's news has crossed over from its tab.
      await waitForAnnounced(held.refresh_token);
      held = auth.getTokens();
    }
    if (!held?.refresh_token) return null;
    // Another tab (or an earlier refresh here) already spent the failed refresh token.
    if (held.refresh_token !== failed.refresh_token) return held;

    const offer = await askSiblings(held.refresh_token);
    // The host may have been signed out or updated by a message meanwhile.
    const now = auth.getTokens();
    if (now?.refresh_token !== held.refresh_token) return now?.refresh_token ? now : null;
    if (offer) {
      auth.onTokensRefreshed(offer.tokens);
      remember(held.refresh_token, offer.tokens, offer.expiresAt);
      // Other tabs still holding the spent token (restored alongside this one) take the news too.
      post({
        type: 'refresh-finished',
        replaced: held.refresh_token,
        tokens: offer.tokens,
        refused: false,
        expiresAt: offer.expiresAt,
      });
      const fresh = offer.expiresAt !== null && offer.expiresAt - EXPIRY_MARGIN_MS > Date.now();
      if (fresh) return offer.tokens;
      // The sibling's id token is as stale as ours was, but its refresh token is the current one: this
      // tab holds the lock, so spending it here cannot race the sibling.
      held = offer.tokens;
    }
    return spend(held, refresh);
  }

  async function spend(
    held: SessionTokens,
    refresh: (tokens: SessionTokens) => Promise<SessionTokens>,
  ): Promise<SessionTokens | null> {
    const spent = held.refresh_token;
    post({ type: 'refresh-started', refreshToken: spent });
    let fresh: SessionTokens;
    try {
      fresh = await refresh(held);
    } catch (error) {
      // An unreachable or overloaded server says nothing about the session: keep it and let the
      // caller see the 401. Only a refresh the server refused ends the session.
      const refused = !isTransient(error);
      if (refused) auth.onRefreshFailed();
      post({ type: 'refresh-finished', replaced: spent, tokens: null, refused });
      return null;
    }
    const expiresAt = Date.now() + fresh.expires_in * 1000;
    auth.onTokensRefreshed(fresh);
    remember(spent, fresh, expiresAt);
    post({ type: 'refresh-finished', replaced: spent, tokens: fresh, refused: false, expiresAt });
    return fresh;
  }

  return {
    auth,
    refreshAfter(failed, refresh) {
      if (!failed?.refresh_token) return Promise.resolve(null);
      // Every request of this client that meets a 401 while a refresh runs waits on that same refresh.
      inflight ??= (
        locks
          ? locks.request(REFRESH_LOCK_NAME, () => refreshHoldingLock(failed, refresh))
          : refreshHoldingLock(failed, refresh)
      ).finally(() => {
        inflight = null;
      });
      return inflight;
    },
    close() {
      channel?.removeEventListener('message', listener);
      if (ownsChannel) channel?.close?.();
    },
  };
}

export function isAuthCoordinator(value: AuthHooks | AuthCoordinator): value is AuthCoordinator {
  return typeof (value as Partial<AuthCoordinator>).refreshAfter === 'function';
}

function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.kind === 'FETCH_ERROR' || error.kind === 'TIMEOUT_ERROR') return true;
  return (
    error.kind === 'HTTP_ERROR' && (error.status === undefined || error.status >= 500 || error.status === 429)
  );
}

// The channel is shared with any code of the origin, so its messages are checked, not trusted.
function readMessage(data: unknown): SessionMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  if (message.type === 'refresh-started' && typeof message.refreshToken === 'string') {
    return { type: 'refresh-started', refreshToken: message.refreshToken };
  }
  if (message.type === 'refresh-finished' && typeof message.replaced === 'string') {
    const tokens = isSessionTokens(message.tokens) ? message.tokens : null;
    return {
      type: 'refresh-finished',
      replaced: message.replaced,
      tokens,
      refused: message.refused === true,
      expiresAt: readExpiry(message.expiresAt),
    };
  }
  if (message.type === 'tokens-wanted' && typeof message.refreshToken === 'string') {
    return { type: 'tokens-wanted', refreshToken: message.refreshToken };
  }
  if (
    message.type === 'tokens-offered' &&
    typeof message.replaced === 'string' &&
    isSessionTokens(message.tokens)
  ) {
    return {
      type: 'tokens-offered',
      replaced: message.replaced,
      tokens: message.tokens,
      expiresAt: readExpiry(message.expiresAt),
    };
  }
  return null;
}

function readExpiry(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function isSessionTokens(value: unknown): value is SessionTokens {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t.access_token === 'string' &&
    typeof t.refresh_token === 'string' &&
    t.refresh_token !== '' &&
    typeof t.id_token === 'string' &&
    t.id_token !== '' &&
    typeof t.tenantId === 'string' &&
    typeof t.expires_in === 'number' &&
    t.token_type === 'Bearer'
  );
}
