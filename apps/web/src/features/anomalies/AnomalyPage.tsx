import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import { filter } from '@ratelens/domain';
import { listQuery, unwrap, type components } from '@ratelens/api';
import { Button } from '../../components/ui/Button.tsx';
import { Link } from '../../components/ui/Link.tsx';
import { Select } from '../../components/ui/Select.tsx';
import { TextAreaField } from '../../components/ui/TextArea.tsx';
import { ToggleButton } from '../../components/ui/ToggleButton.tsx';
import { CollectionChart } from '../../components/charts/CollectionChart.tsx';
import type { ChartItem } from '../../components/charts/chart-model.ts';
import { invalidateAfter } from '../../app/cache-tags.ts';
import { errorMessage } from '../../app/error-message.ts';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { QueryView } from '../../app/QueryView.tsx';
import { useQueryHooks, useServices, useToast } from '../../app/services.tsx';
import { FileView, fileFrom } from '../assistant/FileView.tsx';
import { useUseCaseNames } from './AnomaliesPage.tsx';
import { SeverityBadge, formatDateTime, locationLabel, metricLabel, metricValue } from './columns.tsx';
import { geoChart } from './geo-chart.ts';

type AnomalyDetail = components['schemas']['AnomalyDetail'];
type AnomalyAction = components['schemas']['AnomalyAction'];

/** Observed against expected over time, one line each. */
export function observedExpectedChart(anomaly: AnomalyDetail): ChartItem {
  const points = (series: AnomalyDetail['observedSeries']) =>
    series.map((point) => ({ label: point.date, value: point.value, symbol: null }));
  return {
    chartType: 'lineChart',
    chartTitle: 'Observed versus expected',
    chartOptions: ['legend', 'multiSelectLegend', 'medium'],
    xAxisLabel: 'Period',
    yAxisLabel: metricLabel(anomaly.metric),
    dropDownText: null,
    visibleCount: 2,
    noOfColumns: 1,
    enhanceDropDownOptions: [],
    data: [
      {
        color: '#dc2626',
        legendLabel: 'Observed',
        legendCode: 'observed',
        dataPoints: points(anomaly.observedSeries),
      },
      {
        color: '#64748b',
        legendLabel: 'Expected',
        legendCode: 'expected',
        dataPoints: points(anomaly.expectedSeries),
      },
    ],
  };
}

function StatusWorkflow({ anomaly }: { anomaly: AnomalyDetail }) {
  const { api, queryClient } = useServices();
  const toast = useToast();
  const statuses = useQueryHooks().useQuery('get', '/api/anomaly-status', {
    params: { query: listQuery({ orderBy: 'sortOrder', pageSize: 100 }) },
  });
  const [next, setNext] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const update = useMutation({
    mutationFn: async () =>
      unwrap(
        await api.PUT('/api/anomaly/{id}', {
          params: { path: { id: anomaly.id } },
          body: { ...(next ? { statusId: next } : {}), ...(note.trim() ? { note: note.trim() } : {}) },
        }),
      ),
    onSuccess: async (saved) => {
      setNext(null);
      setNote('');
      await invalidateAfter(queryClient, 'updateAnomaly');
      toast({ title: 'Anomaly updated', description: `Status: ${saved.statusName}` });
    },
    onError: (error) =>
      toast({
        title: 'Could not update the anomaly',
        description: errorMessage(error),
        variant: 'destructive',
      }),
  });
  const steps = [...(statuses.data?.items ?? [])].sort((a, b) => a.sortOrder - b.sortOrder);
  return (
    <section className="panel" aria-labelledby="workflow-heading">
      <h2 id="workflow-heading">Status</h2>
      <ol className="workflow" aria-label="Workflow">
        {steps.map((step) => (
          <li
            key={step.id}
            aria-current={step.id === anomaly.statusId ? 'step' : undefined}
            title={step.description ?? ''}
          >
            {step.name}
          </li>
        ))}
      </ol>
      <form
        className="anomaly__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (next || note.trim()) update.mutate();
        }}
      >
        <Select
          label="Move to status"
          placeholder="Choose a status"
          options={steps
            .filter((s) => s.id !== anomaly.statusId)
            .map((s) => ({ value: s.id, label: s.name }))}
          value={next}
          onChange={setNext}
        />
        <TextAreaField label="Note" placeholder="Why, or what you found" value={note} onChange={setNote} />
        <Button type="submit" isPending={update.isPending} isDisabled={!next && !note.trim()}>
          Update status
        </Button>
      </form>
    </section>
  );
}

