import { sql, type Selectable } from 'kysely';
import type { Schema } from '../../contract.ts';
import type { Principal } from '../../auth/principal.ts';
import type { PurgeRequestsTable } from '../../db/schema.ts';
import { withSystemAdminRegistry, withTenant } from '../../db/tenant.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { recordAudit } from '../audit.ts';
import { parseListQuery, selectPage, type ListPage } from '../list-query.ts';
import {
  checkConfirmation,
  previewRemoval,
  removeInTx,
  tenantSlug,
  type DataRemovalPreview,
  type RemovalDeps,
} from './data-removal.ts';
import type { RootSelection } from './removal-plan.ts';
import { fieldTable } from '../field-table.ts';

export type PurgeTarget = Schema<'PurgeTarget'>;

export type PurgeRequestDto = Schema<'PurgeRequest'>;

const DEFAULT_DELAY_MS = 24 * 3600 * 1000;
/** Clock skew between client and server; "now" from a client arrives a little late. */
const PAST_SLACK_MS = 60_000;

export const PURGE_FIELDS = fieldTable('', {
  id: 'uuid',
  status: 'text',
  reason: 'text',
  requestedBy: 'text',
  scheduledFor: 'date',
  completedAt: 'date?',
  deletedCount: 'number?',
  createdDateTime: 'date',
});

function toDto(row: Selectable<PurgeRequestsTable>): PurgeRequestDto {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    status: row.status as PurgeRequestDto['status'],
    targets: row.targets as PurgeTarget[],
    reason: row.reason,
    requestedBy: row.requested_by,
    scheduledFor: row.scheduled_for.toISOString(),
    completedAt: row.completed_at?.toISOString() ?? null,
    deletedCount: row.deleted_count,
    createdDateTime: row.created_at.toISOString(),
  };
}

function selections(targets: PurgeTarget[]): RootSelection[] {
  return targets.map((t) => ({
    kind: t.kind,
    ...(t.usecaseId ? { usecaseIds: [t.usecaseId.toLowerCase()] } : {}),
    ...(t.olderThanDays ? { olderThanDays: t.olderThanDays } : {}),
  }));
}

export async function listPurges(
  deps: RemovalDeps,
  tenantId: string,
  query: Record<string, unknown>,
): Promise<ListPage<PurgeRequestDto>> {
  const list = parseListQuery(query, PURGE_FIELDS, 'createdDateTime:desc', 'id');
  return withTenant(deps.db, tenantId, async (tx) => {
    let base = tx.selectFrom('purge_requests');
    if (list.where) base = base.where(list.where);
    const { rows, ...total } = await selectPage(list, base.selectAll());
    return { items: rows.map(toDto), page: list.page, pageSize: list.pageSize, ...total };
  });
}

export async function createPurge(
  deps: RemovalDeps,
  principal: Principal,
  tenantId: string,
  input: {
    targets: PurgeTarget[];
    reason: string;
    scheduledFor?: string;
    confirm?: string;
    dryRun?: boolean;
  },
): Promise<{ preview: DataRemovalPreview } | { created: PurgeRequestDto }> {
  if (input.dryRun)
    return { preview: await previewRemoval(deps, tenantId, 'purge', selections(input.targets)) };
  const when = input.scheduledFor ? new Date(input.scheduledFor) : new Date(Date.now() + DEFAULT_DELAY_MS);
  if (when.getTime() < Date.now() - PAST_SLACK_MS) {
    throw new ValidationError('Invalid field "scheduledFor": must not be in the past', [
      { field: 'scheduledFor', message: 'must not be in the past' },
    ]);
  }
  return withTenant(deps.db, tenantId, async (tx) => {
    checkConfirmation(input.confirm, await tenantSlug(tx, tenantId));
    const row = await tx
      .insertInto('purge_requests')
      .values({
        tenant_id: tenantId,
        status: 'scheduled',
        targets: JSON.stringify(input.targets),
        reason: input.reason,
        requested_by: principal.email,
        scheduled_for: when,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(tx, tenantId, principal, 'purge.scheduled', {
      purgeId: row.id,
      targets: input.targets,
      reason: input.reason,
      scheduledFor: when.toISOString(),
    });
    return { created: toDto(row) };
  });
}

export async function cancelPurge(
  deps: RemovalDeps,
  principal: Principal,
  tenantId: string,
  id: string,
): Promise<void> {
  await withTenant(deps.db, tenantId, async (tx) => {
    const row = await tx
      .selectFrom('purge_requests')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new NotFoundError('No such purge request');
    if (row.status === 'cancelled')
      throw new ConflictError('The purge is already cancelled', 'not_scheduled');
    if (row.status !== 'scheduled') throw new ConflictError(`The purge is ${row.status}`, 'purge_started');
    await tx.updateTable('purge_requests').set({ status: 'cancelled' }).where('id', '=', id).execute();
    await recordAudit(tx, tenantId, principal, 'purge.cancelled', { purgeId: id });
  });
}

/**
 * Runs every purge whose time has come, one transaction each: archive, delete, mark completed, audit
 * (as the person who scheduled it). A failure marks the request failed and leaves its data in place.
 * Row locks with SKIP LOCKED let several server processes share the work.
 */
export async function runDuePurges(deps: RemovalDeps, now: Date = new Date()): Promise<number> {
  const tenants = await withSystemAdminRegistry(deps.db, (tx) =>
    tx.selectFrom('tenants').select('id').where('deleted_at', 'is', null).execute(),
  );
  let ran = 0;
  for (const { id: tenantId } of tenants) {
    for (;;) {
      const done = await withTenant(deps.db, tenantId, async (tx) => {
        const row = await tx
          .selectFrom('purge_requests')
          .selectAll()
          .where('status', '=', 'scheduled')
          .where('scheduled_for', '<=', now)
          .orderBy('scheduled_for')
          .limit(1)
          .forUpdate()
          .skipLocked()
          .executeTakeFirst();
        if (!row) return false;
        await sql`savepoint purge_run`.execute(tx);
        try {
          const result = await removeInTx(
            tx,
            deps,
            tenantId,
            { email: row.requested_by },
            'purge',
            selections(row.targets as PurgeTarget[]),
            row.reason,
          );
          await tx
            .updateTable('purge_requests')
            .set({
              status: 'completed',
              completed_at: sql<Date>`now()`,
              deleted_count: result.deleted,
              archive_ref: result.archive,
            })
            .where('id', '=', row.id)
            .execute();
        } catch (error) {
          await sql`rollback to savepoint purge_run`.execute(tx);
          const message = error instanceof Error ? error.message : String(error);
          await tx
            .updateTable('purge_requests')
            .set({ status: 'failed', error: message.slice(0, 2000), completed_at: sql<Date>`now()` })
            .where('id', '=', row.id)
            .execute();
        }
        return true;
      });
      if (!done) break;
      ran += 1;
    }
  }
  return ran;
}
