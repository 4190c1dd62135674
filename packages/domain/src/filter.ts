import {
  CASE_INSENSITIVE_SUFFIX,
  FilterSyntaxError,
  MAX_FILTER_DEPTH,
  MAX_FILTER_LENGTH,
  checkField,
  checkFilterLength,
  escapeFilterValue,
  parseFilterOperator,
  type FilterCondition,
  type FilterExpression,
  type FilterLimits,
  type FilterOperator,
  type FilterTerm,
} from './filter-grammar.ts';
import { FilterAssembler, type AssemblerToken } from './filter-assembler.ts';

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
  checkFilterLength(text, maxLength);
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
