// Reads a question about model monitoring against the tenant's model names: which models it names (by
// full name, name and version, or the distinctive words of a name: "the home severity model"), an
// unknown model it names, the index asked (PSI of the score or CSI of the inputs), a stability band
// ("show a stability shift", "need monitoring", "is ... stable"), and whether a trend by month is asked.
// Deterministic regular expressions only; models-source.ts answers the question.

export type Band = 'stable' | 'monitor' | 'shift';

export interface ModelQuestion {
  /** Ids of the models the question names; empty: every model of the scope. */
  modelIds: string[];
  /** A model name the question uses that is none of the scope's models. */
  unknown: string | null;
  measure: 'psi' | 'csi';
  band: Band | null;
  /** Inputs that "drifted": every band but stable. */
  drifted: boolean;
  trend: boolean;
}

export interface ModelName {
  id: string;
  name: string;
  version: string;
}

/** Cheap check before the models are loaded: could the question be about model monitoring at all? */
export const MAYBE_MODELS = /\b(models?|psi|csi|stabl\w*|drift\w*|inputs?|features?|glm|gbm)\b/i;
const STRONG = /\b(models?|psi|csi|(population|characteristic) stability|stability (shift|band|index))\b/;
const GENERIC = new Set(['glm', 'gbm', 'model', 'the', 'and', 'of', 'for']);
/** Words a name candidate cannot start with, and words that end it. */
const NOT_A_NAME = new Set(
  'which what how is are the our my your its their each every all any a an it these those this that any model models month months latest last scored score stability psi csi inputs input features feature'.split(
    ' ',
  ),
);
const END_OF_NAME =
  /\s+(?:in|for|during|over|since|last|this|stable|unstable|drift\w*|shift\w*|show\w*|by|as|at|on|from|need\w*|model|models)\b.*$/i;
const PERIOD_WORD =
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*(\s+\d{4})?$|^(?:q[1-4]|\d{4}|ytd|this year|last year)\b/i;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function bandOf(value: string): Band {
  return value === 'shift' || value === 'monitor' ? value : 'stable';
}

function candidate(raw: string | undefined): string | null {
  if (!raw) return null;
  const words = raw.replace(/[?.!,;:]+$/g, '').replace(END_OF_NAME, '').trim().split(/\s+/);
  while (words.length && NOT_A_NAME.has(words[0]!.toLowerCase())) words.shift();
  const name = words.join(' ').replace(/[?.!,;:]+$/g, '').trim();
  if (!name || PERIOD_WORD.test(name) || NOT_A_NAME.has(name.toLowerCase())) return null;
  return name.slice(0, 80);
}

/** A model name the question uses ("PSI of Churn Propensity", "is the churn model stable"). */
function namedModel(q: string): string | null {
  const tries = [
    /\b(?:psi|csi|stability|inputs?|features?|variables?|drift\w*|shift\w*)\s+(?:of|for|in)\s+((?:[\w.-]+\s*){1,6})/i,
    /\bis\s+((?:[\w.-]+\s+){1,6}?)(?:model\s+)?(?:stable|unstable|drifting|shifting)\b/i,
    /\b(?:the|of|for|in|is|our|my)\s+((?:[\w.-]+\s+){0,4}?[\w.-]+)\s+model\b(?!s)/i,
  ];
  for (const re of tries) {
    const found = candidate(q.match(re)?.[1]);
    if (found) return found;
  }
  return null;
}

export function modelQuestion(question: string, models: readonly ModelName[]): ModelQuestion | null {
  const q = question.replace(/\s+/g, ' ').trim();
  if (!MAYBE_MODELS.test(q)) return null;
  let rest = q.toLowerCase();
  const ids: string[] = [];
  let unknown: string | null = null;
  const names = [...new Set(models.map((m) => m.name))].sort((a, b) => b.length - a.length);
  for (const name of names) {
    const same = models.filter((m) => m.name === name);
    const full = rest.match(new RegExp(`\\b${escape(name.toLowerCase())}(?:\\s+(v\\d+))?\\b`));
    if (full) {
      const version = full[1];
      const pick = version ? same.filter((m) => m.version.toLowerCase() === version) : same;
      if (pick.length === 0) unknown = `${name} ${version}`;
      ids.push(...pick.map((m) => m.id));
      rest = rest.replace(full[0], ' ');
      continue;
    }
    // The name's distinctive words (in no other model's name), all of them: "the auto frequency model".
    const others = names.filter((n) => n !== name).flatMap((n) => n.toLowerCase().split(/\s+/));
    const words = name
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w.length >= 3 && !GENERIC.has(w) && !/^v\d+$/.test(w) && !others.includes(w));
    if (words.length > 0 && words.every((w) => new RegExp(`\\b${escape(w)}\\b`).test(rest))) {
      ids.push(...same.map((m) => m.id));
      for (const w of words) rest = rest.replace(new RegExp(`\\b${escape(w)}\\b`), ' ');
    }
  }
  const lower = q.toLowerCase();
  const inputs = /\b(csi|inputs?|features?|variables?|characteristics?)\b/.test(lower);
  if (!STRONG.test(lower) && ids.length === 0 && !(inputs && /\bdrift/.test(lower))) return null;
  if (ids.length === 0 && !unknown) unknown = namedModel(q);
  let band: Band | null = null;
  if (/\b(shift(s|ed|ing)?|unstable|drift(s|ed|ing)?|out of band)\b/.test(lower)) band = 'shift';
  else if (/\b(need\w*|requir\w*|under|in the|flagged for|on)\s+(monitor\w*|watch\w*)|\bmonitor band\b/.test(lower))
    band = 'monitor';
  else if (/\bstable\b/.test(lower)) band = 'stable';
  const drifted = inputs && /\b(drift\w*|moved|changed|unstable)\b/.test(lower);
  return {
    modelIds: [...new Set(ids)],
    unknown: ids.length === 0 ? unknown : null,
    measure: inputs ? 'csi' : 'psi',
    band,
    drifted,
    trend: /\b(by month|trend\w*|over time|each month|every month|per month|monthly|history)\b/.test(lower),
  };
}
