import { useState } from 'react';
import { US_STATE_CODES, usStateName } from '@ratelens/domain';
import { listQuery } from '@ratelens/api';
import { useServerList } from '../../components/ui/DataTable.tsx';
import { Select } from '../../components/ui/Select.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { CollectionChart } from '../../components/charts/CollectionChart.tsx';
import { ErrorScreen } from '../../app/ErrorScreen.tsx';
import { EmptyState, PageFrame } from '../../app/PageFrame.tsx';
import { useQueryHooks } from '../../app/services.tsx';
import { labelOfUseCase } from '../catalog/use-case-crumbs.tsx';
import { ANOMALY_SORTABLE, anomalyColumns } from './columns.tsx';
import { NO_FILTERS, anomalyFilter, type AnomalyFilters } from './anomaly-filter.ts';
import { geoChart } from './geo-chart.ts';
import '../catalog/catalog.css';
import { ListTable } from '../../app/QueryView.tsx';

const ANY = '';

export function useUseCaseNames() {
  const useCases = useQueryHooks().useQuery('get', '/api/usecase', {
    params: { query: listQuery({ orderBy: 'name', pageSize: 100 }) },
  });
  const items = useCases.data?.items ?? [];
  const names = new Map(items.map((u) => [u.id, labelOfUseCase(u)]));
  return { items, name: (id: string) => names.get(id) ?? 'Unknown use case' };
}

function GeoDistribution({ filterText }: { filterText: string | undefined }) {
  const geo = useQueryHooks().useQuery('get', '/api/anomaly/geo-distribution', {
    params: { query: filterText ? { filter: filterText } : {} },
  });
  if (geo.isPending) return <Skeleton label="Loading anomalies by state" height="20rem" />;
  if (geo.isError) return <ErrorScreen error={geo.error} onRetry={() => void geo.refetch()} />;
  if (geo.data.length === 0) {
    return <EmptyState title="No anomaly is tied to a state for these filters" />;
  }
  return <CollectionChart item={geoChart('Anomalies by state', geo.data)} />;
}

export function AnomaliesPage() {
  const $api = useQueryHooks();
  const list = useServerList({ sortable: ANOMALY_SORTABLE, sort: [{ id: 'detectedAt', desc: true }] });
  const [filters, setFilters] = useState<AnomalyFilters>(NO_FILTERS);
  const statuses = $api.useQuery('get', '/api/anomaly-status', {
    params: { query: listQuery({ orderBy: 'sortOrder', pageSize: 100 }) },
  });
  const useCases = useUseCaseNames();
  const filterText = anomalyFilter(filters);
  const anomalies = $api.useQuery(
    'get',
    '/api/anomaly',
    {
      params: {
        query: listQuery({
          page: list.page,
          pageSize: list.pageSize,
          orderBy: list.orderBy,
          filter: filterText,
        }),
      },
    },
    { placeholderData: (previous) => previous },
  );
  const change = (patch: Partial<AnomalyFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    list.resetPage();
  };
  const filtered = filterText !== undefined;

  return (
    <PageFrame
      title="Anomalies"
      description="Spikes, outliers and stability shifts found in your data and models."
      crumbs={[{ label: 'Anomalies', url: '/anomalies' }]}
    >
      <section className="panel" aria-label="Anomaly list">
        <div className="filters">
          <TextField
            label="Search"
            placeholder="Title"
            value={filters.search}
            onChange={(search) => change({ search })}
          />
          <Select
            label="Severity"
            options={[
              { value: ANY, label: 'Any severity' },
              { value: '3', label: 'High' },
              { value: '2', label: 'Medium' },
              { value: '1', label: 'Low' },
            ]}
            value={filters.severity ?? ANY}
            onChange={(value) => change({ severity: value || null })}
          />
          <Select
            label="Status"
            options={[
              { value: ANY, label: 'Any status' },
              ...(statuses.data?.items ?? []).map((s) => ({ value: s.id, label: s.name })),
            ]}
            value={filters.statusId ?? ANY}
            onChange={(value) => change({ statusId: value || null })}
          />
          <Select
            label="Use case"
            options={[
              { value: ANY, label: 'Any use case' },
              ...useCases.items.map((u) => ({ value: u.id, label: labelOfUseCase(u) })),
            ]}
            value={filters.usecaseId ?? ANY}
            onChange={(value) => change({ usecaseId: value || null })}
          />
          <Select
            label="Location"
            options={[
              { value: ANY, label: 'Any state' },
              ...US_STATE_CODES.map((code) => ({ value: code, label: usStateName(code) ?? code })),
            ]}
            value={filters.location ?? ANY}
            onChange={(value) => change({ location: value || null })}
          />
          {filtered ? (
            <Button variant="quiet" onPress={() => change(NO_FILTERS)}>
              Clear filters
            </Button>
          ) : null}
        </div>
        <ListTable
          label="Anomalies"
          columns={anomalyColumns(useCases.name, (anomaly) => `/anomalies/${anomaly.id}`)}
          query={anomalies}
          list={list}
          noun="anomalies"
          empty={
            <EmptyState title={filtered ? 'No anomaly matches these filters' : 'No anomalies found'}>
              {filtered
                ? 'Loosen or clear the filters to see more.'
                : 'Detectors run after each data load; load portfolio or model data through data ingestion to find some.'}
            </EmptyState>
          }
        />
      </section>
      <GeoDistribution filterText={filterText} />
    </PageFrame>
  );
}
