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

const ESCAPABLE = new Set(['(', ')', ',', '|', '\\']);
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

function invalidEscape(next: string | undefined, position: number): FilterSyntaxError {
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

function checkField(field: string, position: number, at: string): void {
  if (!FIELD_PATTERN.test(field)) {
    throw new FilterSyntaxError(
      'invalid-field',
      `Field '${field}' ${at} must start with a letter or '_' and hold only letters, digits, '_' and '.' (at most 100)`,
      position,
      field,
    );
  }
}

type AssemblerToken =
  | { kind: 'open'; position: number }
  | { kind: 'close'; position: number }
  | { kind: 'logic'; logic: FilterLogic; text: string; position: number }
  | { kind: 'condition'; condition: FilterCondition; text: string; position: number };

interface Frame {
  first: FilterTerm | null;
  rest: FilterLink[];
  pending: FilterLogic | null;
  openPosition: number;
}

type Previous = 'start' | 'open' | 'logic' | 'condition' | 'close';

/**
 * Checks the SPEC §5 rules one token at a time and builds the AST. Both the parser and the builder feed it.
 */
class FilterAssembler {
  private readonly stack: Frame[] = [{ first: null, rest: [], pending: null, openPosition: -1 }];
  private previous: Previous = 'start';
  private previousText = '';
  private readonly locate: (position: number) => string;
  private readonly maxDepth: number;

  constructor(locate: (position: number) => string, maxDepth: number) {
    this.locate = locate;
    this.maxDepth = maxDepth;
  }

  push(token: AssemblerToken): void {
    const at = this.locate(token.position);
    switch (token.kind) {
      case 'condition':
        if (this.previous === 'condition') {
          throw new FilterSyntaxError(
            'missing-operator',
            `Two conditions in a row need a logical operator (and, or) between them: '${token.text}' ${at}`,
            token.position,
            token.text,
          );
        }
        if (this.previous === 'close') {
          throw new FilterSyntaxError(
            'missing-operator-after-group',
            `A logical operator (and, or) is needed after a group closes: '${token.text}' ${at}`,
            token.position,
            token.text,
          );
        }
        this.addTerm(token.condition);
        this.step('condition', token.text);
        return;
      case 'logic':
        if (this.previous === 'start') {
          throw new FilterSyntaxError(
            'leading-operator',
            `A filter cannot start with a logical operator: '${token.text}' ${at}`,
            token.position,
            token.text,
          );
        }
        if (this.previous === 'open') {
          throw new FilterSyntaxError(
            'operator-after-open',
            `A logical operator cannot come right after a group opens: '${token.text}' ${at}`,
            token.position,
            token.text,
          );
        }
        if (this.previous === 'logic') {
          throw new FilterSyntaxError(
            'consecutive-operators',
            `Two logical operators in a row: '${token.text}' ${at} follows '${this.previousText}'`,
            token.position,
            token.text,
          );
        }
        this.top().pending = token.logic;
        this.step('logic', token.text);
        return;
      case 'open':
        if (this.previous === 'close') {
          throw new FilterSyntaxError(
            'missing-operator-after-group',
            `A logical operator (and, or) is needed between groups: '(' ${at}`,
            token.position,
            '(',
          );
        }
        if (this.previous === 'condition') {
          throw new FilterSyntaxError(
            'missing-operator',
            `A logical operator (and, or) is needed between a condition and a group: '(' ${at} (inside a value write '\\(')`,
            token.position,
            '(',
          );
        }
        if (this.stack.length > this.maxDepth) {
          throw new FilterSyntaxError(
            'too-deep',
            `Groups nest deeper than ${this.maxDepth} levels: '(' ${at}`,
            token.position,
            '(',
          );
        }
        this.stack.push({ first: null, rest: [], pending: null, openPosition: token.position });
        this.step('open', '(');
        return;
      case 'close': {
        if (this.stack.length === 1) {
          throw new FilterSyntaxError(
            'unbalanced',
            `Unbalanced groups: ')' ${at} closes no open group (inside a value write '\\)')`,
            token.position,
            ')',
          );
        }
        if (this.previous === 'open') {
          throw new FilterSyntaxError('empty-group', `Empty group: '()' ${at}`, token.position, ')');
        }
        if (this.previous === 'logic') {
          throw new FilterSyntaxError(
            'trailing-operator',
            `A group cannot end with a logical operator: '${this.previousText}' before ')' ${at}`,
            token.position,
            this.previousText,
          );
        }
        const frame = this.stack.pop()!;
        this.addTerm({ type: 'group', expression: { first: frame.first!, rest: frame.rest } });
        this.step('close', ')');
        return;
      }
    }
  }

  finish(endPosition: number): FilterExpression | null {
    if (this.previous === 'logic') {
      throw new FilterSyntaxError(
        'trailing-operator',
        `A filter cannot end with a logical operator: '${this.previousText}' ${this.locate(endPosition)}`,
        endPosition,
        this.previousText,
      );
    }
    if (this.stack.length > 1) {
      const open = this.top().openPosition;
      throw new FilterSyntaxError(
        'unbalanced',
        `Unbalanced groups: '(' ${this.locate(open)} is never closed`,
        open,
        '(',
      );
    }
    const root = this.stack[0]!;
    return root.first ? { first: root.first, rest: root.rest } : null;
  }

  private top(): Frame {
    return this.stack[this.stack.length - 1]!;
  }

  private addTerm(term: FilterTerm): void {
    const frame = this.top();
    if (frame.first === null) frame.first = term;
    else frame.rest.push({ logic: frame.pending!, term });
    frame.pending = null;
  }

  private step(previous: Previous, text: string): void {
    this.previous = previous;
    this.previousText = text;
  }
}

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
  if (input.length > maxLength) {
    throw new FilterSyntaxError(
      'too-long',
      `A filter can be at most ${maxLength} characters long; this one has ${input.length}`,
      maxLength,
      '',
    );
  }
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

// ---------- builder (client) ----------

function renderCondition(condition: FilterCondition): string {
  const suffix = condition.caseInsensitive ? CASE_INSENSITIVE_SUFFIX : '';
  return `${condition.field}|${condition.op}${suffix}|${escapeFilterValue(condition.value)}`;
}

function* termTokens(term: FilterTerm): Generator<AssemblerToken> {
  if (term.type === 'group') {
    yield { kind: 'open', position: 0 };
    yield* expressionTokens(term.expression);
    yield { kind: 'close', position: 0 };
  } else {
    yield { kind: 'condition', condition: term, text: renderCondition(term), position: 0 };
  }
}

function* expressionTokens(expression: FilterExpression): Generator<AssemblerToken> {
  yield* termTokens(expression.first);
  for (const link of expression.rest) {
    yield { kind: 'logic', logic: link.logic, text: link.logic, position: 0 };
    yield* termTokens(link.term);
  }
}

function tokenText(token: AssemblerToken): string {
  return token.kind === 'open' ? '(' : token.kind === 'close' ? ')' : token.text;
}

function checkedCondition(condition: FilterCondition, step: number): FilterCondition {
  const at = `at step ${step}`;
  checkField(condition.field, step, at);
  const suffix = condition.caseInsensitive ? CASE_INSENSITIVE_SUFFIX : '';
  parseFilterOperator(`${condition.op}${suffix}`, step, at);
  if (typeof condition.value !== 'string') {
    throw new FilterSyntaxError(
      'malformed-condition',
      `Condition on '${condition.field}' ${at} needs a string value`,
      step,
      condition.field,
    );
  }
  return condition;
}

function joinTokens(tokens: AssemblerToken[], maxLength: number): string {
  const text = tokens.map(tokenText).join(',');
  if (text.length > maxLength) {
    throw new FilterSyntaxError(
      'too-long',
      `A filter can be at most ${maxLength} characters long; this one has ${text.length}`,
      maxLength,
      '',
    );
  }
  return text;
}

/** Writes an AST as a filter string (null or undefined: the empty filter). */
export function buildFilter(
  expression: FilterExpression | null | undefined,
  limits: FilterLimits = {},
): string {
  if (!expression) return '';
  const assembler = new FilterAssembler((step) => `at step ${step}`, limits.maxDepth ?? MAX_FILTER_DEPTH);
  const tokens: AssemblerToken[] = [];
  for (const token of expressionTokens(expression)) {
    const positioned = { ...token, position: tokens.length };
    if (positioned.kind === 'condition') checkedCondition(positioned.condition, positioned.position);
    assembler.push(positioned);
    tokens.push(positioned);
  }
  assembler.finish(tokens.length);
  return joinTokens(tokens, limits.maxLength ?? MAX_FILTER_LENGTH);
}

export type FilterValue = string | number | boolean | Date;
export type FilterOperatorInput = FilterOperator | `${FilterOperator}:i`;

function valueText(value: FilterValue): string {
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * Fluent builder: each step is checked as it is added, so a misuse throws at the call that makes it.
 *
 *   filter().where('groupId', 'eq', id).and().where('isActive', 'eq', true).toString()
 *   filter().open().where('name', 'startswith:i', 'comp').or().where('name', 'eq', 'x').close()
 */
export class FilterBuilder {
  private readonly tokens: AssemblerToken[] = [];
  private readonly assembler: FilterAssembler;
  private readonly limits: FilterLimits;

  constructor(limits: FilterLimits = {}) {
    this.limits = limits;
    this.assembler = new FilterAssembler((step) => `at step ${step}`, limits.maxDepth ?? MAX_FILTER_DEPTH);
  }

  where(
    field: string,
    op: FilterOperatorInput,
    value: FilterValue,
    options: { caseInsensitive?: boolean } = {},
  ): this {
    const step = this.tokens.length;
    checkField(field, step, `at step ${step}`);
    const parsed = parseFilterOperator(op, step, `at step ${step}`);
    const condition: FilterCondition = {
      type: 'condition',
      field,
      op: parsed.op,
      caseInsensitive: parsed.caseInsensitive || options.caseInsensitive === true,
      value: valueText(value),
    };
    return this.add({ kind: 'condition', condition, text: renderCondition(condition), position: step });
  }

  and(): this {
    return this.add({ kind: 'logic', logic: 'and', text: 'and', position: this.tokens.length });
  }

  or(): this {
    return this.add({ kind: 'logic', logic: 'or', text: 'or', position: this.tokens.length });
  }

  open(): this {
    return this.add({ kind: 'open', position: this.tokens.length });
  }

  close(): this {
    return this.add({ kind: 'close', position: this.tokens.length });
  }

  /** The AST built so far (null when empty); throws when the filter is unfinished. */
  toAst(): FilterExpression | null {
    const replay = new FilterAssembler((step) => `at step ${step}`, this.limits.maxDepth ?? MAX_FILTER_DEPTH);
    for (const token of this.tokens) replay.push(token);
    return replay.finish(this.tokens.length);
  }

  /** The filter string; throws FilterSyntaxError when groups are open or an operator trails. */
  build(): string {
    this.toAst();
    return joinTokens(this.tokens, this.limits.maxLength ?? MAX_FILTER_LENGTH);
  }

  toString(): string {
    return this.build();
  }

  private add(token: AssemblerToken): this {
    this.assembler.push(token);
    this.tokens.push(token);
    return this;
  }
}

export function filter(limits?: FilterLimits): FilterBuilder {
  return new FilterBuilder(limits);
}

/** Every condition of a filter, in written order: what a server checks against its field whitelist. */
export function filterConditions(expression: FilterExpression | null): FilterCondition[] {
  const out: FilterCondition[] = [];
  const visit = (term: FilterTerm) => {
    if (term.type === 'condition') out.push(term);
    else walk(term.expression);
  };
  const walk = (e: FilterExpression) => {
    visit(e.first);
    for (const link of e.rest) visit(link.term);
  };
  if (expression) walk(expression);
  return out;
}
