import { type components } from '@ratelens/api';
import { datasetDefinition } from '@ratelens/domain';
import { Alert } from '../../components/ui/Alert.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ProgressBar } from '../../components/ui/ProgressBar.tsx';
import { StaticTable } from '../../components/ui/StaticTable.tsx';
import { saveFile } from '../../app/save-file.ts';

type DataIngestion = components['schemas']['DataIngestion'];
type Reject = DataIngestion['rejects'][number];

// A data load as the Data ingestion page shows it: its progress while it runs, its outcome after.

/** What a cancel does (the server stops after the batch in flight and keeps the rows committed). */
export const CANCEL_NOTE =
  'Cancelling stops the load after the batch in progress; the rows loaded until then stay.';
const count = (n: number) => n.toLocaleString('en-US');

export const RUNNING = ['queued', 'running'];
export const STATUS_LABELS: Record<string, string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const datasetLabel = (key: string): string => datasetDefinition(key)?.label ?? key;
const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;
const outcome = (load: DataIngestion): string =>
  `${plural(load.rowsLoaded, 'row')} loaded, ${load.rowsRejected} rejected`;

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function download(filename: string, text: string) {
  saveFile(new Blob([text], { type: 'text/csv' }), filename);
}

/**
 * One load: while it runs, a progress bar of the rows processed of the rows parsed (the record moves with
 * every committed batch) and its cancel; once it ended, the outcome, the reason of a failure and the
 * rejected rows (row, column, reason), which download as CSV.
 */
export function LoadResult({
  load,
  onCancel,
  isCancelling = false,
}: {
  load: DataIngestion;
  onCancel?: () => void;
  isCancelling?: boolean;
}) {
  const running = RUNNING.includes(load.status);
  return (
    <section className="panel" aria-labelledby="load-result-title">
      <h2 id="load-result-title">
        {load.name} ({datasetLabel(load.dataset)})
      </h2>
      {running ? (
        <>
          <ProgressBar
            label={`Loading ${load.name}`}
            value={load.rowsTotal === 0 ? 100 : Math.floor((load.rowsProcessed / load.rowsTotal) * 100)}
            detail={`${count(load.rowsProcessed)} of ${plural(load.rowsTotal, 'row')}`}
          />
          <p className="settings__muted">
            So far {outcome(load)}. {CANCEL_NOTE}
          </p>
          {onCancel ? (
            <div className="form-actions">
              <Button variant="destructive" isPending={isCancelling} onPress={onCancel}>
                Cancel load
              </Button>
            </div>
          ) : null}
        </>
      ) : (
        <>
          <p role="status" className="data-ingestion__outcome">
            {STATUS_LABELS[load.status] ?? load.status}: {outcome(load)}
          </p>
          {load.status === 'cancelled' ? (
            <p className="settings__muted">
              The rows loaded before the cancel stay; load the file again to load the rest.
            </p>
          ) : null}
          {load.error ? <Alert>{load.error}</Alert> : null}
        </>
      )}
      {load.rejects.length > 0 ? (
        <>
          <h3>Rejected rows</h3>
          {load.rowsRejected > load.rejects.length ? (
            <p className="settings__muted">
              The first {load.rejects.length} of {load.rowsRejected} rejected rows.
            </p>
          ) : null}
          <StaticTable caption={`Rejected rows of ${load.name}`} columns={['Row', 'Column', 'Reason']}>
            {load.rejects.map((r: Reject) => (
              <tr key={r.row}>
                <td>{r.row}</td>
                <td>{r.column ?? '–'}</td>
                <td>{r.message}</td>
              </tr>
            ))}
          </StaticTable>
          <div className="form-actions">
            <Button
              variant="secondary"
              onPress={() =>
                download(
                  `${load.name.replace(/[^A-Za-z0-9._-]+/g, '-')}-rejected-rows.csv`,
                  `row,column,reason\r\n${load.rejects
                    .map((r) => [String(r.row), r.column ?? '', r.message].map(csvCell).join(','))
                    .join('\r\n')}\r\n`,
                )
              }
            >
              Download rejected rows
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
