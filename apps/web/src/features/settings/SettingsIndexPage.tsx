import { isAdminRole } from '@ratelens/domain';
import { Link } from '../../components/ui/Link.tsx';
import { PageFrame } from '../../app/PageFrame.tsx';
import { useCurrentUser } from '../../app/user-info.tsx';
import './settings.css';
import { SETTINGS } from './settings-crumb.ts';

interface Section {
  href: string;
  title: string;
  text: string;
  audience: 'everyone' | 'admin' | 'system-admin';
}

const SECTIONS: Section[] = [
  {
    href: '/settings/profile',
    title: 'Profile',
    text: 'Your name, role, tenant and features.',
    audience: 'everyone',
  },
  {
    href: '/settings/notifications',
    title: 'Notifications',
    text: 'Which events you are told about.',
    audience: 'everyone',
  },
  {
    href: '/settings/user-management',
    title: 'User management',
    text: 'Members, invitations and access requests.',
    audience: 'admin',
  },
  {
    href: '/settings/feature-configurations',
    title: 'Feature configurations',
    text: 'Switch product features on or off for your workspace.',
    audience: 'admin',
  },
  {
    href: '/settings/use-cases-configurations',
    title: 'Use cases configurations',
    text: 'Activate use cases, their question base and configuration keys.',
    audience: 'admin',
  },
  {
    href: '/settings/data-ingestion',
    title: 'Data ingestion',
    text: 'Load filings, portfolio, claims, intel feeds and model scores from CSV files.',
    audience: 'admin',
  },
  {
    href: '/settings/reset',
    title: 'Reset',
    text: 'Return demo and analytics data to their seeded state.',
    audience: 'admin',
  },
  {
    href: '/settings/archive',
    title: 'Archive',
    text: 'Schedule and cancel purges of old data.',
    audience: 'admin',
  },
  {
    href: '/settings/tenant-configurations',
    title: 'Tenant configurations',
    text: 'Tenants, their features, identity provider and branding.',
    audience: 'system-admin',
  },
];

export function SettingsIndexPage() {
  const user = useCurrentUser();
  const visible = SECTIONS.filter(
    (section) =>
      section.audience === 'everyone' ||
      (section.audience === 'admin' && isAdminRole(user.roleName)) ||
      (section.audience === 'system-admin' && user.roleName === 'system-admin'),
  );
  return (
    <PageFrame title="Settings" crumbs={[SETTINGS]}>
      <ul className="card-list">
        {visible.map((section) => (
          <li key={section.href} className="panel">
            <h2>
              <Link href={section.href}>{section.title}</Link>
            </h2>
            <p>{section.text}</p>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
