export const ROLES = ['system-admin', 'tenant-admin', 'user'] as const;
export type RoleName = (typeof ROLES)[number];

export const ROLE_DESCRIPTIONS: Record<RoleName, string> = {
  'system-admin': 'System administrator: manages every tenant',
  'tenant-admin': 'Tenant administrator: manages users and configuration of the tenant',
  user: 'Tenant member',
};

export const isAdminRole = (role: string | undefined): boolean =>
  role === 'system-admin' || role === 'tenant-admin';
