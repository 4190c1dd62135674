import { requireId } from '../../options.ts';
import { when, type Column } from '../../output.ts';
import type { UserRequest } from '../../user-requests.ts';

export interface TenantScope {
  /** System administrators act inside a named tenant (the /api/tenant/{tenantId}/user-request... calls). */
  tenant?: string;
}

export const tenantOf = (options: TenantScope): string | undefined =>
  options.tenant === undefined ? undefined : requireId('--tenant', options.tenant);

export const invitationColumns: ReadonlyArray<Column<UserRequest>> = [
  { header: 'ID', value: (r) => r.id },
  { header: 'EMAIL', value: (r) => r.email },
  { header: 'NAME', value: (r) => r.name ?? '' },
  { header: 'ROLE', value: (r) => r.role ?? '' },
  { header: 'SENT', value: (r) => when(r.lastSentAt) },
  { header: 'EXPIRES', value: (r) => when(r.expiresAt) },
];

export const requestColumns: ReadonlyArray<Column<UserRequest>> = [
  { header: 'ID', value: (r) => r.id },
  { header: 'EMAIL', value: (r) => r.email },
  { header: 'NAME', value: (r) => r.name ?? '' },
  { header: 'MESSAGE', value: (r) => r.message ?? '' },
  { header: 'RECEIVED', value: (r) => when(r.createdDateTime) },
];
