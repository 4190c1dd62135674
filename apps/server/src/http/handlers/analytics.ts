import { sql } from 'kysely';
import { ApiProblemError, ValidationError } from '../../errors.ts';
import type { Principal } from '../../auth/principal.ts';
import { withTenant, type TenantTx } from '../../db/tenant.ts';
import * as anomalies from '../../services/analytics/anomalies.ts';
import { viewAnomalyReport } from '../../services/analytics/anomaly-report.ts';
import * as statuses from '../../services/analytics/anomaly-statuses.ts';
import { dayWindow } from '../../services/analytics/common.ts';
import * as dashboard from '../../services/analytics/dashboard.ts';
import { listFilings, tenantFilingStats } from '../../services/analytics/filings.ts';
import { executeGraphql, type GraphqlRequest } from '../../services/analytics/graphql.ts';
import { INGEST_MAX_BYTES, ingestCsv } from '../../services/analytics/ingest.ts';
import * as ingestions from '../../services/analytics/ingestions.ts';
import { filingBreakdown, marketComparison } from '../../services/analytics/market.ts';
import * as intelligence from '../../services/analytics/intelligence.ts';
import * as models from '../../services/analytics/models.ts';
import {
  requirePrincipal,
  tenantScoped,
  withRequestTenant,
  requireTenantId,
  type HandlerContext,
  type OperationHandler,
  type OperationHandlers,
} from '../context.ts';

type Scoped = (
  tx: TenantTx,
  ctx: HandlerContext & { principal: Principal; tenantId: string },
) => Promise<unknown>;

/** One transaction in the acting tenant (the caller's own, or the one named under /api/tenant/{tenantId}). */
function inTenant(fn: Scoped, status?: number): OperationHandler {
  return tenantScoped(async (ctx) => {
    const principal = requirePrincipal(ctx);
    const tenantId = requireTenantId(ctx);
    const result = await withRequestTenant(ctx, tenantId, (tx) => fn(tx, { ...ctx, principal, tenantId }));
    if (status !== undefined) ctx.reply.code(status);
    return result;
  });
}

const p = (ctx: HandlerContext, name: string): string => {
  const value = ctx.params[name];
  if (value === undefined)
    throw new Error(`Operation ${ctx.operation.operationId} has no path parameter ${name}`);
  return value.toLowerCase();
};

const window = (tx: TenantTx, ctx: HandlerContext) => dayWindow(tx, ctx.query);
const outlierOnly = sql<boolean>`a.detector = 'outlier-segment'`;

