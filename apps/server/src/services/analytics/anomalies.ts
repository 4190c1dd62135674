import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Schema } from '../../contract.ts';
import type { AnomaliesTable } from '../../db/schema-analytics.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { iso, page } from '../catalog/common.ts';
import { filterSql, parseListQuery, totalOfSql, type ListPage } from '../list-query.ts';
import { checkTransition, findStatus, initialStatus } from './anomaly-statuses.ts';
import { addDaysIso, nonBlank, num, numOrNull, stateName, type DayWindow } from './common.ts';
import { detailParts } from './anomaly-detail.ts';
import { loadFilings } from './dataset.ts';
import { toFilingDto, type FilingDto } from './filings.ts';
import { fieldTable } from '../field-table.ts';

export type AnomalyDto = Schema<'Anomaly'>;

export const ANOMALY_FIELDS = fieldTable('a', {
  id: 'uuid',
  title: 'text',
  severity: 'number',
  statusId: 'uuid',
  statusName: { column: 's.name', type: 'text' },
  usecaseId: 'uuid',
  modelId: 'uuid?',
  location: 'text?',
  lineOfBusiness: 'text?',
  segment: 'text?',
  metric: 'text',
  detector: 'text',
  expectedValue: 'number?',
  observedValue: 'number',
  deviation: 'number?',
  assignee: 'text?',
  periodStart: 'date',
  periodEnd: 'date',
  detectedAt: 'date',
  createdDateTime: 'date',
  updateDateTime: 'date',
});

const SELECT = sql`a.id, a.title, a.description, a.severity, a.status_id, s.name as status_name, a.usecase_id,
  a.model_id, a.location, a.line_of_business, a.segment, a.feature, a.metric, a.expected_value, a.observed_value,
  a.deviation, a.detector, a.period_start::text as period_start, a.period_end::text as period_end, a.detected_at,
  a.assignee, a.created_at, a.updated_at`;
const FROM = sql`anomalies a join anomaly_statuses s on s.tenant_id = a.tenant_id and s.id = a.status_id`;

/** A SELECT row: the table's columns but tenant_id and the findings' dedup key, plus the status's name. */
type AnomalyRow = Omit<Selectable<AnomaliesTable>, 'tenant_id' | 'key'> & { status_name: string };

function toDto(r: AnomalyRow): AnomalyDto {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    severity: num(r.severity) as AnomalyDto['severity'],
    statusId: r.status_id,
    statusName: r.status_name,
    usecaseId: r.usecase_id,
    modelId: r.model_id,
    location: r.location as AnomalyDto['location'],
    lineOfBusiness: r.line_of_business,
    segment: r.segment,
    metric: r.metric,
    expectedValue: numOrNull(r.expected_value),
    observedValue: num(r.observed_value),
    deviation: numOrNull(r.deviation),
    detector: r.detector as AnomalyDto['detector'],
    periodStart: r.period_start,
    periodEnd: r.period_end,
    detectedAt: iso(new Date(r.detected_at)),
    assignee: r.assignee,
    createdDateTime: iso(new Date(r.created_at)),
    updateDateTime: iso(new Date(r.updated_at)),
  };
}

/** Anomalies detected from the window's first day on (see DayWindow: counted back from the data's as-of date). */
export function detectedIn(window: DayWindow): RawBuilder<boolean> {
  return sql<boolean>`a.detected_at >= ${window.from}::date`;
}

/** The list filter (whitelisted fields) and the days window, plus any fixed condition of the caller. */
export function anomalyWhere(
  query: Record<string, unknown>,
  window: DayWindow,
  fixed?: RawBuilder<boolean>,
): RawBuilder<boolean> {
  const parts = [detectedIn(window)];
  const filter = filterSql(typeof query.filter === 'string' ? query.filter : undefined, ANOMALY_FIELDS);
  if (filter) parts.push(filter);
  if (fixed) parts.push(fixed);
  return sql<boolean>`${sql.join(parts, sql` AND `)}`;
}

export async function listAnomalies(
  tx: TenantTx,
  query: Record<string, unknown>,
  window: DayWindow,
  fixed?: RawBuilder<boolean>,
): Promise<ListPage<AnomalyDto>> {
  const q = parseListQuery(query, ANOMALY_FIELDS, 'detectedAt:desc,severity:desc', 'a.id');
  const where = anomalyWhere(query, window, fixed);
  const rows = await sql<AnomalyRow>`select ${SELECT} from ${FROM} where ${where}
    order by ${q.orderBy} limit ${q.pageSize} offset ${q.offset}`.execute(tx);
  const total = await totalOfSql(tx, q, sql`from ${FROM} where ${where}`, rows.rows.length);
  return page(q, total, rows.rows.map(toDto));
}

async function anomalyRow(tx: TenantTx, id: string): Promise<AnomalyRow> {
  const { rows } = await sql<AnomalyRow>`select ${SELECT} from ${FROM} where a.id = ${id}`.execute(tx);
  if (!rows[0]) throw new NotFoundError('No such anomaly');
  return rows[0];
}

