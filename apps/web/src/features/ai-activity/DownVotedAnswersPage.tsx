import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { formatDateTime } from '@ratelens/domain';
import { listQuery, unwrap, type components } from '@ratelens/api';
import { Button } from '../../components/ui/Button.tsx';
import { columnHelper, useServerList } from '../../components/ui/DataTable.tsx';
import { errorMessage } from '../../app/error-message.ts';
import { saveFile } from '../../app/save-file.ts';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { useApi, useQueryHooks, useToast } from '../../app/services.tsx';
import { fileFrom } from '../assistant/FileView.tsx';
import { useUseCaseCrumbs } from '../catalog/use-case-crumbs.tsx';
import './ai-activity.css';
import { ListTable } from '../../app/QueryView.tsx';

type DownVoted = components['schemas']['DownVotedAnswer'];
type Rerun = components['schemas']['EvaluationRerunResult'];

const SORTABLE = new Set(['votedAt', 'answeredAt', 'approach', 'engineVersion']);

function excerpt(text: string | null, length = 160): string {
  if (!text) return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

function columns() {
  const column = columnHelper<DownVoted>();
  return column.columns([
    column.accessor('votedAt', {
      header: 'Voted',
      cell: (info) => formatDateTime(new Date(info.getValue())),
    }),
    column.accessor('question', {
      header: 'Question',
      enableSorting: false,
      cell: (info) => excerpt(info.getValue(), 120),
    }),
    column.accessor('answer', {
      header: 'Answer',
      enableSorting: false,
      cell: (info) => excerpt(info.getValue()),
    }),
    column.accessor('approach', { header: 'Approach', cell: (info) => info.getValue() }),
    column.accessor('reason', {
      header: 'Reason',
      enableSorting: false,
      cell: (info) => info.getValue() ?? <span className="ai-muted">No reason given</span>,
    }),
    column.accessor('voterName', {
      header: 'Voted by',
      enableSorting: false,
      cell: (info) => info.getValue() ?? info.row.original.askerEmail,
    }),
    column.accessor('engineVersion', { header: 'Engine version', cell: (info) => info.getValue() }),
  ]);
}

function RerunResults({ result }: { result: Rerun }) {
  return (
    <section className="panel ai-rerun" aria-labelledby="rerun-heading">
      <h2 id="rerun-heading">Re-run against the current engine</h2>
      <p role="status">
        {result.changed} of {result.total} {result.total === 1 ? 'answer' : 'answers'} changed.
      </p>
      <ol className="ai-rerun__list">
        {result.items.map((item) => (
          <li key={`${item.messageId}.${item.approach}`} className="ai-rerun__item">
            <h3>
              {item.question}{' '}
              <span className={`badge ${item.changed ? 'badge--off' : 'badge--ok'}`}>
                {item.changed
                  ? [
                      item.textChanged ? 'Text changed' : null,
                      item.citationsChanged ? 'Sources changed' : null,
                    ]
                      .filter(Boolean)
                      .join(', ')
                  : 'Unchanged'}
              </span>
            </h3>
            <div className="ai-rerun__compare">
              <div>
                <h4>Stored ({item.before.engineVersion})</h4>
                <p>{item.before.text}</p>
              </div>
              <div>
                <h4>Now ({item.after.engineVersion})</h4>
                <p>{item.after.text}</p>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The evaluation set of a use case's assistant: down-voted answers, their export and a re-run. */
export function DownVotedAnswersPage() {
  const { useCaseId = '' } = useParams();
  const api = useApi();
  const toast = useToast();
  const { crumbs, loading } = useUseCaseCrumbs(useCaseId);
  const list = useServerList({ sortable: SORTABLE, sort: [{ id: 'votedAt', desc: true }] });
  const path = { usecaseId: useCaseId };
  const answers = useQueryHooks().useQuery(
    'get',
    '/api/usecase/{usecaseId}/chats/evaluation/down-votes',
    {
      params: {
        path,
        query: listQuery({ page: list.page, pageSize: list.pageSize, orderBy: list.orderBy }),
      },
    },
    { placeholderData: (previous) => previous },
  );
  const [exporting, setExporting] = useState<'csv' | 'json' | null>(null);
  const exportAs = async (format: 'csv' | 'json') => {
    setExporting(format);
    try {
      const result = await api.GET('/api/usecase/{usecaseId}/chats/evaluation/down-votes/export', {
        params: { path, query: { format } },
        parseAs: 'blob',
      });
      const file = fileFrom(result as Parameters<typeof fileFrom>[0]);
      const named = /filename="([^"]+)"/.exec(result.response.headers.get('content-disposition') ?? '')?.[1];
      saveFile(file.blob, named ?? `down-voted-answers.${format}`);
    } catch (error) {
      toast({ title: 'Could not export', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setExporting(null);
    }
  };
  const rerun = useMutation({
    mutationFn: async () =>
      unwrap(
        await api.POST('/api/usecase/{usecaseId}/chats/evaluation/rerun', { params: { path }, body: {} }),
      ),
    onError: (error) =>
      toast({ title: 'Could not re-run', description: errorMessage(error), variant: 'destructive' }),
  });
  const count = answers.data?.total ?? 0;
  return (
    <PageFrame
      title="Down-voted answers"
      crumbs={[...crumbs, { label: 'Down-voted answers', url: `/use-cases/${useCaseId}/down-voted-answers` }]}
      crumbsLoading={loading}
      description="Answers people voted down, with their reasons: the assistant's evaluation set."
      actions={
        <>
          <Button
            variant="secondary"
            isDisabled={count === 0}
            isPending={exporting === 'csv'}
            onPress={() => void exportAs('csv')}
          >
            Export CSV
          </Button>
          <Button
            variant="secondary"
            isDisabled={count === 0}
            isPending={exporting === 'json'}
            onPress={() => void exportAs('json')}
          >
            Export JSON
          </Button>
          <Button isDisabled={count === 0} isPending={rerun.isPending} onPress={() => rerun.mutate()}>
            Re-run against current engine
          </Button>
        </>
      }
    >
      <ListTable
        label="Down-voted answers"
        columns={columns()}
        query={answers}
        keepPageOnRefetchError
        list={list}
        noun="down-voted answers"
        empty={
          <EmptyState title="No down-voted answers">
            Answers voted down in this use case&apos;s chats show here with the voter&apos;s reason.
          </EmptyState>
        }
      />
      {rerun.data ? <RerunResults result={rerun.data} /> : null}
    </PageFrame>
  );
}
