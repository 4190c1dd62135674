import { randomUUID } from 'node:crypto';
import { errors, importJWK, jwtVerify, SignJWT, type CryptoKey, type JWK } from 'jose';
import { UnauthorizedError } from '../errors.ts';
import type { ServerSecrets } from './secrets.ts';
import { VerifiedTokens, type VerifiedToken } from './verified-tokens.ts';

export const TOKEN_ISSUER = 'urn:ratelens:server';
export const TOKEN_AUDIENCE = 'ratelens';
/** A separate audience, so an activation token is never accepted where an id token is, and vice versa. */
export const ACTIVATION_AUDIENCE = 'ratelens:activation';

/** What an activation token (from /sso/validate-access) carries: the request and its link token's hash. */
export interface ActivationClaims {
  tid: string;
  rid: string;
  /** sha256 of the link token, so activation fails once the link was replaced (resend) or used. */
  lth: string;
}

export interface TokenClaims {
  sub: string;
  tid: string;
  sid: string;
  role: string;
}

export interface IssuedTokens {
  access_token: string;
  id_token: string;
  expires_in: number;
}

const ALG = 'EdDSA';

export type TokenUse = 'id' | 'access';
const TOKEN_TYPES: Record<TokenUse, string> = { id: 'JWT', access: 'at+jwt' };

function isUuid(value: unknown): value is string {
  return (
    typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}

export class TokenService {
  readonly #verified = new VerifiedTokens<TokenClaims>();

  private constructor(
    private readonly kid: string,
    private readonly privateKey: CryptoKey,
    private readonly publicKey: CryptoKey,
    private readonly ttlSeconds: number,
  ) {}

  static async create(secrets: ServerSecrets, ttlSeconds: number): Promise<TokenService> {
    const { d: _d, ...publicJwk } = secrets.privateJwk as JWK & { d?: string };
    const privateKey = (await importJWK(secrets.privateJwk, ALG)) as CryptoKey;
    const publicKey = (await importJWK(publicJwk, ALG)) as CryptoKey;
    return new TokenService(secrets.kid, privateKey, publicKey, ttlSeconds);
  }

  /**
   * Both tokens share the session's claims. Clients send the id token as Bearer on API calls (SPEC);
   * the access token is accepted only at the userinfo endpoint (see verify's `accept`).
   */
  async issue(
    claims: TokenClaims,
    profile: { email: string; name: string },
    sessionExpiresAt: Date,
    /** Seconds since the epoch; only tests move it, to mint already-expired tokens. */
    now: number = Math.floor(Date.now() / 1000),
  ): Promise<IssuedTokens> {
    const remaining = Math.floor(sessionExpiresAt.getTime() / 1000) - now;
    const expiresIn = Math.max(1, Math.min(this.ttlSeconds, remaining));
    // Told apart twice: the token_use claim and the header type (RFC 9068 at+jwt for the access token).
    const sign = (use: TokenUse, extra: Record<string, unknown>) =>
      new SignJWT({ tid: claims.tid, sid: claims.sid, role: claims.role, token_use: use, ...extra })
        .setProtectedHeader({ alg: ALG, kid: this.kid, typ: TOKEN_TYPES[use] })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setSubject(claims.sub)
        .setJti(randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(now + expiresIn)
        .sign(this.privateKey);
    const [access_token, id_token] = await Promise.all([
      sign('access', {}),
      sign('id', { email: profile.email, name: profile.name }),
    ]);
    return { access_token, id_token, expires_in: expiresIn };
  }

  async issueActivation(claims: ActivationClaims, ttlSeconds: number): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ tid: claims.tid, rid: claims.rid, lth: claims.lth, token_use: 'activation' })
      .setProtectedHeader({ alg: ALG, kid: this.kid, typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(ACTIVATION_AUDIENCE)
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSeconds)
      .sign(this.privateKey);
  }

  async verifyActivation(token: string): Promise<ActivationClaims> {
    const invalid = new UnauthorizedError('invalid_activation', 'The activation token is not valid');
    try {
      const { payload } = await jwtVerify(token, this.publicKey, {
        issuer: TOKEN_ISSUER,
        audience: ACTIVATION_AUDIENCE,
        algorithms: [ALG],
        requiredClaims: ['exp', 'iat'],
      });
      const { tid, rid, lth, token_use } = payload;
      if (!isUuid(tid) || !isUuid(rid) || typeof lth !== 'string' || token_use !== 'activation')
        throw invalid;
      return { tid, rid, lth };
    } catch (error) {
      if (error instanceof errors.JWTExpired)
        throw new UnauthorizedError(
          'activation_expired',
          'The activation token has expired; open the link again',
        );
      throw invalid;
    }
  }

  async verify(token: string, accept: readonly TokenUse[] = ['id']): Promise<TokenClaims> {
    try {
      const verified = this.#verified.get(token) ?? (await this.#verifySignature(token));
      const use = accept.find((u) => u === verified.use && verified.typ === TOKEN_TYPES[u]);
      if (!use) {
        throw new UnauthorizedError(
          'wrong_token_type',
          accept.length === 1 && accept[0] === 'id'
            ? 'Send the id token, not the access token, as "Authorization: Bearer <token>"'
            : `This call takes the ${accept.join(' or ')} token`,
        );
      }
      return verified.claims;
    } catch (error) {
      if (error instanceof UnauthorizedError) throw error;
      if (error instanceof errors.JWTExpired)
        throw new UnauthorizedError('token_expired', 'The token has expired');
      throw new UnauthorizedError('invalid_token', 'The token is not valid');
    }
  }

  /** Checks signature, issuer, audience, expiry and claims, and remembers the token until its `exp`. */
  async #verifySignature(token: string): Promise<VerifiedToken<TokenClaims>> {
    const { payload, protectedHeader } = await jwtVerify(token, this.publicKey, {
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      algorithms: [ALG],
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const { sub, tid, sid, role, token_use, exp } = payload;
    if (!isUuid(sub) || !isUuid(tid) || !isUuid(sid) || typeof role !== 'string') {
      throw new UnauthorizedError('invalid_token', 'The token lacks required claims');
    }
    const verified = {
      claims: { sub, tid, sid, role },
      use: token_use,
      typ: protectedHeader.typ,
      expiresAt: (exp ?? 0) * 1000,
    };
    this.#verified.set(token, verified);
    return verified;
  }
}
