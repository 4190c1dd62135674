import { USE_CASE_IDS } from '@ratelens/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { q, startAnalytics, type AnalyticsHarness, type Page, type Who } from './analytics-helpers.ts';

// The data approach answers questions about the stability of the tenant's own models from model
// monitoring. Every expected answer is computed here in plain JavaScript from the models API (the list
// and each model's stability report), never from the planner: which models are in the shift or monitor
// band in their latest scored month, a model's PSI, its inputs' CSI; cited rows are read back through
// the citation endpoint and checked against the same reports.

interface Model {
  id: string;
  name: string;
  version: string;
  usecaseId: string;
}
interface Stability {
  overallPsi: number;
  band: string;
  features: { feature: string; csi: number; band: string }[];
  series: { date: string; psi: number; band: string }[];
}
interface Answer {
  text: string;
  citations: {
    id: string;
    table: string;
    rowIds: string[];
    figures: { name: string; value: number; unit: string }[];
  }[];
  plan: {
    outcome: string;
    dataset: string | null;
    measure: string | null;
    filters: { field: string; values: string[] }[];
    period: { from: string; to: string; label: string } | null;
    link: string | null;
  };
}
interface Expected {
  model: Model;
  name: string;
  report: Stability;
  month: string;
}

let h: AnalyticsHarness;
const chats = new Map<string, string>();

beforeAll(async () => {
  h = await startAnalytics();
}, 240_000);

afterAll(async () => {
  await h?.close();
});

