import {
  FilterSyntaxError,
  type FilterCondition,
  type FilterExpression,
  type FilterLink,
  type FilterLogic,
  type FilterTerm,
} from './filter-grammar.ts';

// The one checker of the SPEC §5 filter rules, fed token by token by the parser and the builder.

export type AssemblerToken =
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
export class FilterAssembler {
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
