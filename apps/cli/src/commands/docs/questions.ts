import type { Command } from 'commander';
import type { CliDeps } from '../../deps.ts';
import { signedIn, type TargetOptions } from '../../context.ts';
import { addListOptions, listQuery, requireId, serverCommand, type ListOptions } from '../../options.ts';
import { createOutput, yesNo } from '../../output.ts';

export interface QuestionsOptions extends ListOptions, TargetOptions {
  useCase?: string;
  json?: boolean;
}

/**
 * The questions an analysis can ask: the use case's question base (their ids are what
 * `qa/{questionId}/add` takes). The contract has no call that lists an analysis's own questions with
 * their answers, so the analysis is read only for its question count.
 */
export async function run(id: string, options: QuestionsOptions, deps: CliDeps): Promise<void> {
  const analysisId = requireId('<analysisId>', id);
  const usecaseId = requireId('--use-case', options.useCase);
  const query = listQuery(options);
  const out = createOutput(deps, options);
  const ctx = signedIn(options, deps);
  const analysis = await ctx.call(`could not get analysis ${analysisId}`, (c) =>
    c.GET('/api/usecase/{usecaseId}/docs/analysis/{analysisId}', {
      params: { path: { usecaseId, analysisId } },
    }),
  );
  const page = await ctx.call('could not list the questions', (c) =>
    c.GET('/api/usecase/{usecaseId}/questions', { params: { path: { usecaseId }, query } }),
  );
  out.printList(
    page.items,
    [
      { header: 'ID', value: (q) => q.id },
      { header: 'QUESTION', value: (q) => q.text },
      { header: 'CATEGORY', value: (q) => q.category ?? '' },
      { header: 'ACTIVE', value: (q) => yesNo(q.isActive) },
    ],
    'No questions found',
    page,
  );
  if (!out.json) out.note(`Analysis ${analysis.name} asks ${analysis.questionCount} question(s).`);
}

export function questionsCommand(deps: CliDeps): Command {
  return addListOptions(
    serverCommand(
      'questions',
      "List the questions of an analysis's use case (the question base it asks from)",
    ),
  )
    .argument('<analysisId>', 'the analysis')
    .option('--use-case <id>', 'the use case the analysis belongs to')
    .action((id: string, options: QuestionsOptions) => run(id, options, deps));
}
