import { truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { run as analyse } from '../src/commands/docs/analyse.ts';
import { OPERATION_LIMITS } from '@ratelens/api';
import { checkFiles, run as upload } from '../src/commands/docs/upload.ts';
import { API, fakeApi, fakeIo, page, problem, runWith, storeSession, tempDir, UUID } from './support.ts';

const UC = UUID(100);
const AN = UUID(200);
const analysis = (over: Record<string, unknown> = {}) => ({
  id: AN,
  usecaseId: UC,
  name: 'filing.pdf',
  description: null,
  status: 'queued',
  progress: 0,
  documents: [],
  questionCount: 3,
  reportConfig: null,
  createdBy: 'ada@acme-mutual.example',
  completedAt: null,
  createdDateTime: '2025-01-01T00:00:00.000Z',
  updateDateTime: '2025-01-01T00:00:00.000Z',
  ...over,
});
const progress = (status: string, pct: number, error: string | null = null) => ({
  analysisId: AN,
  status,
  progress: pct,
  stage: status === 'ready' ? 'done' : 'answering',
  documentsTotal: 1,
  documentsDone: 1,
  questionsTotal: 3,
  questionsAnswered: Math.round((pct / 100) * 3),
  error,
  updateDateTime: '2025-01-01T00:00:00.000Z',
});

function files(...names: string[]): string[] {
  const dir = tempDir();
  return names.map((name) => {
    const file = path.join(dir, name);
    writeFileSync(file, `content of ${name}`);
    return file;
  });
}

function docsApi() {
  const uploads: FormData[] = [];
  const api = fakeApi({
    routes: {
      [`POST /api/usecase/${UC}/docs/analysis`]: (request) =>
        Response.json(analysis({ name: (request.body as { name: string }).name, status: 'draft' }), {
          status: 201,
        }),
      [`GET /api/usecase/${UC}/docs/analysis/${AN}`]: () => Response.json(analysis()),
      [`POST /api/usecase/${UC}/docs/analysis/${AN}/documents`]: (request) => {
        uploads.push(request.body as FormData);
        return Response.json(analysis(), { status: 202 });
      },
    },
  });
  return { api, uploads };
}

describe('ratelens docs upload', () => {
  it('creates an analysis and uploads the files as repeated multipart `files` fields', async () => {
    const { api, uploads } = docsApi();
    const [a, b] = files('filing.pdf', 'notes.md');
    const result = await runWith(api, ['docs', 'upload', a ?? '', b ?? '', '--use-case', UC, '--json']);
    expect(result.code).toBe(0);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'filing.pdf and 1 more' });
    const sent = uploads[0]?.getAll('files') as File[];
    expect(sent.map((f) => [f.name, f.type])).toEqual([
      ['filing.pdf', 'application/pdf'],
      ['notes.md', 'text/markdown'],
    ]);
    expect(await sent[1]?.text()).toBe('content of notes.md');
    expect(JSON.parse(result.stdout).id).toBe(AN);
  });

  it('streams the upload with a progress bar on a terminal', async () => {
    const { api, uploads } = docsApi();
    const [a] = files('filing.pdf');
    const { io, out } = fakeIo({ tty: true });
    const deps = api.deps(io, undefined, { NO_COLOR: '1' });
    storeSession(deps);
    await upload([a ?? ''], { useCase: UC, analysis: AN, apiUrl: API }, deps);
    expect(out.stderr).toMatch(/Uploading \[#{24}\] 100% 0\.0\/0\.0 MB\n/);
    expect(((uploads[0]?.getAll('files') ?? []) as File[]).map((f) => f.name)).toEqual(['filing.pdf']);
  });

  it('checks the contract x-limits of uploadAnalysisDocuments (size, count) before any call', async () => {
    const { api } = docsApi();
    const limits = OPERATION_LIMITS.uploadAnalysisDocuments;
    const [big] = files('big.pdf');
    truncateSync(big ?? '', limits.maxFileBytes + 1);
    const tooBig = await runWith(api, ['docs', 'upload', big ?? '', '--use-case', UC]);
    expect(tooBig).toMatchObject({ code: 2, stderr: `${big} is larger than 25 MB\n` });
    const many = files(...Array.from({ length: limits.maxFiles + 1 }, (_, i) => `f${i}.txt`));
    const tooMany = await runWith(api, ['docs', 'upload', ...many, '--use-case', UC]);
    expect(tooMany).toMatchObject({ code: 2, stderr: `at most 20 files per upload, not 21\n` });
    const [atLimit] = files('edge.pdf');
    truncateSync(atLimit ?? '', limits.maxFileBytes);
    await expect(checkFiles([atLimit ?? ''])).resolves.toHaveLength(1);
    expect(api.calls).toEqual([]);
  });

  it('rejects an unsupported type or a missing file with exit 2 before any call', async () => {
    const { api } = docsApi();
    const [exe] = files('tool.exe');
    const bad = await runWith(api, ['docs', 'upload', exe ?? '', '--use-case', UC]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/tool\.exe: unsupported type; upload \.pdf, \.docx/);
    const missing = await runWith(api, ['docs', 'upload', '/nonexistent/a.pdf', '--use-case', UC]);
    expect(missing).toMatchObject({ code: 2, stderr: 'could not read /nonexistent/a.pdf: ENOENT\n' });
    const noCase = await runWith(api, ['docs', 'upload', exe ?? '']);
    expect(noCase).toMatchObject({ code: 2, stderr: 'missing --use-case\n' });
    expect(api.calls).toEqual([]);
  });

  it('reports a rejected file type from the server on one line', async () => {
    const api = fakeApi({
      routes: {
        [`GET /api/usecase/${UC}/docs/analysis/${AN}`]: () => Response.json(analysis()),
        [`POST /api/usecase/${UC}/docs/analysis/${AN}/documents`]: () =>
          Response.json(
            {
              type: 'about:blank',
              title: 'Unsupported Media Type',
              status: 415,
              code: 'unsupported_type',
              detail: 'fake.pdf is not a PDF',
            },
            { status: 415 },
          ),
      },
    });
    const [a] = files('fake.pdf');
    const result = await runWith(api, ['docs', 'upload', a ?? '', '--use-case', UC, '--analysis', AN]);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: 'could not upload the documents: Unsupported Media Type: fake.pdf is not a PDF\n',
    });
  });
});

