import { sql, type Insertable } from 'kysely';
import type { ClaimsTable } from '../../db/schema-ingest.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { upsertLatest } from '../batch-rows.ts';
import {
  RowError,
  isoDate,
  line,
  number,
  optionalText,
  state,
  text,
  type DatasetLoader,
  type LoadContext,
  type Record_,
} from './ingest-fields.ts';

// The datasets added to data ingestion by issue 18: claims (rolled up into the portfolio rows they
// belong to), intelligence feed items (shown beside the filing feed) and model scores (binned into the
// score and feature distributions that model monitoring and model reports read, ingest-model-bins.ts).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

const CLAIM_STATUSES = ['open', 'closed', 'reopened'];

type ClaimRow = Omit<Insertable<ClaimsTable>, 'tenant_id' | 'created_at'>;

const segmentKey = (c: { month: string; state: string; line: string; segment: string }) =>
  [c.month, c.state, c.line, c.segment].join('|');

export const claimsLoader: DatasetLoader<ClaimRow> = {
  prepare(r: Record_): ClaimRow {
    const claimNumber = text(r, 'claimNumber', 60);
    const lossDate = isoDate(r, 'lossDate')!;
    const reported = isoDate(r, 'reportedDate', true);
    if (reported && reported < lossDate)
      throw new RowError('reportedDate is before lossDate', 'reportedDate');
    const st = state(r);
    const { line: lineName, code } = line(r);
    const segment = text(r, 'segment', 100);
    const status = text(r, 'status').toLowerCase();
    if (!CLAIM_STATUSES.includes(status))
      throw new RowError(`status '${status}' is not one of ${CLAIM_STATUSES.join(', ')}`, 'status');
    return {
      claim_number: claimNumber,
      loss_date: lossDate,
      reported_date: reported,
      month: lossDate.slice(0, 7),
      state: st,
      line: lineName,
      line_code: code,
      segment,
      status,
      paid: number(r, 'paid', { min: 0 })!,
      reserve: number(r, 'reserve', { min: 0, optional: true }) ?? 0,
      cause: optionalText(r, 'cause')?.slice(0, 200) ?? null,
    };
  },
  /** A claim belongs to a portfolio row: one without it is refused. */
  async check(tx, _ctx, rows) {
    const keys = [...new Set(rows.map(segmentKey))].map((k) => k.split('|'));
    const { rows: owners } = await sql<{ month: string; state: string; line: string; segment: string }>`
      select p.month, p.state, p.line, p.segment
      from portfolio_rows p
      join jsonb_to_recordset(${json(keys.map(([month, st, l, segment]) => ({ month, state: st, line: l, segment })))})
        as k(month text, state text, line text, segment text)
        on p.month = k.month and p.state = k.state and p.line = k.line and p.segment = k.segment
    `.execute(tx);
    const owned = new Set(owners.map(segmentKey));
    return rows.map((c) =>
      owned.has(segmentKey(c))
        ? null
        : new RowError(
            `no portfolio row for ${c.month}, ${c.state}, ${c.line}, ${c.segment}; load the portfolio for that month first`,
            'segment',
          ),
    );
  },
  async write(tx, ctx, rows) {
    // A claim loaded before under another segment leaves that segment to be recounted too.
    const previous = await tx
      .selectFrom('claims')
      .select(['month', 'state', 'line', 'segment'])
      .where(
        'claim_number',
        'in',
        rows.map((c) => c.claim_number),
      )
      .execute();
    await upsertLatest(tx, rows, {
      table: 'claims',
      tenantId: ctx.tenantId,
      key: (c) => c.claim_number,
      conflict: ['tenant_id', 'claim_number'],
      update: [
        'loss_date',
        'reported_date',
        'month',
        'state',
        'line',
        'line_code',
        'segment',
        'status',
        'paid',
        'reserve',
        'cause',
      ],
    });
    for (const c of [...previous, ...rows]) ctx.segments.add(segmentKey(c));
  },
};

/** Each touched portfolio row takes its claim count and incurred losses (paid + reserve) from its claims. */
export async function rollUpClaims(tx: TenantTx, ctx: LoadContext): Promise<number> {
  const keys = [...ctx.segments].map((key) => {
    const [month, st, lineName, segment] = key.split('|') as [string, string, string, string];
    return { month, state: st, line: lineName, segment };
  });
  for (let i = 0; i < keys.length; i += 1000) {
    await sql`
      UPDATE portfolio_rows p SET
        claim_count = coalesce(c.n, 0),
        incurred_losses = coalesce(c.incurred, 0)
      FROM jsonb_to_recordset(${json(keys.slice(i, i + 1000))})
        AS k(month text, state text, line text, segment text)
      LEFT JOIN LATERAL (
        SELECT count(*)::integer AS n, coalesce(sum(paid + reserve), 0) AS incurred
        FROM claims
        WHERE month = k.month AND state = k.state AND line = k.line AND segment = k.segment
      ) c ON true
      WHERE p.month = k.month AND p.state = k.state AND p.line = k.line AND p.segment = k.segment
    `.execute(tx);
  }
  return ctx.segments.size;
}

interface IntelFeedRow {
  source_name: string;
  title: string;
  published_date: string;
  source_type: string;
  summary: string;
  url: string | null;
  state: string | null;
  line_code: string | null;
  carrier: string | null;
  tags: string[];
}

