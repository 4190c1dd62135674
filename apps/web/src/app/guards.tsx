import { Navigate, Outlet } from 'react-router-dom';
import { FEATURE_NAMES, hasFeature, isAdminRole, type FeatureCode } from '@ratelens/domain';
import { Link } from '../components/ui/Link.tsx';
import { PageFrame } from './PageFrame.tsx';
import { useUserData } from './services.tsx';

/** SPEC §2 feature routes: entry only while the tenant has the feature on (hasFeature of SPEC §6). */
export function RequireFeature({ feature }: { feature: FeatureCode }) {
  const user = useUserData();
  if (hasFeature(user, feature)) return <Outlet />;
  return (
    <PageFrame
      title={`${FEATURE_NAMES[feature]} is not available`}
      crumbs={[{ label: FEATURE_NAMES[feature] }]}
    >
      <div className="empty-state" role="alert">
        <p className="empty-state__title">
          {FEATURE_NAMES[feature]} ({feature}) is not switched on for {user.tenantName}.
        </p>
        <p>An administrator of your workspace can switch it on in Settings, Feature configurations.</p>
        <p>
          <Link href="/">Go to the dashboard</Link>
        </p>
      </div>
    </PageFrame>
  );
}

/** SPEC §2: the tenant-admin-only guard (system-admin or tenant-admin) sends everyone else to /. */
export function RequireAdmin() {
  const user = useUserData();
  return isAdminRole(user.roleName) ? <Outlet /> : <Navigate to="/" replace />;
}

/** Tenant configuration is for system administrators only; others go to /. */
export function RequireSystemAdmin() {
  const user = useUserData();
  return user.roleName === 'system-admin' ? <Outlet /> : <Navigate to="/" replace />;
}
