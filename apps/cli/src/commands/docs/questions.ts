import type { Command } from 'commander';
import type { components } from '@ratelens/api';
import type { CliDeps } from '../../deps.ts';
import { signedIn, usage, type TargetOptions } from '../../context.ts';
import { addListOptions, listQuery, requireId, serverCommand, type ListOptions } from '../../options.ts';
import { createOutput, yesNo, type Column } from '../../output.ts';

export interface QuestionsOptions extends ListOptions, TargetOptions {
  useCase?: string;
  base?: boolean;
  json?: boolean;
}

type AnalysisQuestion = components['schemas']['AnalysisQuestion'];

const ANSWER_WIDTH = 100;
const firstLine = (text: string | null): string => {
  const line = (text ?? '').split('\n')[0]?.trim() ?? '';
  return line.length > ANSWER_WIDTH ? `${line.slice(0, ANSWER_WIDTH - 1)}…` : line;
};

const questionColumns: ReadonlyArray<Column<AnalysisQuestion>> = [
  { header: 'ID', value: (q) => q.id },
  { header: 'STATUS', value: (q) => q.status },
  { header: 'QUESTION', value: (q) => q.text },
  { header: 'ANSWER', value: (q) => firstLine(q.answer) },
  { header: 'CITATIONS', value: (q) => String(q.citations.length) },
];

/**
 * The questions of an analysis with their answers (the whole answer and its citations with --json). With
 * --base, the use case's question base instead: its ids are what `qa/{questionId}/add` takes.
 */
export async function run(id: string, options: QuestionsOptions, deps: CliDeps): Promise<void> {
  const analysisId = requireId('<analysisId>', id);
  const usecaseId = requireId('--use-case', options.useCase);
  const paged = ['page', 'pageSize', 'orderBy', 'filter'] as const;
  if (!options.base && paged.some((key) => options[key] !== undefined)) {
    throw usage(
      '--page, --page-size, --order-by and --filter go with --base (an analysis lists all its questions)',
    );
  }
  const query = listQuery(options);
  const out = createOutput(deps, options);
  const ctx = signedIn(options, deps);
  const path = { params: { path: { usecaseId, analysisId } } };
  if (!options.base) {
    const questions = await ctx.call(`could not list the questions of analysis ${analysisId}`, (c) =>
      c.GET('/api/usecase/{usecaseId}/docs/analysis/{analysisId}/qa', path),
    );
    out.printList(questions, questionColumns, 'The analysis has no questions yet');
    return;
  }
  const analysis = await ctx.call(`could not get analysis ${analysisId}`, (c) =>
    c.GET('/api/usecase/{usecaseId}/docs/analysis/{analysisId}', path),
  );
  const page = await ctx.call('could not list the question base', (c) =>
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
      "List an analysis's questions with their answers; --base lists its use case's question base",
    ),
  )
    .argument('<analysisId>', 'the analysis')
    .option('--use-case <id>', 'the use case the analysis belongs to')
    .option('--base', "the use case's question base (ids for qa/{questionId}/add), with paging and --filter")
    .action((id: string, options: QuestionsOptions) => run(id, options, deps));
}
