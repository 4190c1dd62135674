import { FEATURE_NAMES, hasFeature, FEATURE_CODES } from '@ratelens/domain';
import { usePageBreadcrumbs } from '../../app/page-header.tsx';
import { useCurrentUser } from '../../app/user-info.tsx';
import './DashboardPage.css';

export function DashboardPage() {
  const user = useCurrentUser();
  usePageBreadcrumbs([{ label: 'Dashboard', url: '/' }]);
  const features = FEATURE_CODES.filter((code) => hasFeature(user, code));

  return (
    <div className="dashboard">
      <h1 className="page-title">Dashboard</h1>
      <section className="dashboard__welcome" aria-labelledby="dashboard-welcome">
        <h2 id="dashboard-welcome">Welcome, {user.name}</h2>
        <p>
          You are working in <strong>{user.tenantName}</strong>.
        </p>
        <p>Your role: {user.roleDescription || user.roleName}.</p>
        <p className="dashboard__features">
          {features.length > 0
            ? `Available to you: ${features.map((code) => FEATURE_NAMES[code]).join(', ')}.`
            : 'No optional features are switched on for you yet; ask your administrator.'}
        </p>
      </section>
    </div>
  );
}
