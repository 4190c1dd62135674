import type { components } from '@ratelens/api';
import { when, type Column, type Output } from '../../output.ts';

export type DataIngestion = components['schemas']['DataIngestion'];
export type Reject = DataIngestion['rejects'][number];

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "N rows loaded, M rejected": the outcome line of a load. */
export function outcome(load: DataIngestion): string {
  return `${plural(load.rowsLoaded, 'row')} loaded, ${load.rowsRejected} rejected`;
}

export const ingestionColumns: ReadonlyArray<Column<DataIngestion>> = [
  { header: 'ID', value: (d) => d.id },
  { header: 'NAME', value: (d) => d.name },
  { header: 'DATASET', value: (d) => d.dataset },
  { header: 'STATUS', value: (d) => d.status },
  { header: 'LOADED', value: (d) => String(d.rowsLoaded) },
  { header: 'REJECTED', value: (d) => String(d.rowsRejected) },
  { header: 'CREATED', value: (d) => when(d.createdDateTime) },
];

export const rejectColumns: ReadonlyArray<Column<Reject>> = [
  { header: 'ROW', value: (r) => String(r.row) },
  { header: 'COLUMN', value: (r) => r.column ?? '-' },
  { header: 'REASON', value: (r) => r.message },
];

export function printIngestion(out: Output, load: DataIngestion): void {
  out.printRecord(load, [
    ['Id', load.id],
    ['Name', load.name],
    ['Dataset', load.dataset],
    ['File', load.filename ?? '-'],
    ['Status', load.status],
    ['Rows', `${load.rowsTotal} read, ${load.rowsProcessed} processed, ${outcome(load)}`],
    ...(load.error ? ([['Error', load.error]] as [string, string][]) : []),
    ['Started', when(load.startedAt)],
    ['Finished', when(load.finishedAt)],
  ]);
}
