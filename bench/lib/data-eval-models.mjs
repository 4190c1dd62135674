// Model monitoring in the data-answers evaluation: three models of the evaluation tenant with planted
// stability (one stable, one drifting into the monitor band, one with a stability shift of its score and
// of one input in the latest month), their scored records generated here and loaded through data
// ingestion (dataset model-scores), and questions about them. Which model is in which band and which
// input drifted is planted by construction; the expected PSI and CSI figures are read from the models
// API's stability reports in plain JavaScript, never from the planner.

const MONTHS = ['2026-07', '2026-08', '2026-09', '2026-10'];
const REFERENCE_ROWS = 1000;
const MONTH_ROWS = 400;
const TERRITORIES = ['A', 'B', 'C', 'D'];

/** The planted models: the power applied to a uniform score in each month (1 = as in the reference). */
export const EVAL_MODELS = [
  { name: 'Eval Retention GLM', band: 'stable', power: () => 1, drifted: [] },
  { name: 'Eval Frequency GBM', band: 'monitor', power: (m) => (m === '2026-10' ? 0.85 : 1), drifted: [] },
  {
    name: 'Eval Severity GBM',
    band: 'shift',
    power: (m) => (m === '2026-10' ? 2.5 : 1),
    drifted: ['driverage'],
  },
];

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The model-scores CSV: reference sample and four scored months per model, with three inputs. */
export function modelScoresCsv(usecaseId) {
  const random = rng(1606);
  const lines = ['model,useCase,period,score,actual,feature.driverAge,feature.vehicleAge,feature.territory'];
  for (const model of EVAL_MODELS) {
    for (const period of ['reference', ...MONTHS]) {
      const n = period === 'reference' ? REFERENCE_ROWS : MONTH_ROWS;
      const power = period === 'reference' ? 1 : model.power(period);
      const ageShift = period === '2026-10' && model.drifted.includes('driverage');
      for (let i = 0; i < n; i++) {
        const score = Math.pow(random(), power);
        const actual = random() < score * 0.3 ? 1 : 0;
        const driverAge = Math.round(18 + 62 * (ageShift ? Math.pow(random(), 3) : random()));
        const vehicleAge = Math.round(15 * random());
        const territory = TERRITORIES[Math.floor(random() * TERRITORIES.length)];
        lines.push(
          [model.name, usecaseId, period, score.toFixed(5), actual, driverAge, vehicleAge, territory].join(
            ',',
          ),
        );
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * t.upload's answer once the load has ended: a 202 is the load as recorded (running), whose rows load in
 * batches after the answer, so its record is read until it is no longer queued or running.
 */
export async function uploadAndWait(t, token, dataset, csv) {
  const res = await t.upload(token, dataset, csv);
  if (res.status !== 202) return res;
  for (let body = res.body; ;) {
    if (body.status !== 'queued' && body.status !== 'running') return { status: res.status, body };
    await new Promise((r) => setTimeout(r, 100));
    const read = await t.request('GET', `/api/data-ingestion/${res.body.id}`, token);
    if (read.status !== 200) throw new Error(`reading load ${res.body.id} answered ${read.status}`);
    body = read.body;
  }
}

/** Loads the model scores through data ingestion and reads back each model's stability report. */
export async function loadEvalModels(t, token, book, usecaseId) {
  const csv = modelScoresCsv(usecaseId);
  const res = await uploadAndWait(t, token, 'model-scores', csv);
  const rows = csv.trim().split('\n').length - 1;
  if (![200, 201, 202].includes(res.status) || res.body.rowsLoaded !== rows)
    throw new Error(`loading model-scores answered ${res.status}: ${JSON.stringify(res.body).slice(0, 500)}`);
  const list = await t.request(
    'GET',
    `/api/model?pageSize=100&filter=${encodeURIComponent(`usecaseId|eq|${usecaseId}`)}`,
    token,
  );
  book.models = [];
  for (const planted of EVAL_MODELS) {
    const model = list.body.items.find((m) => m.name === planted.name);
    if (!model) throw new Error(`model ${planted.name} was not created by the load`);
    const report = await t.request('GET', `/api/model/${model.id}/stability?days=3660`, token);
    if (report.status !== 200) throw new Error(`stability of ${planted.name} answered ${report.status}`);
    book.models.push({ planted, model, name: `${model.name} ${model.version}`.trim(), report: report.body });
  }
}

const r4 = (v) => Math.round(v * 10_000) / 10_000;

/** Questions about the planted models, asked in the chat of the use case that holds them (PA). */
export function modelQuestions(book) {
  if (!book.models) return [];
  const PA = 'portfolio';
  const out = [];
  const add = (useCase, q, filters, expect) => out.push({ useCase, q, filters, ...expect });
  const byBand = (band) => book.models.filter((m) => m.planted.band === band);
  const ids = (ms) => ms.map((m) => m.model.id);
  const latestPsi = (m) => r4(m.report.series.at(-1).psi);
  const [shifted] = byBand('shift');
  const [monitored] = byBand('monitor');
  const [stable] = byBand('stable');
  const total = book.models.length;

  add(
    PA,
    'Which models show a stability shift?',
    { modelIds: ids([shifted]), bands: ['shift'], index: 'PSI' },
    {
      values: [latestPsi(shifted)],
      keys: [`1 of ${total}`, shifted.name],
    },
  );
  add(
    PA,
    'Which of our models need monitoring right now?',
    { modelIds: ids([monitored]), bands: ['monitor'] },
    {
      values: [latestPsi(monitored)],
      keys: [`1 of ${total}`, monitored.name],
    },
  );
  add(
    PA,
    'Which models are stable?',
    { modelIds: ids([stable]), bands: ['stable'] },
    {
      values: [latestPsi(stable)],
      keys: [stable.name],
    },
  );
  add(
    PA,
    `What is the PSI of ${stable.planted.name}?`,
    { modelIds: ids([stable]), index: 'PSI' },
    {
      values: [latestPsi(stable)],
      keys: [stable.name],
    },
  );
  add(
    PA,
    'Is the severity model stable?',
    { modelIds: ids([shifted]) },
    {
      values: [latestPsi(shifted)],
      keys: ['No', shifted.name],
    },
  );
  const drifted = shifted.report.features.filter((f) => f.band !== 'stable');
  add(
    PA,
    `Which inputs drifted in ${shifted.planted.name}?`,
    { modelIds: ids([shifted]), index: 'CSI', bands: ['monitor', 'shift'] },
    {
      values: drifted.map((f) => r4(f.csi)),
      // The planted input must be the only one out of the stable band.
      keys: [
        drifted.length === 1 && /driver/i.test(drifted[0].feature)
          ? drifted[0].feature
          : 'driverAge (planted)',
      ],
    },
  );
  const august = monitored.report.series.find((p) => p.date.startsWith('2026-08'));
  add(
    PA,
    `PSI of the frequency model in August 2026`,
    { modelIds: ids([monitored]), months: ['2026-08', '2026-08'] },
    {
      values: [r4(august.psi)],
      keys: [monitored.name, 'Aug 2026'],
    },
  );
  add(PA, 'What is the PSI of the Churn Propensity model?', {}, { clarify: true });
  add('compIntel', 'Which models show a stability shift?', { modelIds: [] }, { absent: true });
  return out;
}

/** A cited model row (model_id, model, month, index, input, value, band) in the checks' field names. */
export function modelRowOf(o) {
  return {
    modelId: o.model_id,
    model: o.model,
    month: o.month,
    index: o.index,
    input: o.input,
    value: Number(o.value),
    band: o.band,
  };
}

/** Whether a cited model row is one of the stability reports' figures (same month, value and band). */
export function modelRowExists(book, row) {
  const m = (book.models ?? []).find((x) => x.model.id === row.modelId);
  if (!m) return false;
  if (row.index === 'CSI') {
    const f = m.report.features.find((x) => x.feature === row.input);
    return (
      !!f &&
      m.report.series.at(-1).date.startsWith(row.month) &&
      r4(f.csi) === row.value &&
      f.band === row.band
    );
  }
  const p = m.report.series.find((x) => x.date.startsWith(row.month));
  return !!p && r4(p.psi) === row.value && p.band === row.band;
}

export function modelRowMatches(row, f) {
  if (f.modelIds && !f.modelIds.includes(row.modelId)) return false;
  if (f.bands && !f.bands.includes(row.band)) return false;
  if (f.index && row.index !== f.index) return false;
  return true;
}
