import type { CliDeps } from './deps.ts';
import { createStyle } from './style.ts';

export interface Column<T> {
  header: string;
  value(row: T): string;
}

export interface PageInfo {
  page: number;
  pageSize: number;
  total: number;
}

export interface Output {
  readonly json: boolean;
  /** Pretty JSON on stdout and nothing else there. */
  printJson(value: unknown): void;
  /** A list: JSON array with --json, else a table; an empty list is a note on stderr, not an error. */
  printList<T>(rows: readonly T[], columns: ReadonlyArray<Column<T>>, empty: string, page?: PageInfo): void;
  /** One record: JSON with --json, else aligned "key  value" lines. */
  printRecord(value: unknown, fields: ReadonlyArray<readonly [string, string]>): void;
  /** A line for people on stderr (progress, notes, outcomes), so stdout stays data. */
  note(message: string): void;
  success(message: string): void;
  warn(message: string): void;
}

const cell = (text: string) => text.replace(/[\t\r\n]+/g, ' ');
const visibleWidth = (text: string) => [...text].length;

/** `--json` alone (true), or `--json id,name` (the fields to keep). */
export type JsonOption = boolean | string | undefined;

/** The fields `--json a,b` asks for, or null for all. */
export function jsonFields(option: JsonOption): string[] | null {
  if (typeof option !== 'string') return null;
  const fields = option
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  return fields.length > 0 ? fields : null;
}

function pick(value: unknown, fields: string[] | null): unknown {
  if (!fields || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => pick(v, fields));
  const record = value as Record<string, unknown>;
  return Object.fromEntries(fields.filter((f) => Object.hasOwn(record, f)).map((f) => [f, record[f]]));
}

/** Cuts a cell to `width` visible characters, ending in '…' when cut. */
function fit(text: string, width: number): string {
  const chars = [...text];
  return chars.length <= width ? text : `${chars.slice(0, Math.max(0, width - 1)).join('')}…`;
}

export function createOutput(deps: CliDeps, options: { json?: JsonOption }): Output {
  const { stdout, stderr } = deps.io;
  const json = options.json === true || typeof options.json === 'string';
  const fields = jsonFields(options.json);
  const outStyle = createStyle(stdout, deps.env);
  const errStyle = createStyle(stderr, deps.env);

  // Aligned with a header for people; tab-separated without a header in a pipe, so `cut -f2` works.
  function table(lines: string[][], headers: string[]): void {
    if (!stdout.isTTY) {
      for (const line of lines) stdout.write(`${line.join('\t')}\n`);
      return;
    }
    const widths = headers.map((header, i) =>
      Math.max(visibleWidth(header), ...lines.map((line) => visibleWidth(line[i] ?? ''))),
    );
    // Fit the terminal: take columns from the widest cell until the line fits (cells end in '…').
    const columns = (stdout as { columns?: number }).columns;
    if (columns && columns > 0) {
      const total = () => widths.reduce((sum, w) => sum + w, 0) + 2 * (widths.length - 1);
      while (total() > columns) {
        const widest = widths.indexOf(Math.max(...widths));
        if ((widths[widest] ?? 0) <= 6) break;
        widths[widest] = (widths[widest] ?? 0) - 1;
      }
      lines = lines.map((line) => line.map((text, i) => fit(text, widths[i] ?? text.length)));
      headers = headers.map((text, i) => fit(text, widths[i] ?? text.length));
    }
    const pad = (text: string, i: number) =>
      i === headers.length - 1 ? text : text + ' '.repeat((widths[i] ?? 0) - visibleWidth(text));
    stdout.write(`${outStyle.bold(headers.map(pad).join('  ').trimEnd())}\n`);
    for (const line of lines) stdout.write(`${line.map(pad).join('  ').trimEnd()}\n`);
  }

  return {
    json,
    printJson(value) {
      stdout.write(`${JSON.stringify(pick(value ?? null, fields), null, 2)}\n`);
    },
    printList(rows, columns, empty, page) {
      if (json) {
        // One shape for every list, whatever the flags: the items with their page and total.
        const meta = page ?? { page: 1, pageSize: rows.length, total: rows.length };
        const shaped = {
          items: pick(rows, fields),
          page: meta.page,
          pageSize: meta.pageSize,
          total: meta.total,
        };
        stdout.write(`${JSON.stringify(shaped, null, 2)}\n`);
      } else if (rows.length === 0) {
        stderr.write(`${empty}\n`);
      } else {
        table(
          rows.map((row) => columns.map((column) => cell(column.value(row)))),
          columns.map((column) => column.header),
        );
      }
      if (page && page.total > rows.length && rows.length > 0) {
        const first = (page.page - 1) * page.pageSize + 1;
        const pages = Math.ceil(page.total / page.pageSize);
        stderr.write(
          `${errStyle.dim(`Showing ${first}-${first + rows.length - 1} of ${page.total} (page ${page.page} of ${pages}; --page for more)`)}\n`,
        );
      }
    },
    printRecord(value, lines) {
      if (json) {
        stdout.write(`${JSON.stringify(pick(value, fields), null, 2)}\n`);
        return;
      }
      if (!stdout.isTTY) {
        for (const [key, text] of lines) stdout.write(`${key}\t${cell(text)}\n`);
        return;
      }
      const width = Math.max(...lines.map(([key]) => key.length));
      for (const [key, text] of lines) stdout.write(`${outStyle.bold(key.padEnd(width))}  ${text}\n`);
    },
    note(message) {
      stderr.write(`${message}\n`);
    },
    success(message) {
      stderr.write(`${errStyle.green('✓')} ${message}\n`);
    },
    warn(message) {
      stderr.write(`${errStyle.red('!')} ${message}\n`);
    },
  };
}

/** "yes"/"no" for flags in tables. */
export const yesNo = (value: boolean): string => (value ? 'yes' : 'no');

/** A date-time as "YYYY-MM-DD HH:MM" UTC, or "-" when absent. */
export function when(value: string | null | undefined): string {
  if (!value) return '-';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : `${date.toISOString().slice(0, 16).replace('T', ' ')}Z`;
}
