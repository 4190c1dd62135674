import { type components } from '@ratelens/api';

type Preview = components['schemas']['DataRemovalPreview'];
type Job = components['schemas']['Job'];

export const isPreview = (value: Preview | Job): value is Preview => 'dryRun' in value;

/** The dry run's answer: rows per table that would go, and the total. */
export function PreviewTable({ preview, caption }: { preview: Preview; caption: string }) {
  return (
    <table className="data-table settings__counts">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Data</th>
          <th scope="col">Rows</th>
        </tr>
      </thead>
      <tbody>
        {preview.counts.map((count) => (
          <tr key={count.key}>
            <th scope="row">{count.label}</th>
            <td>{count.count}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">Total</th>
          <td>{preview.total}</td>
        </tr>
      </tbody>
    </table>
  );
}
