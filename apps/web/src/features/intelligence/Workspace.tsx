import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortingState } from '@tanstack/react-table';
import { listQuery, type components } from '@ratelens/api';
import { filter, formatDateTime, US_STATES } from '@ratelens/domain';
import { Button } from '../../components/ui/Button.tsx';
import { columnHelper, DataTable, type ServerList } from '../../components/ui/DataTable.tsx';
import { Select } from '../../components/ui/Select.tsx';
import { Skeleton } from '../../components/ui/Skeleton.tsx';
import { TextField } from '../../components/ui/TextField.tsx';
import { ErrorScreen } from '../../app/ErrorScreen.tsx';
import { EmptyState } from '../../app/PageFrame.tsx';
import { QueryView } from '../../app/QueryView.tsx';
import { useQueryHooks } from '../../app/services.tsx';
import { useCurrentUser } from '../../app/user-info.tsx';
import './workspace.css';

type Filing = components['schemas']['Filing'];
type Breakdown = components['schemas']['FilingBreakdown'];
type Comparison = components['schemas']['MarketComparison'];

// Its own chunk, fetched when the first chart of the workspace draws.
const Plot = lazy(async () => ({
  default: (await import('../../components/charts/plotly-geo-bundle.ts')).Plot,
}));

/** Ten colours told apart by most colour-blind readers too (Okabe-Ito plus two). */
export const SERIES_COLOURS = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
  '#F0E442',
  '#000000',
  '#8C564B',
  '#7F7F7F',
];

const DAY_OPTIONS = [
  { value: '90', label: 'Last 90 days' },
  { value: '180', label: 'Last 180 days' },
  { value: '365', label: 'Last 365 days' },
  { value: '730', label: 'Last 2 years' },
];
const STATUS_OPTIONS = ['approved', 'pending', 'submitted', 'disapproved', 'withdrawn', 'closed', 'draft'];
const TYPE_OPTIONS = ['rate', 'rule', 'form', 'rate-and-rule', 'form-and-rate'];
const MAP_METRICS = [
  { value: 'filings', label: 'Number of filings' },
  { value: 'approved', label: 'Average approved rate change' },
];
/** Explorer filters kept in the URL, each a filing-summary field. */
const FILTER_PARAMS = ['state', 'carrier', 'lineOfBusiness', 'status', 'filingType'] as const;
type FilterParam = (typeof FILTER_PARAMS)[number];

/**
 * Range filters of the explorer: each a URL parameter compiled to a `ge` / `le` condition of the filter
 * grammar on a filing-summary field. Changes and premium impact are numbers, the others dates.
 */
const RANGE_FILTERS = [
  {
    param: 'reqMin',
    field: 'requestedRateChange',
    op: 'ge',
    kind: 'number',
    label: 'Requested change from (%)',
  },
  {
    param: 'reqMax',
    field: 'requestedRateChange',
    op: 'le',
    kind: 'number',
    label: 'Requested change to (%)',
  },
  {
    param: 'apprMin',
    field: 'approvedRateChange',
    op: 'ge',
    kind: 'number',
    label: 'Approved change from (%)',
  },
  {
    param: 'apprMax',
    field: 'approvedRateChange',
    op: 'le',
    kind: 'number',
    label: 'Approved change to (%)',
  },
  { param: 'impactMin', field: 'premiumImpact', op: 'ge', kind: 'number', label: 'Premium impact from ($)' },
  { param: 'impactMax', field: 'premiumImpact', op: 'le', kind: 'number', label: 'Premium impact to ($)' },
  { param: 'from', field: 'submittedDate', op: 'ge', kind: 'date', label: 'Submitted from' },
  { param: 'to', field: 'submittedDate', op: 'le', kind: 'date', label: 'Submitted to' },
  { param: 'dispFrom', field: 'dispositionDate', op: 'ge', kind: 'date', label: 'Disposition from' },
  { param: 'dispTo', field: 'dispositionDate', op: 'le', kind: 'date', label: 'Disposition to' },
  { param: 'effFrom', field: 'effectiveDate', op: 'ge', kind: 'date', label: 'Effective from' },
  { param: 'effTo', field: 'effectiveDate', op: 'le', kind: 'date', label: 'Effective to' },
] as const;
type RangeParam = (typeof RANGE_FILTERS)[number]['param'];

