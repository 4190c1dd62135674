import { chatCompletion, type LlmProvider } from '../llm-provider.ts';
import { DIMENSIONS, MEASURES, TIME_FIELDS } from './semantic.ts';

// With LLM_BASE_URL set, a model may propose the typed plan of a data question (never SQL). It is sent
// the question and the semantic layer's keys only (no tenant data); its JSON is checked by the same
// validator as every plan (validate.ts) inside the tenant's transaction, and a refused or failed
// proposal falls back to the deterministic planner, which the answer's plan records.

export type Proposal = { plan: unknown } | { error: string };

function systemPrompt(today: string): string {
  const measures = MEASURES.map((m) => `${m.key} (${m.label}; ${m.dataset})`).join(', ');
  const dims = Object.values(DIMENSIONS)
    .map((d) => `${d.key} (${Object.keys(d.column).join('/')})`)
    .join(', ');
  const times = Object.entries(TIME_FIELDS)
    .map(([k, t]) => `${k} (${t.dataset})`)
    .join(', ');
  return [
    'You turn an insurance analyst\'s question into a typed query plan over a fixed semantic layer.',
    'Answer with one JSON object and nothing else, or the word NONE when the question is not about these data.',
    'Keys: measure, aggregation, groupBy, limit, filters, timeField, period, comparePeriod, shareOf, ownVsCompetitors.',
    `measure: one of ${measures}.`,
    'aggregation: value, top, bottom, share, change, trend, list or lookup.',
    `groupBy and filter dimensions: ${dims}; or null.`,
    'filters: [{"dimension": ..., "values": [...], "exclude": false}]; states as two-letter codes, lines as names',
    '(Personal Auto, Homeowners, Workers Comp), carriers as their codes.',
    `timeField: ${times}. period and comparePeriod: {"from": "YYYY-MM-DD", "to": "YYYY-MM-DD"} or null.`,
    `Today is ${today}. Never write SQL.`,
  ].join('\n');
}

/** Asks the model for a plan; any failure is an error to record, never an exception to the caller. */
export async function proposePlan(provider: LlmProvider, question: string, today: string): Promise<Proposal> {
  let content: string;
  try {
    content = await chatCompletion(provider, [
      { role: 'system', content: systemPrompt(today) },
      { role: 'user', content: question.slice(0, 2000) },
    ]);
  } catch (error) {
    return { error: (error as Error).message.slice(0, 200) };
  }
  const text = content.trim();
  if (/^NONE\b/i.test(text)) return { error: 'the model proposed no plan' };
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return { error: 'the model did not answer with a JSON plan' };
  try {
    return { plan: JSON.parse(text.slice(start, end + 1)) as unknown };
  } catch {
    return { error: 'the model answered with JSON that does not parse' };
  }
}
