import { PageFrame } from '../../app/PageFrame.tsx';
import './catalog.css';
import { UseCaseList } from './UseCaseList.tsx';

export function UseCasesPage() {
  return (
    <PageFrame title="Use cases" crumbs={[{ label: 'Use cases', url: '/use-cases' }]}>
      <UseCaseList label="Use cases" />
    </PageFrame>
  );
}
