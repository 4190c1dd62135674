import { lazy, Suspense } from 'react';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { PageFrame } from '../../app/PageFrame.tsx';
import './DashboardPage.css';

// The range picker, metrics and charts are their own chunk (fetched at once), so the first visit stays small.
const DashboardBody = lazy(async () => {
  // The first screen is charts: Plotly's chunk starts downloading beside the body's instead of after the
  // body has rendered and its data arrived (the figures' lazy import then finds the module loaded).
  // A failed fetch is reported by the figure's own import, which tries again.
  import('../../components/charts/plotly-bundle.ts').catch(() => {});
  return { default: (await import('./DashboardBody.tsx')).DashboardBody };
});

export function DashboardPage() {
  return (
    <PageFrame title="Dashboard" crumbs={[{ label: 'Dashboard', url: '/' }]}>
      <Suspense fallback={<Skeleton label="Loading the dashboard" height="20rem" />}>
        <DashboardBody />
      </Suspense>
    </PageFrame>
  );
}
