import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { PageFrame } from '../../app/PageFrame.tsx';
import './DashboardPage.css';

// The range picker, metrics and charts are their own chunk (fetched at once), so the first visit stays small.
const DashboardBody = lazy(async () => ({ default: (await import('./DashboardBody.tsx')).DashboardBody }));

export function DashboardPage() {
  return (
    <PageFrame title="Dashboard" crumbs={[{ label: 'Dashboard', url: '/' }]}>
      <Suspense fallback={<Skeleton label="Loading the dashboard" height="20rem" />}>
        <DashboardBody />
      </Suspense>
    </PageFrame>
  );
}