export const intelFeedsLoader: DatasetLoader<IntelFeedRow> = {
  prepare(r: Record_): IntelFeedRow {
    const sourceType = text(r, 'sourceType', 40).toLowerCase();
    if (!/^[a-z0-9][a-z0-9-]{1,39}$/.test(sourceType))
      throw new RowError(
        `sourceType '${sourceType}' must be lower-case letters, digits and hyphens`,
        'sourceType',
      );
    const sourceName = text(r, 'sourceName', 200);
    const title = text(r, 'title', 300);
    const published = isoDate(r, 'publishedDate')!;
    const url = optionalText(r, 'url');
    if (url !== null && !/^https?:\/\/[^\s]+$/i.test(url))
      throw new RowError(`url '${url.slice(0, 80)}' is not an http or https address`, 'url');
    return {
      source_name: sourceName,
      title,
      published_date: published,
      source_type: sourceType,
      summary: (optionalText(r, 'summary') ?? '').slice(0, 4000),
      url,
      state: optionalText(r, 'state') === null ? null : state(r),
      line_code: optionalText(r, 'lineOfBusiness') === null ? null : line(r).code,
      carrier: optionalText(r, 'carrier')?.slice(0, 200) ?? null,
      tags: (optionalText(r, 'tags') ?? '')
        .split(';')
        .map((t) => t.trim())
        .filter((t) => t !== '')
        .slice(0, 20),
    };
  },
  // The same item (source and title in any case, same date) is updated in place, keeping its first spelling.
  write: (tx, ctx, rows) =>
    upsertLatest(tx, rows, {
      table: 'intel_feed_items',
      tenantId: ctx.tenantId,
      key: (f) => [f.source_name.toLowerCase(), f.title.toLowerCase(), f.published_date].join('\u0000'),
      conflict: sql`tenant_id, lower(source_name), lower(title), published_date`,
      update: ['source_type', 'summary', 'url', 'state', 'line_code', 'carrier', 'tags'],
    }),
};

async function resolveModel(tx: TenantTx, ctx: LoadContext, r: Record_): Promise<string> {
  const ref = text(r, 'model', 200);
  const key = ref.toLowerCase();
  const known = ctx.models.get(key);
  if (known) return known;
  const found = await tx
    .selectFrom('models')
    .select('id')
    .where(UUID.test(ref) ? sql<boolean>`id = ${ref}::uuid` : sql<boolean>`lower(name) = ${key}`)
    .orderBy('created_at')
    .executeTakeFirst();
  if (found) {
    ctx.models.set(key, found.id);
    return found.id;
  }
  const useCaseRef = optionalText(r, 'useCase');
  if (useCaseRef === null || UUID.test(ref)) {
    throw new RowError(`model '${ref}' does not exist; name a useCase column to create it`, 'model');
  }
  const usecase = await tx
    .selectFrom('usecases')
    .select('id')
    .where(
      UUID.test(useCaseRef)
        ? sql<boolean>`id = ${useCaseRef}::uuid`
        : sql<boolean>`lower(name) = lower(${useCaseRef})`,
    )
    .executeTakeFirst();
  if (!usecase) throw new RowError(`useCase '${useCaseRef}' is not a use case of this tenant`, 'useCase');
  const created = await tx
    .insertInto('models')
    .values({
      tenant_id: ctx.tenantId,
      name: ref,
      usecase_id: usecase.id,
      version: '1',
      kind: 'rating',
      description: 'Loaded through data ingestion',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ctx.models.set(key, created.id);
  return created.id;
}

interface ScoreRow {
  r: Record_;
  period: string;
  score: number;
  actual: number;
  state: string | null;
  features: Record<string, string>;
  /** Set by the check: the model the row scores. */
  modelId?: string;
}

export const modelScoresLoader: DatasetLoader<ScoreRow> = {
  prepare(r: Record_): ScoreRow {
    const period = text(r, 'period', 20).toLowerCase();
    if (period !== 'reference' && !/^\d{4}-(0[1-9]|1[0-2])$/.test(period))
      throw new RowError(`period '${period}' is neither "reference" nor a month (YYYY-MM)`, 'period');
    const score = number(r, 'score')!;
    const actual = number(r, 'actual')!;
    const stateCode = optionalText(r, 'state') === null ? null : state(r);
    const features: Record<string, string> = {};
    for (const [name, value] of Object.entries(r)) {
      if (!name.startsWith('feature.')) continue;
      const feature = name.slice('feature.'.length).trim();
      if (feature === '' || feature.length > 100)
        throw new RowError(`feature column '${name}' needs a name of 1 to 100 characters`, name);
      features[feature] = value.trim().slice(0, 100);
    }
    text(r, 'model', 200);
    return { r, period, score, actual, state: stateCode, features };
  },
  /** Finds (or, with a use case named, creates) each row's model; the few distinct names hit the database once. */
  async check(tx, ctx, rows) {
    const verdicts: (RowError | null)[] = [];
    for (const row of rows) {
      try {
        row.modelId = await resolveModel(tx, ctx, row.r);
        verdicts.push(null);
      } catch (error) {
        if (!(error instanceof RowError)) throw error;
        verdicts.push(error);
      }
    }
    return verdicts;
  },
  /** The first rows of a model and period in a load replace what an earlier load held for them. */
  async write(tx, ctx, rows) {
    const pairs = [...new Set(rows.map((s) => `${s.modelId!}|${s.period}`))].filter(
      (p) => !ctx.replaced.has(p),
    );
    for (const pair of pairs) {
      const [modelId, period] = pair.split('|') as [string, string];
      await tx
        .deleteFrom('model_score_rows')
        .where('model_id', '=', modelId)
        .where('period', '=', period)
        .execute();
    }
    await tx
      .insertInto('model_score_rows')
      .values(
        rows.map((s) => ({
          tenant_id: ctx.tenantId,
          model_id: s.modelId!,
          period: s.period,
          score: s.score,
          actual: s.actual,
          state: s.state,
          features: JSON.stringify(s.features),
        })),
      )
      .execute();
    for (const pair of pairs) ctx.replaced.add(pair);
    for (const s of rows) ctx.touchedModels.add(s.modelId!);
  },
};
