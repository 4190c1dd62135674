import { useParams } from 'react-router-dom';
import { Link } from '../../components/ui/Link.tsx';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';

export function AnomaliesPage() {
  return (
    <PageFrame
      title="Anomalies"
      description="Spikes, outliers and stability shifts found in your filings and models."
      crumbs={[{ label: 'Anomalies', url: '/anomalies' }]}
    >
      <EmptyState title="No anomalies to show yet">
        The anomaly dashboard with its charts, map and list arrives in the next release.
      </EmptyState>
    </PageFrame>
  );
}

export function AnomalyPage() {
  const { anomalyId = '' } = useParams();
  return (
    <PageFrame
      title="Anomaly"
      crumbs={[
        { label: 'Anomalies', url: '/anomalies' },
        { label: `Anomaly ${anomalyId.slice(0, 8)}`, url: `/anomalies/${anomalyId}` },
      ]}
    >
      <EmptyState title="The anomaly detail view is not available yet">
        <p>
          Its report, recommended actions and votes arrive in the next release.{' '}
          <Link href="/anomalies">Back to anomalies</Link>
        </p>
      </EmptyState>
    </PageFrame>
  );
}
