import { PageFrame } from '../../../app/PageFrame.tsx';
import { useCurrentUser } from '../../../app/user-info.tsx';
import { UserRequestsPanels } from './user-requests.tsx';
import { UsersTable } from './UsersTable.tsx';
import { SETTINGS } from '../settings-crumb.ts';
import '../settings.css';
import './users.css';

export function UserManagementPage() {
  const user = useCurrentUser();
  return (
    <PageFrame
      title="User management"
      description={`Members of ${user.tenantName}, the access requests waiting for a decision and the invitations not yet accepted.`}
      crumbs={[SETTINGS, { label: 'User management', url: '/settings/user-management' }]}
    >
      <UserRequestsPanels />
      <UsersTable />
    </PageFrame>
  );
}