function ActionVotes({ anomalyId, action }: { anomalyId: string; action: AnomalyAction }) {
  const { api, queryClient } = useServices();
  const toast = useToast();
  const vote = useMutation({
    mutationFn: async (direction: 'up' | 'down') => {
      const params = { params: { path: { id: anomalyId, actionId: action.id } } };
      return unwrap(
        direction === 'up'
          ? await api.POST('/api/anomaly/{id}/action/{actionId}/up_vote', params)
          : await api.POST('/api/anomaly/{id}/action/{actionId}/down_vote', params),
      );
    },
    onSuccess: () => invalidateAfter(queryClient, 'upvoteAnomalyAction', 'downvoteAnomalyAction'),
    onError: (error) =>
      toast({ title: 'Your vote was not counted', description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <div className="votes" role="group" aria-label={`Votes on ${action.title}`}>
      <ToggleButton
        isSelected={action.myVote === 'up'}
        isDisabled={vote.isPending}
        onChange={() => vote.mutate('up')}
        aria-label={`Up vote ${action.title}`}
      >
        <span aria-hidden="true">▲</span> {action.upVotes}
      </ToggleButton>
      <ToggleButton
        isSelected={action.myVote === 'down'}
        isDisabled={vote.isPending}
        onChange={() => vote.mutate('down')}
        aria-label={`Down vote ${action.title}`}
      >
        <span aria-hidden="true">▼</span> {action.downVotes}
      </ToggleButton>
    </div>
  );
}

function ReportFiles({ anomaly }: { anomaly: AnomalyDetail }) {
  const { api } = useServices();
  const [open, setOpen] = useState<string | null>(null);
  const report = anomaly.reports.find((r) => r.filename === open);
  return (
    <section className="panel" aria-labelledby="reports-heading">
      <h2 id="reports-heading">Report</h2>
      {anomaly.reports.length === 0 ? (
        <EmptyState title="No report file is attached">
          Reports are written when the detector raises the anomaly.
        </EmptyState>
      ) : (
        <ul className="catalog__links">
          {anomaly.reports.map((file) => (
            <li key={file.filename}>
              <Button
                variant="secondary"
                onPress={() => setOpen(file.filename)}
                aria-pressed={open === file.filename}
              >
                View {file.title}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {report ? (
        <FileView
          queryKey={['anomaly-report', anomaly.id, report.filename, report.reference]}
          filename={report.filename}
          load={async (signal) =>
            fileFrom(
              await api.GET('/api/anomaly/{id}/report/view', {
                params: {
                  path: { id: anomaly.id },
                  query: {
                    filename: report.filename,
                    ...(report.reference ? { reference: report.reference } : {}),
                  },
                },
                parseAs: 'blob',
                signal,
              }),
            )
          }
        />
      ) : null}
    </section>
  );
}

function GeoPanel({ anomaly }: { anomaly: AnomalyDetail }) {
  const filterText = filter()
    .where('usecaseId', 'eq', anomaly.usecaseId)
    .and()
    .where('metric', 'eq', anomaly.metric)
    .build();
  const geo = useQueryHooks().useQuery('get', '/api/anomaly/geo-distribution', {
    params: { query: { filter: filterText } },
  });
  return (
    <QueryView query={geo} label="Loading anomalies by state">
      {(buckets) =>
        buckets.length === 0 ? (
          <EmptyState title="No state-level anomalies of this metric in this use case">
            This anomaly concerns the whole book rather than one state.
          </EmptyState>
        ) : (
          <CollectionChart item={geoChart(`${metricLabel(anomaly.metric)} anomalies by state`, buckets)} />
        )
      }
    </QueryView>
  );
}

export function AnomalyDetailView({ anomaly }: { anomaly: AnomalyDetail }) {
  const useCases = useUseCaseNames();
  return (
    <div className="anomaly__grid">
      <div className="anomaly__column">
        <section className="panel" aria-labelledby="summary-heading">
          <h2 id="summary-heading">Summary</h2>
          <p>{anomaly.description ?? 'No explanation was recorded.'}</p>
          <dl className="catalog__facts">
            <div>
              <dt>Severity</dt>
              <dd>
                <SeverityBadge severity={anomaly.severity} />
              </dd>
            </div>
            <div>
              <dt>Use case</dt>
              <dd>
                <Link href={`/use-cases/${anomaly.usecaseId}`}>{useCases.name(anomaly.usecaseId)}</Link>
              </dd>
            </div>
            {anomaly.modelId ? (
              <div>
                <dt>Model</dt>
                <dd>
                  <Link href={`/use-cases/${anomaly.usecaseId}/models/${anomaly.modelId}`}>
                    Open the model
                  </Link>
                </dd>
              </div>
            ) : null}
            <div>
              <dt>Location</dt>
              <dd>{locationLabel(anomaly.location)}</dd>
            </div>
            <div>
              <dt>Metric</dt>
              <dd>{metricLabel(anomaly.metric)}</dd>
            </div>
            <div>
              <dt>Observed / expected</dt>
              <dd>
                {metricValue(anomaly.metric, anomaly.observedValue)} /{' '}
                {metricValue(anomaly.metric, anomaly.expectedValue)}
              </dd>
            </div>
            <div>
              <dt>Period</dt>
              <dd>
                {anomaly.periodStart} to {anomaly.periodEnd}
              </dd>
            </div>
            <div>
              <dt>Detected</dt>
              <dd>{formatDateTime(anomaly.detectedAt)}</dd>
            </div>
          </dl>
        </section>
        {anomaly.observedSeries.length + anomaly.expectedSeries.length > 0 ? (
          <CollectionChart item={observedExpectedChart(anomaly)} />
        ) : null}
        {anomaly.contributors.length > 0 ? (
          <section className="panel" aria-labelledby="drivers-heading">
            <h2 id="drivers-heading">Main drivers</h2>
            <table className="data-table">
              <caption className="visually-hidden">Main drivers of the anomaly</caption>
              <thead>
                <tr>
                  <th scope="col">Dimension</th>
                  <th scope="col">Value</th>
                  <th scope="col">Share of the departure</th>
                </tr>
              </thead>
              <tbody>
                {anomaly.contributors.map((c) => (
                  <tr key={`${c.dimension}-${c.value}`}>
                    <td>{c.dimension}</td>
                    <th scope="row">{c.value}</th>
                    <td>{(c.contribution * 100).toFixed(1)}%</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
        <GeoPanel anomaly={anomaly} />
        <ReportFiles anomaly={anomaly} />
      </div>
      <div className="anomaly__column">
        <StatusWorkflow anomaly={anomaly} />
        <section className="panel" aria-labelledby="actions-heading">
          <h2 id="actions-heading">Recommended actions</h2>
          {anomaly.actions.length === 0 ? (
            <EmptyState title="No actions recommended yet">
              Add a note in the status panel with what you plan to do.
            </EmptyState>
          ) : (
            <ul className="stack-list stack-list--roomy actions-list">
              {anomaly.actions.map((action) => (
                <li key={action.id} data-action-id={action.id}>
                  <h3>{action.title}</h3>
                  {action.description ? <p>{action.description}</p> : null}
                  <ActionVotes anomalyId={anomaly.id} action={action} />
                </li>
              ))}
            </ul>
          )}
        </section>
        {anomaly.relatedFilings.length > 0 ? (
          <section className="panel" aria-labelledby="filings-heading">
            <h2 id="filings-heading">Related filings</h2>
            <ul className="catalog__links">
              {anomaly.relatedFilings.slice(0, 10).map((filing) => (
                <li key={filing.id}>
                  {filing.trackingNumber}: {filing.carrier}, {filing.state}, {filing.filingType} (
                  {filing.status})
                </li>
              ))}
            </ul>
            {anomaly.relatedFilings.length > 10 ? (
              <p>and {anomaly.relatedFilings.length - 10} more.</p>
            ) : null}
          </section>
        ) : null}
      </div>
    </div>
  );
}

export function AnomalyPage() {
  const { anomalyId = '' } = useParams();
  const anomaly = useQueryHooks().useQuery('get', '/api/anomaly/v2/{id}', {
    params: { path: { id: anomalyId } },
  });
  const title = anomaly.data?.title ?? 'Anomaly';
  return (
    <PageFrame
      title={title}
      crumbs={[
        { label: 'Anomalies', url: '/anomalies' },
        { label: title, url: `/anomalies/${anomalyId}` },
      ]}
      crumbsLoading={anomaly.isPending}
    >
      <QueryView query={anomaly} label="Loading the anomaly">
        {(data) => <AnomalyDetailView anomaly={data} />}
      </QueryView>
    </PageFrame>
  );
}
