import { listQuery } from '@ratelens/api';
import { US_STATES } from '@ratelens/domain';
import { Button } from '../../components/ui/Button.tsx';
import { columnHelper } from '../../components/ui/DataTable.tsx';
import { Select } from '../../components/ui/Select.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { EmptyState } from '../../app/PageFrame.tsx';
import { useQueryHooks } from '../../app/services.tsx';
import { useBreakdown } from './MarketCharts.tsx';
import { Panel } from './WorkspaceFigure.tsx';
import { capitalise, percent, plural, usd } from './workspace-format.ts';
import {
  FILTER_PARAMS,
  type Filing,
  RANGE_FILTERS,
  STATUS_OPTIONS,
  TYPE_OPTIONS,
  type WorkspaceState,
  validRangeValue,
} from './workspace-state.ts';
import { ListTable } from '../../app/QueryView.tsx';

// The filing explorer: a server-paged table filtered and sorted through the URL.

const filing = columnHelper<Filing>();
const FILING_COLUMNS = [
  filing.accessor('trackingNumber', { header: 'Tracking number' }),
  filing.accessor('carrier', { header: 'Carrier' }),
  filing.accessor('state', { header: 'State' }),
  filing.accessor('lineOfBusiness', {
    header: 'Line of business',
    cell: (info) => capitalise(info.getValue()),
  }),
  filing.accessor('filingType', { header: 'Filing type', cell: (info) => capitalise(info.getValue()) }),
  filing.accessor('status', { header: 'Status', cell: (info) => capitalise(info.getValue()) }),
  filing.accessor('requestedRateChange', {
    header: 'Requested change',
    cell: (info) => percent(info.getValue()),
  }),
  filing.accessor('approvedRateChange', {
    header: 'Approved change',
    cell: (info) => percent(info.getValue()),
  }),
  filing.accessor('premiumImpact', { header: 'Premium impact', cell: (info) => usd(info.getValue()) }),
  filing.accessor('submittedDate', { header: 'Submitted' }),
  filing.accessor('dispositionDate', { header: 'Disposition', cell: (info) => info.getValue() ?? '–' }),
  filing.accessor('effectiveDate', { header: 'Effective', cell: (info) => info.getValue() ?? '–' }),
];

export function Explorer({ tenantId, state }: { tenantId: string; state: WorkspaceState }) {
  const { list } = state;
  const filings = useQueryHooks().useQuery(
    'get',
    '/api/tenant/{tenantId}/filing-summary',
    {
      params: {
        path: { tenantId },
        query: {
          ...listQuery({ page: list.page, pageSize: list.pageSize, orderBy: list.orderBy }),
          days: state.days,
          ...(state.filterText ? { filter: state.filterText } : {}),
        },
      },
    },
    { placeholderData: (previous) => previous },
  );
  const lines = useBreakdown(tenantId, 'lineOfBusiness', { ...state, filterText: undefined });
  const carriers = useBreakdown(tenantId, 'carrier', { ...state, filterText: undefined });
  const active = FILTER_PARAMS.filter((p) => state.filters[p]);
  const activeCount =
    active.length +
    (state.search ? 1 : 0) +
    RANGE_FILTERS.filter((r) => validRangeValue(r.kind, state.ranges[r.param])).length;
  const option = (value: string, label: string) => ({ value, label });
  const any = (label: string) => option('', label);
  return (
    <Panel title="Filings explorer" id="ci-explorer" wide>
      <div className="filters ci-filters">
        <Select
          label="State"
          options={[
            any('All states'),
            ...Object.entries(US_STATES).map(([code, name]) => option(code, name)),
          ]}
          value={state.filters.state ?? ''}
          onChange={(value) => state.set({ state: value || null })}
        />
        <Select
          label="Carrier"
          options={[any('All carriers'), ...(carriers.data?.items ?? []).map((c) => option(c.key, c.label))]}
          value={state.filters.carrier ?? ''}
          onChange={(value) => state.set({ carrier: value || null })}
        />
        <Select
          label="Line of business"
          options={[any('All lines'), ...(lines.data?.items ?? []).map((l) => option(l.key, l.label))]}
          value={state.filters.lineOfBusiness ?? ''}
          onChange={(value) => state.set({ lineOfBusiness: value || null })}
        />
        <Select
          label="Status"
          options={[any('All statuses'), ...STATUS_OPTIONS.map((s) => option(s, capitalise(s)))]}
          value={state.filters.status ?? ''}
          onChange={(value) => state.set({ status: value || null })}
        />
        <Select
          label="Filing type"
          options={[any('All types'), ...TYPE_OPTIONS.map((s) => option(s, capitalise(s)))]}
          value={state.filters.filingType ?? ''}
          onChange={(value) => state.set({ filingType: value || null })}
        />
        <TextField
          label="Tracking number"
          placeholder="Contains"
          value={state.search}
          onChange={(value) => state.set({ q: value })}
        />
        {RANGE_FILTERS.map((r) => {
          const value = state.ranges[r.param];
          const invalid = value !== '' && !validRangeValue(r.kind, value);
          return (
            <TextField
              key={r.param}
              label={r.label}
              type={r.kind === 'date' ? 'date' : 'text'}
              inputMode={r.kind === 'number' ? 'decimal' : undefined}
              value={value}
              isInvalid={invalid}
              errorMessage={r.kind === 'date' ? 'Enter a date' : 'Enter a number such as 5 or -2.5'}
              onChange={(next) => state.set({ [r.param]: next })}
            />
          );
        })}
      </div>
      {activeCount > 0 ? (
        <p className="ci-active">
          <span>{plural(activeCount, 'filter')} applied to every figure.</span>{' '}
          <Button
            variant="secondary"
            onPress={() =>
              state.set({
                state: null,
                carrier: null,
                lineOfBusiness: null,
                status: null,
                filingType: null,
                q: null,
                ...Object.fromEntries(RANGE_FILTERS.map((r) => [r.param, null])),
              })
            }
          >
            Clear filters
          </Button>
        </p>
      ) : null}
      <ListTable
        label="Filings"
        columns={FILING_COLUMNS}
        query={filings}
        list={list}
        noun="filings"
        empty={<EmptyState title="No filing matches these filters" />}
      />
    </Panel>
  );
}
