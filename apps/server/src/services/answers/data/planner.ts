import {
  DIMENSIONS,
  FILING_TYPE_WORDS,
  LINE_SYNONYMS,
  MEASURES,
  STATUS_WORDS,
  measureByKey,
  type Dataset,
  type DimensionKey,
  type Measure,
  type TimeFieldKey,
} from './semantic.ts';
import { findPeriod, lastDays, lastMonths, precedingWindow, shift, type Period } from './periods.ts';

// The planner: a question in words to a typed query over the semantic layer, or a clarifying question.
// Deterministic (regular expressions over the question and the tenant's own vocabulary: its states,
// lines, segments and carriers), so every plan can be tested without a model. It never produces SQL.

export type Aggregation = 'value' | 'top' | 'bottom' | 'share' | 'change' | 'trend' | 'list' | 'lookup';

export interface PlanFilter {
  dimension: DimensionKey;
  values: string[];
  /** true: every value but these (e.g. competitors = every carrier but the tenant's own). */
  exclude?: boolean;
  /** The filter in words ("Ohio", "Personal Auto", "competitors"). */
  label: string;
}

export interface DataPlan {
  dataset: Dataset;
  measure: string;
  aggregation: Aggregation;
  groupBy: DimensionKey | null;
  limit: number | null;
  filters: PlanFilter[];
  timeField: TimeFieldKey;
  period: Period | null;
  /** The window compared against (change between two periods). */
  comparePeriod: Period | null;
  /** For a share: the dimension whose filter selects the part; the whole drops that filter. */
  shareOf: DimensionKey | null;
  /** Own versus competitors: the tenant's own carrier code; the figure is given for it and for all others. */
  ownVsCompetitors?: string | null;
}

export type PlanOutcome =
  | { kind: 'plan'; plan: DataPlan; notes: string[] }
  | { kind: 'clarify'; text: string }
  /** Nothing in the question is about the tenant's data. */
  | { kind: 'unsupported' };

export interface Vocabulary {
  /** US state codes to names. */
  states: Record<string, string>;
  /** Lines, segments and carriers present in the tenant's data. */
  lines: string[];
  segments: string[];
  carriers: { code: string; name: string }[];
  /** Code of the tenant's own carrier in its filings (a carrier named as the tenant), if any. */
  ownCarrier: string | null;
  /** Which data the chat answers from: the Portfolio Assistant, Competitive Intelligence, or any. */
  useCase: 'portfolio' | 'competitive' | 'any';
}

