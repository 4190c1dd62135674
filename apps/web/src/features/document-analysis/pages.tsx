import { useParams } from 'react-router-dom';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { useUseCaseCrumbs } from '../catalog/use-case-crumbs.tsx';

function useDocumentAnalysisCrumbs() {
  const { useCaseId = '' } = useParams();
  const { crumbs, loading } = useUseCaseCrumbs(useCaseId);
  const base = `/use-cases/${useCaseId}/document-analysis`;
  return { base, loading, crumbs: [...crumbs, { label: 'Document Analysis', url: base }] };
}

export function DocumentAnalysisPage() {
  const { crumbs, loading } = useDocumentAnalysisCrumbs();
  return (
    <PageFrame title="Document Analysis" crumbs={crumbs} crumbsLoading={loading}>
      <EmptyState title="No document analyses yet">
        Uploading filings, asking the question base and building the report arrive in the next release.
      </EmptyState>
    </PageFrame>
  );
}

export function DocumentAnalysisHistoryPage() {
  const { crumbs, loading, base } = useDocumentAnalysisCrumbs();
  return (
    <PageFrame
      title="Analysis history"
      crumbs={[...crumbs, { label: 'History', url: `${base}/history` }]}
      crumbsLoading={loading}
    >
      <EmptyState title="No past analyses yet" />
    </PageFrame>
  );
}

export function QuestionBasePage() {
  const { crumbs, loading, base } = useDocumentAnalysisCrumbs();
  return (
    <PageFrame
      title="Question base"
      crumbs={[...crumbs, { label: 'Question base', url: `${base}/question-base` }]}
      crumbsLoading={loading}
    >
      <EmptyState title="The question base editor is not available yet" />
    </PageFrame>
  );
}

export function DocumentAnalysisDetailPage() {
  const { documentAnalysisId = '' } = useParams();
  const { crumbs, loading, base } = useDocumentAnalysisCrumbs();
  return (
    <PageFrame
      title="Document analysis"
      crumbs={[
        ...crumbs,
        { label: `Analysis ${documentAnalysisId.slice(0, 8)}`, url: `${base}/${documentAnalysisId}` },
      ]}
      crumbsLoading={loading}
    >
      <EmptyState title="This analysis view is not available yet" />
    </PageFrame>
  );
}
