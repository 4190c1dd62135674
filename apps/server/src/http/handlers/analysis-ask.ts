import { askAnalysis } from '../../services/documents/ask-analysis.ts';
import { sendTextAnswerStream, wantsEventStream } from '../answer-stream.ts';
import { requirePrincipal, requireTenantId, type OperationHandlers } from '../context.ts';

/** A free-text question to a document analysis, answered as JSON or streamed while written. */
export const analysisAskHandlers: OperationHandlers = {
  askDocumentAnalysis: async (ctx) => {
    requirePrincipal(ctx);
    const answer = () =>
      askAnalysis(
        {
          db: ctx.deps.db,
          provider: ctx.deps.config.llm,
          onProviderError: (error) =>
            ctx.deps.log.warn({ err: error }, 'LLM provider failed; answered extractively'),
        },
        requireTenantId(ctx),
        (ctx.params.usecaseId ?? '').toLowerCase(),
        (ctx.params.analysisId ?? '').toLowerCase(),
        ctx.body as { question: string },
      );
    if (!wantsEventStream(ctx.request)) return answer();
    return sendTextAnswerStream(ctx.request, ctx.reply, answer, ctx.deps.config.answerStreamChunkMs ?? 0);
  },
};
