import type { Principal } from '../../auth/principal.ts';
import { withTenant, type TenantTx } from '../../db/tenant.ts';
import * as analyses from '../../services/documents/analyses.ts';
import * as qa from '../../services/documents/analysis-qa.ts';
import * as documents from '../../services/documents/documents.ts';
import { kickDocumentWorker } from '../../services/documents/worker.ts';
import { readUploadedFiles } from '../uploads.ts';
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

function answerDeps(ctx: HandlerContext): qa.AnswerDeps {
  return {
    db: ctx.deps.db,
    provider: ctx.deps.config.llm,
    embeddings: ctx.deps.config.embeddings ?? null,
    onProviderError: (error) =>
      ctx.deps.log.warn({ err: error }, 'LLM provider failed; answered extractively'),
  };
}

/** Document analyses of a use case: CRUD, uploads, progress, completion, report and the QA actions. */
export const documentHandlers: OperationHandlers = {
  listDocumentAnalyses: inTenant((tx, ctx) => analyses.listAnalyses(tx, p(ctx, 'usecaseId'), ctx.query)),
  createDocumentAnalysis: inTenant(
    (tx, ctx) =>
      analyses.createAnalysis(
        tx,
        ctx.tenantId,
        p(ctx, 'usecaseId'),
        ctx.principal,
        ctx.body as analyses.AnalysisCreate,
      ),
    201,
  ),
  getDocumentAnalysis: inTenant((tx, ctx) =>
    analyses.getAnalysis(tx, p(ctx, 'usecaseId'), p(ctx, 'analysisId')),
  ),
  updateDocumentAnalysis: inTenant((tx, ctx) =>
    analyses.updateAnalysis(
      tx,
      p(ctx, 'usecaseId'),
      p(ctx, 'analysisId'),
      ctx.principal,
      ctx.body as { name?: string; description?: string | null },
    ),
  ),
  deleteDocumentAnalysis: inTenant(async (tx, ctx) => {
    await analyses.deleteAnalysis(tx, p(ctx, 'usecaseId'), p(ctx, 'analysisId'), ctx.principal);
  }),
  getDocumentAnalysisStatus: inTenant((tx, ctx) =>
    analyses.getProgress(tx, p(ctx, 'usecaseId'), p(ctx, 'analysisId')),
  ),
  completeDocumentAnalysis: inTenant((tx, ctx) =>
    analyses.completeAnalysis(tx, p(ctx, 'usecaseId'), p(ctx, 'analysisId'), ctx.principal),
  ),
  configureAnalysisReport: inTenant((tx, ctx) =>
    analyses.configureReport(
      tx,
      p(ctx, 'usecaseId'),
      p(ctx, 'analysisId'),
      ctx.principal,
      ctx.body as analyses.ReportConfig,
    ),
  ),

  uploadAnalysisDocuments: async (ctx) => {
    const principal = requirePrincipal(ctx);
    const tenantId = requireTenantId(ctx);
    const usecaseId = p(ctx, 'usecaseId');
    const analysisId = p(ctx, 'analysisId');
    // Existence and rights first, so a stranger's upload is refused before its bytes are read.
    await withTenant(ctx.deps.db, tenantId, async (tx) => {
      const row = await analyses.requireAnalysis(tx, usecaseId, analysisId);
      analyses.assertCanModify(row, principal);
      analyses.assertNotCompleted(row);
    });
    const files = await readUploadedFiles(ctx.request);
    const limit = ctx.request.server.documentUploadLimits.maxDocumentsPerAnalysis;
    const result = await withTenant(ctx.deps.db, tenantId, (tx) =>
      documents.attachDocuments(tx, tenantId, usecaseId, analysisId, principal, files, limit),
    );
    kickDocumentWorker(ctx.deps.db);
    ctx.reply.code(202);
    return result;
  },

  deleteAnalysisDocuments: async (ctx) => {
    const principal = requirePrincipal(ctx);
    const tenantId = requireTenantId(ctx);
    const raw = ctx.query.documentId;
    const ids = (Array.isArray(raw) ? raw : [raw]).map(String);
    await withTenant(ctx.deps.db, tenantId, (tx) =>
      documents.detachDocuments(tx, tenantId, p(ctx, 'usecaseId'), p(ctx, 'analysisId'), principal, ids),
    );
    kickDocumentWorker(ctx.deps.db);
    return undefined;
  },

  listAnalysisQuestions: inTenant((tx, ctx) =>
    qa.listAnalysisQuestions(tx, p(ctx, 'usecaseId'), p(ctx, 'analysisId'), ctx.principal),
  ),
  addAnalysisQuestion: async (ctx) => {
    const principal = requirePrincipal(ctx);
    const result = await qa.addQuestion(
      answerDeps(ctx),
      requireTenantId(ctx),
      p(ctx, 'usecaseId'),
      p(ctx, 'analysisId'),
      p(ctx, 'questionId'),
      principal,
    );
    ctx.reply.code(201);
    return result;
  },
  removeAnalysisQuestion: inTenant(async (tx, ctx) => {
    await qa.removeQuestion(
      tx,
      p(ctx, 'usecaseId'),
      p(ctx, 'analysisId'),
      p(ctx, 'questionId'),
      ctx.principal,
    );
  }),
  regenerateAnalysisAnswer: async (ctx) => {
    const principal = requirePrincipal(ctx);
    const tenantId = requireTenantId(ctx);
    const result = await withTenant(ctx.deps.db, tenantId, (tx) =>
      qa.regenerateAnswer(
        tx,
        tenantId,
        p(ctx, 'usecaseId'),
        p(ctx, 'analysisId'),
        p(ctx, 'questionId'),
        principal,
      ),
    );
    kickDocumentWorker(ctx.deps.db);
    ctx.reply.code(202);
    return result;
  },
  upvoteAnalysisAnswer: inTenant((tx, ctx) =>
    qa.voteAnswer(
      tx,
      ctx.tenantId,
      p(ctx, 'usecaseId'),
      p(ctx, 'analysisId'),
      p(ctx, 'questionId'),
      ctx.principal,
      'up',
    ),
  ),
  downvoteAnalysisAnswer: inTenant((tx, ctx) =>
    qa.voteAnswer(
      tx,
      ctx.tenantId,
      p(ctx, 'usecaseId'),
      p(ctx, 'analysisId'),
      p(ctx, 'questionId'),
      ctx.principal,
      'down',
    ),
  ),
};
