import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { PageFrame } from '../../app/PageFrame.tsx';
import './DashboardPage.css';

// The metrics and charts are their own chunk, so the first visit stays small. It starts downloading as
// soon as the route's module loads (the router loads it at the start of the navigation, beside the
// shell), not when the page first renders after the profile has arrived. Plotly's chunk and the
// controls' are asked for by the body once its first figure is drawn. A failed fetch is tried again by
// the lazy import.
const bodyModule = import('./DashboardBody.tsx');
bodyModule.catch(() => {});
const DashboardBody = lazy(async () => ({
  default: (await bodyModule.catch(() => import('./DashboardBody.tsx'))).DashboardBody,
}));

export function DashboardPage() {
  return (
    <PageFrame title="Dashboard" crumbs={[{ label: 'Dashboard', url: '/' }]}>
      <Suspense fallback={<Skeleton label="Loading the dashboard" height="20rem" />}>
        <DashboardBody />
      </Suspense>
    </PageFrame>
  );
}