async function ask(question: string, usecase: string = USE_CASE_IDS.underwriting, who: Who = 'ada') {
  const key = `${who}:${usecase}`;
  if (!chats.has(key)) {
    const chat =
      usecase === USE_CASE_IDS.portfolioAssistant
        ? await h.call<{ id: string }>(who, 'POST', '/api/chats', { usecaseId: usecase })
        : await h.call<{ id: string }>(who, 'POST', `/api/usecase/${usecase}/chats`, {});
    expect(chat.status, JSON.stringify(chat.body)).toBe(201);
    chats.set(key, chat.body.id);
  }
  const chat = chats.get(key)!;
  const url =
    usecase === USE_CASE_IDS.portfolioAssistant
      ? `/api/chats/${chat}/questions`
      : `/api/usecase/${usecase}/chats/${chat}/questions`;
  const res = await h.call<{ answer: { id: string; answers: (Answer & { approach: string })[] } }>(
    who,
    'POST',
    url,
    {
      question,
      approaches: ['data'],
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const answer = res.body.answer.answers.find((a) => a.approach === 'data')!;
  if (process.env.DATA_EVAL_VERBOSE) console.log(`${question}\n  -> ${answer.text}`);
  // Every cited row exists and holds the cited figure.
  const rows: Record<string, string | null>[] = [];
  for (const c of answer.citations) {
    const detail = await h.call<{ columns: string[]; rows: (string | null)[][] }>(
      who,
      'GET',
      `/api/usecase/${usecase}/chats/${chat}/messages/${res.body.answer.id}/approach/data/citations/${c.id}`,
    );
    expect(detail.status).toBe(200);
    expect(detail.body.rows).toHaveLength(c.rowIds.length);
    for (const cells of detail.body.rows)
      rows.push(Object.fromEntries(detail.body.columns.map((k, i) => [k, cells[i]!])));
  }
  return { answer, rows };
}

/** Each model of the use case with its stability report and latest scored month, from the models API. */
async function expected(usecase: string, who: Who = 'ada'): Promise<Expected[]> {
  const list = await h.call<Page<Model>>(
    who,
    'GET',
    `/api/model?${q({ pageSize: 100, filter: `usecaseId|eq|${usecase}` })}`,
  );
  expect(list.status).toBe(200);
  const out: Expected[] = [];
  for (const model of list.body.items) {
    const res = await h.call<Stability>(who, 'GET', `/api/model/${model.id}/stability?days=3660`);
    if (res.status === 404) continue;
    expect(res.status).toBe(200);
    out.push({
      model,
      name: `${model.name} ${model.version}`,
      report: res.body,
      month: res.body.series.at(-1)!.date.slice(0, 7),
    });
  }
  return out;
}

/** The index as answers write it: three decimals, four below 0.01. */
const fmt = (v: number) => v.toFixed(Math.abs(v) < 0.01 ? 4 : 3);
const psiOf = (e: Expected) => Math.round(e.report.overallPsi * 10_000) / 10_000;
const figuresOf = (a: Answer) => a.citations.flatMap((c) => c.figures.map((f) => f.value));

describe('data answers about model stability', () => {
  it.each([
    'Which models show a stability shift?',
    'Which of our models have shifted?',
    'List the models with a PSI stability shift',
  ])('"%s" lists exactly the models in the shift band, with their PSI', async (question) => {
    const models = await expected(USE_CASE_IDS.underwriting);
    const shifted = models.filter((m) => m.report.band === 'shift');
    expect(models.length).toBeGreaterThan(0);
    expect(shifted.length).toBeGreaterThan(0);
    const { answer, rows } = await ask(question);
    expect(answer.plan).toMatchObject({ outcome: 'answered', dataset: 'models' });
    expect(answer.plan.measure).toMatch(/PSI/);
    expect(answer.text).toContain(`${shifted.length} of ${models.length} scored models in Underwriting`);
    expect(answer.text).toMatch(/stability shift \(PSI > 0\.25\)/);
    for (const m of shifted) expect(answer.text).toContain(`${m.name} PSI ${fmt(m.report.overallPsi)}`);
    for (const m of models.filter((x) => x.report.band !== 'shift'))
      expect(answer.text).not.toContain(m.name);
    expect(answer.citations.every((c) => c.table === 'models')).toBe(true);
    expect(figuresOf(answer).sort()).toEqual(shifted.map(psiOf).sort());
    // Every cited row is one of the shifted models' latest month, in the shift band.
    expect(rows).toHaveLength(shifted.length);
    for (const r of rows) {
      const m = shifted.find((x) => x.model.id === r.model_id)!;
      expect(m).toBeDefined();
      expect(r).toMatchObject({ month: m.month, index: 'PSI', band: 'shift', value: String(psiOf(m)) });
    }
  });

  it('"which models need monitoring" answers from the monitor band, or says none is in it', async () => {
    const models = await expected(USE_CASE_IDS.underwriting);
    const monitor = models.filter((m) => m.report.band === 'monitor');
    const { answer, rows } = await ask('Which models need monitoring?');
    if (monitor.length === 0) {
      expect(answer.plan.outcome).toBe('empty');
      expect(answer.text).toContain(`None of the ${models.length} scored models in Underwriting`);
      expect(answer.citations).toHaveLength(0);
    } else {
      expect(answer.text).toContain(`${monitor.length} of ${models.length}`);
      expect(rows.every((r) => r.band === 'monitor')).toBe(true);
    }
  });

  it.each([
    (n: string) => `What is the PSI of ${n}?`,
    (n: string) => `Is the ${n} stable?`,
    (n: string) => `${n} population stability`,
  ])('a model named in the question gets its own PSI and band (%#)', async (phrase) => {
    for (const m of await expected(USE_CASE_IDS.underwriting)) {
      const { answer, rows } = await ask(phrase(m.name));
      expect(answer.plan.outcome).toBe('answered');
      expect(answer.text).toContain(`PSI ${fmt(m.report.overallPsi)}`);
      expect(figuresOf(answer)).toEqual([psiOf(m)]);
      expect(rows).toEqual([
        expect.objectContaining({ model_id: m.model.id, month: m.month, band: m.report.band }),
      ]);
      expect(answer.plan.link).toBe(`/use-cases/${USE_CASE_IDS.underwriting}/models/${m.model.id}`);
      expect(answer.plan.period?.from).toBe(`${m.month}-01`);
      if (/stable\?$/.test(phrase(m.name)))
        expect(answer.text.startsWith(m.report.band === 'stable' ? 'Yes' : 'No')).toBe(true);
    }
  });

  it('"which inputs drifted" lists the inputs out of the stable band by CSI, each cited', async () => {
    const models = await expected(USE_CASE_IDS.underwriting);
    for (const m of models) {
      const drifted = m.report.features.filter((f) => f.band !== 'stable');
      const { answer, rows } = await ask(`Which inputs drifted in the ${m.model.name} model?`);
      expect(answer.plan.measure).toMatch(/CSI/);
      if (drifted.length === 0) {
        expect(answer.plan.outcome).toBe('empty');
        expect(answer.text).toContain(`None of the ${m.report.features.length} inputs of ${m.name} drifted`);
        continue;
      }
      expect(answer.text).toContain(`${drifted.length} of ${m.report.features.length} inputs of ${m.name}`);
      expect(figuresOf(answer).sort()).toEqual(
        drifted.map((f) => Math.round(f.csi * 10_000) / 10_000).sort(),
      );
      expect(rows.map((r) => r.input).sort()).toEqual(drifted.map((f) => f.feature).sort());
      expect(rows.every((r) => r.index === 'CSI' && r.band !== 'stable' && r.month === m.month)).toBe(true);
    }
  });

  it("gives a model's PSI by scored month, and the CSI of every input, as the reports have them", async () => {
    const [m] = await expected(USE_CASE_IDS.underwriting);
    const trend = await ask(`PSI of ${m!.name} by month`);
    expect(trend.answer.plan).toMatchObject({ outcome: 'answered', dataset: 'models' });
    expect(figuresOf(trend.answer)).toEqual(m!.report.series.map((p) => Math.round(p.psi * 10_000) / 10_000));
    expect(trend.rows.map((r) => r.month)).toEqual(m!.report.series.map((p) => p.date.slice(0, 7)));
    const csi = await ask(`CSI of each input of ${m!.name}`);
    expect(csi.answer.plan.measure).toMatch(/CSI/);
    expect(csi.rows.map((r) => r.input).sort()).toEqual(m!.report.features.map((f) => f.feature).sort());
    for (const f of m!.report.features)
      expect(csi.answer.text).toContain(`${f.feature} CSI ${fmt(f.csi)}, ${f.band}`);
  });

  it('asks back for a model it does not know, and says there is no data where no model is scored', async () => {
    const unknown = await ask('What is the PSI of the Churn Propensity model?');
    expect(unknown.answer.plan.outcome).toBe('clarify');
    expect(unknown.answer.text).toMatch(
      /I do not know a model named 'Churn Propensity' in Underwriting\. The models in Underwriting are .+\. Which one did you mean\?/,
    );
    expect(unknown.answer.citations).toHaveLength(0);
    // The Portfolio Assistant has no models of its own: the scope is named, nothing is cited.
    const none = await ask('Which models show a stability shift?', USE_CASE_IDS.portfolioAssistant);
    expect(none.answer.plan.outcome).toBe('empty');
    expect(none.answer.text).toBe(
      'No model in Portfolio Assistant has been scored yet: there is no data in this scope.',
    );
    // Claims' models are its own: a shift in Underwriting is not reported there.
    const claims = await expected(USE_CASE_IDS.claims);
    const inClaims = await ask('Which models show a stability shift?', USE_CASE_IDS.claims);
    const shifted = claims.filter((m) => m.report.band === 'shift');
    if (shifted.length === 0)
      expect(inClaims.answer.text).toContain(`None of the ${claims.length} scored models in Claims`);
    else
      expect(inClaims.answer.text).toContain(`${shifted.length} of ${claims.length} scored models in Claims`);
    expect(inClaims.rows.every((r) => claims.some((m) => m.model.id === r.model_id))).toBe(true);
  });

  it('leaves portfolio questions to the portfolio planner', async () => {
    const { answer } = await ask('What is the loss ratio in Ohio in 2025?', USE_CASE_IDS.portfolioAssistant);
    expect(answer.plan.dataset).toBe('portfolio');
  });
});
