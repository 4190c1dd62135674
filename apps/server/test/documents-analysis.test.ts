import { USE_CASE_IDS } from '@ratelens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_DOCUMENTS, renderSampleDocx, renderSamplePdf } from '../src/analytics/index.ts';
import type { RatelensApp } from '../src/app.ts';
import { demoAnalysisId } from '../src/db/seed-documents.ts';
import { DEMO_TENANT_IDS } from '../src/db/seed.ts';
import { withTenant } from '../src/db/tenant.ts';
import { listAnalysisQuestions } from '../src/services/documents/analysis-qa.ts';
import { call, expectCitationResolves, multipart, waitForAnalysis, zip } from './documents-helpers.ts';
import { bearer, bootApp, createTestEnv, signIn, type TestEnv } from './helpers.ts';

const ACME = DEMO_TENANT_IDS.acmeMutual;
const DOCS = USE_CASE_IDS.docAnalysis;
const base = `/api/usecase/${DOCS}/docs/analysis`;

let env: TestEnv;
let ratelens: RatelensApp;
let ada: string;
let sam: string;
let admin: string;

function sample(fileName: string) {
  const doc = SAMPLE_DOCUMENTS.find((d) => d.fileName === fileName);
  if (!doc) throw new Error(`no sample ${fileName}`);
  return doc;
}

async function questionsOf(analysisId: string) {
  return withTenant(ratelens.db, ACME, (tx) =>
    listAnalysisQuestions(tx, DOCS, analysisId, {
      tenantId: ACME,
      userId: '00000000-0000-0000-0000-000000000000',
      sessionId: '',
      roleName: 'user',
      email: 'x@acme-mutual.example',
      name: 'x',
      enabledFeatures: [],
    }),
  );
}

