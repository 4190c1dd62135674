import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FILTER_OPERATORS,
  buildFilter,
  parseFilter,
  type FilterCondition,
  type FilterExpression,
  type FilterOperator,
  type FilterTerm,
} from '../src/index.ts';

const special = fc.constantFrom('(', ')', ',', '|', '\\', ':i', 'and', 'or', '#', ' ', '\u00e9', '\u{1F600}');
// Any text: full unicode code points mixed with the grammar's own characters and words.
const valueText = fc
  .array(fc.oneof(special, fc.string({ unit: 'binary', maxLength: 4 })), { maxLength: 8 })
  .map((parts) => parts.join(''));

const operator: fc.Arbitrary<FilterOperator> = fc.oneof(
  fc.constantFrom(...FILTER_OPERATORS),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/).map((name) => `#${name}` as const),
);

const condition: fc.Arbitrary<FilterCondition> = fc.record({
  type: fc.constant('condition' as const),
  field: fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.]{0,20}$/),
  op: operator,
  caseInsensitive: fc.boolean(),
  value: valueText,
});

const { expression } = fc.letrec<{ expression: FilterExpression; term: FilterTerm }>((tie) => ({
  term: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    condition,
    fc.record({ type: fc.constant('group' as const), expression: tie('expression') }),
  ),
  expression: fc.record({
    first: tie('term'),
    rest: fc.array(fc.record({ logic: fc.constantFrom('and' as const, 'or' as const), term: tie('term') }), {
      maxLength: 3,
    }),
  }),
}));

// Inputs made of the grammar's own characters reach every rule quickly.
const fuzzInput = fc.string({
  unit: fc.constantFrom(
    '(',
    ')',
    ',',
    '|',
    '\\',
    'a',
    'n',
    'd',
    'o',
    'r',
    'e',
    'q',
    '#',
    ':',
    'i',
    '1',
    'x|eq|',
  ),
  maxLength: 40,
});

const unlimited = { maxLength: Number.POSITIVE_INFINITY, maxDepth: 64 };

describe('filter round trip', () => {
  it('parse(build(ast)) equals ast for any valid AST and any value text', () => {
    fc.assert(
      fc.property(expression, (ast) => {
        expect(parseFilter(buildFilter(ast, unlimited), unlimited)).toEqual(ast);
      }),
      { numRuns: 500 },
    );
  });

  it('build(parse(text)) gives back the builder output unchanged', () => {
    fc.assert(
      fc.property(expression, (ast) => {
        const text = buildFilter(ast, unlimited);
        expect(buildFilter(parseFilter(text, unlimited), unlimited)).toBe(text);
      }),
      { numRuns: 200 },
    );
  });

  it('parser either answers an AST or a FilterSyntaxError for any input', () => {
    fc.assert(
      fc.property(fuzzInput, (input) => {
        try {
          parseFilter(input);
        } catch (error) {
          expect((error as Error).name).toBe('FilterSyntaxError');
        }
      }),
      { numRuns: 1000 },
    );
  });
});