/** A range value that the grammar may carry: an ISO day, or a plain (signed, decimal) number. */
function validRangeValue(kind: 'number' | 'date', value: string): boolean {
  return kind === 'date' ? /^\d{4}-\d{2}-\d{2}$/.test(value) : /^-?\d+(\.\d+)?$/.test(value.trim());
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace(/-/g, ' ');
const percent = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : `${value.toFixed(1)}%`;
const usd = (value: number | null | undefined) =>
  value === null || value === undefined
    ? '–'
    : value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The whole view state lives in the URL: filters, window, map measure, explorer page and sort. */
function useWorkspaceState() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | null>, keepPage = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!keepPage) next.delete('page');
        return next;
      },
      { replace: false },
    );
  const days = Number(params.get('days') ?? '365');
  const filters = Object.fromEntries(FILTER_PARAMS.map((p) => [p, params.get(p)])) as Record<
    FilterParam,
    string | null
  >;
  const search = params.get('q') ?? '';
  const ranges = Object.fromEntries(RANGE_FILTERS.map((r) => [r.param, params.get(r.param) ?? ''])) as Record<
    RangeParam,
    string
  >;
  const conditions = filter();
  let any = false;
  const add = (field: string, op: 'eq' | 'ge' | 'le' | 'contains:i', value: string) => {
    if (any) conditions.and();
    conditions.where(field, op, value);
    any = true;
  };
  for (const p of FILTER_PARAMS) if (filters[p]) add(p, 'eq', filters[p]!);
  if (search.trim()) add('trackingNumber', 'contains:i', search.trim());
  for (const r of RANGE_FILTERS) {
    const value = ranges[r.param];
    if (value && validRangeValue(r.kind, value)) add(r.field, r.op, value.trim());
  }
  const sortParam = params.get('sort') ?? 'submittedDate:desc';
  const sorting: SortingState = sortParam
    .split(',')
    .filter(Boolean)
    .map((s) => {
      const [id, dir] = s.split(':');
      return { id: id!, desc: dir === 'desc' };
    });
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const pageSize = Number(params.get('size') ?? '20') || 20;
  const list: ServerList = {
    sorting,
    page,
    pageSize,
    orderBy: sortParam || undefined,
    setPage: (next: number | ((previous: number) => number)) =>
      set({ page: String(typeof next === 'function' ? next(page) : next) }, true),
    setSorting: (next: SortingState) =>
      set({ sort: next.map((s) => `${s.id}:${s.desc ? 'desc' : 'asc'}`).join(',') || null }),
    setPageSize: (next: number) => set({ size: String(next) }),
    resetPage: () => set({}),
  };
  return {
    days: [90, 180, 365, 730].includes(days) ? days : 365,
    filters,
    search,
    ranges,
    filterText: any ? conditions.build() : undefined,
    mapMetric: params.get('map') === 'approved' ? 'approved' : 'filings',
    list,
    set,
  };
}
type WorkspaceState = ReturnType<typeof useWorkspaceState>;

