import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createApiClient, isApiError } from '@ratelens/api';
import {
  documentAnalysisActors,
  documentAnalysisMachine,
  type ExistingAnalysis,
  type QaQuestion,
} from '../src/index.ts';

const UC = '00000000-0000-4000-8000-000000000100';
const AN = '00000000-0000-4000-8000-000000000200';
const base = `/api/usecase/${UC}/docs/analysis/${AN}`;

const question = (id: string, over: Partial<QaQuestion> = {}): QaQuestion => ({
  id,
  analysisId: AN,
  text: `Question ${id}`,
  status: 'answered',
  answer: `Answer ${id} [1]`,
  citations: [],
  upVotes: 0,
  downVotes: 0,
  myVote: 'none',
  answeredAt: '2026-01-01T00:00:00Z',
  ...over,
});

const progress = (status: string) => ({
  analysisId: AN,
  status,
  progress: status === 'ready' ? 100 : 50,
  stage: status === 'ready' ? 'done' : 'answering',
  documentsTotal: 1,
  documentsDone: 1,
  questionsTotal: 1,
  questionsAnswered: status === 'ready' ? 1 : 0,
  error: null,
  updateDateTime: '2026-01-01T00:00:00Z',
});

const analysis = (status: ExistingAnalysis['status']): ExistingAnalysis => ({
  id: AN,
  name: 'Q3 filings',
  status,
  documents: [
    {
      id: 'doc-1',
      filename: 'filing.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      pageCount: 1,
      status: 'indexed',
      error: null,
      uploadedAt: '2026-01-01T00:00:00Z',
    },
  ],
  reportConfig: null,
});

/** The real typed client over a fetch that answers like the server and records every request. */
function client(options: { statuses: string[]; answers: QaQuestion[][]; refuseAnswers?: boolean }) {
  const requests: string[] = [];
  const statuses = [...options.statuses];
  const answers = [...options.answers];
  const api = createApiClient({
    baseUrl: 'http://api.test',
    fetch: async (input) => {
      const request = input instanceof Request ? input : new Request(String(input));
      const url = new URL(request.url);
      requests.push(`${request.method} ${url.pathname}`);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
        });
      if (url.pathname === `${base}/analyse_status`) return json(progress(statuses.shift() ?? 'ready'));
      if (url.pathname === `${base}/qa`) {
        if (options.refuseAnswers) {
          return json({ type: 'about:blank', title: 'Unavailable', status: 503, code: 'x' }, 503);
        }
        return json(answers.shift() ?? []);
      }
      if (url.pathname === `${base}/qa/q2/regenerate_answer`)
        return json(question('q2', { status: 'pending', answer: null }));
      return json({ type: 'about:blank', title: 'Not found', status: 404, code: 'x' }, 404);
    },
  });
  return { api, requests };
}

const start = (api: ReturnType<typeof client>['api'], status: ExistingAnalysis['status']) =>
  createActor(
    documentAnalysisMachine.provide({
      actors: documentAnalysisActors(api),
      delays: { pollDelay: 1, answerRefreshDelay: 1 },
    }),
    { input: { useCaseId: UC, analysis: analysis(status) } },
  ).start();

describe('documentAnalysisActors', () => {
  it('resumes a running analysis over the typed client: status until ready, then the answers once', async () => {
    const { api, requests } = client({ statuses: ['analysing', 'ready'], answers: [[question('q1')]] });
    const actor = start(api, 'analysing');
    await waitFor(actor, (s) => s.matches('review'));
    expect(requests).toEqual([`GET ${base}/analyse_status`, `GET ${base}/analyse_status`, `GET ${base}/qa`]);
    expect(actor.getSnapshot().context.questions).toEqual([question('q1')]);
    expect(actor.getSnapshot().context.status?.detail?.stage).toBe('done');
  });

  it('regenerates an answer, then reads the answers again until it is written', async () => {
    const { api, requests } = client({
      statuses: ['ready'],
      answers: [
        [question('q1'), question('q2')],
        [question('q1'), question('q2', { answer: 'New [1]' })],
      ],
    });
    const actor = start(api, 'ready');
    await waitFor(actor, (s) => s.matches('review'));
    actor.send({ type: 'DOC_ANALYSIS.QA_REGENERATE', questionId: 'q2' });
    await waitFor(actor, (s) => s.context.questions[1]?.answer === 'New [1]');
    expect(requests.slice(2)).toEqual([`POST ${base}/qa/q2/regenerate_answer`, `GET ${base}/qa`]);
  });

  it('keeps the typed ApiError when the answers cannot be read', async () => {
    const { api } = client({ statuses: ['ready'], answers: [], refuseAnswers: true });
    const actor = start(api, 'completed');
    await waitFor(actor, (s) => s.matches('failed'));
    const { error } = actor.getSnapshot().context;
    expect(isApiError(error) && error.status).toBe(503);
    expect(actor.getSnapshot().context.completed).toBe(true);
  });
});
