import type { components } from '@ratelens/api';
import { formatDateTime as formatSpecDateTime } from '@ratelens/domain';
import { usStateName, severityKeyById } from '@ratelens/domain';
import { keyLabel } from '../../app/key-labels.ts';
import { columnHelper } from '../../components/ui/DataTable.tsx';
import { Link } from '../../components/ui/Link.tsx';
import './anomalies.css';

export type Anomaly = components['schemas']['Anomaly'];

export const ANOMALY_SORTABLE = new Set([
  'title',
  'severity',
  'statusName',
  'usecaseId',
  'location',
  'detectedAt',
]);

export const SEVERITY_LABELS: Record<1 | 2 | 3, string> = { 1: 'Low', 2: 'Medium', 3: 'High' };

export function SeverityBadge({ severity }: { severity: number }) {
  const key = severityKeyById(severity) ?? 'low';
  return (
    <span className={`severity severity--${key}`}>{SEVERITY_LABELS[severity as 1 | 2 | 3] ?? severity}</span>
  );
}

/** The words for the metrics the detectors name by key ('lossRatio', 'psi'); others read as words. */
const METRIC_LABELS: Record<string, string> = {
  lossRatio: 'Loss ratio',
  psi: 'Population stability index (PSI)',
  csi: 'Characteristic stability index (CSI)',
  frequency: 'Claim frequency',
  severity: 'Claim severity',
};

export function metricLabel(metric: string): string {
  return METRIC_LABELS[metric] ?? keyLabel(metric);
}

/** A metric's value as people read it: ratios as percentages, indices with three decimals. */
export function metricValue(metric: string, value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  if (metric === 'lossRatio') return `${(value * 100).toFixed(1)}%`;
  if (metric === 'psi' || metric === 'csi') return value.toFixed(3);
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

export const locationLabel = (code: string | null) => (code ? (usStateName(code) ?? code) : 'All states');

export const formatDateTime = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatSpecDateTime(date);
};

export function anomalyColumns(nameOfUseCase: (id: string) => string, linkTo: (anomaly: Anomaly) => string) {
  const column = columnHelper<Anomaly>();
  return [
    column.accessor('title', {
      header: 'Anomaly',
      cell: (info) => <Link href={linkTo(info.row.original)}>{info.getValue()}</Link>,
    }),
    column.accessor('severity', {
      header: 'Severity',
      cell: (info) => <SeverityBadge severity={info.getValue()} />,
    }),
    column.accessor('statusName', { header: 'Status', cell: (info) => info.getValue() }),
    column.accessor('usecaseId', { header: 'Use case', cell: (info) => nameOfUseCase(info.getValue()) }),
    column.accessor('location', { header: 'Location', cell: (info) => locationLabel(info.getValue()) }),
    column.accessor('detectedAt', { header: 'Detected', cell: (info) => formatDateTime(info.getValue()) }),
  ];
}
