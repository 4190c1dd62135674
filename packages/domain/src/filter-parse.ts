import {
  ESCAPABLE,
  FilterSyntaxError,
  checkFilterLength,
  MAX_FILTER_DEPTH,
  MAX_FILTER_LENGTH,
  checkField,
  invalidEscape,
  parseFilterOperator,
  unescapeFilterValue,
  type FilterCondition,
  type FilterExpression,
  type FilterLimits,
} from './filter-grammar.ts';
import { FilterAssembler } from './filter-assembler.ts';

// ---------- parser (server) ----------

type Lexeme =
  | { kind: 'text'; raw: string; position: number }
  | { kind: 'comma'; position: number }
  | { kind: 'open'; position: number }
  | { kind: 'close'; position: number };

function lex(input: string): Lexeme[] {
  const out: Lexeme[] = [];
  let raw = '';
  let start = 0;
  const flush = () => {
    if (raw) out.push({ kind: 'text', raw, position: start });
    raw = '';
  };
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]!;
    if (ch === '\\') {
      const next = input[i + 1];
      if (next === undefined || !ESCAPABLE.has(next)) throw invalidEscape(next, i);
      if (!raw) start = i;
      raw += ch + next;
      i++;
    } else if (ch === ',' || ch === '(' || ch === ')') {
      flush();
      const kind = ch === ',' ? 'comma' : ch === '(' ? 'open' : 'close';
      out.push({ kind, position: i });
    } else {
      if (!raw) start = i;
      raw += ch;
    }
  }
  flush();
  return out;
}

/** Splits raw condition text on unescaped '|', keeping escapes for the value. */
function splitCondition(raw: string): { part: string; offset: number }[] {
  const parts: { part: string; offset: number }[] = [];
  let current = '';
  let offset = 0;
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i]!;
    if (ch === '\\') {
      current += ch + (raw[i + 1] ?? '');
      i++;
    } else if (ch === '|') {
      parts.push({ part: current, offset });
      current = '';
      offset = i + 1;
    } else {
      current += ch;
    }
  }
  parts.push({ part: current, offset });
  return parts;
}

function parseCondition(raw: string, position: number): FilterCondition {
  const parts = splitCondition(raw);
  if (parts.length !== 3) {
    const hint = parts.length > 3 ? " (inside a value write '\\|')" : '';
    throw new FilterSyntaxError(
      'malformed-condition',
      `Condition '${raw}' at character ${position} must have the form field|op|value${hint}`,
      position,
      raw,
    );
  }
  const [field, op, value] = parts as [(typeof parts)[0], (typeof parts)[0], (typeof parts)[0]];
  checkField(field.part, position, `at character ${position}`);
  const opPosition = position + op.offset;
  const { op: operator, caseInsensitive } = parseFilterOperator(op.part, opPosition);
  return {
    type: 'condition',
    field: field.part,
    op: operator,
    caseInsensitive,
    value: unescapeFilterValue(value.part, position + value.offset),
  };
}

/**
 * Parses a filter string into its AST; an empty string means no filter (null). Throws FilterSyntaxError
 * naming the rule and the character position.
 */
export function parseFilter(input: string, limits: FilterLimits = {}): FilterExpression | null {
  const maxLength = limits.maxLength ?? MAX_FILTER_LENGTH;
  checkFilterLength(input, maxLength);
  const lexemes = lex(input);
  const assembler = new FilterAssembler(
    (position) => `at character ${position}`,
    limits.maxDepth ?? MAX_FILTER_DEPTH,
  );
  lexemes.forEach((lexeme, index) => {
    if (lexeme.kind === 'comma') {
      const before = lexemes[index - 1];
      const after = lexemes[index + 1];
      if (!before || !after || before.kind === 'comma') {
        throw new FilterSyntaxError(
          'empty-token',
          `Empty token at character ${lexeme.position}: a comma at the start or end, or two commas in a row`,
          lexeme.position,
          ',',
        );
      }
      return;
    }
    if (lexeme.kind === 'open' || lexeme.kind === 'close') {
      assembler.push({ kind: lexeme.kind, position: lexeme.position });
      return;
    }
    const lower = lexeme.raw.toLowerCase();
    if (lower === 'and' || lower === 'or') {
      assembler.push({ kind: 'logic', logic: lower, text: lexeme.raw, position: lexeme.position });
    } else {
      assembler.push({
        kind: 'condition',
        condition: parseCondition(lexeme.raw, lexeme.position),
        text: lexeme.raw,
        position: lexeme.position,
      });
    }
  });
  return assembler.finish(input.length);
}
