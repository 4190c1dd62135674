import type { Db } from '../db/database.ts';
import { withTenant } from '../db/tenant.ts';
import { UnauthorizedError } from '../errors.ts';
import type { TokenService } from './tokens.ts';

/** The verified caller: always re-read from the database, so revocation and deactivation act at once. */
export interface Principal {
  tenantId: string;
  userId: string;
  sessionId: string;
  roleName: string;
  email: string;
  name: string;
  /** tenant features ∩ the user's allowed features (SPEC §6 hasFeature works on this). */
  enabledFeatures: string[];
}

export function effectiveFeatures(
  tenantFeatures: readonly string[],
  userFeatures: readonly string[],
): string[] {
  return tenantFeatures.filter((f) => userFeatures.includes(f)).sort();
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

export async function authenticate(db: Db, tokens: TokenService, token: string): Promise<Principal> {
  const claims = await tokens.verify(token);
  const row = await withTenant(db, claims.tid, (tx) =>
    tx
      .selectFrom('sessions as s')
      .innerJoin('users as u', (j) =>
        j.onRef('u.tenant_id', '=', 's.tenant_id').onRef('u.id', '=', 's.user_id'),
      )
      .innerJoin('tenants as t', 't.id', 's.tenant_id')
      .select([
        's.revoked_at',
        's.expires_at',
        'u.id as user_id',
        'u.is_active as user_active',
        'u.role_name',
        'u.email',
        'u.name',
        'u.enabled_features as user_features',
        't.is_active as tenant_active',
        't.enabled_features as tenant_features',
      ])
      .where('s.id', '=', claims.sid)
      .executeTakeFirst(),
  );
  if (!row || row.user_id !== claims.sub)
    throw new UnauthorizedError('invalid_token', 'The token is not valid');
  if (row.revoked_at !== null) throw new UnauthorizedError('session_revoked', 'The session has ended');
  if (row.expires_at.getTime() <= Date.now())
    throw new UnauthorizedError('session_expired', 'The session has expired');
  if (!row.tenant_active) throw new UnauthorizedError('tenant_inactive', 'The tenant is deactivated');
  if (!row.user_active) throw new UnauthorizedError('user_inactive', 'The account is deactivated');
  return {
    tenantId: claims.tid,
    userId: row.user_id,
    sessionId: claims.sid,
    roleName: row.role_name,
    email: row.email,
    name: row.name,
    enabledFeatures: effectiveFeatures(row.tenant_features, row.user_features),
  };
}
