import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap, type components } from '@ratelens/api';
import { formatDateTime, isAdminRole } from '@ratelens/domain';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { Link } from '../../components/ui/Link.tsx';
import { StaticTable } from '../../components/ui/StaticTable.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { errorMessage } from '../../app/error-message.ts';
import { useCurrentUser } from '../../app/user-info.tsx';
import { CollectionChart } from '../../components/charts/CollectionChart.tsx';
import type { ChartItem } from '../../components/charts/chart-model.ts';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { QueryView } from '../../app/QueryView.tsx';
import { useQueryHooks, useServices, useToast } from '../../app/services.tsx';
import { BandBadge, stabilityBandOf } from './columns.tsx';
import { reportPath } from './ModelReportPage.tsx';
import { useUseCaseCrumbs } from './use-case-crumbs.tsx';
import './catalog.css';

type Stability = components['schemas']['ModelStability'];

const STABILITY_DAYS = 365;

/** PSI by month as a line chart with the 0.10 and 0.25 band limits drawn across it. */
export function psiTrendChart(stability: Stability): ChartItem {
  return {
    chartType: 'lineChart',
    chartTitle: 'PSI by month',
    chartOptions: ['thresholds:0.1,0.25', 'medium'],
    xAxisLabel: 'Month',
    yAxisLabel: 'PSI',
    dropDownText: null,
    visibleCount: 1,
    noOfColumns: 1,
    enhanceDropDownOptions: [],
    data: [
      {
        color: '#1d4ed8',
        legendLabel: 'PSI',
        legendCode: 'psi',
        dataPoints: stability.series.map((point) => ({
          label: point.date.slice(0, 7),
          value: Number(point.psi.toFixed(3)),
          symbol: null,
        })),
      },
    ],
  };
}

function StabilityPanel({ modelId }: { modelId: string }) {
  const stability = useQueryHooks().useQuery('get', '/api/model/{id}/stability', {
    params: { path: { id: modelId }, query: { days: STABILITY_DAYS } },
  });
  return (
    <section className="panel" aria-labelledby="stability-heading">
      <h2 id="stability-heading">Stability</h2>
      <p className="page-frame__description">
        Population stability against the training baseline over the last {STABILITY_DAYS} days. Bands: PSI or
        CSI below 0.10 is stable, 0.10 to 0.25 needs monitoring, above 0.25 is a shift.
      </p>
      <QueryView query={stability} label="Loading stability metrics">
        {(data) => (
          <>
            <dl className="catalog__facts">
              <div>
                <dt>Overall PSI</dt>
                <dd>
                  {data.overallPsi.toFixed(3)} <BandBadge band={data.band} />
                </dd>
              </div>
              <div>
                <dt>Computed</dt>
                <dd>{formatDateTime(data.computedAt)}</dd>
              </div>
              <div>
                <dt>Inputs in shift</dt>
                <dd>{data.features.filter((f) => f.band === 'shift').length}</dd>
              </div>
            </dl>
            {data.series.length > 0 ? <CollectionChart item={psiTrendChart(data)} level={3} /> : null}
            {data.features.length === 0 ? (
              <EmptyState title="No input has a CSI yet">
                CSI per input appears after the next scoring run.
              </EmptyState>
            ) : (
              <StaticTable
                caption="Characteristic stability (CSI) by input"
                columns={['Input', 'CSI', 'Band']}
              >
                {[...data.features]
                  .sort((a, b) => b.csi - a.csi)
                  .map((feature) => (
                    <tr key={feature.feature}>
                      <th scope="row">{feature.feature}</th>
                      <td>{feature.csi.toFixed(3)}</td>
                      <td>
                        <BandBadge band={feature.band ?? stabilityBandOf(feature.csi)} />
                      </td>
                    </tr>
                  ))}
              </StaticTable>
            )}
          </>
        )}
      </QueryView>
    </section>
  );
}

