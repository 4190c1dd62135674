import { ROLES, type RoleName } from '@ratelens/domain';
import type { components } from '@ratelens/api';
import { usage } from '../../context.ts';
import { oneOf, requireId, type ListOptions } from '../../options.ts';
import { when, yesNo, type Column, type Output } from '../../output.ts';

export type User = components['schemas']['User'];

export interface TenantScope {
  /** System administrators act inside a named tenant (the /api/tenant/{tenantId}/user... calls). */
  tenant?: string;
}

export type UsersListOptions = ListOptions & TenantScope;

export const userColumns: ReadonlyArray<Column<User>> = [
  { header: 'USERNAME', value: (u) => u.username },
  { header: 'NAME', value: (u) => u.name },
  { header: 'ROLE', value: (u) => u.roleName },
  { header: 'ACTIVE', value: (u) => yesNo(u.active) },
  { header: 'LAST SIGN-IN', value: (u) => when(u.lastSignInAt) },
];

export function printUser(out: Output, user: User): void {
  out.printRecord(user, [
    ['Username', user.username],
    ['Name', user.name],
    ['E-mail', user.email],
    ['Role', `${user.roleName} (${user.roleDescription})`],
    ['Active', yesNo(user.active)],
    ['Type', user.userType ?? '-'],
    ['Tenant', user.tenantId],
    ['Last sign-in', when(user.lastSignInAt)],
    ['Created', when(user.createdDateTime)],
  ]);
}

export function tenantOf(options: TenantScope): string | undefined {
  return options.tenant === undefined ? undefined : requireId('--tenant', options.tenant);
}

export const parseRole = (raw: string): RoleName => oneOf('--role', raw, ROLES);

/**
 * Usernames are the members' e-mail addresses in lower case (the contract's Username: 3-254 characters);
 * only the schema's limits are checked, so whatever the server lists can be passed back.
 */
export function parseUsername(raw: string | undefined): string {
  const username = (raw ?? '').trim().toLowerCase();
  if (!username) throw usage('missing <username> (the member’s e-mail address)');
  if (username.length < 3 || username.length > 254 || /\s/.test(username)) {
    throw usage(`'${raw}' is not a username (the member’s e-mail address, 3-254 characters)`);
  }
  return username;
}
