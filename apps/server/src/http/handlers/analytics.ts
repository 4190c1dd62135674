import { sql, type RawBuilder } from 'kysely';
import { ApiProblemError, ValidationError } from '../../errors.ts';
import { withTenant } from '../../db/tenant.ts';
import * as anomalies from '../../services/analytics/anomalies.ts';
import { viewAnomalyReport } from '../../services/analytics/anomaly-report.ts';
import * as statuses from '../../services/analytics/anomaly-statuses.ts';
import { dayWindow } from '../../services/analytics/common.ts';
import * as dashboard from '../../services/analytics/dashboard.ts';
import { listFilings, tenantFilingStats } from '../../services/analytics/filings.ts';
import { executeGraphql, type GraphqlRequest } from '../../services/analytics/graphql.ts';
import { INGEST_MAX_BYTES } from '../../services/analytics/ingest.ts';
import * as ingestions from '../../services/analytics/ingestions.ts';
import { filingBreakdown, marketComparison } from '../../services/analytics/market.ts';
import * as intelligence from '../../services/analytics/intelligence.ts';
import * as models from '../../services/analytics/models.ts';
import {
  requirePrincipal,
  requireTenantId,
  type HandlerContext,
  type OperationHandlers,
} from '../context.ts';
import { defineOperations, idOf, type TenantContext } from '../operation.ts';

const window = (ctx: Pick<TenantContext<'listAnomalies'>, 'tx' | 'query'>) => dayWindow(ctx.tx, ctx.query);
const outlierOnly = sql<boolean>`a.detector = 'outlier-segment'`;

/** The anomalies of the dashboard's window that meet one more condition. */
const anomaliesWhere = async (
  ctx: Pick<TenantContext<'listAnomalies'>, 'tx' | 'query'>,
  condition: RawBuilder<boolean>,
) => anomalies.listAnomalies(ctx.tx, ctx.query, await window(ctx), condition);

/** An up (1) or down (-1) vote of the signed-in user on an anomaly's suggested action. */
const voteOnAction = (
  ctx: Pick<TenantContext<'upvoteAnomalyAction'>, 'tx' | 'tenantId' | 'path' | 'principal'>,
  vote: 1 | -1,
) =>
  anomalies.voteAction(
    ctx.tx,
    ctx.tenantId,
    idOf(ctx.path.id),
    idOf(ctx.path.actionId),
    ctx.principal.userId,
    vote,
  );