function ReportsPanel({ useCaseId, modelId }: { useCaseId: string; modelId: string }) {
  const reports = useQueryHooks().useQuery('get', '/api/model/{id}/reports', {
    params: { path: { id: modelId } },
  });
  return (
    <section className="panel" aria-labelledby="reports-heading">
      <h2 id="reports-heading">Reports</h2>
      <QueryView query={reports} label="Loading reports">
        {(items) =>
          items.length === 0 ? (
            <EmptyState title="Model reports will become available as and when they are ready">
              Reports are computed after the model's data is loaded; come back after the next scoring run.
            </EmptyState>
          ) : (
            <ul className="catalog__links">
              {items.map((report) => (
                <li key={report.id}>
                  <Link href={reportPath(useCaseId, modelId, report.id)}>{report.name}</Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}

/**
 * POST /api/model/{id}/reset behind a confirmation that says what it removes; the result is a toast and
 * the page's figures are fetched again.
 */
function ResetModel({ modelId, name }: { modelId: string; name: string }) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const reset = useMutation({
    mutationFn: async () =>
      unwrap(await api.POST('/api/model/{id}/reset', { params: { path: { id: modelId } } })),
    onSuccess: async (job) => {
      setOpen(false);
      toast({
        title: `Monitoring of ${name} reset`,
        description:
          job.status === 'succeeded'
            ? 'Its stability findings were removed and detected again from the stored distributions.'
            : `The reset is ${job.status}.`,
      });
      await queryClient.invalidateQueries({
        predicate: (q) =>
          JSON.stringify(q.queryKey).includes('/api/model') ||
          JSON.stringify(q.queryKey).includes('/api/anomaly'),
      });
    },
    onError: (error) =>
      toast({ title: 'Could not reset the model', description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <>
      <Button variant="destructive" onPress={() => setOpen(true)}>
        Reset model
      </Button>
      <Modal isDismissable isOpen={open} onOpenChange={setOpen}>
        <Dialog title={`Reset ${name}?`} role="alertdialog">
          <p>
            This removes every stability anomaly raised about this model, whatever its triage state, comments
            and votes, and detects them again from the stored score and input distributions. The loaded scores
            and the model itself stay.
          </p>
          <div className="form-actions">
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Keep as is
            </Button>
            <Button variant="destructive" isPending={reset.isPending} onPress={() => reset.mutate()}>
              Reset model
            </Button>
          </div>
        </Dialog>
      </Modal>
    </>
  );
}

export function ModelPage() {
  const { useCaseId = '', modelId = '' } = useParams();
  const { crumbs, loading } = useUseCaseCrumbs(useCaseId);
  const model = useQueryHooks().useQuery('get', '/api/model/{id}', { params: { path: { id: modelId } } });
  const name = model.data?.name ?? 'Model';
  const user = useCurrentUser();
  return (
    <PageFrame
      title={name}
      crumbs={[...crumbs, { label: name, url: `/use-cases/${useCaseId}/models/${modelId}` }]}
      crumbsLoading={loading || model.isPending}
      actions={model.data && isAdminRole(user.roleName) ? <ResetModel modelId={modelId} name={name} /> : null}
    >
      <QueryView query={model} label="Loading the model">
        {(data) => (
          <>
            <dl className="catalog__facts">
              <div>
                <dt>Version</dt>
                <dd>{data.version}</dd>
              </div>
              <div>
                <dt>Kind</dt>
                <dd>{data.kind}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>{data.status}</dd>
              </div>
              <div>
                <dt>Last scored</dt>
                <dd>{data.lastScoredAt ? formatDateTime(data.lastScoredAt) : 'Never'}</dd>
              </div>
            </dl>
            {data.description ? <p>{data.description}</p> : null}
            <ReportsPanel useCaseId={useCaseId} modelId={modelId} />
            <StabilityPanel modelId={modelId} />
          </>
        )}
      </QueryView>
    </PageFrame>
  );
}
