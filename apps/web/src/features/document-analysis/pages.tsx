import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { filter } from '@ratelens/domain';
import { listQuery, unwrap, type components } from '@ratelens/api';
import { Button } from '../../components/ui/Button.tsx';
import { columnHelper, useServerList } from '../../components/ui/DataTable.tsx';
import { Link } from '../../components/ui/Link.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { invalidateAfter } from '../../app/cache-tags.ts';
import { errorMessage } from '../../app/error-message.ts';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { ListTable, QueryView } from '../../app/QueryView.tsx';
import { useQueryHooks, useServices, useToast } from '../../app/services.tsx';
import { useUseCaseCrumbs } from '../catalog/use-case-crumbs.tsx';
import { AnalysisWorkbench } from './AnalysisWorkbench.tsx';
import { ANALYSIS_SORTABLE, analysisColumns } from './columns.tsx';
import { NewAnalysis } from './NewAnalysis.tsx';
import '../catalog/catalog.css';
import './document-analysis.css';
import { FilterSelect, useListFilter } from '../../components/ui/ListFilters.tsx';

function useDocumentAnalysisCrumbs() {
  const { useCaseId = '' } = useParams();
  const { crumbs, loading } = useUseCaseCrumbs(useCaseId);
  const base = `/use-cases/${useCaseId}/document-analysis`;
  return { useCaseId, base, loading, crumbs: [...crumbs, { label: 'Document Analysis', url: base }] };
}

function AnalysesTable({ useCaseId, base, label }: { useCaseId: string; base: string; label: string }) {
  const list = useServerList({ sortable: ANALYSIS_SORTABLE, sort: [{ id: 'createdDateTime', desc: true }] });
  const status = useListFilter<string | null>(list, null);
  const analyses = useQueryHooks().useQuery(
    'get',
    '/api/usecase/{usecaseId}/docs/analysis',
    {
      params: {
        path: { usecaseId: useCaseId },
        query: listQuery({
          page: list.page,
          pageSize: list.pageSize,
          orderBy: list.orderBy,
          filter: status.value ? filter().where('status', 'eq', status.value) : undefined,
        }),
      },
    },
    // While an analysis runs, its status in the list follows it.
    {
      placeholderData: (previous) => previous,
      refetchInterval: (query) =>
        query.state.data?.items.some((a) => a.status === 'queued' || a.status === 'analysing') ? 3000 : false,
    },
  );
  return (
    <section className="panel" aria-label={label}>
      <div className="filters">
        <FilterSelect
          label="Status"
          any="Any status"
          options={['draft', 'queued', 'analysing', 'ready', 'completed', 'failed'].map((s) => ({
            value: s,
            label: s,
          }))}
          filter={status}
        />
      </div>
      <ListTable
        label={label}
        columns={analysisColumns(base)}
        query={analyses}
        list={list}
        noun="analyses"
        empty={
          <EmptyState title={status.value ? `No ${status.value} analyses` : 'No document analyses yet'}>
            {status.value ? 'Pick another status.' : 'Drop documents in “New analysis” above to start one.'}
          </EmptyState>
        }
      />
    </section>
  );
}

export function DocumentAnalysisPage() {
  const { useCaseId, crumbs, loading, base } = useDocumentAnalysisCrumbs();
  return (
    <PageFrame
      title="Document Analysis"
      crumbs={crumbs}
      crumbsLoading={loading}
      actions={
        <>
          <Link href={`${base}/history`}>History</Link>
          <Link href={`${base}/question-base`}>Question base</Link>
        </>
      }
    >
      <NewAnalysis useCaseId={useCaseId} base={base} />
      <AnalysesTable useCaseId={useCaseId} base={base} label="Recent analyses" />
    </PageFrame>
  );
}

export function DocumentAnalysisHistoryPage() {
  const { useCaseId, crumbs, loading, base } = useDocumentAnalysisCrumbs();
  return (
    <PageFrame
      title="Analysis history"
      crumbs={[...crumbs, { label: 'History', url: `${base}/history` }]}
      crumbsLoading={loading}
    >
      <AnalysesTable useCaseId={useCaseId} base={base} label="All analyses" />
    </PageFrame>
  );
}

type UseCaseQuestion = components['schemas']['UseCaseQuestion'];
const QUESTION_SORTABLE = new Set(['text', 'category', 'sortOrder', 'isActive']);

