import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { TenantTx } from '../../../db/tenant.ts';
import { ApiProblemError } from '../../../errors.ts';
import { listModels, modelStabilityReport, type Model } from '../../analytics/models.ts';
import type { DataCitation } from '../compose.ts';
import { findPeriod, monthLabel, type Period } from './periods.ts';
import { MAYBE_MODELS, bandOf, modelQuestion, type Band, type ModelQuestion } from './models-question.ts';
import { blankPlanView } from './plan-view.ts';

// Model monitoring as a source of the data approach: questions about the stability of the tenant's own
// models ("which models show a stability shift", "PSI of Auto Frequency GLM", "which inputs drifted in
// the home severity model") are answered from each model's stability report (PSI of its score per
// scored month, CSI of each input in its latest month: analytics/models.ts), scoped to the models of the
// chat's use case. Deterministic: the question is read by models-question.ts against the model names.

/** The months of every report: all of a model's scored months. */
const ALL_MONTHS_DAYS = 36_600;
const BAND_WORDS: Record<Band, string> = {
  shift: 'a stability shift (PSI > 0.25)',
  monitor: 'the monitor band (PSI 0.10 to 0.25)',
  stable: 'the stable band (PSI < 0.10)',
};
const INPUT_BAND_WORDS: Record<Band, string> = {
  shift: 'shift (CSI > 0.25)',
  monitor: 'monitor (CSI 0.10 to 0.25)',
  stable: 'stable (CSI < 0.10)',
};
const PSI_LABEL = 'population stability index (PSI)';
const CSI_LABEL = 'characteristic stability index (CSI)';

interface ModelPlanView {
  outcome: 'answered' | 'empty' | 'clarify';
  dataset: 'models' | null;
  measure: string | null;
  aggregation: 'value' | 'list' | 'trend' | null;
  groupBy: string | null;
  limit: null;
  filters: { field: string; label: string; values: string[]; exclude: boolean }[];
  timeField: string | null;
  period: Period | null;
  comparePeriod: null;
  filter: string | null;
  link: string | null;
  notes: string[];
  asOf: string;
}

export interface ModelsAnswer {
  text: string;
  citations: DataCitation[];
  plan: ModelPlanView;
}

interface Scored {
  model: Model;
  name: string;
  series: { month: string; psi: number; band: Band }[];
  features: { feature: string; csi: number; band: Band }[];
}

/** Three decimals; four below 0.01, so a near-zero index does not read as 0.000. */
const fmtIndex = (v: number) => v.toFixed(Math.abs(v) < 0.01 ? 4 : 3);
const round4 = (v: number) => Math.round(v * 10_000) / 10_000;
const displayName = (m: Model) => `${m.name} ${m.version}`.trim();
const rowId = (modelId: string, month: string, feature?: string) =>
  `${modelId}:${month}${feature ? `:${feature}` : ''}`.slice(0, 100);

/** The models of the scope (the use case's, or all the tenant's) and the use case's name. */
async function scopeModels(
  tx: TenantTx,
  usecaseId: string | null | undefined,
): Promise<{ models: Model[]; scope: string | null }> {
  const filter = usecaseId ? `usecaseId|eq|${usecaseId}` : undefined;
  const models: Model[] = [];
  for (let page = 1; ; page++) {
    const res = await listModels(tx, { pageSize: 100, page, orderBy: 'name', ...(filter ? { filter } : {}) });
    models.push(...res.items);
    if (models.length >= res.total || res.items.length === 0) break;
  }
  if (!usecaseId) return { models, scope: null };
  const { rows } = await sql<{ name: string }>`select name from usecases where id = ${usecaseId}::uuid`.execute(tx);
  return { models, scope: rows[0]?.name ?? null };
}

