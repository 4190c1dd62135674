/**
 * Tokens whose signature and claims were already checked, so a client sending the same id token on every
 * call pays the EdDSA verification once, not per request (issue 19: the API's cost around its statement).
 * Keyed by the whole token string: a different or altered token is never a hit. An entry lives until the
 * token's own `exp`, so expiry still answers token_expired (the caller verifies again and jose reports it).
 * Session revocation, deactivation and role changes are unaffected: those are read from the database on
 * every request (auth/principal.ts), never from here.
 */
export interface VerifiedToken<C> {
  claims: C;
  /** The token's `token_use` claim and header `typ`, checked against what each call accepts. */
  use: unknown;
  typ: unknown;
  /** `exp` in milliseconds. */
  expiresAt: number;
}

/** Enough for every live session of a busy server; the oldest entry goes first when full. */
const MAX_ENTRIES = 10_000;

export class VerifiedTokens<C> {
  readonly #entries = new Map<string, VerifiedToken<C>>();

  constructor(private readonly max = MAX_ENTRIES) {}

  get(token: string, now = Date.now()): VerifiedToken<C> | undefined {
    const hit = this.#entries.get(token);
    if (hit && hit.expiresAt <= now) {
      this.#entries.delete(token);
      return undefined;
    }
    return hit;
  }

  set(token: string, entry: VerifiedToken<C>): void {
    if (this.#entries.size >= this.max && !this.#entries.has(token)) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(token, entry);
  }

  get size(): number {
    return this.#entries.size;
  }
}
