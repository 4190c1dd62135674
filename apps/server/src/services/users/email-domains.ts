import type { Principal } from '../../auth/principal.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { ApiProblemError, ForbiddenError } from '../../errors.ts';

/** The lower-cased domain of an address (what follows the last @). */
export function emailDomain(email: string): string {
  const normalized = email.trim().toLowerCase();
  return normalized.slice(normalized.lastIndexOf('@') + 1);
}

/**
 * Members and invitations of a tenant come only from the domains the tenant owns (SECURITY.md, "Tenant
 * e-mail domains"). A system-admin may place an address of another domain by saying so explicitly
 * (`allowOtherDomain: true`); the caller records that override in the audit log. Returns whether the
 * override was used.
 */
export async function assertTenantOwnsDomain(
  tx: TenantTx,
  tenantId: string,
  email: string,
  caller: Pick<Principal, 'roleName'> | { roleName: string },
  allowOtherDomain = false,
): Promise<boolean> {
  const tenant = await tx
    .selectFrom('tenants')
    .select('domains')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  return checkOwnedDomain(tenant.domains, email, caller, allowOtherDomain);
}

/** assertTenantOwnsDomain over domains already read (a bulk import reads them once). */
export function checkOwnedDomain(
  domains: readonly string[],
  email: string,
  caller: Pick<Principal, 'roleName'> | { roleName: string },
  allowOtherDomain = false,
): boolean {
  const domain = emailDomain(email);
  if (domains.some((d) => d.toLowerCase() === domain)) return false;
  if (allowOtherDomain) {
    if (caller.roleName !== 'system-admin')
      throw new ForbiddenError(
        'override_not_allowed',
        'Only a system-admin may add an address outside the tenant’s e-mail domains',
      );
    return true;
  }
  throw new ApiProblemError(
    409,
    'domain_not_owned',
    'Conflict',
    `The domain ${domain} is not one of this tenant’s e-mail domains (${domains.join(', ') || 'none'})`,
    { errors: [{ field: 'email', message: `the domain ${domain} does not belong to this tenant` }] },
  );
}
