import type { UserInfo } from './user-info.tsx';
import './logo-mark.css';

/** The system tenant (the provider's own staff) gets its own mark, so admins see at once where they work. */
export const SYSTEM_TENANT_SLUG = 'ratelens';

export function isSystemTenant(user: Pick<UserInfo, 'tenantSlug' | 'tenantName'>): boolean {
  return (user.tenantSlug ?? user.tenantName.toLowerCase()) === SYSTEM_TENANT_SLUG;
}

/** SPEC §2: the logo differs for one specific tenant. */
export function TenantLogo({ user }: { user: Pick<UserInfo, 'tenantSlug' | 'tenantName'> }) {
  if (isSystemTenant(user)) {
    return (
      <span className="logo-mark logo-mark--system" data-logo="system" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z" fill="currentColor" />
          <path
            d="M9 12.5 11 14.5 15.5 10"
            fill="none"
            stroke="#111a2b"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </span>
    );
  }
  return (
    <span className="logo-mark" data-logo="default" aria-hidden="true">
      R
    </span>
  );
}
