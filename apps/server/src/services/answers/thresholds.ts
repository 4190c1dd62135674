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
