import { withTenant } from '../../db/tenant.ts';
import * as analyses from '../../services/documents/analyses.ts';
import * as qa from '../../services/documents/analysis-qa.ts';
import { answerDeps } from '../../services/documents/answer-deps.ts';
import * as documents from '../../services/documents/documents.ts';
import { kickDocumentWorker } from '../../services/documents/worker.ts';
import { readUploadedFiles } from '../uploads.ts';
import { defineOperations, idOf } from '../operation.ts';

/** The analysis a request names, as its service functions take it: use case, then analysis. */
const analysisOf = (ctx: { path: { usecaseId: string; analysisId: string } }): [string, string] => [
  idOf(ctx.path.usecaseId),
  idOf(ctx.path.analysisId),
];

/** The question of an analysis a request names: use case, analysis, then question. */
const questionOf = (ctx: {
  path: { usecaseId: string; analysisId: string; questionId: string };
}): [string, string, string] => [...analysisOf(ctx), idOf(ctx.path.questionId)];

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
    run: (ctx) => analyses.getAnalysis(ctx.tx, ...analysisOf(ctx)),
  },
  updateDocumentAnalysis: {
    tenant: 'acting',
    run: (ctx) => analyses.updateAnalysis(ctx.tx, ...analysisOf(ctx), ctx.principal, ctx.body),
  },
  deleteDocumentAnalysis: {
    tenant: 'acting',
    run: async (ctx) => {
      await analyses.deleteAnalysis(ctx.tx, ...analysisOf(ctx), ctx.principal);
    },
  },
  getDocumentAnalysisStatus: {
    tenant: 'acting',
    run: (ctx) => analyses.getProgress(ctx.tx, ...analysisOf(ctx)),
  },
  completeDocumentAnalysis: {
    tenant: 'acting',
    run: (ctx) => analyses.completeAnalysis(ctx.tx, ...analysisOf(ctx), ctx.principal),
  },
  configureAnalysisReport: {
    tenant: 'acting',
    run: (ctx) => analyses.configureReport(ctx.tx, ...analysisOf(ctx), ctx.principal, ctx.body),
  },

  uploadAnalysisDocuments: {
    tenant: 'none',
    status: 202,
    run: async (ctx) => {
      const principal = ctx.principal;
      const tenantId = ctx.tenantId;
      const [usecaseId, analysisId] = analysisOf(ctx);
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
        documents.detachDocuments(tx, tenantId, ...analysisOf(ctx), principal, ids),
      );
      kickDocumentWorker(ctx.deps.db);
      return undefined;
    },
  },

  listAnalysisQuestions: {
    tenant: 'acting',
    run: (ctx) => qa.listAnalysisQuestions(ctx.tx, ...analysisOf(ctx), ctx.principal),
  },
  addAnalysisQuestion: {
    tenant: 'none',
    status: 201,
    run: async (ctx) => {
      const principal = ctx.principal;
      const result = await qa.addQuestion(
        answerDeps({ ...ctx.deps, provider: ctx.deps.config.llm, embeddings: ctx.deps.config.embeddings }),
        ctx.tenantId,
        ...questionOf(ctx),
        principal,
      );
      return result;
    },
  },
  removeAnalysisQuestion: {
    tenant: 'acting',
    run: async (ctx) => {
      await qa.removeQuestion(ctx.tx, ...questionOf(ctx), ctx.principal);
    },
  },
  regenerateAnalysisAnswer: {
    tenant: 'none',
    status: 202,
    run: async (ctx) => {
      const principal = ctx.principal;
      const tenantId = ctx.tenantId;
      const result = await withTenant(ctx.deps.db, tenantId, (tx) =>
        qa.regenerateAnswer(tx, tenantId, ...questionOf(ctx), principal),
      );
      kickDocumentWorker(ctx.deps.db);
      return result;
    },
  },
  upvoteAnalysisAnswer: {
    tenant: 'acting',
    run: (ctx) => qa.voteAnswer(ctx.tx, ctx.tenantId, ...questionOf(ctx), ctx.principal, 'up'),
  },
  downvoteAnalysisAnswer: {
    tenant: 'acting',
    run: (ctx) => qa.voteAnswer(ctx.tx, ctx.tenantId, ...questionOf(ctx), ctx.principal, 'down'),
  },
});