async function newAnalysis(token: string, name: string, questionIds?: string[]) {
  const res = await call(ratelens, token, 'POST', base, { name, ...(questionIds ? { questionIds } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return String(res.body.id);
}

async function upload(token: string, analysisId: string, files: Parameters<typeof multipart>[0]) {
  const { payload, headers } = multipart(files);
  const res = await ratelens.app.inject({
    method: 'POST',
    url: `${base}/${analysisId}/documents`,
    headers: { ...bearer(token), ...headers },
    payload,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as Record<string, unknown> };
}

beforeAll(async () => {
  env = await createTestEnv();
  ratelens = await bootApp(env);
  ada = (await signIn(ratelens, env.dataDir, 'ada@acme-mutual.example')).id_token;
  sam = (await signIn(ratelens, env.dataDir, 'sam@acme-mutual.example')).id_token;
  admin = (await signIn(ratelens, env.dataDir, 'admin@ratelens.example')).id_token;
}, 120_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
});

describe('the seeded sample analysis', () => {
  it('is indexed and answered by the worker, and every citation is a stored slice of a page', async () => {
    const id = demoAnalysisId(ACME);
    const progress = await waitForAnalysis(ratelens, ada, DOCS, id);
    expect(progress).toMatchObject({
      status: 'ready',
      progress: 100,
      stage: 'done',
      documentsTotal: 14,
      documentsDone: 14,
    });
    const analysis = await call(ratelens, sam, 'GET', `${base}/${id}`);
    expect(analysis.status).toBe(200);
    const docs = analysis.body.documents as {
      filename: string;
      status: string;
      pageCount: number | null;
      contentType: string;
    }[];
    expect(docs.every((d) => d.status === 'indexed')).toBe(true);
    const pdf = docs.find((d) => d.filename === 'northwind-co-auto-actuarial-memorandum.pdf');
    expect(pdf).toMatchObject({ pageCount: 3, contentType: 'application/pdf' });
    const qs = await questionsOf(id);
    expect(qs.length).toBeGreaterThanOrEqual(3);
    let cited = 0;
    for (const q of qs) {
      expect(q.status).toBe('answered');
      for (const c of q.citations) {
        await expectCitationResolves(ratelens, ACME, c as never);
        expect(q.answer).toContain(`[${c.index}]`);
        cited += 1;
      }
    }
    expect(cited).toBeGreaterThan(0);
    const effective = qs.find((q) => /effective date/.test(q.text))!;
    expect(effective.answer).toMatch(/Effective Date|effective/i);
  }, 120_000);

  it("answers the use case's sample questions one line per filing, each citing the filing it names", async () => {
    const id = demoAnalysisId(ACME);
    await waitForAnalysis(ratelens, ada, DOCS, id);
    const qs = await questionsOf(id);
    const flat = (s: string) => s.replace(/\s+/g, ' ');
    const perFiling = (answer: string, citations: { index: number; filename?: string; quote?: string }[]) => {
      const lines = answer.split('\n');
      expect(lines.length, answer).toBeGreaterThan(1);
      const named = new Set<string>();
      for (const line of lines) {
        const doc = SAMPLE_DOCUMENTS.find((d) => line.startsWith(`${d.title} — `));
        expect(doc, line).toBeDefined();
        named.add(doc!.fileName);
        const indexes = [...line.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
        expect(indexes.length, line).toBeGreaterThan(0);
        for (const n of indexes) {
          const c = citations.find((x) => x.index === n)!;
          expect(c.filename!.replace(/\.(pdf|docx)$/, ''), line).toBe(doc!.fileName);
          expect(flat(doc!.pages.join('\n'))).toContain(flat(c.quote!));
        }
      }
      expect(named.size, answer).toBe(lines.length);
      return named;
    };
    const texts = [
      'What overall rate change is requested?',
      'Which coverages change and how?',
      'What is the proposed effective date?',
    ];
    const named = new Map<string, Set<string>>();
    for (const text of texts) {
      const q = qs.find((x) => x.text === text)!;
      named.set(text, perFiling(q.answer!, q.citations as never));
    }
    // Every filing that states its answer gets a line, though its passages rank below the others'.
    const rates = named.get(texts[0]!)!;
    for (const f of [
      'cedar-ridge-fl-objection-response',
      'northwind-co-auto-actuarial-memorandum',
      'granite-shoals-ga-wc-filing-cover-letter',
    ])
      expect(rates, [...rates].join()).toContain(f);
    // A further line states what is asked: the form filing requests no rate change.
    expect(rates, [...rates].join()).not.toContain('harborlight-tx-homeowners-form-memorandum');
    // A coverages question gets only lines naming a coverage (or a change of coverage itself).
    const coverages = named.get(texts[1]!)!;
    expect(coverages, [...coverages].join()).toContain('northwind-co-auto-actuarial-memorandum');
    for (const f of ['cedar-ridge-fl-objection-response', 'granite-shoals-ga-wc-filing-cover-letter'])
      expect(coverages, [...coverages].join()).not.toContain(f);
    // Each filing's line leads with its own proposed date, not a date it adopts from another body.
    const dated = qs.find((x) => x.text === texts[2])!.answer!.split('\n');
    const georgia = dated.find((l) => l.startsWith('Filing Cover Letter: Workers Compensation'))!;
    expect(georgia).toMatch(/ — [^[]*to be effective for policies written on or after July 1, 2025/);
    expect(georgia).not.toContain('advisory loss costs');
    const dates = named.get(texts[2]!)!;
    expect(dates.size, [...dates].join()).toBeGreaterThanOrEqual(4);
    for (const f of ['cedar-ridge-fl-objection-response', 'granite-shoals-ga-wc-filing-cover-letter'])
      expect(dates, [...dates].join()).toContain(f);
    // The chat's documents approach answers the same way (one engine); its note on what it searched follows.
    const chat = await call(ratelens, ada, 'POST', `/api/usecase/${USE_CASE_IDS.compIntel}/chats`, {});
    const url = `/api/usecase/${USE_CASE_IDS.compIntel}/chats/${String(chat.body.id)}/questions`;
    const res = await call(ratelens, ada, 'POST', url, { question: texts[2], approaches: ['documents'] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const docs = (res.body.answer as { answers: { text: string; citations: never[] }[] }).answers[0]!;
    perFiling(docs.text.split('\n\n')[0]!, docs.citations);
    // Competitive Intelligence's sample question: each filing's reasons, as causal statements it makes.
    const reasons = await call(ratelens, ada, 'POST', url, {
      question: 'What reasons do competitors give for their recent rate changes?',
      approaches: ['documents'],
    });
    expect(reasons.status, JSON.stringify(reasons.body)).toBe(200);
    const why = (reasons.body.answer as { answers: { text: string; citations: never[] }[] }).answers[0]!;
    const answer = why.text.split('\n\n')[0]!;
    const giving = perFiling(answer, why.citations);
    expect(giving, answer).toContain('northwind-co-auto-actuarial-memorandum');
    expect(giving, answer).toContain('granite-shoals-ga-wc-filing-cover-letter');
    expect(answer).toContain('After considering policyholder disruption');
    expect(answer).toContain('reflecting lower fixed expenses');
    // The general-questions use case's sample: a summary, one filing a sentence, as many as asked.
    const llms = await call(ratelens, ada, 'POST', `/api/usecase/${USE_CASE_IDS.llms}/chats`, {});
    const summary = await call(
      ratelens,
      ada,
      'POST',
      `/api/usecase/${USE_CASE_IDS.llms}/chats/${String(llms.body.id)}/questions`,
      { question: 'Summarise the most recent filings in three sentences.', approaches: ['documents'] },
    );
    expect(summary.status, JSON.stringify(summary.body)).toBe(200);
    const summed = (summary.body.answer as { answers: { text: string; citations: never[] }[] }).answers[0]!;
    expect(perFiling(summed.text.split('\n\n')[0]!, summed.citations).size).toBe(3);
  }, 120_000);

  it('lists analyses of the use case, with paging and filter', async () => {
    const res = await call(ratelens, sam, 'GET', `${base}?filter=name|eq|Sample filings&pageSize=5`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, page: 1, pageSize: 5 });
    const bad = await call(ratelens, sam, 'GET', `${base}?filter=secret|eq|x`);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('invalid_filter');
  });
});

describe('analysing uploads', () => {
  it('answers a question from the one document and page that hold it, through the whole lifecycle', async () => {
    const q = await call(ratelens, ada, 'POST', `/api/usecase/${DOCS}/questions`, {
      text: 'What civil forfeiture did the department assess as a penalty?',
    });
    expect(q.status, JSON.stringify(q.body)).toBe(201);
    const questionId = String(q.body.id);
    const id = await newAnalysis(ada, 'Three filings', [questionId]);
    const draft = await call(ratelens, ada, 'GET', `${base}/${id}`);
    expect(draft.body).toMatchObject({ status: 'draft', questionCount: 1, documents: [] });
    const market = SAMPLE_DOCUMENTS.find((d) => d.kind === 'market-conduct-summary')!;
    const files = [
      { name: `${market.fileName}.pdf`, bytes: await renderSamplePdf(market), type: 'application/pdf' },
      { name: 'cedar.pdf', bytes: await renderSamplePdf(sample('cedar-ridge-fl-objection-response')) },
      {
        name: 'granite.docx',
        bytes: await renderSampleDocx(sample('granite-shoals-ga-wc-filing-cover-letter')),
      },
    ];
    const up = await upload(ada, id, files);
    expect(up.status, JSON.stringify(up.body)).toBe(202);
    expect(up.body.status).toBe('queued');
    expect((up.body.documents as unknown[]).length).toBe(3);
    const done = await waitForAnalysis(ratelens, ada, DOCS, id);
    expect(done).toMatchObject({ status: 'ready', documentsDone: 3, questionsAnswered: 1 });
    const [answer] = await questionsOf(id);
    expect(answer!.answer).toContain('85,000');
    const marketDoc = (up.body.documents as { id: string; filename: string }[]).find(
      (d) => d.filename === `${market.fileName}.pdf`,
    )!;
    const pageWithPenalty = market.pages.findIndex((p) => p.includes('civil forfeiture of $85,000')) + 1;
    expect(answer!.citations[0]).toMatchObject({
      kind: 'document',
      documentId: marketDoc.id,
      page: pageWithPenalty,
    });
    for (const c of answer!.citations) await expectCitationResolves(ratelens, ACME, c as never);

    // Votes toggle; the creator completes; a completed analysis is locked.
    const up1 = await call(ratelens, sam, 'POST', `${base}/${id}/qa/${questionId}/up_vote`);
    expect(up1.body).toMatchObject({ upVotes: 1, myVote: 'up' });
    // The list call carries the same answer, its citations and the caller's vote.
    const listed = await call(ratelens, sam, 'GET', `${base}/${id}/qa`);
    expect(listed.status).toBe(200);
    const listedQuestion = (listed.body as unknown as { id: string }[]).find((q) => q.id === questionId);
    expect(listedQuestion).toMatchObject({ upVotes: 1, myVote: 'up', citations: answer!.citations });
    const down = await call(ratelens, sam, 'POST', `${base}/${id}/qa/${questionId}/down_vote`);
    expect(down.body).toMatchObject({ upVotes: 0, downVotes: 1, myVote: 'down' });
    const again = await call(ratelens, sam, 'POST', `${base}/${id}/qa/${questionId}/down_vote`);
    expect(again.body).toMatchObject({ downVotes: 0, myVote: 'none' });
    const regen = await call(ratelens, ada, 'POST', `${base}/${id}/qa/${questionId}/regenerate_answer`);
    expect(regen.status).toBe(202);
    await waitForAnalysis(ratelens, ada, DOCS, id, (s) => s.questionsAnswered === 1);
    const report = await call(ratelens, ada, 'PUT', `${base}/${id}/configure_report`, {
      title: 'Penalties',
      sections: ['summary', 'citations'],
      format: 'markdown',
      questionIds: [questionId],
    });
    expect(report.status).toBe(200);
    expect(report.body.reportConfig).toMatchObject({ title: 'Penalties', format: 'markdown' });
    expect((await call(ratelens, sam, 'POST', `${base}/${id}/complete_analysis`)).status).toBe(403);
    const complete = await call(ratelens, ada, 'POST', `${base}/${id}/complete_analysis`);
    expect(complete.body).toMatchObject({ status: 'completed' });
    expect(complete.body.completedAt).toBeTruthy();
    const locked = await upload(ada, id, [{ name: 'late.txt', bytes: 'A late note.' }]);
    expect(locked).toMatchObject({ status: 409 });
    const twice = await call(ratelens, ada, 'POST', `${base}/${id}/complete_analysis`);
    expect(twice.body.code).toBe('not_ready');
  }, 120_000);

  it('says so, without citations, when the documents do not hold the answer', async () => {
    const q = await call(ratelens, ada, 'POST', `/api/usecase/${DOCS}/questions`, {
      text: 'What is the airspeed velocity of an unladen swallow?',
    });
    const id = await newAnalysis(ada, 'Unanswerable', [String(q.body.id)]);
    await upload(ada, id, [
      { name: 'memo.pdf', bytes: await renderSamplePdf(sample('northwind-q4-reserving-memorandum')) },
    ]);
    await waitForAnalysis(ratelens, ada, DOCS, id);
    const [answer] = await questionsOf(id);
    expect(answer).toMatchObject({
      status: 'answered',
      answer: 'I could not find this in the documents.',
      citations: [],
    });
  }, 60_000);

  it('adds and removes question-base questions, answering an added one at once', async () => {
    const id = await newAnalysis(ada, 'Add and remove', []);
    await upload(ada, id, [
      {
        name: 'rates.md',
        bytes: '# Rate memo\n\nThe proposed effective date is March 3, 2026 for all policies.\n',
      },
    ]);
    await waitForAnalysis(ratelens, ada, DOCS, id);
    const base_ = await call(
      ratelens,
      ada,
      'GET',
      `/api/usecase/${DOCS}/questions?filter=text|contains|effective date`,
    );
    const questionId = String((base_.body.items as { id: string }[])[0]!.id);
    const added = await call(ratelens, ada, 'POST', `${base}/${id}/qa/${questionId}/add`);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ status: 'answered' });
    expect(String(added.body.answer)).toContain('March 3, 2026');
    expect((added.body.citations as { page: unknown }[])[0]!.page).toBeNull();
    expect((await call(ratelens, ada, 'POST', `${base}/${id}/qa/${questionId}/add`)).status).toBe(409);
    expect((await call(ratelens, ada, 'POST', `${base}/${id}/qa/${questionId}/remove`)).status).toBe(204);
    expect((await call(ratelens, ada, 'POST', `${base}/${id}/qa/${questionId}/remove`)).status).toBe(404);
  }, 60_000);
});

describe('hostile and invalid uploads', () => {
  let id: string;
  beforeAll(async () => {
    id = await newAnalysis(ada, 'Hostile');
  });

  it('refuses a file whose bytes are not what its name claims', async () => {
    const res = await upload(ada, id, [
      { name: 'report.pdf', bytes: 'Just some text pretending.', type: 'application/pdf' },
    ]);
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'unsupported_type' });
    expect(String(res.body.detail)).toMatch(/named as PDF but its content is plain text/);
    const png = await upload(ada, id, [
      { name: 'image.txt', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 0xff, 0xfe]) },
    ]);
    expect(png).toMatchObject({ status: 415, body: { code: 'unsupported_type' } });
    const plainZip = await upload(ada, id, [
      { name: 'a.docx', bytes: zip([{ name: 'readme.txt', data: Buffer.from('hi') }]) },
    ]);
    expect(plainZip).toMatchObject({ status: 415, body: { code: 'unsupported_type' } });
  });

  it('refuses zip-bomb DOCX files before any DOCX reader sees them', async () => {
    const zeros = Buffer.alloc(60 * 1024 * 1024);
    const ratioBomb = zip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: zeros },
    ]);
    const res = await upload(ada, id, [{ name: 'bomb.docx', bytes: ratioBomb }]);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'file_too_large' });
    expect(String(res.body.detail)).toMatch(/zip bomb/);
    // Declares a small size but inflates to far more: caught by the capped inflate.
    const liar = zip([{ name: 'word/document.xml', data: Buffer.alloc(5 * 1024 * 1024), declare: 1000 }]);
    const res2 = await upload(ada, id, [{ name: 'liar.docx', bytes: liar }]);
    expect(res2).toMatchObject({ status: 413, body: { code: 'file_too_large' } });
    const analysis = await call(ratelens, ada, 'GET', `${base}/${id}`);
    expect(analysis.body.documents).toEqual([]);
  });

  it('refuses a file over 25 MB and more than 20 files', async () => {
    const big = Buffer.alloc(25 * 1024 * 1024 + 1, 'a');
    const res = await upload(ada, id, [{ name: 'big.txt', bytes: big }]);
    expect(res).toMatchObject({ status: 413, body: { code: 'file_too_large' } });
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `n${i}.txt`, bytes: `note ${i}` }));
    const res2 = await upload(ada, id, many);
    expect(res2).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
  }, 60_000);

  it('stores a path-traversal name safely, keeping the original as metadata only', async () => {
    const res = await upload(ada, id, [{ name: '../../etc/passwd.txt', bytes: 'root:x:0:0' }]);
    expect(res.status).toBe(202);
    const doc = (res.body.documents as { id: string; filename: string }[])[0]!;
    expect(doc.filename).toBe('passwd.txt');
    const stored = await withTenant(ratelens.db, ACME, (tx) =>
      tx
        .selectFrom('documents')
        .select(['filename', 'original_filename'])
        .where('id', '=', doc.id)
        .executeTakeFirstOrThrow(),
    );
    expect(stored).toEqual({ filename: 'passwd.txt', original_filename: '../../etc/passwd.txt' });
  });

  it('drops scripts from HTML and serves an HTML original sandboxed', async () => {
    const html =
      '<!doctype html><html><head><title>Rate notice</title><script>alert("x");fetch("/api")</script>' +
      '<style>p{color:red}</style></head><body><p>The base rate rises 4 percent.</p>' +
      '<img src=x onerror="alert(1)"><script>document.cookie</script></body></html>';
    const res = await upload(ada, id, [{ name: 'notice.html', bytes: html }]);
    expect(res.status).toBe(202);
    await waitForAnalysis(ratelens, ada, DOCS, id);
    const doc = (res.body.documents as { id: string }[]).at(-1)!;
    const page = await withTenant(ratelens.db, ACME, (tx) =>
      tx
        .selectFrom('document_pages')
        .select('text')
        .where('document_id', '=', doc.id)
        .executeTakeFirstOrThrow(),
    );
    expect(page.text).toContain('The base rate rises 4 percent.');
    expect(page.text).not.toMatch(/alert|cookie|fetch|color:red/);
    const view = await ratelens.app.inject({
      method: 'GET',
      url: `/api/usecase/${USE_CASE_IDS.compIntel}/chats/view?filename=notice.html`,
      headers: bearer(ada),
    });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toMatch(/^text\/html/);
    expect(String(view.headers['content-security-policy'])).toMatch(/sandbox/);
    expect(view.headers['x-content-type-options']).toBe('nosniff');
    const meta = await call(
      ratelens,
      ada,
      'GET',
      `/api/usecase/${USE_CASE_IDS.compIntel}/chats/view?filename=notice.html&isMetadata=true`,
    );
    expect(meta.body).toMatchObject({
      filename: 'notice.html',
      contentType: 'text/html',
      title: 'Rate notice',
    });
    expect(String(meta.body.sha256)).toMatch(/^[0-9a-f]{64}$/);
  }, 60_000);

  it('detaches documents, back to draft when none are left', async () => {
    const analysis = await call(ratelens, ada, 'GET', `${base}/${id}`);
    const ids = (analysis.body.documents as { id: string }[]).map((d) => d.id);
    expect(ids.length).toBe(2);
    const qs = ids.map((d) => `documentId=${d}`).join('&');
    expect((await call(ratelens, sam, 'DELETE', `${base}/${id}/documents?${qs}`)).status).toBe(403);
    expect((await call(ratelens, ada, 'DELETE', `${base}/${id}/documents?${qs}`)).status).toBe(204);
    const after = await call(ratelens, ada, 'GET', `${base}/${id}`);
    expect(after.body).toMatchObject({ status: 'draft', documents: [] });
  });
});