describe('ratelens docs analyse', () => {
  const attached = [
    {
      id: UUID(201),
      filename: 'filing.pdf',
      contentType: 'application/pdf',
      sizeBytes: 10,
      pageCount: 1,
      status: 'indexed',
      error: null,
      uploadedAt: '2025-01-01T00:00:00.000Z',
    },
  ];
  function statusApi(
    sequence: Array<ReturnType<typeof progress> | 'expired'>,
    documents: unknown[] = attached,
    options: { refuseRefresh?: boolean } = {},
  ) {
    let i = 0;
    return fakeApi({
      ...options,
      routes: {
        [`GET /api/usecase/${UC}/docs/analysis/${AN}`]: () => Response.json(analysis({ documents })),
        [`GET /api/usecase/${UC}/docs/analysis/${AN}/analyse_status`]: () => {
          const next = sequence[Math.min(i++, sequence.length - 1)];
          return next === 'expired' ? problem(401, 'Unauthorized', 'token expired') : Response.json(next);
        },
        // Once the run is over the machine reads the answers too.
        [`GET /api/usecase/${UC}/docs/analysis/${AN}/qa`]: () => Response.json([]),
      },
    });
  }

  it('polls with --wait until the analysis is ready, progress on stderr', async () => {
    const api = statusApi([progress('queued', 0), progress('analysing', 50), progress('ready', 100)]);
    const { io, out } = fakeIo();
    const deps = api.deps(io, undefined, { NO_COLOR: '1' });
    storeSession(deps);
    await analyse(AN, { useCase: UC, wait: true, json: true, pollIntervalMs: 0, apiUrl: API }, deps);
    expect(api.calls.filter((c) => c.path.endsWith('/analyse_status'))).toHaveLength(3);
    expect(JSON.parse(out.stdout)).toMatchObject({ status: 'ready', progress: 100 });
    expect(out.stderr.split('\n')).toEqual([
      'queued 0% (answering; documents 1/1, questions 0/3)',
      'analysing 50% (answering; documents 1/1, questions 2/3)',
      'ready 100% (done; documents 1/1, questions 3/3)',
      `✓ Analysis ${AN} is ready`,
      '',
    ]);
  });

  it('gives up after --timeout seconds with exit 1, saying the analysis goes on', async () => {
    const api = statusApi([progress('analysing', 10)]);
    const { io } = fakeIo();
    const deps = api.deps(io);
    storeSession(deps);
    await expect(
      analyse(AN, { useCase: UC, wait: true, timeout: '1', pollIntervalMs: 50, apiUrl: API }, deps),
    ).rejects.toMatchObject({
      message: expect.stringContaining(`analysis ${AN} is still analysing after 1 s (--timeout)`),
      exitCode: 1,
    });
    const alone = await runWith(api, ['docs', 'analyse', AN, '--use-case', UC, '--timeout', '5']);
    expect(alone.code).toBe(2);
  });

  it('exits 1 with the reason when the analysis fails', async () => {
    const api = statusApi([progress('analysing', 10), progress('failed', 10, 'fake.pdf could not be read')]);
    const { io } = fakeIo();
    const deps = api.deps(io);
    storeSession(deps);
    await expect(
      analyse(AN, { useCase: UC, wait: true, pollIntervalMs: 0, apiUrl: API }, deps),
    ).rejects.toMatchObject({ message: `analysis ${AN} failed: fake.pdf could not be read`, exitCode: 1 });
  });

  it('exits 4 when the session is gone while it polls (the typed error, not a smuggled one)', async () => {
    const api = statusApi([progress('analysing', 10), 'expired'], attached, { refuseRefresh: true });
    const { io } = fakeIo();
    const deps = api.deps(io);
    storeSession(deps);
    await expect(
      analyse(AN, { useCase: UC, wait: true, pollIntervalMs: 0, apiUrl: API }, deps),
    ).rejects.toMatchObject({ exitCode: 4 });
    expect(
      api.calls.some(
        (c) => c.path.endsWith('/documents') || (c.method === 'POST' && c.path.includes('/docs/analysis')),
      ),
    ).toBe(false);
  });

  it('refuses to wait for an analysis without documents, exit 1', async () => {
    const result = await runWith(statusApi([progress('draft', 0)], []), [
      'docs',
      'analyse',
      AN,
      '--use-case',
      UC,
      '--wait',
    ]);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `analysis ${AN} has no documents: attach some with \`ratelens docs upload\`\n`,
    });
  });

  it('shows the status once without --wait', async () => {
    const result = await runWith(statusApi([progress('analysing', 50)]), [
      'docs',
      'analyse',
      AN,
      '--use-case',
      UC,
    ]);
    expect(result).toEqual({
      code: 0,
      stdout: '',
      stderr: 'analysing 50% (answering; documents 1/1, questions 2/3)\n',
    });
  });
});