export async function getAnomaly(tx: TenantTx, id: string): Promise<AnomalyDto> {
  return toDto(await anomalyRow(tx, id));
}

export type AnomalyCreate = Schema<'AnomalyCreate'>;

async function requireRow(
  tx: TenantTx,
  table: 'usecases' | 'models',
  id: string,
  field: string,
  what: string,
) {
  const row = await tx.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (!row)
    throw new ValidationError(`The ${what} ${id} does not exist`, [
      { field, message: `is not a ${what} of this tenant` },
    ]);
}

export async function createAnomaly(tx: TenantTx, tenantId: string, input: AnomalyCreate, actor: string) {
  if (input.periodEnd < input.periodStart) {
    throw new ValidationError('periodEnd is before periodStart', [
      { field: 'periodEnd', message: 'must not be before periodStart' },
    ]);
  }
  await requireRow(tx, 'usecases', input.usecaseId, 'usecaseId', 'use case');
  if (input.modelId) await requireRow(tx, 'models', input.modelId, 'modelId', 'model');
  let statusId: string;
  if (input.statusId) {
    const status = await findStatus(tx, input.statusId);
    if (!status) {
      throw new ValidationError(`The anomaly status ${input.statusId} does not exist`, [
        { field: 'statusId', message: 'is not an anomaly status of this tenant' },
      ]);
    }
    statusId = status.id;
  } else {
    statusId = (await initialStatus(tx)).id;
  }
  const expected = input.expectedValue ?? null;
  const { id } = await tx
    .insertInto('anomalies')
    .values({
      tenant_id: tenantId,
      key: null,
      title: nonBlank(input.title, 'title'),
      description: input.description ?? null,
      severity: input.severity,
      status_id: statusId,
      usecase_id: input.usecaseId,
      model_id: input.modelId ?? null,
      location: input.location ?? null,
      line_of_business: input.lineOfBusiness ?? null,
      segment: input.segment ?? null,
      feature: null,
      metric: input.metric,
      expected_value: expected,
      observed_value: input.observedValue,
      deviation: null,
      detector: 'manual',
      period_start: input.periodStart,
      period_end: input.periodEnd,
      assignee: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordEvent(tx, tenantId, id, actor, { from: null, to: statusId, note: 'Raised by hand' });
  return getAnomaly(tx, id);
}

export type AnomalyUpdate = Schema<'AnomalyUpdate'>;

/** One line of an anomaly's history: who moved it from which status to which, or noted what. */
async function recordEvent(
  tx: TenantTx,
  tenantId: string,
  anomalyId: string,
  actor: string,
  event: { from: string | null; to: string | null; note: string | null },
): Promise<void> {
  await tx
    .insertInto('anomaly_events')
    .values({
      tenant_id: tenantId,
      anomaly_id: anomalyId,
      actor,
      from_status_id: event.from,
      to_status_id: event.to,
      note: event.note,
    })
    .execute();
}

/** Triage: a status change must follow the workflow (409 invalid_status_transition otherwise). */
export async function updateAnomaly(
  tx: TenantTx,
  tenantId: string,
  id: string,
  input: AnomalyUpdate,
  actor: string,
) {
  const current = await anomalyRow(tx, id);
  let toStatus: string | null = null;
  if (input.statusId !== undefined && input.statusId.toLowerCase() !== current.status_id) {
    toStatus = (await checkTransition(tx, current.status_id, input.statusId.toLowerCase())).id;
  }
  await tx
    .updateTable('anomalies')
    .set({
      ...(input.title !== undefined ? { title: nonBlank(input.title, 'title') } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.severity !== undefined ? { severity: input.severity } : {}),
      ...(toStatus ? { status_id: toStatus } : {}),
      ...(input.assignee !== undefined ? { assignee: input.assignee } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
  if (toStatus || input.note) {
    const from = toStatus ? current.status_id : null;
    await recordEvent(tx, tenantId, id, actor, { from, to: toStatus, note: input.note ?? null });
  }
  return getAnomaly(tx, id);
}

export async function deleteAnomaly(tx: TenantTx, id: string): Promise<void> {
  await anomalyRow(tx, id);
  await tx.deleteFrom('anomalies').where('id', '=', id).execute();
}

export interface AnomalyActionDto {
  id: string;
  anomalyId: string;
  title: string;
  description: string | null;
  upVotes: number;
  downVotes: number;
  myVote: 'up' | 'down' | 'none';
  createdDateTime: string;
}

async function actionsOf(
  tx: TenantTx,
  anomalyId: string,
  userId: string,
  actionId?: string,
): Promise<AnomalyActionDto[]> {
  const { rows } = await sql<{
    id: string;
    anomaly_id: string;
    title: string;
    description: string | null;
    created_at: Date;
    up: number;
    down: number;
    mine: number | null;
  }>`select x.id, x.anomaly_id, x.title, x.description, x.created_at,
        count(*) filter (where v.vote = 1)::int as up,
        count(*) filter (where v.vote = -1)::int as down,
        max(case when v.user_id = ${userId}::uuid then v.vote end)::int as mine
      from anomaly_actions x
      left join anomaly_action_votes v on v.tenant_id = x.tenant_id and v.action_id = x.id
      where x.anomaly_id = ${anomalyId} ${actionId ? sql`and x.id = ${actionId}` : sql``}
      group by x.id, x.anomaly_id, x.title, x.description, x.created_at, x.sort_order
      order by x.sort_order, x.created_at`.execute(tx);
  return rows.map((r) => ({
    id: r.id,
    anomalyId: r.anomaly_id,
    title: r.title,
    description: r.description,
    upVotes: num(r.up),
    downVotes: num(r.down),
    myVote: r.mine === 1 ? 'up' : r.mine === -1 ? 'down' : 'none',
    createdDateTime: iso(new Date(r.created_at)),
  }));
}

/**
 * One vote per user and action: voting the other way replaces the vote, voting the same way again
 * withdraws it (the contract's "again to withdraw").
 */
export async function voteAction(
  tx: TenantTx,
  tenantId: string,
  anomalyId: string,
  actionId: string,
  userId: string,
  direction: 1 | -1,
): Promise<AnomalyActionDto> {
  await anomalyRow(tx, anomalyId);
  const action = await tx
    .selectFrom('anomaly_actions')
    .select('id')
    .where('id', '=', actionId)
    .where('anomaly_id', '=', anomalyId)
    .executeTakeFirst();
  if (!action) throw new NotFoundError('No such action on this anomaly');
  const current = await tx
    .selectFrom('anomaly_action_votes')
    .select('vote')
    .where('action_id', '=', actionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (current && num(current.vote) === direction) {
    await tx
      .deleteFrom('anomaly_action_votes')
      .where('action_id', '=', actionId)
      .where('user_id', '=', userId)
      .execute();
  } else {
    await tx
      .insertInto('anomaly_action_votes')
      .values({
        tenant_id: tenantId,
        action_id: actionId,
        user_id: userId,
        vote: direction,
        updated_at: new Date(),
      })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'action_id', 'user_id'])
          .doUpdateSet({ vote: direction, updated_at: new Date() }),
      )
      .execute();
  }
  return (await actionsOf(tx, anomalyId, userId, actionId))[0]!;
}

export type ReportFile = Schema<'AnomalyReportFile'>;

export function reportFiles(id: string): ReportFile[] {
  return [
    {
      filename: `anomaly-${id}.pdf`,
      reference: null,
      title: 'Anomaly report (PDF)',
      contentType: 'application/pdf',
    },
    {
      filename: `anomaly-${id}.html`,
      reference: null,
      title: 'Anomaly report (web page)',
      contentType: 'text/html',
    },
  ];
}

/** Filings of the same state and line submitted in the 12 months before the period or during it. */
async function relatedFilings(tx: TenantTx, a: AnomalyRow): Promise<FilingDto[]> {
  if (!a.line_of_business) return [];
  const from = addDaysIso(a.period_start, -365);
  const where = sql<boolean>`f.line_code = ${a.line_of_business}
    ${a.location ? sql`and f.state = ${a.location}` : sql``}
    and f.submitted_date between ${from}::date and ${a.period_end}::date`;
  const filings = await loadFilings(tx, where);
  return filings.slice(-50).reverse().map(toFilingDto);
}

export async function getAnomalyDetail(tx: TenantTx, id: string, userId: string) {
  const row = await anomalyRow(tx, id);
  return {
    ...toDto(row),
    actions: await actionsOf(tx, id, userId),
    ...(await detailParts(tx, row)),
    relatedFilings: await relatedFilings(tx, row),
    reports: reportFiles(id),
  };
}

export async function anomalyForReport(tx: TenantTx, id: string) {
  const row = await anomalyRow(tx, id);
  return {
    anomaly: toDto(row),
    feature: row.feature,
    actions: await actionsOf(tx, id, '00000000-0000-0000-0000-000000000000'),
    ...(await detailParts(tx, row)),
  };
}

export async function geoDistribution(tx: TenantTx, query: Record<string, unknown>, window: DayWindow) {
  const where = anomalyWhere(query, window, sql<boolean>`a.location is not null`);
  const { rows } = await sql<{
    state: Schema<'StateCode'>;
    count: number;
    low: number;
    medium: number;
    high: number;
  }>`
    select a.location as state, count(*)::int as count,
      count(*) filter (where a.severity = 1)::int as low,
      count(*) filter (where a.severity = 2)::int as medium,
      count(*) filter (where a.severity = 3)::int as high
    from ${FROM} where ${where}
    group by a.location order by count(*) desc, a.location`.execute(tx);
  return rows.map((r) => ({
    state: r.state,
    stateName: stateName(r.state),
    count: num(r.count),
    low: num(r.low),
    medium: num(r.medium),
    high: num(r.high),
    maxSeverity: (num(r.high) > 0 ? 3 : num(r.medium) > 0 ? 2 : 1) as Schema<'Severity'>,
  }));
}

export { FROM as ANOMALY_FROM };