describe('another tenant', () => {
  it("gets 404 for every id of Acme's analyses, documents and questions", async () => {
    const id = demoAnalysisId(ACME);
    const acme = await call(ratelens, ada, 'GET', `${base}/${id}`);
    const docId = (acme.body.documents as { id: string }[])[0]!.id;
    const questionId = (await questionsOf(id))[0]!.id;
    const urls: [string, string, unknown?][] = [
      ['GET', `${base}/${id}`],
      ['PUT', `${base}/${id}`, { name: 'stolen' }],
      ['GET', `${base}/${id}/analyse_status`],
      ['GET', `${base}/${id}/qa`],
      ['POST', `${base}/${id}/complete_analysis`],
      ['PUT', `${base}/${id}/configure_report`, { title: 't', sections: ['summary'], format: 'pdf' }],
      ['DELETE', `${base}/${id}/documents?documentId=${docId}`],
      ['POST', `${base}/${id}/qa/${questionId}/add`],
      ['POST', `${base}/${id}/qa/${questionId}/remove`],
      ['POST', `${base}/${id}/qa/${questionId}/regenerate_answer`],
      ['POST', `${base}/${id}/qa/${questionId}/up_vote`],
      ['POST', `${base}/${id}/qa/${questionId}/down_vote`],
      ['DELETE', `${base}/${id}`],
    ];
    for (const [method, url, body] of urls) {
      const res = await call(ratelens, admin, method, url, body);
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
    }
    const up = await upload(admin, id, [{ name: 'x.txt', bytes: 'x' }]);
    expect(up.status).toBe(404);
    const view = await call(
      ratelens,
      admin,
      'GET',
      `/api/usecase/${USE_CASE_IDS.compIntel}/chats/view?filename=${encodeURIComponent('northwind-co-auto-actuarial-memorandum.pdf')}&isMetadata=true`,
    );
    // The Ratelens tenant holds its own seeded copy of the sample file, never Acme's row.
    expect(view.status).toBe(200);
    expect(view.body.id).not.toBe(docId);
    expect((await call(ratelens, ada, 'GET', `${base}/${id}`)).status).toBe(200);
  });
});
