import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SortingState } from '@tanstack/react-table';
import { type components } from '@ratelens/api';
import { filter } from '@ratelens/domain';
import { type ServerList } from '../../components/ui/DataTable.tsx';

// The workspace's view state, kept in the URL: filters, ranges, window, map measure, explorer page and sort.

export type Filing = components['schemas']['Filing'];
export type Breakdown = components['schemas']['FilingBreakdown'];
export type Comparison = components['schemas']['MarketComparison'];

export const DAY_OPTIONS = [
  { value: '90', label: 'Last 90 days' },
  { value: '180', label: 'Last 180 days' },
  { value: '365', label: 'Last 365 days' },
  { value: '730', label: 'Last 2 years' },
];
export const STATUS_OPTIONS = [
  'approved',
  'pending',
  'submitted',
  'disapproved',
  'withdrawn',
  'closed',
  'draft',
];
export const TYPE_OPTIONS = ['rate', 'rule', 'form', 'rate-and-rule', 'form-and-rate'];
export const MAP_METRICS = [
  { value: 'filings', label: 'Number of filings' },
  { value: 'approved', label: 'Average approved rate change' },
];
/** Explorer filters kept in the URL, each a filing-summary field. */
export const FILTER_PARAMS = ['state', 'carrier', 'lineOfBusiness', 'status', 'filingType'] as const;
type FilterParam = (typeof FILTER_PARAMS)[number];

/**
 * Range filters of the explorer: each a URL parameter compiled to a `ge` / `le` condition of the filter
 * grammar on a filing-summary field. Changes and premium impact are numbers, the others dates.
 */
export const RANGE_FILTERS = [
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
export function validRangeValue(kind: 'number' | 'date', value: string): boolean {
  return kind === 'date' ? /^\d{4}-\d{2}-\d{2}$/.test(value) : /^-?\d+(\.\d+)?$/.test(value.trim());
}

/** The URL parameters after `changes` (null or '' removes one); any change but paging goes back to page 1. */
export function withChanges(
  current: URLSearchParams,
  changes: Record<string, string | null>,
  keepPage = false,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, value);
  }
  if (!keepPage) next.delete('page');
  return next;
}

/** What the URL says: the window, the filters and ranges with the filter text they compile to, the map measure, page and sort. */
export function workspaceStateFrom(params: URLSearchParams) {
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
  return {
    days: [90, 180, 365, 730].includes(days) ? days : 365,
    filters,
    search,
    ranges,
    filterText: any ? conditions.build() : undefined,
    mapMetric: params.get('map') === 'approved' ? ('approved' as const) : ('filings' as const),
    sorting,
    orderBy: sortParam || undefined,
    page: Math.max(1, Number(params.get('page') ?? '1') || 1),
    pageSize: Number(params.get('size') ?? '20') || 20,
  };
}

/** The explorer's columns the server sorts filings by. */
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

export function useWorkspaceState() {
  const [params, setParams] = useSearchParams();
  // The router hands every updater the last rendered params, so two changes made before the next render
  // (typing in one field, then another) would each start from the same URL and the second would drop the
  // first. The URL asked for last is kept until the router has rendered it, and later changes build on it.
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    if (pending.current?.toString() === params.toString()) pending.current = null;
  }, [params]);
  const set = (changes: Record<string, string | null>, keepPage = false) => {
    const next = withChanges(new URLSearchParams(pending.current ?? params), changes, keepPage);
    pending.current = next;
    setParams(next, { replace: false });
  };
  const { sorting, orderBy, page, pageSize, ...view } = workspaceStateFrom(params);
  const list: ServerList = {
    sortable: FILING_SORTABLE,
    sorting,
    page,
    pageSize,
    orderBy,
    setPage: (next: number | ((previous: number) => number)) =>
      set({ page: String(typeof next === 'function' ? next(page) : next) }, true),
    setSorting: (next: SortingState) =>
      set({ sort: next.map((s) => `${s.id}:${s.desc ? 'desc' : 'asc'}`).join(',') || null }),
    setPageSize: (next: number) => set({ size: String(next) }),
    resetPage: () => set({}),
  };
  return { ...view, list, set };
}
export type WorkspaceState = ReturnType<typeof useWorkspaceState>;

/** The period and the explorer's filter, as every workspace call takes them. */
export const windowQuery = (state: WorkspaceState) => ({
  days: state.days,
  ...(state.filterText ? { filter: state.filterText } : {}),
});
