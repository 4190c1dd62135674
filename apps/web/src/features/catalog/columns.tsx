import type { components } from '@ratelens/api';
import { formatDateTime } from '@ratelens/domain';
import { Link } from '../../components/ui/Link.tsx';
import { columnHelper } from '../../components/ui/DataTable.tsx';
import { labelOfUseCase } from './use-case-crumbs.tsx';

export type UseCase = components['schemas']['UseCase'];
export type Group = components['schemas']['Group'];
export type Model = components['schemas']['Model'];
export type StabilityBand = components['schemas']['StabilityBand'];

export const GROUP_SORTABLE = new Set(['name', 'createdDateTime']);
export const USE_CASE_SORTABLE = new Set(['name', 'isActive', 'createdDateTime']);
export const MODEL_SORTABLE = new Set(['name', 'version', 'kind', 'status', 'lastScoredAt']);

const group = columnHelper<Group>();
/** The user's selected groups (SPEC §4 groups state) are marked as current. */
export const groupColumns = (selected: ReadonlySet<string>) => [
  group.accessor('name', {
    header: 'Group',
    cell: (info) => (
      <Link
        href={`/groups/${info.row.original.id}/use-cases`}
        aria-current={selected.has(info.row.original.id) ? 'true' : undefined}
      >
        {info.getValue()}
      </Link>
    ),
  }),
  group.accessor('description', {
    header: 'Description',
    enableSorting: false,
    cell: (info) => info.getValue() ?? '',
  }),
  group.accessor('usecaseCount', {
    header: 'Use cases',
    enableSorting: false,
    cell: (info) => info.getValue(),
  }),
];

const useCase = columnHelper<UseCase>();
/** The group's selected use case (SPEC §4: a single one is selected by itself) is marked as current. */
export const caseListColumns = (selectedId?: string) => [
  useCase.accessor('name', {
    header: 'Use case',
    cell: (info) => (
      <Link
        href={`/use-cases/${info.row.original.id}`}
        aria-current={info.row.original.id === selectedId ? 'true' : undefined}
      >
        {labelOfUseCase(info.row.original)}
      </Link>
    ),
  }),
  useCase.accessor('description', {
    header: 'Description',
    enableSorting: false,
    cell: (info) => info.getValue() ?? '',
  }),
  useCase.accessor('isActive', {
    header: 'Status',
    cell: (info) => (
      <span className={`badge ${info.getValue() ? 'badge--ok' : 'badge--off'}`}>
        {info.getValue() ? 'Active' : 'Inactive'}
      </span>
    ),
  }),
];

/** SPEC/ARCHITECTURE PSI and CSI bands: < 0.10 stable, 0.10-0.25 monitor, > 0.25 shift. */
export const BAND_LABELS: Record<StabilityBand, string> = {
  stable: 'Stable (< 0.10)',
  monitor: 'Monitor (0.10–0.25)',
  shift: 'Shift (> 0.25)',
};

export function stabilityBandOf(value: number): StabilityBand {
  if (value < 0.1) return 'stable';
  return value <= 0.25 ? 'monitor' : 'shift';
}

export function BandBadge({ band }: { band: StabilityBand | null }) {
  if (!band) return <span className="badge badge--off">Not measured</span>;
  return <span className={`band band--${band}`}>{BAND_LABELS[band]}</span>;
}

const model = columnHelper<Model>();
export const modelColumns = (useCaseId: string) => [
  model.accessor('name', {
    header: 'Model',
    cell: (info) => (
      <Link href={`/use-cases/${useCaseId}/models/${info.row.original.id}`}>{info.getValue()}</Link>
    ),
  }),
  model.accessor('version', { header: 'Version', cell: (info) => info.getValue() }),
  model.accessor('kind', { header: 'Kind', cell: (info) => info.getValue() }),
  model.accessor('status', { header: 'Status', cell: (info) => info.getValue() }),
  model.accessor('stabilityBand', {
    header: 'Stability',
    enableSorting: false,
    cell: (info) => <BandBadge band={info.getValue()} />,
  }),
  model.accessor('lastScoredAt', {
    header: 'Last scored',
    cell: (info) => {
      const value = info.getValue();
      return value ? formatDateTime(value) : 'Never';
    },
  }),
];