/** Width of the card the chart sits in, followed as the page resizes: charts take their card's width. */
function useCardWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const next = Math.floor(entries[0]?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

interface FigureProps {
  label: string;
  height: number;
  data: Record<string, unknown>[];
  layout: Record<string, unknown>;
  onPick?: (point: { location?: string; x?: unknown; y?: unknown; customdata?: unknown }) => void;
}

/** A Plotly figure as wide as its card; an image to assistive tech, its numbers in the table beside it. */
function Figure({ label, height, data, layout, onPick }: FigureProps) {
  const { ref, width } = useCardWidth();
  const placeholder = <Skeleton label={`Loading the chart ${label}`} height={`${height}px`} />;
  return (
    <div ref={ref} className="ci-figure" style={{ minHeight: height }}>
      {width === null ? (
        placeholder
      ) : (
        <Suspense fallback={placeholder}>
          <div role="img" aria-label={label}>
            <Plot
              data={data as never}
              layout={
                { autosize: false, width, height, margin: { l: 56, r: 24, t: 24, b: 56 }, ...layout } as never
              }
              config={
                {
                  displayModeBar: false,
                  displaylogo: false,
                  responsive: false,
                  scrollZoom: false,
                  topojsonURL: '/topojson/',
                } as never
              }
              style={{ width, height }}
              onClick={(event: {
                points?: { location?: string; x?: unknown; y?: unknown; customdata?: unknown }[];
              }) => {
                const point = event.points?.[0];
                if (point && onPick) onPick(point);
              }}
            />
          </div>
        </Suspense>
      )}
    </div>
  );
}

function Panel({
  title,
  id,
  children,
  wide,
}: {
  title: string;
  id: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={`panel ci-panel ${wide ? 'ci-panel--wide' : ''}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Metrics({ groupId, days }: { groupId: string; days: number }) {
  const metrics = useQueryHooks().useQuery('get', '/api/intelligence/{groupId}/intel-metrics', {
    params: { path: { groupId }, query: { days } },
  });
  return (
    <Panel title="Intel metrics" id="ci-metrics" wide>
      <QueryView query={metrics} label="Loading intel metrics">
        {(data) => (
          <dl className="ci-metrics">
            {data.metrics.map((m) => (
              <div key={m.key} className="ci-metric">
                <dt>{m.label}</dt>
                <dd>
                  <span className="ci-metric__value">
                    {m.value === null
                      ? '–'
                      : m.unit === 'percent'
                        ? percent(m.value)
                        : m.unit === 'usd'
                          ? usd(m.value)
                          : m.unit === 'days'
                            ? plural(m.value, 'day')
                            : m.value.toLocaleString('en-US')}
                  </span>
                  <span className="ci-metric__change">
                    {m.changePct === null
                      ? 'no earlier figure'
                      : `${m.changePct > 0 ? '+' : ''}${m.changePct.toFixed(1)}% on the ${days} days before`}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </QueryView>
    </Panel>
  );
}

/** The period and the explorer's filter, as every workspace call takes them. */
const windowQuery = (state: WorkspaceState) => ({
  days: state.days,
  ...(state.filterText ? { filter: state.filterText } : {}),
});

function useBreakdown(tenantId: string, by: 'state' | 'lineOfBusiness' | 'carrier', state: WorkspaceState) {
  return useQueryHooks().useQuery(
    'get',
    '/api/tenant/{tenantId}/filing-breakdown',
    {
      params: {
        path: { tenantId },
        query: { by, ...windowQuery(state) },
      },
    },
    { placeholderData: (previous) => previous },
  );
}

function FilterButton({ label, onPress, pressed }: { label: string; onPress: () => void; pressed: boolean }) {
  return (
    <Button variant="quiet" onPress={onPress} aria-pressed={pressed}>
      {label}
    </Button>
  );
}

function StateMap({ tenantId, state }: { tenantId: string; state: WorkspaceState }) {
  const breakdown = useBreakdown(tenantId, 'state', state);
  const approved = state.mapMetric === 'approved';
  const title = approved ? 'Average approved rate change by state' : 'Filings by state';
  return (
    <Panel title={title} id="ci-map" wide>
      <Select
        label="Map shows"
        options={MAP_METRICS}
        value={state.mapMetric}
        onChange={(value) => state.set({ map: value === 'approved' ? 'approved' : null }, true)}
      />
      <QueryView query={breakdown} label="Loading filings by state">
        {(data: Breakdown) =>
          data.items.length === 0 ? (
            <EmptyState title="No filings in this window" />
          ) : (
            <>
              <Figure
                label={`${title}, a map of the United States; click a state to filter the explorer`}
                height={420}
                data={[
                  {
                    type: 'choropleth',
                    locationmode: 'USA-states',
                    locations: data.items.map((i) => i.key),
                    z: data.items.map((i) => (approved ? (i.averageApprovedRateChange ?? 0) : i.filings)),
                    text: data.items.map((i) => i.label),
                    colorscale: approved ? 'RdBu' : 'Blues',
                    reversescale: approved,
                    zmid: approved ? 0 : undefined,
                    colorbar: { title: { text: approved ? 'Change %' : 'Filings' } },
                    hovertemplate: `%{text}: %{z}${approved ? '%' : ' filings'}<extra></extra>`,
                  },
                ]}
                layout={{
                  geo: { scope: 'usa', projection: { type: 'albers usa' } },
                  margin: { l: 0, r: 0, t: 0, b: 0 },
                }}
                onPick={(point) => point.location && state.set({ state: point.location })}
              />
              <div className="data-table-wrap">
                <table className="data-table">
                  <caption>Data of {title}</caption>
                  <thead>
                    <tr>
                      <th scope="col">State</th>
                      <th scope="col">Filings</th>
                      <th scope="col">Average requested change</th>
                      <th scope="col">Average approved change</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((i) => (
                      <tr key={i.key}>
                        <th scope="row">
                          <FilterButton
                            label={i.label}
                            pressed={state.filters.state === i.key}
                            onPress={() => state.set({ state: state.filters.state === i.key ? null : i.key })}
                          />
                        </th>
                        <td>{i.filings}</td>
                        <td>{percent(i.averageRequestedRateChange)}</td>
                        <td>{percent(i.averageApprovedRateChange)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )
        }
      </QueryView>
    </Panel>
  );
}

const quantile = (sorted: number[], q: number) => {
  if (sorted.length === 0) return null;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
};

function RateDistribution({ tenantId, state }: { tenantId: string; state: WorkspaceState }) {
  const breakdown = useBreakdown(tenantId, 'lineOfBusiness', state);
  const title = 'Rate-change distribution by line';
  return (
    <Panel title={title} id="ci-distribution">
      <QueryView query={breakdown} label="Loading rate changes by line">
        {(data: Breakdown) => {
          const lines = data.items.filter((i) => i.rateChanges.length > 0);
          return lines.length === 0 ? (
            <EmptyState title="No rate changes in this window" />
          ) : (
            <>
              <Figure
                label={`${title}: a box plot per line of business`}
                height={360}
                data={lines.map((i, index) => ({
                  type: 'box',
                  name: i.label,
                  y: i.rateChanges,
                  boxpoints: 'outliers',
                  marker: { color: SERIES_COLOURS[index % SERIES_COLOURS.length] },
                  line: { color: SERIES_COLOURS[index % SERIES_COLOURS.length] },
                }))}
                layout={{
                  showlegend: false,
                  yaxis: { title: { text: 'Rate change (%)' }, zeroline: true, automargin: true },
                  xaxis: { automargin: true },
                }}
                onPick={(point) => {
                  const line = lines.find((l) => l.label === point.x);
                  if (line) state.set({ lineOfBusiness: line.key });
                }}
              />
              <div className="data-table-wrap">
                <table className="data-table">
                  <caption>Data of {title}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Line of business</th>
                      <th scope="col">Filings with a rate change</th>
                      <th scope="col">Lowest</th>
                      <th scope="col">Median</th>
                      <th scope="col">Highest</th>
                    </tr>
                  </thead>
                  <tbody>
                    {lines.map((i) => (
                      <tr key={i.key}>
                        <th scope="row">
                          <FilterButton
                            label={i.label}
                            pressed={state.filters.lineOfBusiness === i.key}
                            onPress={() =>
                              state.set({
                                lineOfBusiness: state.filters.lineOfBusiness === i.key ? null : i.key,
                              })
                            }
                          />
                        </th>
                        <td>{i.rateChanges.length}</td>
                        <td>{percent(i.rateChanges[0])}</td>
                        <td>{percent(quantile(i.rateChanges, 0.5))}</td>
                        <td>{percent(i.rateChanges.at(-1))}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          );
        }}
      </QueryView>
    </Panel>
  );
}

function Carriers({ tenantId, state }: { tenantId: string; state: WorkspaceState }) {
  const breakdown = useBreakdown(tenantId, 'carrier', state);
  const title = 'Filings by carrier';
  return (
    <Panel title={title} id="ci-carriers">
      <QueryView query={breakdown} label="Loading filings by carrier">
        {(data: Breakdown) =>
          data.items.length === 0 ? (
            <EmptyState title="No filings in this window" />
          ) : (
            <>
              <Figure
                label={`${title}: a bar per carrier; click a bar to filter the explorer`}
                height={360}
                data={[
                  {
                    type: 'bar',
                    x: data.items.map((i) => i.label),
                    y: data.items.map((i) => i.filings),
                    marker: {
                      color: data.items.map((_, index) => SERIES_COLOURS[index % SERIES_COLOURS.length]),
                    },
                    hovertemplate: '%{x}: %{y} filings<extra></extra>',
                  },
                ]}
                layout={{
                  yaxis: { title: { text: 'Filings' }, rangemode: 'tozero', automargin: true },
                  xaxis: { automargin: true },
                }}
                onPick={(point) => typeof point.x === 'string' && state.set({ carrier: point.x })}
              />
              <div className="data-table-wrap">
                <table className="data-table">
                  <caption>Data of {title}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Carrier</th>
                      <th scope="col">Filings</th>
                      <th scope="col">Approved</th>
                      <th scope="col">Average approved change</th>
                      <th scope="col">Premium impact</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((i) => (
                      <tr key={i.key}>
                        <th scope="row">
                          <FilterButton
                            label={i.label}
                            pressed={state.filters.carrier === i.key}
                            onPress={() =>
                              state.set({ carrier: state.filters.carrier === i.key ? null : i.key })
                            }
                          />
                        </th>
                        <td>{i.filings}</td>
                        <td>{i.approved}</td>
                        <td>{percent(i.averageApprovedRateChange)}</td>
                        <td>{usd(i.totalPremiumImpact)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )
        }
      </QueryView>
    </Panel>
  );
}

function OwnVersusCompetitors({ tenantId, state }: { tenantId: string; state: WorkspaceState }) {
  const comparison = useQueryHooks().useQuery(
    'get',
    '/api/tenant/{tenantId}/market-comparison',
    {
      params: {
        path: { tenantId },
        query: windowQuery(state),
      },
    },
    { placeholderData: (previous) => previous },
  );
  const title = 'Own book versus competitors';
  return (
    <Panel title={title} id="ci-own" wide>
      <QueryView query={comparison} label="Loading own book versus competitors">
        {(data: Comparison) =>
          data.items.length === 0 ? (
            <EmptyState title="No state and line holds both your book and competitor filings" />
          ) : (
            <>
              <p className="page-frame__description">
                Your loss ratio in each state and line beside the average rate change your competitors filed
                there. Outliers: competitors' average change {data.outlierZ} or more robust standard
                deviations from the other states of the same line.
              </p>
              <Figure
                label={`${title}: own loss ratio against competitors' average rate change, outliers marked`}
                height={380}
                data={[false, true].map((outlier) => {
                  const items = data.items.filter(
                    (i) => i.outlier === outlier && i.competitorAverageRateChange !== null,
                  );
                  return {
                    type: 'scatter',
                    mode: 'markers',
                    name: outlier ? 'Outlier' : 'Within range',
                    x: items.map((i) => Math.round(i.ownLossRatio * 1000) / 10),
                    y: items.map((i) => i.competitorAverageRateChange),
                    text: items.map((i) => `${i.stateName}, ${i.lineLabel}`),
                    customdata: items.map((i) => i.state),
                    marker: {
                      color: outlier ? SERIES_COLOURS[5] : SERIES_COLOURS[0],
                      symbol: outlier ? 'diamond' : 'circle',
                      size: outlier ? 12 : 8,
                    },
                    hovertemplate: '%{text}<br>own loss ratio %{x}%<br>competitors %{y}%<extra></extra>',
                  };
                })}
                layout={{
                  xaxis: { title: { text: 'Own loss ratio (%)' }, automargin: true },
                  yaxis: { title: { text: "Competitors' average rate change (%)" }, automargin: true },
                  legend: { orientation: 'h', y: -0.25 },
                }}
                onPick={(point) =>
                  typeof point.customdata === 'string' && state.set({ state: point.customdata })
                }
              />
              <div className="data-table-wrap">
                <table className="data-table">
                  <caption>Data of {title}</caption>
                  <thead>
                    <tr>
                      <th scope="col">State</th>
                      <th scope="col">Line of business</th>
                      <th scope="col">Own earned premium</th>
                      <th scope="col">Own loss ratio</th>
                      <th scope="col">Expected loss ratio</th>
                      <th scope="col">Competitor filings</th>
                      <th scope="col">Competitors' average change</th>
                      <th scope="col">Outlier</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((i) => (
                      <tr
                        key={`${i.state}-${i.lineOfBusiness}`}
                        className={i.outlier ? 'ci-outlier' : undefined}
                      >
                        <th scope="row">{i.stateName}</th>
                        <td>{i.lineLabel}</td>
                        <td>{usd(i.ownEarnedPremium)}</td>
                        <td>{percent(i.ownLossRatio * 100)}</td>
                        <td>{i.expectedLossRatio === null ? '–' : percent(i.expectedLossRatio * 100)}</td>
                        <td>{i.competitorFilings}</td>
                        <td>{percent(i.competitorAverageRateChange)}</td>
                        <td>{i.outlier ? `Yes (z = ${i.zScore?.toFixed(1)})` : 'No'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )
        }
      </QueryView>
    </Panel>
  );
}

function Feeds({ groupId, days }: { groupId: string; days: number }) {
  const hooks = useQueryHooks();
  const feeds = hooks.useQuery('get', '/api/intelligence/{groupId}/feeds', {
    params: { path: { groupId }, query: { ...listQuery({ pageSize: 10 }), days } },
  });
  const types = hooks.useQuery('get', '/api/intelligence/{groupId}/source-types', {
    params: { path: { groupId } },
  });
  return (
    <Panel title="Intel feeds" id="ci-feeds">
      <QueryView query={types} label="Loading source types">
        {(data) => (
          <ul className="ci-source-types" aria-label="Source types">
            {data.map((t) => (
              <li key={t.code}>
                {t.name}: {plural(t.count ?? 0, 'item')}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <QueryView query={feeds} label="Loading feeds">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title="No feed items in this window" />
          ) : (
            <ul className="ci-feed">
              {data.items.map((item) => (
                <li key={item.id}>
                  <p className="ci-feed__title">
                    {item.url ? (
                      <a href={item.url} rel="noreferrer noopener" target="_blank">
                        {item.title}
                      </a>
                    ) : (
                      item.title
                    )}
                  </p>
                  <p className="ci-feed__meta">
                    {item.sourceName} · {capitalise(item.sourceType)} · {formatDateTime(item.publishedAt)}
                  </p>
                  {item.summary ? <p>{item.summary}</p> : null}
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </Panel>
  );
}

function FilingSummary({ tenantId, state }: { tenantId: string; state: WorkspaceState }) {
  const stats = useQueryHooks().useQuery(
    'get',
    '/api/tenant/{tenantId}/filing-stats',
    {
      params: {
        path: { tenantId },
        query: windowQuery(state),
      },
    },
    { placeholderData: (previous) => previous },
  );
  return (
    <Panel title="Filing summary" id="ci-summary">
      <QueryView query={stats} label="Loading the filing summary">
        {(data) => (
          <dl className="ci-facts">
            <div>
              <dt>Filings</dt>
              <dd>{data.totalFilings.toLocaleString('en-US')}</dd>
            </div>
            <div>
              <dt>Approval rate</dt>
              <dd>{data.approvalRate === null ? '–' : percent(data.approvalRate * 100)}</dd>
            </div>
            <div>
              <dt>Average requested change</dt>
              <dd>{percent(data.averageRequestedRateChange)}</dd>
            </div>
            <div>
              <dt>Average approved change</dt>
              <dd>{percent(data.averageApprovedRateChange)}</dd>
            </div>
            <div>
              <dt>Premium impact</dt>
              <dd>{usd(data.totalPremiumImpact)}</dd>
            </div>
            <div>
              <dt>Median days to disposition</dt>
              <dd>
                {data.medianDaysToDisposition === null ? '–' : plural(data.medianDaysToDisposition, 'day')}
              </dd>
            </div>
            <div>
              <dt>By status</dt>
              <dd>{data.byStatus.map((s) => `${s.label} ${s.count}`).join(', ') || '–'}</dd>
            </div>
            <div>
              <dt>By type</dt>
              <dd>{data.byFilingType.map((s) => `${s.label} ${s.count}`).join(', ') || '–'}</dd>
            </div>
          </dl>
        )}
      </QueryView>
    </Panel>
  );
}

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
const FILING_SORTABLE = new Set([
  'trackingNumber',
  'carrier',
  'state',
  'lineOfBusiness',
  'filingType',
  'status',
  'requestedRateChange',
  'approvedRateChange',
  'premiumImpact',
  'submittedDate',
  'dispositionDate',
  'effectiveDate',
]);

function Explorer({ tenantId, state }: { tenantId: string; state: WorkspaceState }) {
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
      <DataTable
        label="Filings"
        columns={FILING_COLUMNS}
        data={filings.data?.items}
        sortable={FILING_SORTABLE}
        list={list}
        total={filings.data?.total}
        isPending={filings.isPending}
        isFetching={filings.isFetching}
        error={
          filings.isError ? (
            <ErrorScreen error={filings.error} onRetry={() => void filings.refetch()} />
          ) : null
        }
        rowId={(row) => row.id}
        noun="filings"
        empty={<EmptyState title="No filing matches these filters" />}
      />
    </Panel>
  );
}

/** The competitive-intelligence workspace of a use case in the competitive-intelligence group. */
export function CompetitiveIntelligenceWorkspace({ groupId }: { groupId: string }) {
  const user = useCurrentUser();
  const state = useWorkspaceState();
  return (
    <div className="ci-workspace">
      <div className="filters">
        <Select
          label="Period"
          options={DAY_OPTIONS}
          value={String(state.days)}
          onChange={(value) => state.set({ days: value === '365' ? null : value })}
        />
      </div>
      <Metrics groupId={groupId} days={state.days} />
      <Explorer tenantId={user.tenantId} state={state} />
      <StateMap tenantId={user.tenantId} state={state} />
      <RateDistribution tenantId={user.tenantId} state={state} />
      <Carriers tenantId={user.tenantId} state={state} />
      <OwnVersusCompetitors tenantId={user.tenantId} state={state} />
      <FilingSummary tenantId={user.tenantId} state={state} />
      <Feeds groupId={groupId} days={state.days} />
    </div>
  );
}
