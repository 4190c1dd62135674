import { sql } from 'kysely';
import type { Schema } from '../../contract.ts';
import type { Principal } from '../../auth/principal.ts';
import { withTenant, type TenantTx } from '../../db/tenant.ts';
import { ApiProblemError, NotFoundError } from '../../errors.ts';
import type { AppDeps } from '../../http/context.ts';
import { recordAudit, type AuditActor } from '../audit.ts';
import { writeArchive } from './archive.ts';
import {
  DATA_KIND_TABLES,
  countPlanned,
  deletePlanned,
  exportPlanned,
  planRemoval,
  type DataKind,
  type RootSelection,
} from './removal-plan.ts';

export type RemovalKind = 'tenant-reset' | 'usecase-reset' | 'purge';

export interface RemovalDeps {
  db: AppDeps['db'];
  store: { kind: 'pglite' | 'postgres'; dataDir: string };
}

export interface DataRemovalPreview {
  dryRun: true;
  tenantId: string;
  kind: RemovalKind;
  counts: { key: string; label: string; count: number }[];
  total: number;
  confirm: string;
}

export type JobDto = Schema<'Job'>;

export const ALL_KINDS = Object.keys(DATA_KIND_TABLES) as DataKind[];

export async function tenantSlug(tx: TenantTx, tenantId: string): Promise<string> {
  const row = await tx.selectFrom('tenants').select('slug').where('id', '=', tenantId).executeTakeFirst();
  if (!row) throw new NotFoundError('No such tenant');
  return row.slug;
}

/** The real run names the tenant by slug, so a reset cannot hit the wrong tenant by a pasted id. */
export function checkConfirmation(confirm: string | undefined, slug: string): void {
  if (confirm === undefined)
    throw new ApiProblemError(
      400,
      'confirmation_required',
      'Confirmation required',
      `Send confirm: "${slug}" (or dryRun: true to preview)`,
      {
        errors: [{ field: 'confirm', message: 'is required unless dryRun' }],
      },
    );
  if (confirm !== slug)
    throw new ApiProblemError(
      400,
      'confirmation_mismatch',
      'Confirmation does not match',
      'confirm must equal the tenant slug',
      {
        errors: [{ field: 'confirm', message: 'must equal the tenant slug' }],
      },
    );
}

export async function previewRemoval(
  deps: RemovalDeps,
  tenantId: string,
  kind: RemovalKind,
  selections: RootSelection[],
): Promise<DataRemovalPreview> {
  return withTenant(deps.db, tenantId, async (tx) => {
    const slug = await tenantSlug(tx, tenantId);
    const counts = await countPlanned(tx, await planRemoval(tx, selections));
    return {
      dryRun: true,
      tenantId,
      kind,
      counts,
      total: counts.reduce((n, c) => n + c.count, 0),
      confirm: slug,
    };
  });
}

/**
 * Archive, delete and audit in one transaction: if any step fails nothing is deleted (and on PostgreSQL
 * no archive row stays either).
 */
export async function removeInTx(
  tx: TenantTx,
  deps: RemovalDeps,
  tenantId: string,
  actor: AuditActor,
  kind: RemovalKind,
  selections: RootSelection[],
  reason: string | null,
): Promise<{ deleted: number; counts: { key: string; count: number }[]; archive: string }> {
  const plan = await planRemoval(tx, selections);
  const counts = (await countPlanned(tx, plan)).map(({ key, count }) => ({ key, count }));
  const tables = await exportPlanned(tx, plan);
  const archive = await writeArchive(tx, deps.store, {
    tenantId,
    kind,
    createdBy: actor.email,
    reason,
    tables,
  });
  const deleted = await deletePlanned(tx, plan);
  await recordAudit(tx, tenantId, actor, `data.${kind}`, { counts, deleted, archive, reason });
  return { deleted, counts, archive };
}

function toJob(row: {
  id: string;
  kind: string;
  status: string;
  progress: number;
  error: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}): JobDto {
  return {
    id: row.id,
    kind: row.kind as RemovalKind,
    status: row.status as JobDto['status'],
    progress: row.progress,
    error: row.error,
    createdDateTime: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

/** A reset runs at once (it is bounded by one tenant's activity data) and is answered as a finished job. */
export async function runReset(
  deps: RemovalDeps,
  principal: Principal,
  tenantId: string,
  kind: 'tenant-reset' | 'usecase-reset',
  selections: RootSelection[],
  confirm: string | undefined,
): Promise<JobDto> {
  return withTenant(deps.db, tenantId, async (tx) => {
    checkConfirmation(confirm, await tenantSlug(tx, tenantId));
    const started = new Date();
    const result = await removeInTx(tx, deps, tenantId, principal, kind, selections, null);
    const job = await tx
      .insertInto('maintenance_jobs')
      .values({
        tenant_id: tenantId,
        kind,
        status: 'succeeded',
        progress: 100,
        detail: JSON.stringify(result),
        created_by: principal.email,
        started_at: started,
        finished_at: sql<Date>`now()`,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toJob(job);
  });
}

export function usecaseSelections(usecaseIds: string[]): RootSelection[] {
  // Questions are seeded catalogue, not activity: a use-case reset clears what users produced in it.
  return (['chats', 'document-analyses', 'documents'] as const).map((kind) => ({ kind, usecaseIds }));
}
