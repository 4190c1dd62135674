import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { withTenant, type TenantTx } from '../db/tenant.ts';
import { UnauthorizedError } from '../errors.ts';
import type { Principal } from './principal.ts';
import type { TokenService } from './tokens.ts';

export interface SessionTokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  tenantId: string;
  expires_in: number;
  token_type: 'Bearer';
  sessionId: string;
}

interface SessionDeps {
  tokens: TokenService;
  sessionTtlSeconds: number;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** `<tenant uuid>.<32 random bytes>`: the tenant part only routes the lookup; the secret is the random part. */
const REFRESH_TOKEN = new RegExp(`^(${UUID})\\.([A-Za-z0-9_-]{43})$`);

function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newRefreshToken(tenantId: string): string {
  return `${tenantId}.${randomBytes(32).toString('base64url')}`;
}

async function issueFor(
  tx: TenantTx,
  deps: SessionDeps,
  session: { tenant_id: string; id: string; user_id: string; expires_at: Date },
  refreshToken: string,
): Promise<SessionTokenSet> {
  const user = await tx
    .selectFrom('users')
    .select(['email', 'name', 'role_name'])
    .where('id', '=', session.user_id)
    .executeTakeFirstOrThrow();
  const issued = await deps.tokens.issue(
    { sub: session.user_id, tid: session.tenant_id, sid: session.id, role: user.role_name },
    { email: user.email, name: user.name },
    session.expires_at,
  );
  return {
    ...issued,
    refresh_token: refreshToken,
    tenantId: session.tenant_id,
    token_type: 'Bearer',
    sessionId: session.id,
  };
}

/** A session has an absolute lifetime; every refresh token of its family expires with it. */
export async function openSession(
  tx: TenantTx,
  deps: SessionDeps,
  tenantId: string,
  userId: string,
): Promise<SessionTokenSet> {
  const session = await tx
    .insertInto('sessions')
    .values({
      tenant_id: tenantId,
      user_id: userId,
      expires_at: sql<Date>`now() + make_interval(secs => ${deps.sessionTtlSeconds})`,
    })
    .returning(['tenant_id', 'id', 'user_id', 'expires_at'])
    .executeTakeFirstOrThrow();
  const refreshToken = newRefreshToken(tenantId);
  await tx
    .insertInto('refresh_tokens')
    .values({
      tenant_id: tenantId,
      session_id: session.id,
      token_hash: hashRefreshToken(refreshToken),
      expires_at: session.expires_at,
    })
    .execute();
  return issueFor(tx, deps, session, refreshToken);
}

type RefreshOutcome = { ok: true; tokens: SessionTokenSet } | { ok: false; error: UnauthorizedError };

/** RFC 9700 rotation: every refresh token works once; presenting a used one ends the whole session. */
export async function rotateRefreshToken(
  deps: SessionDeps & { db: Db },
  refreshToken: string,
): Promise<SessionTokenSet> {
  const invalid = new UnauthorizedError('invalid_refresh_token', 'The refresh token is not valid');
  const match = REFRESH_TOKEN.exec(refreshToken.trim());
  if (!match?.[1]) throw invalid;
  const tenantId = match[1].toLowerCase();
  const hash = hashRefreshToken(refreshToken.trim());
  const outcome = await withTenant(deps.db, tenantId, async (tx): Promise<RefreshOutcome> => {
    const row = await tx
      .selectFrom('refresh_tokens as r')
      .innerJoin('sessions as s', (j) =>
        j.onRef('s.tenant_id', '=', 'r.tenant_id').onRef('s.id', '=', 'r.session_id'),
      )
      .innerJoin('users as u', (j) =>
        j.onRef('u.tenant_id', '=', 's.tenant_id').onRef('u.id', '=', 's.user_id'),
      )
      .innerJoin('tenants as t', 't.id', 's.tenant_id')
      .select([
        'r.id',
        'r.used_at',
        'r.expires_at',
        's.id as session_id',
        's.user_id',
        's.revoked_at',
        's.expires_at as session_expires_at',
        'u.is_active as user_active',
        't.is_active as tenant_active',
      ])
      .where('r.token_hash', '=', hash)
      .executeTakeFirst();
    if (!row) return { ok: false, error: invalid };
    /** A used token came back (a copy, or two uses at once): end the whole session and refuse. */
    const refuseReuse = async (): Promise<RefreshOutcome> => {
      const reason = 'refresh_token_reuse';
      await revokeSession(tx, tenantId, row.session_id, row.user_id, reason, 'session.revoked', {
        reason,
        sessionId: row.session_id,
      });
      return {
        ok: false,
        error: new UnauthorizedError(
          'refresh_token_reused',
          'The refresh token was already used; the session has been ended',
        ),
      };
    };
    if (row.revoked_at !== null)
      return { ok: false, error: new UnauthorizedError('session_revoked', 'The session has ended') };
    if (row.used_at !== null) return refuseReuse();
    if (row.expires_at.getTime() <= Date.now() || row.session_expires_at.getTime() <= Date.now()) {
      return {
        ok: false,
        error: new UnauthorizedError('session_expired', 'The session has expired; sign in again'),
      };
    }
    if (!row.tenant_active || !row.user_active) {
      return {
        ok: false,
        error: new UnauthorizedError('account_inactive', 'The account or tenant is deactivated'),
      };
    }
    // The conditional update makes two concurrent uses of one token count as reuse, not as two rotations.
    const claimed = await tx
      .updateTable('refresh_tokens')
      .set({ used_at: sql<Date>`now()` })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return refuseReuse();
    const next = newRefreshToken(tenantId);
    const inserted = await tx
      .insertInto('refresh_tokens')
      .values({
        tenant_id: tenantId,
        session_id: row.session_id,
        token_hash: hashRefreshToken(next),
        expires_at: row.session_expires_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .updateTable('refresh_tokens')
      .set({ replaced_by: inserted.id })
      .where('id', '=', row.id)
      .execute();
    const tokens = await issueFor(
      tx,
      deps,
      { tenant_id: tenantId, id: row.session_id, user_id: row.user_id, expires_at: row.session_expires_at },
      next,
    );
    return { ok: true, tokens };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.tokens;
}

export async function endSession(db: Db, principal: Principal): Promise<void> {
  await withTenant(db, principal.tenantId, async (tx) => {
    await revokeSession(tx, principal.tenantId, principal.sessionId, principal.userId, 'logout', 'logout', {
      sessionId: principal.sessionId,
    });
  });
}

/** Ends a session (a revoked one keeps its first reason) and writes the audit line of the ending. */
async function revokeSession(
  tx: TenantTx,
  tenantId: string,
  sessionId: string,
  actor: string,
  reason: string,
  action: string,
  detail: Record<string, unknown>,
): Promise<void> {
  await tx
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
  await tx
    .insertInto('audit_log')
    .values({ tenant_id: tenantId, actor, action, detail: JSON.stringify(detail) })
    .execute();
}