describe('ratelens docs questions', () => {
  const question = (n: number, over: Record<string, unknown> = {}) => ({
    id: UUID(n),
    analysisId: AN,
    text: `Question ${n}?`,
    status: 'answered',
    answer: null,
    citations: [],
    upVotes: 0,
    downVotes: 0,
    myVote: null,
    answeredAt: '2025-01-01T00:00:00.000Z',
    ...over,
  });

  it("lists the analysis's questions with the first line of each answer and its citation count", async () => {
    const citation = {
      kind: 'document',
      documentId: UUID(9),
      page: 1,
      startOffset: 0,
      endOffset: 4,
      quote: 'Rate',
    };
    const answers = [
      question(301, { answer: `The filing asks for +7.5% [1].\nMore detail.`, citations: [citation] }),
      question(302, { status: 'pending', answeredAt: null }),
    ];
    const api = fakeApi({
      routes: { [`GET /api/usecase/${UC}/docs/analysis/${AN}/qa`]: () => Response.json(answers) },
    });
    const result = await runWith(api, ['docs', 'questions', AN, '--use-case', UC]);
    expect(result).toEqual({
      code: 0,
      stdout: `${UUID(301)}\tanswered\tQuestion 301?\tThe filing asks for +7.5% [1].\t1\n${UUID(302)}\tpending\tQuestion 302?\t\t0\n`,
      stderr: '',
    });
    const json = await runWith(api, ['docs', 'questions', AN, '--use-case', UC, '--json']);
    expect(JSON.parse(json.stdout).items).toEqual(answers);
    const paged = await runWith(api, ['docs', 'questions', AN, '--use-case', UC, '--page', '2']);
    expect(paged).toMatchObject({ code: 2, stdout: '' });
    expect(paged.stderr).toMatch(/go with --base/);
  });

  it("lists the use case's question base with --base, with the analysis's question count", async () => {
    const api = fakeApi({
      routes: {
        [`GET /api/usecase/${UC}/docs/analysis/${AN}`]: () => Response.json(analysis()),
        [`GET /api/usecase/${UC}/questions`]: () =>
          page([
            {
              id: UUID(300),
              usecaseId: UC,
              text: 'What rate change was filed?',
              category: 'rates',
              approach: null,
              sortOrder: 1,
              isActive: true,
            },
          ]),
      },
    });
    const result = await runWith(api, ['docs', 'questions', AN, '--use-case', UC, '--base']);
    expect(result.stdout).toBe(`${UUID(300)}\tWhat rate change was filed?\trates\tyes\n`);
    expect(result.stderr).toBe('Analysis filing.pdf asks 3 question(s).\n');
  });
});