/** Issue 6 analytics: models and reports, anomalies and their workflow, dashboard, intelligence, GraphQL. */
const typedHandlers = defineOperations({
  listModels: { tenant: 'acting', run: (ctx) => models.listModels(ctx.tx, ctx.query) },
  createModel: {
    tenant: 'acting',
    status: 201,
    run: (ctx) => models.createModel(ctx.tx, ctx.tenantId, ctx.body),
  },
  getModel: { tenant: 'acting', run: (ctx) => models.getModel(ctx.tx, idOf(ctx.path.id)) },
  updateModel: {
    tenant: 'acting',
    run: (ctx) => models.updateModel(ctx.tx, idOf(ctx.path.id), ctx.body),
  },
  deleteModel: {
    tenant: 'acting',
    run: async (ctx) => {
      await models.deleteModel(ctx.tx, idOf(ctx.path.id));
    },
  },
  listModelReports: { tenant: 'acting', run: (ctx) => models.listReports(ctx.tx, idOf(ctx.path.id)) },
  listModelReportTypes: {
    tenant: 'acting',
    run: (ctx) =>
      models.listSubReports(
        ctx.tx,
        idOf(ctx.path.id),
        typeof ctx.query.reportId === 'string' ? ctx.query.reportId : undefined,
      ),
  },
  getModelReportCharts: {
    tenant: 'acting',
    run: async (ctx) => ({
      modelId: idOf(ctx.path.id),
      reportId: idOf(ctx.path.reportId),
      reportType: ctx.path.reportType,
      charts: await models.chartCollection(
        ctx.tx,
        idOf(ctx.path.id),
        idOf(ctx.path.reportId),
        ctx.path.reportType,
      ),
    }),
  },
  getModelStability: {
    tenant: 'acting',
    run: (ctx) =>
      models.modelStabilityReport(
        ctx.tx,
        idOf(ctx.path.id),
        typeof ctx.query.days === 'number' ? ctx.query.days : 90,
      ),
  },
  resetModel: {
    tenant: 'acting',
    status: 202,
    run: (ctx) => models.resetModel(ctx.tx, ctx.tenantId, idOf(ctx.path.id), ctx.principal.email),
  },

  listAnomalyStatuses: { tenant: 'acting', run: (ctx) => statuses.listStatuses(ctx.tx, ctx.query) },
  createAnomalyStatus: {
    tenant: 'acting',
    status: 201,
    run: (ctx) => statuses.createStatus(ctx.tx, ctx.tenantId, ctx.body),
  },
  getAnomalyStatus: { tenant: 'acting', run: (ctx) => statuses.getStatus(ctx.tx, idOf(ctx.path.id)) },
  updateAnomalyStatus: {
    tenant: 'acting',
    run: (ctx) => statuses.updateStatus(ctx.tx, idOf(ctx.path.id), ctx.body),
  },
  deleteAnomalyStatus: {
    tenant: 'acting',
    run: async (ctx) => {
      await statuses.deleteStatus(ctx.tx, idOf(ctx.path.id));
    },
  },

  listAnomalies: {
    tenant: 'acting',
    run: async (ctx) => anomalies.listAnomalies(ctx.tx, ctx.query, await window(ctx)),
  },
  createAnomaly: {
    tenant: 'acting',
    status: 201,
    run: (ctx) => anomalies.createAnomaly(ctx.tx, ctx.tenantId, ctx.body, ctx.principal.email),
  },
  getAnomaly: { tenant: 'acting', run: (ctx) => anomalies.getAnomaly(ctx.tx, idOf(ctx.path.id)) },
  updateAnomaly: {
    tenant: 'acting',
    run: (ctx) =>
      anomalies.updateAnomaly(ctx.tx, ctx.tenantId, idOf(ctx.path.id), ctx.body, ctx.principal.email),
  },
  deleteAnomaly: {
    tenant: 'acting',
    run: async (ctx) => {
      await anomalies.deleteAnomaly(ctx.tx, idOf(ctx.path.id));
    },
  },
  getAnomalyDetail: {
    tenant: 'acting',
    run: (ctx) => anomalies.getAnomalyDetail(ctx.tx, idOf(ctx.path.id), ctx.principal.userId),
  },
  getAnomalyGeoDistribution: {
    tenant: 'acting',
    run: async (ctx) => anomalies.geoDistribution(ctx.tx, ctx.query, await window(ctx)),
  },
  listAnomalyOutliers: {
    tenant: 'acting',
    run: (ctx) => anomaliesWhere(ctx, outlierOnly),
  },
  upvoteAnomalyAction: { tenant: 'acting', run: (ctx) => voteOnAction(ctx, 1) },
  downvoteAnomalyAction: { tenant: 'acting', run: (ctx) => voteOnAction(ctx, -1) },

  getAnomalyCountsBy: {
    tenant: 'acting',
    run: async (ctx) =>
      dashboard.anomalyBuckets(ctx.tx, ctx.query.by ?? 'severity', ctx.query, await window(ctx)),
  },
  getAnomalyCountsByLocation: {
    tenant: 'acting',
    run: async (ctx) =>
      dashboard.anomalyBuckets(
        ctx.tx,
        'location',
        ctx.query,
        await window(ctx),
        sql<boolean>`a.location is not null`,
      ),
  },
  getAnomalyCountsByStatus: {
    tenant: 'acting',
    run: async (ctx) => dashboard.anomalyBuckets(ctx.tx, 'status', ctx.query, await window(ctx)),
  },
  listAnomaliesWithStatus: {
    tenant: 'acting',
    run: async (ctx) => {
      const statusId = idOf(ctx.path.statusId);
      await dashboard.requireStatus(ctx.tx, statusId);
      return anomaliesWhere(ctx, sql<boolean>`a.status_id = ${statusId}`);
    },
  },
  getAnomalyCountsByUsecase: {
    tenant: 'acting',
    run: async (ctx) => dashboard.anomalyBuckets(ctx.tx, 'usecase', ctx.query, await window(ctx)),
  },
  listAnomaliesOfUsecase: {
    tenant: 'acting',
    run: async (ctx) => {
      const usecaseId = idOf(ctx.path.useCaseId);
      await dashboard.requireUsecase(ctx.tx, usecaseId);
      return anomaliesWhere(ctx, sql<boolean>`a.usecase_id = ${usecaseId}`);
    },
  },
  getPerformance: {
    tenant: 'acting',
    run: async (ctx) => dashboard.performance(ctx.tx, ctx.path.group, ctx.query, await window(ctx)),
  },
  getDashboardTrend: {
    tenant: 'acting',
    run: async (ctx) => dashboard.trend(ctx.tx, ctx.path.type, ctx.query, await window(ctx)),
  },
  getKnowledgeBaseMetrics: {
    tenant: 'acting',
    run: (ctx) =>
      dashboard.kbMetrics(ctx.tx, ctx.path.type, typeof ctx.query.days === 'number' ? ctx.query.days : 90),
  },

  getIntelMetrics: {
    tenant: 'acting',
    run: async (ctx) => intelligence.intelMetrics(ctx.tx, idOf(ctx.path.groupId), await window(ctx)),
  },
  listIntelFeeds: {
    tenant: 'acting',
    run: async (ctx) => intelligence.listFeeds(ctx.tx, idOf(ctx.path.groupId), ctx.query, await window(ctx)),
  },
  listIntelSourceTypes: {
    tenant: 'acting',
    run: (ctx) => intelligence.listSourceTypes(ctx.tx, idOf(ctx.path.groupId)),
  },
  getOutlierQuadrants: {
    tenant: 'acting',
    run: async (ctx) =>
      intelligence.quadrants(
        ctx.tx,
        ctx.query,
        await window(ctx),
        typeof ctx.query.usecaseId === 'string' ? ctx.query.usecaseId.toLowerCase() : undefined,
      ),
  },
  getTenantFilingStats: {
    tenant: 'acting',
    run: async (ctx) => tenantFilingStats(ctx.tx, ctx.tenantId, ctx.query, await window(ctx)),
  },
  listTenantFilings: {
    tenant: 'acting',
    run: async (ctx) => listFilings(ctx.tx, ctx.query, await window(ctx)),
  },
  getTenantFilingBreakdown: {
    tenant: 'acting',
    run: async (ctx) => filingBreakdown(ctx.tx, ctx.tenantId, ctx.query, await window(ctx)),
  },
  getTenantMarketComparison: {
    tenant: 'acting',
    run: async (ctx) => marketComparison(ctx.tx, ctx.tenantId, ctx.query, await window(ctx)),
  },

  createDataIngestion: {
    tenant: 'none',
    status: 202,
    run: async (ctx) => {
      const upload = await readCsvUpload(ctx);
      if (!ctx.deps.ingestions) throw new Error('the data load runner is not set up');
      // Answers once the record is committed (running, rows parsed); the rows load in batches after.
      return ctx.deps.ingestions.submit(ctx.tenantId, upload, ctx.principal.email);
    },
  },
  listDataIngestions: {
    tenant: 'acting',
    run: async (ctx) => ingestions.listIngestions(ctx.tx, ctx.query, await window(ctx)),
  },
  getDataIngestion: { tenant: 'acting', run: (ctx) => ingestions.getIngestion(ctx.tx, idOf(ctx.path.id)) },
  updateDataIngestion: {
    tenant: 'acting',
    run: (ctx) => ingestions.updateIngestion(ctx.tx, idOf(ctx.path.id), ctx.body),
  },
  deleteDataIngestion: {
    tenant: 'acting',
    run: async (ctx) => {
      await ingestions.deleteIngestion(ctx.tx, idOf(ctx.path.id));
    },
  },
});

