import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import * as client from 'openid-client';
import type { Db } from '../db/database.ts';
import { withTenant, type TenantTx } from '../db/tenant.ts';
import { ApiProblemError, UnauthorizedError } from '../errors.ts';
import { storedProvider } from '../services/tenants/tenants.ts';
import { OIDC_CLIENT_SECRET, readSecret } from '../services/tenants/tenant-secrets.ts';
import { openSession, type SessionTokenSet } from './sessions.ts';
import type { TokenService } from './tokens.ts';

export interface OidcDeps {
  db: Db;
  tokens: TokenService;
  pepper: string;
  publicUrl: () => string;
  sessionTtlSeconds: number;
  log: { warn(obj: object, msg: string): void };
}

/** An OIDC round trip (authorize at the provider, come back to /sso) must finish within this. */
const STATE_TTL_SECONDS = 600;
const DISCOVERY_TTL_MS = 10 * 60_000;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const STATE = new RegExp(`^(${UUID})\\.([A-Za-z0-9_-]{43})$`, 'i');

interface ProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
}

const discovered = new Map<string, { at: number; config: Promise<client.Configuration> }>();

function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/**
 * Discovery per provider, cached a few minutes. Plain http is accepted only for a loopback issuer (local
 * test providers); anything else must be https, as openid-client insists.
 */
function providerConfiguration(provider: ProviderConfig): Promise<client.Configuration> {
  const key = createHash('sha256')
    .update(`${provider.issuer}\n${provider.clientId}\n${provider.clientSecret ?? ''}`)
    .digest('hex');
  const hit = discovered.get(key);
  if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.config;
  const issuer = new URL(provider.issuer);
  const config = client.discovery(
    issuer,
    provider.clientId,
    undefined,
    provider.clientSecret ? client.ClientSecretPost(provider.clientSecret) : client.None(),
    issuer.protocol === 'http:' && isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : {},
  );
  discovered.set(key, { at: Date.now(), config });
  config.catch(() => discovered.delete(key));
  return config;
}

async function tenantProvider(
  tx: TenantTx,
  pepper: string,
  tenantId: string,
): Promise<ProviderConfig | null> {
  const row = await tx
    .selectFrom('tenants')
    .select(['identity_provider', 'is_active'])
    .where('id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const provider = row?.is_active ? storedProvider(row.identity_provider) : null;
  if (!provider) return null;
  return { ...provider, clientSecret: await readSecret(tx, pepper, tenantId, OIDC_CLIENT_SECRET) };
}

function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}

/** Only our own origin may receive the provider's answer: anything else falls back to PUBLIC_URL/sso. */
function redirectUriFor(publicUrl: string, requested: string | undefined): string {
  const fallback = `${publicUrl}/sso`;
  if (!requested) return fallback;
  try {
    return new URL(requested).origin === new URL(publicUrl).origin ? requested : fallback;
  } catch {
    return fallback;
  }
}

/**
 * When the e-mail's domain belongs to a tenant with an identity provider, sign-in goes there: the answer
 * depends on the domain only, never on whether the address has an account, so it cannot be used to probe.
 * The state is remembered (hashed, with the PKCE verifier and nonce) only for an active account.
 */
export async function startOidcSignIn(
  deps: OidcDeps,
  email: string,
  account: { tenant_id: string; user_id: string; user_active: boolean; tenant_active: boolean } | null,
  requestedRedirect: string | undefined,
): Promise<{ method: 'oidc'; authorizationUrl: string } | null> {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const { rows } = await sql<{
    id: string | null;
  }>`select find_tenant_by_email_domain(${domain}) as id`.execute(deps.db);
  const tenantId = account?.tenant_id ?? rows[0]?.id ?? null;
  if (!tenantId) return null;
  const provider = await withTenant(deps.db, tenantId, (tx) => tenantProvider(tx, deps.pepper, tenantId));
  if (!provider) return null;
  const config = await providerConfiguration(provider).catch((error: unknown) => {
    deps.log.warn({ err: error, tenantId }, 'identity provider discovery failed');
    throw new ApiProblemError(
      502,
      'oidc_unavailable',
      'Identity provider unavailable',
      'The identity provider of your organisation cannot be reached; try again later',
    );
  });
  const state = `${tenantId}.${randomBytes(32).toString('base64url')}`;
  const verifier = client.randomPKCECodeVerifier();
  const nonce = client.randomNonce();
  const redirectUri = redirectUriFor(deps.publicUrl(), requestedRedirect);
  if (account && account.tenant_id === tenantId && account.user_active && account.tenant_active) {
    await withTenant(deps.db, tenantId, (tx) =>
      tx
        .insertInto('oidc_sign_ins')
        .values({
          tenant_id: tenantId,
          state_hash: hashState(state),
          user_id: account.user_id,
          code_verifier: verifier,
          nonce,
          redirect_uri: redirectUri,
          expires_at: sql<Date>`now() + make_interval(secs => ${STATE_TTL_SECONDS})`,
        })
        .execute(),
    );
  }
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    login_hint: email,
  });
  return { method: 'oidc', authorizationUrl: url.href };
}

