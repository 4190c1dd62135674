// A figure the question names ("a 12% rate increase", "a $600 claim") against a threshold a passage
// states ("an increase of more than 10%", "claims under $1,000"): the passage's rule covers the figure
// when the figure falls on the stated side of the threshold, although the two numbers differ.

export interface QuestionFigure {
  value: number;
  unit: '%' | '$';
}

const FIGURE = /(\$\s?)?(\d[\d,]*(?:\.\d+)?)\s?(%|percent\b)?/gi;

/** The question's percentages and amounts of money, by the lexeme PostgreSQL makes of their number. */
export function questionFigures(question: string): Map<string, QuestionFigure> {
  const out = new Map<string, QuestionFigure>();
  for (const m of question.matchAll(FIGURE)) {
    const unit = m[3] ? '%' : m[1] ? '$' : null;
    if (!unit) continue;
    const value = Number(m[2]!.replace(/,/g, ''));
    if (Number.isFinite(value)) out.set(m[2]!.replace(/,/g, ''), { value, unit });
    out.set(m[2]!, { value, unit });
  }
  return out;
}

// "no more than" and "not more than" are read before "more than" (the leftmost match wins).
const THRESHOLD =
  /\b(no more than|not more than|not exceeding|at most|up to|less than|lower than|fewer than|under|below|more than|greater than|higher than|larger than|in excess of|over|above|exceed(?:s|ing)?|at least|no less than|not less than)\s+(\$\s?)?(\d[\d,]*(?:\.\d+)?)\s?(%|percent\b)?/gi;

/** The text states a threshold on the figure's side: "more than 10%" for 12%, "under $1,000" for $600. */
export function meetsThreshold(text: string, figure: QuestionFigure): boolean {
  for (const m of text.matchAll(THRESHOLD)) {
    const unit = m[4] ? '%' : m[2] ? '$' : null;
    if (unit !== figure.unit) continue;
    const limit = Number(m[3]!.replace(/,/g, ''));
    const word = m[1]!.toLowerCase();
    const atMost = /^(?:no more|not more|not exceeding|at most|up to)/.test(word);
    const below = atMost || /^(?:less|lower|fewer|under|below)/.test(word);
    const inclusive = atMost || /^(?:at least|no less|not less)/.test(word);
    if (
      below
        ? figure.value < limit || (inclusive && figure.value === limit)
        : figure.value > limit || (inclusive && figure.value === limit)
    )
      return true;
  }
  return false;
}

// "Roofs older than 15 years" against a unit stating "roofs older than 10 years": the same comparison of
// a count of the same thing with another number states another rule, not the one asked about.
const COMPARED =
  /\b(older|newer|younger|more|less|fewer|longer|shorter|greater|larger|smaller)\s+than\s+(\d[\d,]*)\s+([a-z]+)/gi;

/** The text compares a count the question compares ("older than N years") only with another number. */
export function comparesOtherCount(question: string, text: string): boolean {
  for (const q of question.matchAll(COMPARED)) {
    const word = q[1]!.toLowerCase();
    const noun = q[3]!.toLowerCase().slice(0, 4);
    let other = false;
    for (const t of text.matchAll(COMPARED)) {
      if (t[1]!.toLowerCase() !== word || t[3]!.toLowerCase().slice(0, 4) !== noun) continue;
      if (t[2]!.replace(/,/g, '') === q[2]!.replace(/,/g, '')) return false;
      other = true;
    }
    if (other) return true;
  }
  return false;
}

// PostgreSQL's parser splits a number written with thousands separators into its groups ("$2,500" gives
// '2' and '500'), so a question's "$500" would be held by any unit writing "$2,500". A numeric term of the
// question is held only by a unit writing one of the question's whole numbers it comes from.
const NUMBER = /\d[\d,]*(?:\.\d+)?/g;
const plain = (n: string) => n.replace(/,/g, '');

/** The question's numeric lexemes, each with the whole numbers (separators removed) it is part of. */
export function questionNumbers(question: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [n] of question.matchAll(NUMBER)) {
    const whole = plain(n.replace(/[,.]$/, ''));
    for (const part of [whole, ...n.split(',')]) {
      const l = part.replace(/[,.]$/, '');
      if (!/^\d/.test(l)) continue;
      out.set(l, [...(out.get(l) ?? []), whole]);
    }
  }
  return out;
}

/** Whether `text` writes `number` (no separators) as a whole number, with or without separators. */
export function writesNumber(text: string, number: string): boolean {
  for (const [n] of text.matchAll(NUMBER)) if (plain(n.replace(/[,.]$/, '')) === number) return true;
  return false;
}

/**
 * The question names an amount or a percentage ("the $500 option") that the text does not write, while
 * writing others of the same kind ("$1,000 or $2,500") and no threshold of that kind: the text is about
 * those other options, not the one asked.
 */
export function namesOtherFigures(figures: Map<string, QuestionFigure>, text: string): boolean {
  const stated = [...text.matchAll(FIGURE)].filter((m) => m[3] || m[1]);
  for (const [, f] of figures) {
    const same = stated.filter((m) => (m[3] ? '%' : '$') === f.unit);
    if (same.length === 0) continue;
    if (same.some((m) => Number(m[2]!.replace(/,/g, '')) === f.value)) continue;
    // A threshold of the same kind ("more than 10%" for a 9% increase) is the rule the figure is judged by.
    const rule = [...text.matchAll(THRESHOLD)].some((m) => (m[4] ? '%' : m[2] ? '$' : null) === f.unit);
    if (!rule) return true;
  }
  return false;
}