/** Issue 6 analytics: models and reports, anomalies and their workflow, dashboard, intelligence, GraphQL. */
export const analyticsHandlers: OperationHandlers = {
  ...typedHandlers,
  // Handlers that write the reply themselves stay raw. A GraphQL answer holds only the fields the query
  // selected, so it cannot go through the response schema's serializer (which insists on every required
  // field of the full types): it is sent as is. A report file is sent with its own content type.
  graphql: async (ctx) => {
    requirePrincipal(ctx);
    const result = await withTenant(ctx.deps.db, requireTenantId(ctx), (tx) =>
      executeGraphql(tx, ctx.body as GraphqlRequest),
    );
    return ctx.reply.type('application/json; charset=utf-8').send(JSON.stringify(result));
  },
  viewAnomalyReport: async (ctx) => {
    requirePrincipal(ctx);
    const file = await withTenant(ctx.deps.db, requireTenantId(ctx), (tx) =>
      viewAnomalyReport(
        tx,
        String(ctx.params.id).toLowerCase(),
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
};

const DATASETS = ['filings', 'portfolio', 'claims', 'intel-feeds', 'model-scores'];

/** The multipart body of POST /api/data-ingestion: fields name and dataset, one CSV file in `file`. */
async function readCsvUpload(ctx: Pick<HandlerContext, 'request'>) {
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