const TRACKING = /\b[A-Za-z0-9]{2,10}(?:-[A-Za-z0-9]{1,12}){2,5}\b/g;
/** Upper-case words that are not states: abbreviations of lines, measures and periods. */
const KNOWN_CAPS = new Set(['LR', 'HO', 'WC', 'PPA', 'BOP', 'YTD', 'QTD', 'TTM', 'LTM', 'US', 'USA', 'DOI', 'PP', 'I', 'A']);
const CARRIER_SUFFIX =
  /\b((?:[A-Z][\w&'.]*\s+){0,3}(?:Mutual|Insurance|Assurance|Casualty|Indemnity|Group|Company|Underwriters|Insurers|Re|Specialty|General|Fire))\b/g;
const GENERIC_NAME_WORDS = new Set([
  'mutual',
  'insurance',
  'assurance',
  'casualty',
  'indemnity',
  'group',
  'company',
  'general',
  'national',
  'american',
  'first',
  'state',
  'life',
  'fire',
  'the',
]);
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, ten: 10 };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Finds and removes each match, so one phrase is not read twice ("HO-3 Frame" is a segment, not HO). */
function take(text: { q: string }, re: RegExp): RegExpMatchArray | null {
  const m = text.q.match(re);
  if (m) text.q = text.q.replace(m[0], ' '.repeat(m[0].length));
  return m;
}

export function planQuestion(question: string, vocab: Vocabulary, today: string): PlanOutcome {
  const original = question.replace(/\s+/g, ' ').trim();
  const notes: string[] = [];
  const filters: PlanFilter[] = [];

  // Tracking numbers first: they hold state codes and years that are not filters of their own.
  const tracking = [...original.matchAll(TRACKING)].map((m) => m[0]).filter((t) => /\d/.test(t));
  let rest = original;
  for (const t of tracking) rest = rest.replace(t, ' ');
  const text = { q: rest.toLowerCase() };
  const caps = { q: rest };

  if (tracking.length > 0) {
    return {
      kind: 'plan',
      notes,
      plan: {
        dataset: 'filings',
        measure: 'filing_count',
        aggregation: 'lookup',
        groupBy: null,
        limit: 1,
        filters: [{ dimension: 'tracking_number', values: [tracking[0]!.toUpperCase()], label: tracking[0]!.toUpperCase() }],
        timeField: 'submitted',
        period: null,
        comparePeriod: null,
        shareOf: null,
      },
    };
  }

  // Period (before anything reads years or month names as something else). "Versus last year" is a
  // comparison, not the period; a second window after a compare word ("Q1 2026 vs Q1 2025") is the one
  // compared against.
  const versusLastYear = !!take(
    text,
    /\b(versus|vs\.?|against|compared (with|to)|than) (the )?(same (period|months?|quarter) )?(of )?(last|the prior|the previous) year\b|\byear[- ]over[- ]year\b|\byoy\b/,
  );
  const periodMatch = findPeriod(text.q, today);
  if (periodMatch) text.q = text.q.replace(periodMatch.text, ' '.repeat(periodMatch.text.length));
  let secondPeriod: Period | null = null;
  if (periodMatch && /\b(versus|vs\.?|against|compared|compare|than|to)\b/.test(text.q)) {
    const second = findPeriod(text.q, today);
    if (second) {
      secondPeriod = second.period;
      text.q = text.q.replace(second.text, ' '.repeat(second.text.length));
    }
  }

  // Segments of the tenant's book (longest first: "Non-Standard" before "Standard").
  const segments: string[] = [];
  for (const s of [...vocab.segments].sort((a, b) => b.length - a.length)) {
    if (take(text, new RegExp(`(?<![\\w-])${escape(s.toLowerCase())}(?![\\w-])`))) segments.push(s);
  }
  if (segments.length > 0) filters.push({ dimension: 'segment', values: segments, label: segments.join(' or ') });

  // Lines: insurance names and abbreviations, and any other line named in the tenant's data.
  const lines: string[] = [];
  for (const l of [...vocab.lines].sort((a, b) => b.length - a.length)) {
    if (take(text, new RegExp(`\\b${escape(l.toLowerCase())}\\b`)) && !lines.includes(l)) lines.push(l);
  }
  for (const { line, words } of LINE_SYNONYMS) {
    const re = new RegExp(words.source, 'i');
    if (take(text, re) && !lines.includes(line)) lines.push(line);
  }
  if (lines.length > 0) filters.push({ dimension: 'line', values: lines, label: lines.join(' or ') });

  // Carriers: full name, distinctive first word, or code; "we/our" is the tenant's own carrier.
  const carriers: string[] = [];
  for (const c of [...vocab.carriers].sort((a, b) => b.name.length - a.name.length)) {
    const words = c.name.split(/\s+/);
    const head = words[0]!.toLowerCase();
    const byName = take(text, new RegExp(`\\b${escape(c.name.toLowerCase())}('s)?\\b`));
    const byHead =
      !byName && head.length >= 4 && !GENERIC_NAME_WORDS.has(head)
        ? take(text, new RegExp(`\\b${escape(head)}('s)?\\b`))
        : null;
    const byCode = !byName && !byHead ? caps.q.match(new RegExp(`\\b${escape(c.code)}\\b`)) : null;
    if (byName || byHead || byCode) {
      carriers.push(c.code);
      caps.q = caps.q.replace(new RegExp(`\\b${escape(c.name)}\\b`, 'i'), ' ');
      if (byHead) caps.q = caps.q.replace(new RegExp(`\\b${escape(words[0]!)}\\b`), ' ');
    }
  }
  const own = /\b(we|our|ours|us|own)\b/.test(text.q);
  const competitors = /\b(competitors?|competition|rivals?|other carriers|peers)\b/.test(text.q);

  // A carrier-like name that is none of the tenant's carriers: ask back rather than answer for another.
  const unknownCarrier = [...caps.q.matchAll(CARRIER_SUFFIX)]
    .map((m) => m[1]!.trim())
    .find((name) => /^[A-Z]/.test(name) && name.split(/\s+/).length >= 2);
  const namedCarrier = caps.q.match(/\bcarrier\s+([A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*)*)/)?.[1];
  const unknown = unknownCarrier ?? namedCarrier;
  if (unknown) {
    const known = vocab.carriers.map((c) => c.name).join(', ');
    return {
      kind: 'clarify',
      text: `I do not know a carrier named '${unknown}' in your filings. ${known ? `The carriers on file are ${known}. Which one did you mean?` : 'Which carrier did you mean?'}`,
    };
  }

  // States: names anywhere, codes only as upper-case words. A two-letter code that is no state is asked back.
  const states: string[] = [];
  for (const [code, name] of Object.entries(vocab.states).sort((a, b) => b[1].length - a[1].length)) {
    if (take(text, new RegExp(`\\b${escape(name.toLowerCase())}\\b`))) states.push(code);
  }
  for (const m of caps.q.matchAll(/\b[A-Z]{2}\b/g)) {
    const code = m[0];
    if (KNOWN_CAPS.has(code)) continue;
    if (code in vocab.states) {
      if (!states.includes(code)) states.push(code);
      text.q = text.q.replace(new RegExp(`\\b${code.toLowerCase()}\\b`), '  ');
    } else if (!vocab.carriers.some((c) => c.code === code)) {
      return {
        kind: 'clarify',
        text: `'${code}' is not a US state code. Which state did you mean (for example OH for Ohio)?`,
      };
    }
  }
  if (states.length > 0)
    filters.push({ dimension: 'state', values: states, label: states.map((s) => vocab.states[s] ?? s).join(' or ') });

  // The measure: the first whose words the question uses; growth words alone mean earned premium.
  const q = text.q;
  const growth = /\b(grow|grew|growth|grown|rise|rose|risen|increased?|decline[ds]?|fell|drop(ped)?|shrank|change[ds]?)\b/.test(q);
  let measure: Measure | undefined = MEASURES.find((m) => m.synonyms.test(q));
  if (measure?.key === 'requested_change' && /\b(rise|rose|increase)\b/.test(q) && !/\brate\b|\brequested\b/.test(q))
    measure = undefined;
  if (!measure && growth) measure = measureByKey('earned_premium');
  if (!measure && /\b(models?|stability|psi|drift)\b/.test(q))
    return {
      kind: 'clarify',
      text: 'Model stability is not part of the portfolio or filing data. Which portfolio figure do you want, or open the model reports of the use case for its stability?',
    };
  if (!measure && filters.length === 0 && states.length === 0 && !/\b(filings?|portfolio|premium|loss|claims?|carriers?)\b/.test(q))
    return { kind: 'unsupported' };
  if (!measure) {
    return {
      kind: 'clarify',
      text: `Which figure do you want? I can compute ${MEASURES.filter((m) => vocab.useCase !== 'competitive' || m.dataset !== 'portfolio')
        .map((m) => m.label.replace(/ \(.*\)$/, ''))
        .join(', ')}, by ${Object.values(DIMENSIONS)
        .filter((d) => d.key !== 'month')
        .map((d) => d.label)
        .join(', ')} and period.`,
    };
  }
  if (/\bwritten premium\b/.test(q)) notes.push('The portfolio holds earned, not written, premium: earned premium is used.');
  const dataset = measure.dataset;

  let ownVsCompetitors: string | null = null;
  // The use case decides whose data answers.
  if (dataset === 'portfolio' && vocab.useCase === 'competitive')
    return {
      kind: 'clarify',
      text: `Competitive Intelligence answers from filings (yours and your competitors') and intelligence feeds. ${measure.label[0]!.toUpperCase()}${measure.label.slice(1)} comes from your own portfolio: which filing figure do you want, or ask the Portfolio Assistant?`,
    };
  if (dataset === 'feeds' && vocab.useCase === 'portfolio')
    return {
      kind: 'clarify',
      text: 'The Portfolio Assistant answers from your own portfolio and filings. Intelligence feeds are answered in Competitive Intelligence: which of your own figures do you want?',
    };
  if (dataset === 'filings' || dataset === 'feeds') {
    if (vocab.useCase === 'portfolio') {
      if (carriers.some((c) => c !== vocab.ownCarrier) || competitors)
        return {
          kind: 'clarify',
          text: 'The Portfolio Assistant answers from your own portfolio and filings. Which of your own figures do you want? Competitors\u2019 filings are answered in Competitive Intelligence.',
        };
      if (!vocab.ownCarrier)
        return {
          kind: 'clarify',
          text: 'Which carrier is yours? None of the carriers in your filings is named as your tenant or flagged as yours (the ownCarrier column of the filings file).',
        };
      filters.push({ dimension: 'carrier', values: [vocab.ownCarrier], label: 'your filings' });
    } else if (own && competitors && vocab.ownCarrier && carriers.length === 0) {
      ownVsCompetitors = vocab.ownCarrier;
      const ownName = vocab.carriers.find((c) => c.code === vocab.ownCarrier)?.name ?? vocab.ownCarrier;
      notes.push(`Yours: the filings of ${ownName} (${vocab.ownCarrier}); competitors: every other carrier's.`);
    } else if (carriers.length > 0) {
      // "How does Harbor compare with us": the own carrier is one of the compared.
      if (own && vocab.ownCarrier && !carriers.includes(vocab.ownCarrier)) carriers.push(vocab.ownCarrier);
      const names = carriers.map((c) => vocab.carriers.find((x) => x.code === c)?.name ?? c);
      filters.push({ dimension: 'carrier', values: carriers, label: names.join(' or ') });
    } else if (competitors && vocab.ownCarrier) {
      filters.push({ dimension: 'carrier', values: [vocab.ownCarrier], exclude: true, label: 'competitors' });
    } else if (own && vocab.ownCarrier) {
      filters.push({ dimension: 'carrier', values: [vocab.ownCarrier], label: 'your filings' });
    }
  }

  // Filing status and type.
  let timeField: TimeFieldKey = dataset === 'portfolio' ? 'month' : dataset === 'feeds' ? 'published' : 'submitted';
  if (dataset === 'filings') {
    if (/^(median_)?days_to_disposition$/.test(measure.key) && /approv/.test(q)) {
      filters.push({ dimension: 'status', values: ['approved'], label: 'approved' });
    } else if (measure.key !== 'approved_change' && measure.key !== 'approval_rate') {
      for (const { status, words } of STATUS_WORDS)
        if (words.test(q)) {
          filters.push({ dimension: 'status', values: [status], label: status });
          break;
        }
    }
    for (const t of FILING_TYPE_WORDS)
      if (t.words.test(q)) {
        filters.push({ dimension: 'filing_type', values: t.types, label: t.label });
        break;
      }
    if (/\b(took effect|take effect|taken effect|went into effect|go into effect|effective)\b/.test(q)) timeField = 'effective';
    else if (periodMatch && /\b(approved|disapproved|decided|withdrawn|disposed|denied)\b/.test(q) && !/\bsubmitted\b/.test(q))
      timeField = 'disposition';
  }
  if (dataset === 'portfolio' && filters.some((f) => f.dimension === 'carrier'))
    filters.splice(filters.findIndex((f) => f.dimension === 'carrier'), 1);

  // Grouping and aggregation.
  const ranking = /\b(top|bottom|highest|lowest|largest|smallest|most|least|fewest|biggest|worst|best|slowest|fastest|max(imum)?|min(imum)?|unusual|outliers?|abnormal|above)\b/;
  const low = /\b(bottom|lowest|smallest|least|fewest|min(imum)?)\b/.test(q) || (/\bfastest\b/.test(q) && /days_to_disposition$/.test(measure.key)) || (/\bbest\b/.test(q) && measure.key === 'loss_ratio');
  let groupBy: DimensionKey | null = null;
  const which = q.match(/\b(which|what|top|bottom|by|per|each|every|for each|compare)\s+(?:\d+\s+|two\s+|three\s+|five\s+|ten\s+)?(\w+)/g) ?? [];
  for (const phrase of which) {
    const word = phrase.split(/\s+/).pop()!;
    const dim = (['state', 'line', 'segment', 'carrier', 'filing_type', 'status'] as DimensionKey[]).find(
      (d) => DIMENSIONS[d].column[dataset] && new RegExp(`^(${DIMENSIONS[d].groupWords.source.replace(/\\b/g, '')})$`).test(word),
    );
    if (dim) {
      groupBy = dim;
      break;
    }
  }
  if (!groupBy && /^where\b|\bin which\b/.test(q.trim())) groupBy = 'state';
  if (!groupBy && /\bwho\b/.test(q) && dataset === 'filings') groupBy = 'carrier';
  // "the largest rate increases" ranks single filings, unless an average is asked for.
  if (
    dataset === 'filings' &&
    (groupBy === null || groupBy === 'carrier') &&
    /\b(largest|biggest|highest) (rate )?(increases|hikes|changes)\b/.test(q) &&
    !/\baverage\b/.test(q)
  )
    groupBy = 'tracking_number';
  const howManyOf = q.match(/\bhow many (carriers|states|lines|segments)\b/)?.[1];
  if (howManyOf) groupBy = ({ carriers: 'carrier', states: 'state', lines: 'line', segments: 'segment' } as const)[howManyOf as 'carriers'];
  const trend = DIMENSIONS.month.groupWords.test(q) || /\bwhich months?\b/.test(q);
  if (trend) groupBy = 'month';

  let aggregation: Aggregation = 'value';
  let limit: number | null = null;
  let period = periodMatch?.period ?? null;
  let comparePeriod: Period | null = null;
  let shareOf: DimensionKey | null = null;

  const share = /\b(share|percentage of|percent of|what portion|proportion|% of)\b/.test(q) && measure.additive;
  if (share) {
    aggregation = 'share';
    const dim = (['state', 'line', 'segment', 'carrier', 'status', 'filing_type'] as DimensionKey[]).find((d) =>
      filters.some((f) => f.dimension === d),
    );
    if (!dim) return { kind: 'clarify', text: `A share of ${measure.label} for which state, line, segment or carrier?` };
    shareOf = dim;
    groupBy = null;
  } else if (secondPeriod) {
    aggregation = 'change';
    comparePeriod = secondPeriod;
  } else if (versusLastYear) {
    aggregation = 'change';
    period = period ?? lastMonths(today, 12);
    comparePeriod = shift(period, -12);
  } else if (growth && dataset === 'portfolio' && !trend) {
    aggregation = 'change';
    period = period ?? lastMonths(today, 12);
    comparePeriod = shift(period, -12);
    if (groupBy && ranking.test(q)) {
      limit = /\b(states|segments|lines)\b/.test(q) ? 3 : 1;
    }
  } else if (trend) {
    aggregation = 'trend';
  } else if (groupBy && ranking.test(q)) {
    aggregation = low ? 'bottom' : 'top';
  } else if (groupBy && (howManyOf || (dataset === 'filings' && measure.key === 'filing_count' && /\bwhich\b/.test(q)))) {
    aggregation = 'list';
  }
  if (aggregation === 'top' || aggregation === 'bottom' || (aggregation === 'change' && groupBy)) {
    const n = q.match(/\b(?:top|bottom|first|best|worst)\s+(\d{1,2}|one|two|three|four|five|ten)\b/)?.[1];
    const plural = new RegExp(
      `\\b(${groupBy === 'tracking_number' ? 'increases|filings|carriers' : DIMENSIONS[groupBy!].plural}|where)\\b`,
    ).test(q);
    limit = n ? (NUMBER_WORDS[n] ?? Number(n)) : limit ?? (plural ? 3 : 1);
    if (aggregation === 'change' && !ranking.test(q) && !/\bmost\b/.test(q)) limit = null;
  }

  // Two values of one dimension with compare words: the figure for each, side by side.
  if (/\b(compare|compared|versus|vs\.?|against|relative to)\b/.test(q) && !versusLastYear) {
    const two = filters.find((f) => f.values.length >= 2 && !f.exclude);
    if (two) {
      groupBy = two.dimension;
      aggregation = 'value';
    }
  }
  if (aggregation === 'value' && !groupBy) {
    const two = filters.find((f) => f.values.length >= 2 && !f.exclude && f.dimension !== 'filing_type');
    if (two) groupBy = two.dimension;
  }

  // The intel metrics: every headline figure over the window against the window before it (as the
  // intelligence screen gives them), the last 90 days when no window is named.
  if (measure.parts) {
    if (!period) notes.push('No period was named: the last 90 days are used, as on the intelligence screen.');
    period ??= lastDays(today, 90);
    comparePeriod = secondPeriod ?? (versusLastYear ? shift(period, -12) : precedingWindow(period));
    aggregation = 'change';
    groupBy = null;
    limit = null;
    shareOf = null;
  }

  // Portfolio figures default to the last 12 months; filings to everything on file.
  if (!period && dataset === 'portfolio') {
    period = lastMonths(today, 12);
    notes.push('No period was named: the last 12 complete months are used.');
  }

  return {
    kind: 'plan',
    notes,
    plan: {
      dataset,
      measure: measure.key,
      aggregation,
      groupBy,
      limit,
      filters,
      timeField,
      period,
      comparePeriod,
      shareOf,
      ownVsCompetitors,
    },
  };
}
