import { useParams } from 'react-router-dom';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';

const ROOT = { label: 'Portfolio Analysis', url: '/portfolio-outliers' };

export function PortfolioOutliersPage() {
  return (
    <PageFrame
      title="Portfolio Analysis"
      description="Outliers of your portfolio, by quadrant."
      crumbs={[ROOT]}
    >
      <EmptyState title="No portfolio outliers to show yet">
        The outlier quadrants and their lists arrive in the next release.
      </EmptyState>
    </PageFrame>
  );
}

export function PortfolioOutliersUseCasePage() {
  const { useCaseId = '' } = useParams();
  return (
    <PageFrame
      title="Portfolio outliers"
      crumbs={[ROOT, { label: 'Outliers', url: `/portfolio-outliers/${useCaseId}` }]}
    >
      <EmptyState title="No outliers to show for this use case yet" />
    </PageFrame>
  );
}

export function PortfolioOutlierPage() {
  const { useCaseId = '', anomalyId = '' } = useParams();
  return (
    <PageFrame
      title="Outlier"
      crumbs={[
        ROOT,
        { label: 'Outliers', url: `/portfolio-outliers/${useCaseId}` },
        { label: `Outlier ${anomalyId.slice(0, 8)}`, url: `/portfolio-outliers/${useCaseId}/${anomalyId}` },
      ]}
    >
      <EmptyState title="The outlier detail view is not available yet" />
    </PageFrame>
  );
}