/** Issue 6 analytics: models and reports, anomalies and their workflow, dashboard, intelligence, GraphQL. */
export const analyticsHandlers: OperationHandlers = {
  listModels: inTenant((tx, ctx) => models.listModels(tx, ctx.query)),
  createModel: inTenant(
    (tx, ctx) => models.createModel(tx, ctx.tenantId, ctx.body as models.ModelWrite),
    201,
  ),
  getModel: inTenant((tx, ctx) => models.getModel(tx, p(ctx, 'id'))),
  updateModel: inTenant((tx, ctx) => models.updateModel(tx, p(ctx, 'id'), ctx.body as models.ModelWrite)),
  deleteModel: inTenant(async (tx, ctx) => {
    await models.deleteModel(tx, p(ctx, 'id'));
  }),
  listModelReports: inTenant((tx, ctx) => models.listReports(tx, p(ctx, 'id'))),
  listModelReportTypes: inTenant((tx, ctx) =>
    models.listSubReports(
      tx,
      p(ctx, 'id'),
      typeof ctx.query.reportId === 'string' ? ctx.query.reportId : undefined,
    ),
  ),
  getModelReportCharts: inTenant(async (tx, ctx) => ({
    modelId: p(ctx, 'id'),
    reportId: p(ctx, 'reportId'),
    reportType: ctx.params.reportType ?? '',
    charts: await models.chartCollection(tx, p(ctx, 'id'), p(ctx, 'reportId'), ctx.params.reportType ?? ''),
  })),
  getModelStability: inTenant((tx, ctx) =>
    models.modelStabilityReport(tx, p(ctx, 'id'), typeof ctx.query.days === 'number' ? ctx.query.days : 90),
  ),
  resetModel: inTenant(
    (tx, ctx) => models.resetModel(tx, ctx.tenantId, p(ctx, 'id'), ctx.principal.email),
    202,
  ),
  // A GraphQL answer holds only the fields the query selected, so it cannot go through the response
  // schema's serializer (which insists on every required field of the full types): it is sent as is.
  graphql: async (ctx) => {
    requirePrincipal(ctx);
    const result = await withTenant(ctx.deps.db, requireTenantId(ctx), (tx) =>
      executeGraphql(tx, ctx.body as GraphqlRequest),
    );
    return ctx.reply.type('application/json; charset=utf-8').send(JSON.stringify(result));
  },

  listAnomalyStatuses: inTenant((tx, ctx) => statuses.listStatuses(tx, ctx.query)),
  createAnomalyStatus: inTenant(
    (tx, ctx) => statuses.createStatus(tx, ctx.tenantId, ctx.body as statuses.AnomalyStatusWrite),
    201,
  ),
  getAnomalyStatus: inTenant((tx, ctx) => statuses.getStatus(tx, p(ctx, 'id'))),
  updateAnomalyStatus: inTenant((tx, ctx) =>
    statuses.updateStatus(tx, p(ctx, 'id'), ctx.body as statuses.AnomalyStatusWrite),
  ),
  deleteAnomalyStatus: inTenant(async (tx, ctx) => {
    await statuses.deleteStatus(tx, p(ctx, 'id'));
  }),

  listAnomalies: inTenant(async (tx, ctx) => anomalies.listAnomalies(tx, ctx.query, await window(tx, ctx))),
  createAnomaly: inTenant(
    (tx, ctx) =>
      anomalies.createAnomaly(tx, ctx.tenantId, ctx.body as anomalies.AnomalyCreate, ctx.principal.email),
    201,
  ),
  getAnomaly: inTenant((tx, ctx) => anomalies.getAnomaly(tx, p(ctx, 'id'))),
  updateAnomaly: inTenant((tx, ctx) =>
    anomalies.updateAnomaly(
      tx,
      ctx.tenantId,
      p(ctx, 'id'),
      ctx.body as anomalies.AnomalyUpdate,
      ctx.principal.email,
    ),
  ),
  deleteAnomaly: inTenant(async (tx, ctx) => {
    await anomalies.deleteAnomaly(tx, p(ctx, 'id'));
  }),
  getAnomalyDetail: inTenant((tx, ctx) => anomalies.getAnomalyDetail(tx, p(ctx, 'id'), ctx.principal.userId)),
  getAnomalyGeoDistribution: inTenant(async (tx, ctx) =>
    anomalies.geoDistribution(tx, ctx.query, await window(tx, ctx)),
  ),
  listAnomalyOutliers: inTenant(async (tx, ctx) =>
    anomalies.listAnomalies(tx, ctx.query, await window(tx, ctx), outlierOnly),
  ),
  upvoteAnomalyAction: inTenant((tx, ctx) =>
    anomalies.voteAction(tx, ctx.tenantId, p(ctx, 'id'), p(ctx, 'actionId'), ctx.principal.userId, 1),
  ),
  downvoteAnomalyAction: inTenant((tx, ctx) =>
    anomalies.voteAction(tx, ctx.tenantId, p(ctx, 'id'), p(ctx, 'actionId'), ctx.principal.userId, -1),
  ),
  viewAnomalyReport: async (ctx) => {
    requirePrincipal(ctx);
    const file = await withTenant(ctx.deps.db, requireTenantId(ctx), (tx) =>
      viewAnomalyReport(
        tx,
        p(ctx, 'id'),
        String(ctx.query.filename),
        typeof ctx.query.reference === 'string' ? ctx.query.reference : undefined,
      ),
    );
    return ctx.reply
      .type(file.contentType)
      .header('content-disposition', `inline; filename="${String(ctx.query.filename)}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  },

  getAnomalyCountsBy: inTenant(async (tx, ctx) =>
    dashboard.anomalyBuckets(
      tx,
      (typeof ctx.query.by === 'string' ? ctx.query.by : 'severity') as dashboard.BucketDimension,
      ctx.query,
      await window(tx, ctx),
    ),
  ),
  getAnomalyCountsByLocation: inTenant(async (tx, ctx) =>
    dashboard.anomalyBuckets(
      tx,
      'location',
      ctx.query,
      await window(tx, ctx),
      sql<boolean>`a.location is not null`,
    ),
  ),
  getAnomalyCountsByStatus: inTenant(async (tx, ctx) =>
    dashboard.anomalyBuckets(tx, 'status', ctx.query, await window(tx, ctx)),
  ),
  listAnomaliesWithStatus: inTenant(async (tx, ctx) => {
    const statusId = p(ctx, 'statusId');
    await dashboard.requireStatus(tx, statusId);
    return anomalies.listAnomalies(
      tx,
      ctx.query,
      await window(tx, ctx),
      sql<boolean>`a.status_id = ${statusId}`,
    );
  }),
  getAnomalyCountsByUsecase: inTenant(async (tx, ctx) =>
    dashboard.anomalyBuckets(tx, 'usecase', ctx.query, await window(tx, ctx)),
  ),
  listAnomaliesOfUsecase: inTenant(async (tx, ctx) => {
    const usecaseId = p(ctx, 'useCaseId');
    await dashboard.requireUsecase(tx, usecaseId);
    return anomalies.listAnomalies(
      tx,
      ctx.query,
      await window(tx, ctx),
      sql<boolean>`a.usecase_id = ${usecaseId}`,
    );
  }),
  getPerformance: inTenant(async (tx, ctx) =>
    dashboard.performance(
      tx,
      ctx.params.group as dashboard.PerformanceGroup,
      ctx.query,
      await window(tx, ctx),
    ),
  ),
  getDashboardTrend: inTenant(async (tx, ctx) =>
    dashboard.trend(tx, ctx.params.type as dashboard.TrendType, ctx.query, await window(tx, ctx)),
  ),
  getKnowledgeBaseMetrics: inTenant((tx, ctx) =>
    dashboard.kbMetrics(
      tx,
      ctx.params.type as dashboard.KbType,
      typeof ctx.query.days === 'number' ? ctx.query.days : 90,
    ),
  ),

  getIntelMetrics: inTenant(async (tx, ctx) =>
    intelligence.intelMetrics(tx, p(ctx, 'groupId'), await window(tx, ctx)),
  ),
  listIntelFeeds: inTenant(async (tx, ctx) =>
    intelligence.listFeeds(tx, p(ctx, 'groupId'), ctx.query, await window(tx, ctx)),
  ),
  listIntelSourceTypes: inTenant((tx, ctx) => intelligence.listSourceTypes(tx, p(ctx, 'groupId'))),
  getOutlierQuadrants: inTenant(async (tx, ctx) =>
    intelligence.quadrants(
      tx,
      ctx.query,
      await window(tx, ctx),
      typeof ctx.query.usecaseId === 'string' ? ctx.query.usecaseId.toLowerCase() : undefined,
    ),
  ),
  getTenantFilingStats: inTenant(async (tx, ctx) =>
    tenantFilingStats(tx, ctx.tenantId, ctx.query, await window(tx, ctx)),
  ),
  listTenantFilings: inTenant(async (tx, ctx) => listFilings(tx, ctx.query, await window(tx, ctx))),
  getTenantFilingBreakdown: inTenant(async (tx, ctx) =>
    filingBreakdown(tx, ctx.tenantId, ctx.query, await window(tx, ctx)),
  ),
  getTenantMarketComparison: inTenant(async (tx, ctx) =>
    marketComparison(tx, ctx.tenantId, ctx.query, await window(tx, ctx)),
  ),

  createDataIngestion: async (ctx) => {
    const principal = requirePrincipal(ctx);
    const upload = await readCsvUpload(ctx);
    const record = await withTenant(ctx.deps.db, requireTenantId(ctx), (tx) =>
      ingestCsv(tx, requireTenantId(ctx), upload, principal.email),
    );
    ctx.reply.code(202);
    return record;
  },
  listDataIngestions: inTenant(async (tx, ctx) =>
    ingestions.listIngestions(tx, ctx.query, await window(tx, ctx)),
  ),
  getDataIngestion: inTenant((tx, ctx) => ingestions.getIngestion(tx, p(ctx, 'id'))),
  updateDataIngestion: inTenant((tx, ctx) =>
    ingestions.updateIngestion(tx, p(ctx, 'id'), ctx.body as { name?: string; status?: 'cancelled' }),
  ),
  deleteDataIngestion: inTenant(async (tx, ctx) => {
    await ingestions.deleteIngestion(tx, p(ctx, 'id'));
  }),
};

const DATASETS = ['filings', 'portfolio', 'claims', 'intel-feeds', 'model-scores'];

/** The multipart body of POST /api/data-ingestion: fields name and dataset, one CSV file in `file`. */
async function readCsvUpload(ctx: HandlerContext) {
  const request = ctx.request;
  if (!request.isMultipart()) {
    throw new ApiProblemError(
      415,
      'unsupported_media_type',
      'Unsupported media type',
      'Send the load as multipart/form-data',
    );
  }
  const fields: Record<string, string> = {};
  let file: { filename: string | null; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: INGEST_MAX_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new ValidationError(`Unexpected file field "${part.fieldname}"; send the CSV in "file"`, [
            { field: part.fieldname, message: 'is not allowed' },
          ]);
        }
        const type = part.mimetype.split(';')[0]!.trim().toLowerCase();
        const named = (part.filename ?? '').toLowerCase().endsWith('.csv');
        if (
          type !== 'text/csv' &&
          !(named && (type === 'application/octet-stream' || type === 'text/plain'))
        ) {
          part.file.resume();
          throw new ApiProblemError(
            415,
            'unsupported_media_type',
            'Unsupported media type',
            'The file must be a CSV file (text/csv)',
          );
        }
        file = {
          filename: part.filename ? part.filename.split(/[\\/]/).pop()!.slice(0, 255) : null,
          bytes: await part.toBuffer(),
        };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiProblemError(
        413,
        'file_too_large',
        'File too large',
        'The CSV file is larger than 25 MB',
        {
          errors: [{ field: 'file', message: 'at most 25 MB' }],
        },
      );
    }
    if (code === 'FST_FILES_LIMIT')
      throw new ValidationError('Send one CSV file per load', [{ field: 'file', message: 'only one file' }]);
    throw error;
  }
  const name = (fields.name ?? '').trim();
  const problems = [
    ...(name === '' || name.length > 200
      ? [{ field: 'name', message: 'is required, at most 200 characters' }]
      : []),
    ...(!DATASETS.includes(fields.dataset ?? '')
      ? [{ field: 'dataset', message: `must be one of ${DATASETS.join(', ')}` }]
      : []),
    ...(file === null ? [{ field: 'file', message: 'is required' }] : []),
  ];
  if (problems.length > 0)
    throw new ValidationError('The load needs a name, a dataset and a CSV file', problems);
  return { name, dataset: fields.dataset!, filename: file!.filename, bytes: file!.bytes };
}
