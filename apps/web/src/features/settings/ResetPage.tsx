import { Link } from '../../components/ui/Link.tsx';
import { PageFrame } from '../../app/PageFrame.tsx';
import './settings.css';
import { SETTINGS } from './settings-crumb.ts';

export function ResetPage() {
  return (
    <PageFrame title="Reset" crumbs={[SETTINGS, { label: 'Reset', url: '/settings/reset' }]}>
      <div className="panel">
        <h2>Reset data</h2>
        <p>
          Return chats, questions, analyses and other demo and analytics data of your workspace to their
          seeded state. Members and configuration stay as they are.
        </p>
        <p>
          <Link href="/settings/reset/reset-data">Review what a reset changes</Link>
        </p>
      </div>
      <div className="panel">
        <h2>Archive</h2>
        <p>Delete old data for good on a schedule you can cancel.</p>
        <p>
          <Link href="/settings/archive">Go to the archive</Link>
        </p>
      </div>
    </PageFrame>
  );
}
