import { US_STATES } from '@ratelens/domain';
import type { TenantTx } from '../../db/tenant.ts';
import { LINE_NAMES, lineCode } from './common.ts';

// Cell readers shared by every dataset of a CSV load: each names the column it blames when a value is wrong.

/** A row that cannot be loaded: the reason and, when one cell is at fault, its column. */
export class RowError extends Error {
  constructor(
    message: string,
    readonly column?: string,
  ) {
    super(message);
  }
}

export type Record_ = Record<string, string>;

export function text(r: Record_, name: string, max = 200): string {
  const value = (r[name] ?? '').trim();
  if (value === '') throw new RowError(`${name} is empty`, name);
  if (value.length > max) throw new RowError(`${name} is longer than ${max} characters`, name);
  return value;
}

export function optionalText(r: Record_, name: string): string | null {
  const value = (r[name] ?? '').trim();
  return value === '' ? null : value;
}

export function number(
  r: Record_,
  name: string,
  options: { integer?: boolean; min?: number; optional?: boolean } = {},
): number | null {
  const raw = (r[name] ?? '').trim();
  if (raw === '') {
    if (options.optional) return null;
    throw new RowError(`${name} is empty`, name);
  }
  const n = Number(raw);
  if (!Number.isFinite(n)) throw new RowError(`${name} '${raw}' is not a number`, name);
  if (options.integer && !Number.isInteger(n))
    throw new RowError(`${name} '${raw}' is not a whole number`, name);
  if (options.min !== undefined && n < options.min)
    throw new RowError(`${name} must be at least ${options.min}`, name);
  return n;
}

export function state(r: Record_, name = 'state'): string {
  const value = text(r, name).toUpperCase();
  if (!(value in US_STATES))
    throw new RowError(`${name} '${value}' is not a US state or territory code`, name);
  return value;
}

export function isoDate(r: Record_, name: string, optional = false): string | null {
  const raw = (r[name] ?? '').trim();
  if (raw === '' && optional) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(`${raw}T00:00:00Z`))) {
    throw new RowError(`${name} '${raw}' is not a date (YYYY-MM-DD)`, name);
  }
  return raw;
}

/** A known line by code or name keeps its canonical name; any other line is taken as named. */
export function line(r: Record_): { line: string; code: string } {
  const value = text(r, 'lineOfBusiness', 100);
  const name = LINE_NAMES.get(value) ?? LINE_NAMES.get(lineCode(value)) ?? value;
  return { line: name, code: lineCode(name) };
}

/** What one load has touched, so the derived figures are rebuilt once at its end. */
export interface LoadContext {
  tenantId: string;
  actor: string;
  /** claims: month|state|line|segment keys whose portfolio row must be recounted. */
  segments: Set<string>;
  /** model-scores: name (lower case) or id to model id. */
  models: Map<string, string>;
  /** model-scores: model|period pairs already replaced by this load. */
  replaced: Set<string>;
  /** model-scores: models whose bins must be rebuilt. */
  touchedModels: Set<string>;
}

export function newLoadContext(tenantId: string, actor: string): LoadContext {
  return {
    tenantId,
    actor,
    segments: new Set(),
    models: new Map(),
    replaced: new Set(),
    touchedModels: new Set(),
  };
}

/**
 * One dataset of data ingestion, loaded in batches: every row is read and checked in JavaScript first
 * (`prepare`), checks that need the database run once a batch (`check`), and the rows left are written
 * by multi-row statements (`write`).
 */
export interface DatasetLoader<T> {
  /** The row's values, or a RowError naming the column at fault. */
  prepare(r: Record_): T;
  /** For each row of the batch (same order), the reason it cannot load, or null. */
  check?(tx: TenantTx, ctx: LoadContext, rows: T[]): Promise<(RowError | null)[]>;
  /** Writes the batch, a later row replacing an earlier one of the same key as a row by row load would. */
  write(tx: TenantTx, ctx: LoadContext, rows: T[]): Promise<void>;
}
