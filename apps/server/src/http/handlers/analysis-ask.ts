import { askAnalysis } from '../../services/documents/ask-analysis.ts';
import { sendTextAnswerStream, wantsEventStream } from '../answer-stream.ts';
import { REPLY_WRITTEN } from '../file-answer.ts';
import { defineOperations, idOf } from '../operation.ts';

/** A free-text question to a document analysis, answered as JSON or streamed while written. */
export const analysisAskHandlers = defineOperations({
  askDocumentAnalysis: {
    // The engine reads the evidence in its own tenant transaction and composes the answer outside it.
    tenant: 'none',
    run: async (ctx) => {
      const answer = () =>
        askAnalysis(
          {
            db: ctx.deps.db,
            provider: ctx.deps.config.llm,
            onProviderError: (error) =>
              ctx.deps.log.warn({ err: error }, 'LLM provider failed; answered extractively'),
          },
          {
            tenantId: ctx.tenantId,
            usecaseId: idOf(ctx.path.usecaseId),
            analysisId: idOf(ctx.path.analysisId),
            body: ctx.body,
          },
        );
      if (!wantsEventStream(ctx.request)) return answer();
      await sendTextAnswerStream(ctx.request, ctx.reply, answer, ctx.deps.config.answerStreamChunkMs ?? 0);
      return REPLY_WRITTEN;
    },
  },
});