/** A model's PSI per scored month and CSI per input of its latest month; null when not scored yet. */
async function scored(tx: TenantTx, model: Model): Promise<Scored | null> {
  try {
    const r = await modelStabilityReport(tx, model.id, ALL_MONTHS_DAYS);
    return {
      model,
      name: displayName(model),
      series: r.series.map((p) => ({ month: p.date.slice(0, 7), psi: p.psi, band: p.band })),
      features: r.features,
    };
  } catch (error) {
    // No reference distribution or scored month (404), or data that yields no index (400): not scored.
    if (error instanceof ApiProblemError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

function monthsPeriod(months: string[]): Period | null {
  if (months.length === 0) return null;
  const sorted = [...months].sort();
  const first = sorted[0]!;
  const last = sorted.at(-1)!;
  const [y, m] = last.split('-').map(Number) as [number, number];
  const to = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return {
    from: `${first}-01`,
    to,
    label: first === last ? monthLabel(first) : `${monthLabel(first)} - ${monthLabel(last)}`,
  };
}

function citation(index: number, rowIds: string[], figures: DataCitation['figures'], description: string): DataCitation {
  return {
    kind: 'data',
    id: randomUUID(),
    index,
    table: 'models',
    rowIds,
    figures: figures.slice(0, 50).map((f) => ({ ...f, name: f.name.slice(0, 100) })),
    description: description.slice(0, 500),
  };
}

/**
 * Answers a question about the stability of the tenant's models, or null when the question is not about
 * models (the portfolio and filing planner answers it then).
 */
export async function modelsAnswer(
  tx: TenantTx,
  question: string,
  usecaseId: string | null | undefined,
  asOf: string,
): Promise<ModelsAnswer | null> {
  if (!MAYBE_MODELS.test(question)) return null;
  const { models, scope } = await scopeModels(tx, usecaseId);
  const read = modelQuestion(question, models.map((m) => ({ id: m.id, name: m.name, version: m.version })));
  if (!read) return null;
  const where = scope ? ` in ${scope}` : '';
  const base = (outcome: ModelPlanView['outcome']): ModelPlanView => ({
    ...blankPlanView(outcome, asOf),
    dataset: outcome === 'clarify' ? null : 'models',
  });
  const names = models.map(displayName);
  if (read.unknown)
    return {
      text: `I do not know a model named '${read.unknown}'${where}. ${names.length ? `The models${where} are ${names.join(', ')}. Which one did you mean?` : 'Which model did you mean?'}`,
      citations: [],
      plan: base('clarify'),
    };

  const asked = read.modelIds.length ? models.filter((m) => read.modelIds.includes(m.id)) : models;
  const reports = (await Promise.all(asked.map((m) => scored(tx, m)))).filter((r): r is Scored => r !== null);
  const period = findPeriod(question.toLowerCase(), asOf)?.period ?? null;
  const filters: ModelPlanView['filters'] = [];
  if (usecaseId) filters.push({ field: 'usecaseId', label: scope ?? 'this use case', values: [usecaseId], exclude: false });
  if (read.modelIds.length)
    filters.push({ field: 'model', label: asked.map(displayName).join(' or '), values: asked.map(displayName), exclude: false });
  const modelWords = read.modelIds.length ? asked.map(displayName).join(' or ') : `model${where}`;
  if (reports.length === 0)
    return {
      text: `${read.modelIds.length ? `${modelWords} has no scored month yet` : `No model${where} has been scored yet`}: there is no data in this scope.`,
      citations: [],
      plan: { ...base('empty'), measure: read.measure === 'csi' ? CSI_LABEL : PSI_LABEL, filters },
    };
  // Each model's month: its latest scored month, or its latest inside the period the question names.
  const inPeriod = (month: string) => !period || (`${month}-01` <= period.to && month >= period.from.slice(0, 7));
  const link =
    asked.length === 1 && read.modelIds.length === 1 ? `/use-cases/${asked[0]!.usecaseId}/models/${asked[0]!.id}` : null;
  const nameFilter =
    read.modelIds.length === 1 ? `name|eq|${asked[0]!.name}` : usecaseId ? `usecaseId|eq|${usecaseId}` : null;

  if (read.measure === 'csi') return inputsAnswer(reports, read, period, filters, base, where, link, nameFilter);

  if (read.trend && reports.length === 1) {
    const r = reports[0]!;
    const points = r.series.filter((p) => inPeriod(p.month));
    const view = {
      ...base(points.length ? 'answered' : 'empty'),
      measure: PSI_LABEL,
      aggregation: 'trend' as const,
      groupBy: 'month',
      filters,
      timeField: 'month',
      period: monthsPeriod(points.map((p) => p.month)) ?? period,
      link,
      filter: nameFilter,
    };
    if (points.length === 0)
      return { text: `${r.name} has no scored month in ${period?.label ?? 'this period'}: there is no data in this scope.`, citations: [], plan: view };
    const shown = points.slice(-49);
    return {
      text: `PSI of ${r.name} by scored month against its reference: ${shown.map((p, i) => `${monthLabel(p.month)} ${fmtIndex(p.psi)} (${p.band}) [${i + 1}]`).join('; ')}.`,
      citations: shown.map((p, i) =>
        citation(i + 1, [rowId(r.model.id, p.month)], [{ name: `PSI ${r.name} ${monthLabel(p.month)}`, value: round4(p.psi), unit: 'ratio' }], `PSI of ${r.name}'s score in ${monthLabel(p.month)} against its reference sample; band ${p.band}`),
      ),
      plan: view,
    };
  }

  // One month per model: its latest scored month (inside the named period, if any).
  const latest = reports
    .map((r) => ({ r, p: [...r.series].reverse().find((p) => inPeriod(p.month)) }))
    .filter((x): x is { r: Scored; p: Scored['series'][number] } => x.p !== undefined);
  const months = latest.map((x) => x.p.month);
  const when = period ? `their latest scored month in ${period.label}` : 'their latest scored month';
  const bandFilter = read.band && !read.modelIds.length ? read.band : null;
  const chosen = bandFilter ? latest.filter((x) => x.p.band === bandFilter) : latest;
  const view: ModelPlanView = {
    ...base('answered'),
    measure: PSI_LABEL,
    aggregation: read.modelIds.length === 1 ? 'value' : 'list',
    groupBy: read.modelIds.length === 1 ? null : 'model',
    filters: bandFilter ? [...filters, { field: 'stabilityBand', label: bandFilter, values: [bandFilter], exclude: false }] : filters,
    timeField: 'month',
    period: monthsPeriod(months) ?? period,
    link,
    filter: nameFilter,
    notes: [
      'PSI compares the distribution of each model\u2019s scores in a month with its reference sample: below 0.10 stable, 0.10 to 0.25 monitor, above 0.25 shift.',
    ],
  };
  if (latest.length === 0)
    return {
      text: `No scored month of ${read.modelIds.length ? modelWords : `the models${where}`} falls in ${period?.label ?? 'this period'}: there is no data in this scope.`,
      citations: [],
      plan: { ...view, outcome: 'empty' },
    };
  const unscored = asked.length - reports.length;
  const unscoredNote = unscored > 0 ? ` (${unscored} more not scored yet)` : '';
  const item = (x: (typeof latest)[number], i: number) =>
    `${x.r.name} PSI ${fmtIndex(x.p.psi)}, ${x.p.band} (${monthLabel(x.p.month)}) [${i + 1}]`;
  const cite = (x: (typeof latest)[number], i: number) =>
    citation(
      i + 1,
      [rowId(x.r.model.id, x.p.month)],
      [{ name: `PSI ${x.r.name} ${monthLabel(x.p.month)}`, value: round4(x.p.psi), unit: 'ratio' }],
      `PSI of ${x.r.name}'s score in ${monthLabel(x.p.month)} against its reference sample; band ${x.p.band}`,
    );
  const sorted = [...chosen].sort((a, b) => b.p.psi - a.p.psi || (a.r.name < b.r.name ? -1 : 1));
  const shown = sorted.slice(0, 50);
  let text: string;
  if (read.modelIds.length === 1) {
    const x = latest[0]!;
    const yesNo = read.band ? `${x.p.band === read.band ? 'Yes' : 'No'}: ` : '';
    text = `${yesNo}${x.r.name} ${x.p.band === 'shift' ? 'shows' : 'is in'} ${BAND_WORDS[x.p.band]} in ${period ? `its latest scored month in ${period.label}` : 'its latest scored month'}, ${monthLabel(x.p.month)}: PSI ${fmtIndex(x.p.psi)} [1].`;
  } else if (bandFilter) {
    if (chosen.length === 0)
      return {
        text: `None of the ${latest.length} scored models${where}${unscoredNote} ${bandFilter === 'shift' ? 'shows' : 'is in'} ${BAND_WORDS[bandFilter]} in ${when} (${monthsPeriod(months)!.label}).`,
        citations: [],
        plan: { ...view, outcome: 'empty' },
      };
    const verb = bandFilter === 'shift' ? (latest.length === 1 ? 'shows' : 'show') : latest.length === 1 ? 'is' : 'are';
    const what = bandFilter === 'shift' ? BAND_WORDS.shift : `in ${BAND_WORDS[bandFilter]}`;
    text = `${chosen.length} of ${latest.length} scored models${where}${unscoredNote} ${chosen.length === 1 && bandFilter === 'shift' ? 'shows' : verb} ${what} in ${when}: ${shown.map(item).join('; ')}.`;
  } else {
    text = `PSI of the ${latest.length} scored models${where}${unscoredNote} in ${when}, highest first: ${shown.map(item).join('; ')}.`;
  }
  return { text, citations: shown.map(cite), plan: view };
}

function inputsAnswer(
  reports: Scored[],
  read: ModelQuestion,
  period: Period | null,
  filters: ModelPlanView['filters'],
  base: (o: ModelPlanView['outcome']) => ModelPlanView,
  where: string,
  link: string | null,
  nameFilter: string | null,
): ModelsAnswer {
  // CSI is computed for each model's latest scored month.
  const months = reports.map((r) => r.series.at(-1)!.month);
  const drifted = read.band === 'shift' || read.drifted;
  const keep = (b: Band) => (read.band && !read.drifted ? b === read.band : drifted ? b !== 'stable' : true);
  const rows = reports.flatMap((r) =>
    r.features.filter((f) => keep(bandOf(f.band))).map((f) => ({ r, f, month: r.series.at(-1)!.month })),
  );
  const bandLabel = read.band && !read.drifted ? read.band : drifted ? 'monitor or shift' : null;
  const view: ModelPlanView = {
    ...base('answered'),
    measure: CSI_LABEL,
    aggregation: 'list',
    groupBy: 'input',
    filters: bandLabel
      ? [...filters, { field: 'stabilityBand', label: bandLabel, values: bandLabel === 'monitor or shift' ? ['monitor', 'shift'] : [bandLabel], exclude: false }]
      : filters,
    timeField: 'month',
    period: monthsPeriod(months),
    link,
    filter: nameFilter,
    notes: ['CSI compares the distribution of each input in the latest scored month with its reference sample: below 0.10 stable, 0.10 to 0.25 monitor, above 0.25 shift.'],
  };
  if (period && months.some((m) => `${m}-01` > period.to || m < period.from.slice(0, 7)))
    view.notes.push(`Input stability (CSI) is kept for each model's latest scored month only, not for ${period.label}.`);
  const total = reports.reduce((n, r) => n + r.features.length, 0);
  const whose = reports.length === 1 ? reports[0]!.name : `the ${reports.length} scored models${where}`;
  const month = monthsPeriod(months)!.label;
  if (total === 0)
    return { text: `${whose} has no input features on file: there is no data in this scope.`, citations: [], plan: { ...view, outcome: 'empty' } };
  if (rows.length === 0)
    return {
      text: `None of the ${total} inputs of ${whose} ${drifted ? 'drifted' : `is in the ${bandLabel} band`} in ${month}${drifted ? ': every CSI is below 0.10' : ''}.`,
      citations: [],
      plan: { ...view, outcome: 'empty' },
    };
  rows.sort((a, b) => b.f.csi - a.f.csi || (a.f.feature < b.f.feature ? -1 : 1));
  const shown = rows.slice(0, 50);
  const lead = bandLabel
    ? `${rows.length} of ${total} inputs of ${whose} ${drifted ? 'drifted (CSI >= 0.10)' : `are ${INPUT_BAND_WORDS[bandLabel as Band]}`} in ${month}`
    : `CSI of the ${total} inputs of ${whose} in ${month}, highest first`;
  return {
    text: `${lead}: ${shown.map((x, i) => `${reports.length > 1 ? `${x.r.name} ` : ''}${x.f.feature} CSI ${fmtIndex(x.f.csi)}, ${x.f.band} [${i + 1}]`).join('; ')}.`,
    citations: shown.map((x, i) =>
      citation(
        i + 1,
        [rowId(x.r.model.id, x.month, x.f.feature)],
        [{ name: `CSI ${x.f.feature} ${x.r.name}`, value: round4(x.f.csi), unit: 'ratio' }],
        `CSI of input ${x.f.feature} of ${x.r.name} in ${monthLabel(x.month)} against its reference sample; band ${x.f.band}`,
      ),
    ),
    plan: view,
  };
}

/** The cited model rows (model, month, index, value, band), for the citation view and its CSV. */
export async function citedModelRows(
  tx: TenantTx,
  rowIds: string[],
): Promise<{ columns: string[]; rows: (string | null)[][] }> {
  const columns = ['model_id', 'model', 'month', 'index', 'input', 'value', 'band'];
  const byModel = new Map<string, { month: string; feature: string | null }[]>();
  for (const id of rowIds) {
    const [model, month, ...feature] = id.split(':');
    if (!model || !month || !/^[0-9a-f-]{36}$/i.test(model) || !/^\d{4}-\d{2}$/.test(month)) continue;
    byModel.set(model, [...(byModel.get(model) ?? []), { month, feature: feature.length ? feature.join(':') : null }]);
  }
  const rows: (string | null)[][] = [];
  const { models } = await scopeModels(tx, null);
  const items = models.filter((m) => byModel.has(m.id));
  for (const model of items) {
    const s = await scored(tx, model);
    if (!s) continue;
    for (const want of byModel.get(model.id) ?? []) {
      if (want.feature === null) {
        const p = s.series.find((x) => x.month === want.month);
        if (p) rows.push([model.id, s.name, p.month, 'PSI', null, String(round4(p.psi)), p.band]);
      } else if (s.series.at(-1)?.month === want.month) {
        const f = s.features.find((x) => x.feature === want.feature);
        if (f) rows.push([model.id, s.name, want.month, 'CSI', f.feature, String(round4(f.csi)), f.band]);
      }
    }
  }
  return { columns, rows: rows.slice(0, 500) };
}
