// The filter grammar shared by the client (builder) and the server (parser), ARCHITECTURE §6.
//
//   filter     := expression?
//   expression := term (',' logic ',' term)*
//   term       := '(' expression ')' | condition
//   condition  := field '|' op '|' value        op := base (':i')?   logic := 'and' | 'or'
//
// Tokens are joined by ','. Parentheses delimit themselves, so the parser accepts a comma next to them
// or none: `(,a|eq|1,or,b|eq|2,),and,c|eq|3` and `(a|eq|1,or,b|eq|2),and,c|eq|3` mean the same; the
// builder writes the first form. Inside values the characters ( ) , | and \ are escaped with \.
// Both sides run every token through one FilterAssembler, so a rule of SPEC §5 cannot hold on one side
// and not on the other.
//
// The AST keeps terms in written order ({ first, rest }), so parse(build(ast)) gives back the same AST.
// Evaluators give `and` precedence over `or`, as SQL does, so an expression renders to SQL as written.

export const FILTER_OPERATORS = [
  'eq',
  'ne',
  'gt',
  'ge',
  'lt',
  'le',
  'contains',
  'startswith',
  'endswith',
] as const;
export type StandardFilterOperator = (typeof FILTER_OPERATORS)[number];
/** Operators the server defines itself (for example `#within`); they always start with '#'. */
export type CustomFilterOperator = `#${string}`;
export type FilterOperator = StandardFilterOperator | CustomFilterOperator;
export type FilterLogic = 'and' | 'or';

/** Suffix on an operator that makes it match case-insensitively (`name|contains:i|mutual`). */
export const CASE_INSENSITIVE_SUFFIX = ':i';
export const MAX_FILTER_LENGTH = 2000;
export const MAX_FILTER_DEPTH = 16;

export interface FilterCondition {
  type: 'condition';
  field: string;
  op: FilterOperator;
  caseInsensitive: boolean;
  value: string;
}
export interface FilterGroup {
  type: 'group';
  expression: FilterExpression;
}
export type FilterTerm = FilterCondition | FilterGroup;
export interface FilterLink {
  logic: FilterLogic;
  term: FilterTerm;
}
export interface FilterExpression {
  first: FilterTerm;
  rest: FilterLink[];
}

export type FilterErrorCode =
  | 'leading-operator'
  | 'trailing-operator'
  | 'consecutive-operators'
  | 'operator-after-open'
  | 'missing-operator'
  | 'missing-operator-after-group'
  | 'empty-group'
  | 'unbalanced'
  | 'custom-operator'
  | 'malformed-condition'
  | 'invalid-field'
  | 'invalid-escape'
  | 'empty-token'
  | 'too-long'
  | 'too-deep';

/**
 * A filter breaks the grammar. `position` is a character offset when the error comes from parsing a
 * string and the index of the builder step otherwise; the message says which.
 */
export class FilterSyntaxError extends Error {
  override readonly name = 'FilterSyntaxError';
  readonly code: FilterErrorCode;
  readonly position: number;
  readonly token: string;

  constructor(code: FilterErrorCode, message: string, position: number, token: string) {
    super(message);
    this.code = code;
    this.position = position;
    this.token = token;
  }
}

export interface FilterLimits {
  maxLength?: number;
  maxDepth?: number;
}

/** A filter string longer than the limit is refused whether it is parsed or built. */
export function checkFilterLength(text: string, maxLength: number): void {
  if (text.length > maxLength) {
    throw new FilterSyntaxError(
      'too-long',
      `A filter can be at most ${maxLength} characters long; this one has ${text.length}`,
      maxLength,
      '',
    );
  }
}

export const ESCAPABLE = new Set(['(', ')', ',', '|', '\\']);
const FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_.]{0,99}$/;
const CUSTOM_OPERATOR_NAME = /^[A-Za-z0-9_-]{1,50}$/;

export function escapeFilterValue(value: string): string {
  let out = '';
  for (const ch of value) out += ESCAPABLE.has(ch) ? `\\${ch}` : ch;
  return out;
}

/** Reverses escapeFilterValue; `offset` only places errors inside a longer filter string. */
export function unescapeFilterValue(raw: string, offset = 0): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i]!;
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const next = raw[i + 1];
    if (next === undefined || !ESCAPABLE.has(next)) {
      throw invalidEscape(next, offset + i);
    }
    out += next;
    i++;
  }
  return out;
}

export function invalidEscape(next: string | undefined, position: number): FilterSyntaxError {
  const shown = next === undefined ? '\\' : `\\${next}`;
  return new FilterSyntaxError(
    'invalid-escape',
    `Invalid escape '${shown}' at character ${position}: only ( ) , | and \\ can follow a backslash`,
    position,
    shown,
  );
}

/** Splits `op` and its ':i' suffix and checks it; `at` words the position for messages. */
export function parseFilterOperator(
  text: string,
  position = 0,
  at = `at character ${position}`,
): { op: FilterOperator; caseInsensitive: boolean } {
  const caseInsensitive = text.endsWith(CASE_INSENSITIVE_SUFFIX);
  const base = caseInsensitive ? text.slice(0, -CASE_INSENSITIVE_SUFFIX.length) : text;
  if ((FILTER_OPERATORS as readonly string[]).includes(base)) {
    return { op: base as StandardFilterOperator, caseInsensitive };
  }
  if (base.startsWith('#')) {
    if (!CUSTOM_OPERATOR_NAME.test(base.slice(1))) {
      throw new FilterSyntaxError(
        'custom-operator',
        `Custom operator '${base}' ${at} needs a name of letters, digits, '_' or '-' after '#'`,
        position,
        text,
      );
    }
    return { op: base as CustomFilterOperator, caseInsensitive };
  }
  throw new FilterSyntaxError(
    'custom-operator',
    `Unknown operator '${base}' ${at}: use ${FILTER_OPERATORS.join(', ')}, or a custom operator starting with '#'`,
    position,
    text,
  );
}

export function checkField(field: string, position: number, at: string): void {
  if (!FIELD_PATTERN.test(field)) {
    throw new FilterSyntaxError(
      'invalid-field',
      `Field '${field}' ${at} must start with a letter or '_' and hold only letters, digits, '_' and '.' (at most 100)`,
      position,
      field,
    );
  }
}
