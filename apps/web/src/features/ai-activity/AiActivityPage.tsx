import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/ui/Link.tsx';
import { Select } from '../../components/ui/Select.tsx';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { QueryView } from '../../app/QueryView.tsx';
import { useQueryHooks } from '../../app/services.tsx';
import { useUseCaseCrumbs } from '../catalog/use-case-crumbs.tsx';
import { ChartPanel } from './ChartPanel.tsx';
import { ChatSummaries } from './ChatSummaries.tsx';
import { RecentChats } from './RecentChats.tsx';
import { activityCharts, type ChatActivity } from './activity-figures.ts';
import './ai-activity.css';

const PERIODS = [
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
  { value: '180', label: 'Last 180 days' },
  { value: '365', label: 'Last 365 days' },
];

function Totals({ activity }: { activity: ChatActivity }) {
  const t = activity.totals;
  const answers = t.answered + t.notFound;
  const items: [string, string][] = [
    ['Questions', String(t.questions)],
    ['Answers found', String(t.answered)],
    ['"Not found"', answers > 0 ? `${t.notFound} (${Math.round((t.notFound / answers) * 100)}%)` : '0'],
    ['Votes up', String(t.upVotes)],
    ['Votes down', String(t.downVotes)],
  ];
  return (
    <dl className="ai-totals">
      {items.map(([label, value]) => (
        <div key={label} className="ai-totals__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DriftNote({ activity }: { activity: ChatActivity }) {
  const { reference, thresholds } = activity.drift;
  const latest = [...activity.drift.weeks].reverse().find((w) => w.scoreBand || w.notFoundBand);
  return (
    <p className="ai-drift-note">
      Reference period: {reference.weeks[0] ?? '–'} to {reference.weeks.at(-1) ?? '–'} ({reference.answers}{' '}
      documents answers). PSI below {thresholds.monitor} is stable, up to {thresholds.shift} needs monitoring,
      above is a shift.{' '}
      {latest
        ? `Latest compared week ${latest.week}: retrieval scores ${latest.scoreBand ?? 'no index'}, "not found" rate ${latest.notFoundBand ?? 'no index'}.`
        : 'No week after the reference period has answers to compare yet.'}
    </p>
  );
}

/** A use case's assistant: what it was asked, how it answered, what it cited and whether it drifts. */
export function AiActivityPage() {
  const { useCaseId = '' } = useParams();
  const { crumbs, loading } = useUseCaseCrumbs(useCaseId);
  const [days, setDays] = useState('90');
  const activity = useQueryHooks().useQuery(
    'get',
    '/api/usecase/{usecaseId}/chats/activity',
    { params: { path: { usecaseId: useCaseId }, query: { days: Number(days) } } },
    { placeholderData: (previous) => previous },
  );
  return (
    <PageFrame
      title="AI activity"
      crumbs={[...crumbs, { label: 'AI activity', url: `/use-cases/${useCaseId}/ai-activity` }]}
      crumbsLoading={loading}
      description="How this use case's assistant is used and answers, and whether its answering drifts."
      actions={
        <>
          <Link href={`/use-cases/${useCaseId}/down-voted-answers`}>Down-voted answers</Link>
          <Select label="Period" options={PERIODS} value={days} onChange={(v) => setDays(v ?? '90')} />
        </>
      }
    >
      <QueryView query={activity} label="Loading AI activity">
        {(data) => (
          <>
            <Totals activity={data} />
            {data.totals.questions === 0 ? (
              <EmptyState title="No questions in this period">
                Charts fill in as people ask this use case&apos;s assistant.
              </EmptyState>
            ) : null}
            <div className="ai-charts">
              {activityCharts(data).map((chart) => (
                <ChartPanel
                  key={chart.id}
                  chart={chart}
                  note={chart.id === 'drift' ? <DriftNote activity={data} /> : undefined}
                />
              ))}
            </div>
          </>
        )}
      </QueryView>
      <ChatSummaries useCaseId={useCaseId} days={Number(days)} />
      <RecentChats useCaseId={useCaseId} days={Number(days)} />
    </PageFrame>
  );
}
