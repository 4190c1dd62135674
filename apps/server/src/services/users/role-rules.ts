import type { Principal } from '../../auth/principal.ts';
import { ForbiddenError, ValidationError } from '../../errors.ts';

/**
 * Who may hand out which role: only a system-admin grants system-admin, and only inside the system tenant
 * (system administrators manage every tenant from there; a customer tenant holds no such account).
 */
export function assertRoleGrantable(
  principal: Pick<Principal, 'roleName'>,
  role: string,
  target: { isSystem: boolean },
): void {
  if (role === 'system-admin' && principal.roleName !== 'system-admin') {
    throw new ForbiddenError('role_not_grantable', 'Only a system-admin can grant the system-admin role');
  }
  if (role === 'system-admin' && !target.isSystem) {
    throw new ValidationError('Invalid field "role": system-admin exists only in the system tenant', [
      { field: 'role', message: 'system-admin exists only in the system tenant' },
    ]);
  }
}
