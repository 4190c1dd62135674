import { FEATURE_CODES, FEATURE_NAMES, hasFeature } from '@ratelens/domain';
import { usePageBreadcrumbs } from '../../app/page-header.tsx';
import { useCurrentUser } from '../../app/user-info.tsx';
import { SETTINGS } from './settings-crumb.ts';
import './ProfilePage.css';

export function ProfilePage() {
  const user = useCurrentUser();
  usePageBreadcrumbs([SETTINGS, { label: 'Profile', url: '/settings/profile' }]);
  const features = FEATURE_CODES.filter((code) => hasFeature(user, code));

  return (
    <div className="profile">
      <h1 className="page-title">Profile</h1>
      <dl className="profile__list">
        <div>
          <dt>Name</dt>
          <dd>{user.name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Tenant</dt>
          <dd>{user.tenantName}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{user.roleDescription || user.roleName}</dd>
        </div>
        <div>
          <dt>Features</dt>
          <dd>{features.length > 0 ? features.map((code) => FEATURE_NAMES[code]).join(', ') : 'None'}</dd>
        </div>
      </dl>
    </div>
  );
}
