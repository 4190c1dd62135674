import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant.ts';
import { ApiProblemError, ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { iso, page, uniquely } from '../catalog/common.ts';
import { nonBlank } from './common.ts';
import { parseListQuery, selectPage, type ListPage } from '../list-query.ts';
import { fieldTable } from '../field-table.ts';

export const DEFAULT_ANOMALY_STATUSES = [
  {
    code: 'new',
    name: 'New',
    description: 'Raised by a detector or by hand; nobody has looked yet.',
    color: '#2563eb',
    sortOrder: 0,
    isTerminal: false,
  },
  {
    code: 'investigating',
    name: 'Investigating',
    description: 'Someone is working out whether it is real.',
    color: '#d97706',
    sortOrder: 10,
    isTerminal: false,
  },
  {
    code: 'confirmed',
    name: 'Confirmed',
    description: 'Real; action is needed.',
    color: '#dc2626',
    sortOrder: 20,
    isTerminal: false,
  },
  {
    code: 'dismissed',
    name: 'Dismissed',
    description: 'Not a real problem (noise, known cause).',
    color: '#6b7280',
    sortOrder: 30,
    isTerminal: true,
  },
  {
    code: 'resolved',
    name: 'Resolved',
    description: 'Acted upon; the cause is dealt with.',
    color: '#16a34a',
    sortOrder: 40,
    isTerminal: true,
  },
] as const;

export interface AnomalyStatus {
  id: string;
  code: string;
  name: string;
  description: string | null;
  color: string;
  sortOrder: number;
  isTerminal: boolean;
  createdDateTime: string;
  updateDateTime: string;
}

export interface AnomalyStatusWrite {
  code: string;
  name: string;
  description?: string | null;
  color?: string;
  sortOrder?: number;
  isTerminal?: boolean;
}

export const FIELDS = fieldTable('s', {
  id: 'uuid',
  code: 'text',
  name: 'text',
  sortOrder: 'number',
  isTerminal: 'boolean',
  createdDateTime: 'date',
  updateDateTime: 'date',
});

const COLUMNS = [
  's.id',
  's.code',
  's.name',
  's.description',
  's.color',
  's.sort_order',
  's.is_terminal',
  's.created_at',
  's.updated_at',
] as const;

function toStatus(r: {
  id: string;
  code: string;
  name: string;
  description: string | null;
  color: string;
  sort_order: number;
  is_terminal: boolean;
  created_at: Date;
  updated_at: Date;
}): AnomalyStatus {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    description: r.description,
    color: r.color,
    sortOrder: r.sort_order,
    isTerminal: r.is_terminal,
    createdDateTime: iso(r.created_at),
    updateDateTime: iso(r.updated_at),
  };
}

export async function listStatuses(
  tx: TenantTx,
  query: Record<string, unknown>,
): Promise<ListPage<AnomalyStatus>> {
  const q = parseListQuery(query, FIELDS, 'sortOrder', 's.id');
  const where = q.where ?? sql<boolean>`true`;
  const { rows, ...total } = await selectPage(
    q,
    tx.selectFrom('anomaly_statuses as s').select(COLUMNS).where(where),
  );
  return page(q, total, rows.map(toStatus));
}

export async function findStatus(tx: TenantTx, id: string): Promise<AnomalyStatus | null> {
  const row = await tx
    .selectFrom('anomaly_statuses as s')
    .select(COLUMNS)
    .where('s.id', '=', id)
    .executeTakeFirst();
  return row ? toStatus(row) : null;
}

export async function getStatus(tx: TenantTx, id: string): Promise<AnomalyStatus> {
  const status = await findStatus(tx, id);
  if (!status) throw new NotFoundError('No such anomaly status');
  return status;
}

/** The status new anomalies start in: the first of the workflow. */
export async function initialStatus(tx: TenantTx): Promise<AnomalyStatus> {
  const row = await tx
    .selectFrom('anomaly_statuses as s')
    .select(COLUMNS)
    .where('s.is_terminal', '=', false)
    .orderBy('s.sort_order')
    .orderBy('s.created_at')
    .executeTakeFirst();
  if (!row) {
    throw new ConflictError(
      'This tenant has no open anomaly status; create one with POST /api/anomaly-status first',
      'no_anomaly_status',
    );
  }
  return toStatus(row);
}