type Claimed =
  | {
      ok: true;
      row: { user_id: string; code_verifier: string; nonce: string; redirect_uri: string };
      provider: ProviderConfig;
      email: string;
    }
  | { ok: false };

/** Redeems the code with the remembered PKCE verifier, checks nonce and e-mail, and opens a session. */
export async function completeOidcSignIn(
  deps: OidcDeps,
  input: { code: string; state: string; iss?: string | undefined },
): Promise<SessionTokenSet> {
  const invalid = new UnauthorizedError(
    'invalid_oidc_state',
    'The sign-in attempt is unknown, used or expired; start again',
  );
  const match = STATE.exec(input.state.trim());
  if (!match?.[1]) throw invalid;
  const tenantId = match[1].toLowerCase();
  // The state is consumed first, in its own transaction, so a replayed callback fails even if the
  // provider would accept the code twice.
  const claimed = await withTenant(deps.db, tenantId, async (tx): Promise<Claimed> => {
    const row = await tx
      .updateTable('oidc_sign_ins')
      .set({ used_at: sql<Date>`now()` })
      .where('state_hash', '=', hashState(input.state.trim()))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['user_id', 'code_verifier', 'nonce', 'redirect_uri'])
      .executeTakeFirst();
    if (!row) return { ok: false };
    const provider = await tenantProvider(tx, deps.pepper, tenantId);
    const user = await tx
      .selectFrom('users')
      .select(['email', 'is_active'])
      .where('id', '=', row.user_id)
      .executeTakeFirst();
    if (!provider || !user?.is_active) return { ok: false };
    return { ok: true, row, provider, email: user.email };
  });
  if (!claimed.ok) throw invalid;
  const { row, provider, email } = claimed;
  let providerEmail: unknown;
  try {
    const config = await providerConfiguration(provider);
    const callback = new URL(row.redirect_uri);
    callback.searchParams.set('code', input.code);
    callback.searchParams.set('state', input.state.trim());
    if (input.iss) callback.searchParams.set('iss', input.iss);
    const tokens = await client.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: row.code_verifier,
      expectedState: input.state.trim(),
      expectedNonce: row.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    let info: Record<string, unknown> = claims;
    if (typeof claims.email !== 'string')
      info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    if (info.email_verified === false) throw new Error('the provider has not verified the e-mail address');
    providerEmail = info.email;
  } catch (error) {
    deps.log.warn({ err: error, tenantId }, 'OIDC code exchange failed');
    throw new UnauthorizedError(
      'oidc_failed',
      'The identity provider did not confirm the sign-in; start again',
    );
  }
  if (typeof providerEmail !== 'string' || providerEmail.trim().toLowerCase() !== email) {
    throw new UnauthorizedError(
      'oidc_failed',
      'The identity provider signed in another e-mail address than the one asked for',
    );
  }
  return withTenant(deps.db, tenantId, async (tx) => {
    const tokens = await openSession(
      tx,
      { tokens: deps.tokens, sessionTtlSeconds: deps.sessionTtlSeconds },
      tenantId,
      row.user_id,
    );
    await tx
      .insertInto('audit_log')
      .values({
        tenant_id: tenantId,
        actor: row.user_id,
        action: 'sign_in',
        detail: JSON.stringify({ sessionId: tokens.sessionId, method: 'oidc', issuer: provider.issuer }),
      })
      .execute();
    return tokens;
  });
}
