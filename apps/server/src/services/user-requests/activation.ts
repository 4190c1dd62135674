import { sql } from 'kysely';
import type { Schema } from '../../contract.ts';
import { openSession, type SessionTokenSet } from '../../auth/sessions.ts';
import type { ActivationClaims } from '../../auth/tokens.ts';
import { withTenant, type TenantTx } from '../../db/tenant.ts';
import { ForbiddenError, UnauthorizedError } from '../../errors.ts';
import type { AppDeps } from '../../http/context.ts';
import { recordAudit } from '../audit.ts';
import { insertMember } from '../users/users.ts';
import { ACTIVATION_TTL_SECONDS, parseLinkToken } from './link-tokens.ts';
import type { UserRequestRow } from './user-request-dto.ts';

export type AccessValidation = Schema<'AccessValidation'>;

const unknownLink = () =>
  new UnauthorizedError('invalid_activation', 'The activation link is not valid; ask for a new invitation');

/** Why a link no longer works, worded for the person holding it. */
function refuseStale(row: UserRequestRow): void {
  if (row.token_used_at !== null || row.status === 'accepted')
    throw new UnauthorizedError('activation_used', 'This activation link was already used; sign in instead');
  if (row.status === 'cancelled' || row.status === 'declined')
    throw new UnauthorizedError(
      'invalid_activation',
      `This ${row.kind === 'invitation' ? 'invitation' : 'request'} was ${row.status}`,
    );
  const open = row.kind === 'invitation' ? row.status === 'pending' : row.status === 'approved';
  if (!open) throw unknownLink();
  if (row.token_expires_at === null || row.token_expires_at.getTime() <= Date.now())
    throw new UnauthorizedError('activation_expired', 'This activation link has expired; ask for a new one');
}

async function tenantOf(tx: TenantTx, tenantId: string) {
  return tx
    .selectFrom('tenants')
    .select(['name', 'is_active'])
    .where('id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Checks the link and answers a short-lived activation token; the link itself is consumed on activation. */
export async function validateAccess(
  deps: Pick<AppDeps, 'db' | 'tokens'>,
  token: string,
): Promise<AccessValidation> {
  const parsed = parseLinkToken(token);
  if (!parsed) throw unknownLink();
  const found = await withTenant(deps.db, parsed.tenantId, async (tx) => {
    const row = await tx
      .selectFrom('user_requests')
      .selectAll()
      .where('token_hash', '=', parsed.hash)
      .executeTakeFirst();
    if (!row) return null;
    return { row, tenant: await tenantOf(tx, parsed.tenantId) };
  });
  if (!found || !found.tenant) throw unknownLink();
  refuseStale(found.row);
  if (!found.tenant.is_active) throw new ForbiddenError('tenant_inactive', 'The tenant is deactivated');
  const activationToken = await deps.tokens.issueActivation(
    { tid: parsed.tenantId, rid: found.row.id, lth: parsed.hash },
    ACTIVATION_TTL_SECONDS,
  );
  return {
    email: found.row.email,
    name: found.row.name,
    tenantName: found.tenant.name,
    role: (found.row.role_name ?? 'user') as AccessValidation['role'],
    activationToken,
    expires_in: ACTIVATION_TTL_SECONDS,
  };
}

type Outcome = { ok: true; tokens: SessionTokenSet } | { ok: false; error: Error };

/**
 * Creates the member, consumes the link and opens a session in one transaction. The activation token
 * names the link it came from (its hash), so a resent link makes tokens from the older one useless.
 */
export async function activateAccess(
  deps: Pick<AppDeps, 'db' | 'tokens' | 'config'>,
  claims: ActivationClaims,
  body: { name?: string } | undefined,
): Promise<SessionTokenSet> {
  const outcome = await withTenant(deps.db, claims.tid, async (tx): Promise<Outcome> => {
    const row = await tx
      .selectFrom('user_requests')
      .selectAll()
      .where('id', '=', claims.rid)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.token_hash !== claims.lth) return { ok: false, error: unknownLink() };
    try {
      refuseStale(row);
    } catch (error) {
      return { ok: false, error: error as Error };
    }
    const tenant = await tenantOf(tx, claims.tid);
    if (!tenant?.is_active)
      return { ok: false, error: new ForbiddenError('tenant_inactive', 'The tenant is deactivated') };
    const name = body?.name?.trim() || row.name || row.email.slice(0, row.email.indexOf('@'));
    const user = await insertMember(tx, claims.tid, {
      email: row.email,
      name,
      role: row.role_name ?? 'user',
    });
    const consumed = await tx
      .updateTable('user_requests')
      .set({ status: 'accepted', token_used_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('id', '=', row.id)
      .where('token_used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!consumed)
      throw new UnauthorizedError(
        'activation_used',
        'This activation link was already used; sign in instead',
      );
    const tokens = await openSession(
      tx,
      { tokens: deps.tokens, sessionTtlSeconds: deps.config.sessionTtlSeconds },
      claims.tid,
      user.id,
    );
    await recordAudit(tx, claims.tid, { email: row.email }, 'user_request.accepted', {
      requestId: row.id,
      userId: user.id,
      sessionId: tokens.sessionId,
    });
    return { ok: true, tokens };
  });
  if (!outcome.ok) throw outcome.error;
  return outcome.tokens;
}