const duplicate = (code: string) => `An anomaly status with the code "${code}" already exists`;

/** The columns a create and an update both write from the input. */
function writtenColumns(input: AnomalyStatusWrite) {
  return {
    code: input.code,
    name: nonBlank(input.name, 'name'),
    description: input.description ?? null,
    ...(input.color ? { color: input.color } : {}),
    sort_order: input.sortOrder ?? 0,
    is_terminal: input.isTerminal ?? false,
  };
}

export async function createStatus(
  tx: TenantTx,
  tenantId: string,
  input: AnomalyStatusWrite,
): Promise<AnomalyStatus> {
  const { id } = await uniquely(
    () =>
      tx
        .insertInto('anomaly_statuses')
        .values({ tenant_id: tenantId, ...writtenColumns(input) })
        .returning('id')
        .executeTakeFirstOrThrow(),
    duplicate(input.code),
  );
  return getStatus(tx, id);
}

export async function updateStatus(
  tx: TenantTx,
  id: string,
  input: AnomalyStatusWrite,
): Promise<AnomalyStatus> {
  await getStatus(tx, id);
  await uniquely(
    () =>
      tx
        .updateTable('anomaly_statuses')
        .set({ ...writtenColumns(input), updated_at: new Date() })
        .where('id', '=', id)
        .execute(),
    duplicate(input.code),
  );
  return getStatus(tx, id);
}

export async function deleteStatus(tx: TenantTx, id: string): Promise<void> {
  const status = await getStatus(tx, id);
  const used = await tx
    .selectFrom('anomalies')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('status_id', '=', id)
    .executeTakeFirstOrThrow();
  if (Number(used.n) > 0) {
    throw new ConflictError(
      `The status "${status.name}" is used by ${used.n} anomal${Number(used.n) === 1 ? 'y' : 'ies'}; move them to another status first`,
      'in_use',
    );
  }
  await tx.deleteFrom('anomaly_statuses').where('id', '=', id).execute();
}

export class InvalidStatusTransitionError extends ApiProblemError {
  constructor(detail: string) {
    super(409, 'invalid_status_transition', 'Status change not allowed', detail, {
      errors: [{ field: 'statusId', message: detail }],
    });
  }
}

/**
 * The workflow, derived from each status's sortOrder and isTerminal so custom statuses join it without
 * extra configuration:
 * - from an open (non-terminal) status, work moves forward only: to any status with a higher sortOrder;
 * - from a terminal status, only a re-open to an open status past the first one (e.g. dismissed ->
 *   investigating), never straight back to the initial status or to another terminal one;
 * - staying in the same status is not a change.
 */
export function transitionAllowed(from: AnomalyStatus, to: AnomalyStatus, initial: AnomalyStatus): boolean {
  if (from.id === to.id) return true;
  if (!from.isTerminal) return to.sortOrder > from.sortOrder;
  return !to.isTerminal && to.id !== initial.id;
}

export async function checkTransition(tx: TenantTx, fromId: string, toId: string): Promise<AnomalyStatus> {
  const to = await findStatus(tx, toId);
  if (!to) {
    throw new ValidationError(`The anomaly status ${toId} does not exist`, [
      { field: 'statusId', message: 'is not an anomaly status of this tenant' },
    ]);
  }
  const from = await getStatus(tx, fromId);
  const initial = await initialStatus(tx);
  if (!transitionAllowed(from, to, initial)) {
    const reason = from.isTerminal
      ? `"${from.name}" is closed; it can only be re-opened to an open status other than "${initial.name}"`
      : `work moves forward only (to a status after "${from.name}" in the workflow)`;
    throw new InvalidStatusTransitionError(
      `Cannot move an anomaly from "${from.name}" to "${to.name}": ${reason}`,
    );
  }
  return to;
}
