import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../components/ui/Button.tsx';
import { Select } from '../../components/ui/Select.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { CollectionChart } from '../../components/charts/CollectionChart.tsx';
import { isSupportedChart } from '../../components/charts/chart-model.ts';
import { copyText } from '../../app/clipboard.ts';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { useToast } from '../../app/services.tsx';
import { useChartCollection, useModelReportQueries } from './graphql.ts';
import { ReportErrorScreen } from './ReportErrorScreen.tsx';
import { labelOfUseCase, useGroup } from './use-case-crumbs.tsx';
import './catalog.css';

export const NO_REPORTS_MESSAGE = 'Model reports will become available as and when they are ready';
export const REPORT_DATA_ERROR = 'An error occurred while fetching report data';
export const CHART_COLLECTION_ERROR =
  'An error occurred while fetching chart collection for the selected report';

/** Any sub-report id the report does not have (such as this one) opens the report's first tab. */
export const FIRST_SUB_REPORT = 'default';

export const reportPath = (
  useCaseId: string,
  modelId: string,
  reportId: string,
  subReportId = FIRST_SUB_REPORT,
) => `/use-cases/${useCaseId}/models/${modelId}/reports/${reportId}/${subReportId}`;

function ChartsSkeleton() {
  return (
    <div className="model-report__skeleton" aria-busy="true">
      {[1, 2, 3, 4].map((block) => (
        <Skeleton key={block} label={`Loading chart ${block} of the report`} height="14rem" />
      ))}
    </div>
  );
}

function SubReportCharts({
  modelId,
  reportId,
  reportType,
}: {
  modelId: string;
  reportId: string;
  reportType: string;
}) {
  const charts = useChartCollection(modelId, reportId, reportType);
  if (charts.isPending) return <ChartsSkeleton />;
  if (charts.isError) {
    return (
      <ReportErrorScreen
        message={CHART_COLLECTION_ERROR}
        error={charts.error}
        onRetry={() => void charts.refetch()}
      />
    );
  }
  if (charts.data.filter(isSupportedChart).length === 0) return <EmptyState title={NO_REPORTS_MESSAGE} />;
  return (
    <div className="model-report__charts">
      {charts.data.map((chart, index) => (
        <CollectionChart key={`${reportType}-${index}-${chart.chartTitle}`} item={chart} />
      ))}
    </div>
  );
}

/** SPEC §2 model report screen. */
export function ModelReportPage() {
  const { useCaseId = '', modelId = '', reportId = '', subReportId = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const { useCase, model, reports, subReports } = useModelReportQueries(modelId, useCaseId, reportId);
  const group = useGroup(useCase.data?.groupId);
  const modelName = model.data?.name ?? 'Model';
  const crumbs = [
    ...(group.data
      ? [{ label: `${group.data.name} Use Cases`, url: `/groups/${group.data.id}/use-cases` }]
      : []),
    { label: useCase.data ? labelOfUseCase(useCase.data) : 'Use case', url: `/use-cases/${useCaseId}` },
    { label: modelName, url: `/use-cases/${useCaseId}/models/${modelId}` },
    { label: 'Overall Reports' },
  ];
  const failed = [useCase, model, reports, subReports].find((query) => query.isError);
  const selected = subReports.data?.find((sub) => sub.id === subReportId);
  const firstSub = subReports.data?.[0];
  if (subReports.data && !selected && firstSub) {
    return <Navigate replace to={reportPath(useCaseId, modelId, reportId, firstSub.id)} />;
  }

  let body;
  if (failed) {
    body = (
      <ReportErrorScreen
        message={REPORT_DATA_ERROR}
        error={failed.error}
        onRetry={() => {
          for (const query of [useCase, model, reports, subReports]) if (query.isError) void query.refetch();
        }}
      />
    );
  } else if (!reports.data || !subReports.data) {
    body = <ChartsSkeleton />;
  } else if (reports.data.length === 0 || !selected) {
    body = <EmptyState title={NO_REPORTS_MESSAGE} />;
  } else {
    body = (
      <Tabs
        label="Sub-reports"
        selectedKey={selected.id}
        items={subReports.data.map((sub) => ({
          id: sub.id,
          label: sub.name,
          href: reportPath(useCaseId, modelId, reportId, sub.id),
        }))}
      >
        <SubReportCharts modelId={modelId} reportId={reportId} reportType={selected.key} />
      </Tabs>
    );
  }

  return (
    <PageFrame
      title={model.data ? `${modelName} Reports` : 'Model Reports'}
      crumbs={crumbs}
      crumbsLoading={useCase.isPending || model.isPending}
      actions={
        <>
          <Select
            label="Report"
            hideLabel
            className="model-report__selector"
            placeholder="Select Report"
            options={(reports.data ?? []).map((report) => ({ value: report.id, label: report.name }))}
            value={reports.data?.some((report) => report.id === reportId) ? reportId : null}
            onChange={(value) =>
              value && value !== reportId && void navigate(reportPath(useCaseId, modelId, value))
            }
          />
          <Button
            variant="secondary"
            onPress={async () => {
              if (await copyText(window.location.href)) {
                toast({ title: 'Link copied', description: 'The link to this report is on your clipboard.' });
              }
            }}
          >
            Share
          </Button>
          <Button variant="secondary" isDisabled>
            Save this report
          </Button>
        </>
      }
    >
      {body}
    </PageFrame>
  );
}