/** The use case's question base: what analyses can ask. Administrators edit it; the server says who may. */
export function QuestionBasePage() {
  const { useCaseId, crumbs, loading, base } = useDocumentAnalysisCrumbs();
  const { api, queryClient } = useServices();
  const toast = useToast();
  const list = useServerList({ sortable: QUESTION_SORTABLE, sort: [{ id: 'sortOrder', desc: false }] });
  const [text, setText] = useState('');
  const [category, setCategory] = useState('');
  const questions = useQueryHooks().useQuery(
    'get',
    '/api/usecase/{usecaseId}/questions',
    {
      params: {
        path: { usecaseId: useCaseId },
        query: listQuery({ page: list.page, pageSize: list.pageSize, orderBy: list.orderBy }),
      },
    },
    { placeholderData: (previous) => previous },
  );
  const fail = (what: string) => (error: unknown) =>
    toast({ title: `Could not ${what}`, description: errorMessage(error), variant: 'destructive' });
  const create = useMutation({
    mutationFn: async () =>
      unwrap(
        await api.POST('/api/usecase/{usecaseId}/questions', {
          params: { path: { usecaseId: useCaseId } },
          body: { text: text.trim(), ...(category.trim() ? { category: category.trim() } : {}) },
        }),
      ),
    onSuccess: async () => {
      setText('');
      setCategory('');
      await invalidateAfter(queryClient, 'createUsecaseQuestion');
    },
    onError: fail('add the question'),
  });
  const toggle = useMutation({
    mutationFn: async (q: UseCaseQuestion) =>
      unwrap(
        await api.PUT('/api/usecase/{usecaseId}/questions/{questionId}', {
          params: { path: { usecaseId: useCaseId, questionId: q.id } },
          body: { text: q.text, category: q.category, isActive: !q.isActive },
        }),
      ),
    onSuccess: () => invalidateAfter(queryClient, 'updateUsecaseQuestion'),
    onError: fail('change the question'),
  });
  const remove = useMutation({
    mutationFn: async (q: UseCaseQuestion) => {
      const { error } = await api.DELETE('/api/usecase/{usecaseId}/questions/{questionId}', {
        params: { path: { usecaseId: useCaseId, questionId: q.id } },
      });
      if (error) throw error;
    },
    onSuccess: () => invalidateAfter(queryClient, 'deleteUsecaseQuestion'),
    onError: fail('delete the question'),
  });
  const column = columnHelper<UseCaseQuestion>();
  const columns = [
    column.accessor('text', { header: 'Question', cell: (info) => info.getValue() }),
    column.accessor('category', { header: 'Category', cell: (info) => info.getValue() ?? '' }),
    column.accessor('isActive', {
      header: 'Asked by default',
      cell: (info) => (info.getValue() ? 'Yes' : 'No'),
    }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: (info) => (
        <div className="row-actions">
          <Button variant="secondary" onPress={() => toggle.mutate(info.row.original)}>
            {info.row.original.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          <Button variant="destructive" onPress={() => remove.mutate(info.row.original)}>
            Delete <span className="visually-hidden">{info.row.original.text}</span>
          </Button>
        </div>
      ),
    }),
  ];
  return (
    <PageFrame
      title="Question base"
      crumbs={[...crumbs, { label: 'Question base', url: `${base}/question-base` }]}
      crumbsLoading={loading}
    >
      <form
        className="panel doc-analysis__form"
        aria-label="Add a question"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim()) create.mutate();
        }}
      >
        <TextField label="New question" value={text} onChange={setText} isRequired />
        <TextField label="Category" value={category} onChange={setCategory} />
        <Button type="submit" isPending={create.isPending} isDisabled={!text.trim()}>
          Add question
        </Button>
      </form>
      <ListTable
        label="Questions"
        columns={columns}
        query={questions}
        list={list}
        noun="questions"
        empty={<EmptyState title="No questions yet">Add the first question above.</EmptyState>}
      />
    </PageFrame>
  );
}

export function DocumentAnalysisDetailPage() {
  const { documentAnalysisId = '' } = useParams();
  const { useCaseId, crumbs, loading, base } = useDocumentAnalysisCrumbs();
  const analysis = useQueryHooks().useQuery('get', '/api/usecase/{usecaseId}/docs/analysis/{analysisId}', {
    params: { path: { usecaseId: useCaseId, analysisId: documentAnalysisId } },
  });
  const name = analysis.data?.name ?? 'Analysis';
  return (
    <PageFrame
      title={name}
      crumbs={[...crumbs, { label: name, url: `${base}/${documentAnalysisId}` }]}
      crumbsLoading={loading || analysis.isPending}
    >
      <QueryView query={analysis} label="Loading the analysis">
        {(data) => <AnalysisWorkbench key={data.id} useCaseId={useCaseId} analysis={data} />}
      </QueryView>
    </PageFrame>
  );
}
