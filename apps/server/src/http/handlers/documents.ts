import { withTenant } from '../../db/tenant.ts';
import * as analyses from '../../services/documents/analyses.ts';
import * as qa from '../../services/documents/analysis-qa.ts';
import * as documents from '../../services/documents/documents.ts';
import { kickDocumentWorker } from '../../services/documents/worker.ts';
import { readUploadedFiles } from '../uploads.ts';
import { defineOperations, idOf, type SignedInContext } from '../operation.ts';

function answerDeps(ctx: Pick<SignedInContext<'addAnalysisQuestion'>, 'deps'>): qa.AnswerDeps {
  return {
    db: ctx.deps.db,
    provider: ctx.deps.config.llm,
    embeddings: ctx.deps.config.embeddings ?? null,
    onProviderError: (error) =>
      ctx.deps.log.warn({ err: error }, 'LLM provider failed; answered extractively'),
  };
}

/** Document analyses of a use case: CRUD, uploads, progress, completion, report and the QA actions. */
export const documentHandlers = defineOperations({
  listDocumentAnalyses: {
    tenant: 'acting',
    run: (ctx) => analyses.listAnalyses(ctx.tx, idOf(ctx.path.usecaseId), ctx.query),
  },
  createDocumentAnalysis: {
    tenant: 'acting',
    status: 201,
    run: (ctx) =>
      analyses.createAnalysis(ctx.tx, ctx.tenantId, idOf(ctx.path.usecaseId), ctx.principal, ctx.body),
  },
  getDocumentAnalysis: {
    tenant: 'acting',
    run: (ctx) => analyses.getAnalysis(ctx.tx, idOf(ctx.path.usecaseId), idOf(ctx.path.analysisId)),
  },
  updateDocumentAnalysis: {
    tenant: 'acting',
    run: (ctx) =>
      analyses.updateAnalysis(
        ctx.tx,
        idOf(ctx.path.usecaseId),
        idOf(ctx.path.analysisId),
        ctx.principal,
        ctx.body,
      ),
  },
  deleteDocumentAnalysis: {
    tenant: 'acting',
    run: async (ctx) => {
      await analyses.deleteAnalysis(
        ctx.tx,
        idOf(ctx.path.usecaseId),
        idOf(ctx.path.analysisId),
        ctx.principal,
      );
    },
  },
  getDocumentAnalysisStatus: {
    tenant: 'acting',
    run: (ctx) => analyses.getProgress(ctx.tx, idOf(ctx.path.usecaseId), idOf(ctx.path.analysisId)),
  },
  completeDocumentAnalysis: {
    tenant: 'acting',
    run: (ctx) =>
      analyses.completeAnalysis(ctx.tx, idOf(ctx.path.usecaseId), idOf(ctx.path.analysisId), ctx.principal),
  },
  configureAnalysisReport: {
    tenant: 'acting',
    run: (ctx) =>
      analyses.configureReport(
        ctx.tx,
        idOf(ctx.path.usecaseId),
        idOf(ctx.path.analysisId),
        ctx.principal,
        ctx.body,
      ),
  },

  uploadAnalysisDocuments: {
    tenant: 'none',
    status: 202,
    run: async (ctx) => {
      const principal = ctx.principal;
      const tenantId = ctx.tenantId;
      const usecaseId = idOf(ctx.path.usecaseId);
      const analysisId = idOf(ctx.path.analysisId);
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
      return result;
    },
  },

  deleteAnalysisDocuments: {
    tenant: 'none',
    run: async (ctx) => {
      const principal = ctx.principal;
      const tenantId = ctx.tenantId;
      const raw = ctx.query.documentId;
      const ids = (Array.isArray(raw) ? raw : [raw]).map(String);
      await withTenant(ctx.deps.db, tenantId, (tx) =>
        documents.detachDocuments(
          tx,
          tenantId,
          idOf(ctx.path.usecaseId),
          idOf(ctx.path.analysisId),
          principal,
          ids,
        ),
      );
      kickDocumentWorker(ctx.deps.db);
      return undefined;
    },
  },

  listAnalysisQuestions: {
    tenant: 'acting',
    run: (ctx) =>
      qa.listAnalysisQuestions(ctx.tx, idOf(ctx.path.usecaseId), idOf(ctx.path.analysisId), ctx.principal),
  },
  addAnalysisQuestion: {
    tenant: 'none',
    status: 201,
    run: async (ctx) => {
      const principal = ctx.principal;
      const result = await qa.addQuestion(
        answerDeps(ctx),
        ctx.tenantId,
        idOf(ctx.path.usecaseId),
        idOf(ctx.path.analysisId),
        idOf(ctx.path.questionId),
        principal,
      );
      return result;
    },
  },
  removeAnalysisQuestion: {
    tenant: 'acting',
    run: async (ctx) => {
      await qa.removeQuestion(
        ctx.tx,
        idOf(ctx.path.usecaseId),
        idOf(ctx.path.analysisId),
        idOf(ctx.path.questionId),
        ctx.principal,
      );
    },
  },
  regenerateAnalysisAnswer: {
    tenant: 'none',
    status: 202,
    run: async (ctx) => {
      const principal = ctx.principal;
      const tenantId = ctx.tenantId;
      const result = await withTenant(ctx.deps.db, tenantId, (tx) =>
        qa.regenerateAnswer(
          tx,
          tenantId,
          idOf(ctx.path.usecaseId),
          idOf(ctx.path.analysisId),
          idOf(ctx.path.questionId),
          principal,
        ),
      );
      kickDocumentWorker(ctx.deps.db);
      return result;
    },
  },
  upvoteAnalysisAnswer: {
    tenant: 'acting',
    run: (ctx) =>
      qa.voteAnswer(
        ctx.tx,
        ctx.tenantId,
        idOf(ctx.path.usecaseId),
        idOf(ctx.path.analysisId),
        idOf(ctx.path.questionId),
        ctx.principal,
        'up',
      ),
  },
  downvoteAnalysisAnswer: {
    tenant: 'acting',
    run: (ctx) =>
      qa.voteAnswer(
        ctx.tx,
        ctx.tenantId,
        idOf(ctx.path.usecaseId),
        idOf(ctx.path.analysisId),
        idOf(ctx.path.questionId),
        ctx.principal,
        'down',
      ),
  },
});
