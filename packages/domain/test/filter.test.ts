import { describe, expect, it } from 'vitest';
import {
  FilterSyntaxError,
  buildFilter,
  escapeFilterValue,
  filter,
  filterConditions,
  parseFilter,
  unescapeFilterValue,
  type FilterBuilder,
  type FilterErrorCode,
  type FilterExpression,
} from '../src/index.ts';

function parseError(input: string): FilterSyntaxError {
  try {
    parseFilter(input);
  } catch (error) {
    if (error instanceof FilterSyntaxError) return error;
    throw error;
  }
  throw new Error(`expected '${input}' to be rejected`);
}

function builderError(steps: (b: FilterBuilder) => unknown): FilterSyntaxError {
  try {
    steps(filter());
  } catch (error) {
    if (error instanceof FilterSyntaxError) return error;
    throw error;
  }
  throw new Error('expected the builder to reject the steps');
}

// One row per SPEC §5 rule (and the grammar's own rules): the same mistake on the parser side (a string)
// and on the builder side (fluent steps), each with the message it must give.
const rules: {
  rule: string;
  code: FilterErrorCode;
  input: string;
  message: string;
  position: number;
  steps?: (b: FilterBuilder) => unknown;
  builderMessage?: string;
}[] = [
  {
    rule: 'a filter cannot start with a logical operator',
    code: 'leading-operator',
    input: 'and,a|eq|1',
    message: "A filter cannot start with a logical operator: 'and' at character 0",
    position: 0,
    steps: (b) => b.and(),
    builderMessage: "A filter cannot start with a logical operator: 'and' at step 0",
  },
  {
    rule: 'two conditions in a row need an operator between them',
    code: 'missing-operator',
    input: 'a|eq|1,b|eq|2',
    message:
      "Two conditions in a row need a logical operator (and, or) between them: 'b|eq|2' at character 7",
    position: 7,
    steps: (b) => b.where('a', 'eq', 1).where('b', 'eq', 2),
    builderMessage:
      "Two conditions in a row need a logical operator (and, or) between them: 'b|eq|2' at step 1",
  },
  {
    rule: 'no consecutive operators',
    code: 'consecutive-operators',
    input: 'a|eq|1,and,or,b|eq|2',
    message: "Two logical operators in a row: 'or' at character 11 follows 'and'",
    position: 11,
    steps: (b) => b.where('a', 'eq', 1).and().or(),
    builderMessage: "Two logical operators in a row: 'or' at step 2 follows 'and'",
  },
  {
    rule: 'no operator right after a group opens',
    code: 'operator-after-open',
    input: '(,or,a|eq|1,)',
    message: "A logical operator cannot come right after a group opens: 'or' at character 2",
    position: 2,
    steps: (b) => b.open().or(),
    builderMessage: "A logical operator cannot come right after a group opens: 'or' at step 1",
  },
  {
    rule: 'no empty groups',
    code: 'empty-group',
    input: 'a|eq|1,and,(,)',
    message: "Empty group: '()' at character 13",
    position: 13,
    steps: (b) => b.where('a', 'eq', 1).and().open().close(),
    builderMessage: "Empty group: '()' at step 3",
  },
  {
    rule: 'an operator is needed between groups',
    code: 'missing-operator-after-group',
    input: '(a|eq|1)(b|eq|2)',
    message: "A logical operator (and, or) is needed between groups: '(' at character 8",
    position: 8,
    steps: (b) => b.open().where('a', 'eq', 1).close().open(),
    builderMessage: "A logical operator (and, or) is needed between groups: '(' at step 3",
  },
  {
    rule: 'an operator is needed after a group closes',
    code: 'missing-operator-after-group',
    input: '(,a|eq|1,),b|eq|2',
    message: "A logical operator (and, or) is needed after a group closes: 'b|eq|2' at character 11",
    position: 11,
    steps: (b) => b.open().where('a', 'eq', 1).close().where('b', 'eq', 2),
    builderMessage: "A logical operator (and, or) is needed after a group closes: 'b|eq|2' at step 3",
  },
  {
    rule: 'an operator is needed between a condition and a group',
    code: 'missing-operator',
    input: 'a|eq|x(y)',
    message:
      "A logical operator (and, or) is needed between a condition and a group: '(' at character 6 (inside a value write '\\(')",
    position: 6,
    steps: (b) => b.where('a', 'eq', 'x').open(),
    builderMessage:
      "A logical operator (and, or) is needed between a condition and a group: '(' at step 1 (inside a value write '\\(')",
  },
  {
    rule: 'groups must be balanced: an unclosed group',
    code: 'unbalanced',
    input: 'a|eq|1,and,(,b|eq|2',
    message: "Unbalanced groups: '(' at character 11 is never closed",
    position: 11,
    steps: (b) => b.where('a', 'eq', 1).and().open().where('b', 'eq', 2).build(),
    builderMessage: "Unbalanced groups: '(' at step 2 is never closed",
  },
  {
    rule: 'groups must be balanced: a stray closing parenthesis',
    code: 'unbalanced',
    input: 'a|eq|1)',
    message: "Unbalanced groups: ')' at character 6 closes no open group (inside a value write '\\)')",
    position: 6,
    steps: (b) => b.where('a', 'eq', 1).close(),
    builderMessage: "Unbalanced groups: ')' at step 1 closes no open group (inside a value write '\\)')",
  },
  {
    rule: 'custom operators must start with #',
    code: 'custom-operator',
    input: 'a|near|1',
    message:
      "Unknown operator 'near' at character 2: use eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom operator starting with '#'",
    position: 2,
    steps: (b) => b.where('a', 'near' as 'eq', 1),
    builderMessage:
      "Unknown operator 'near' at step 0: use eq, ne, gt, ge, lt, le, contains, startswith, endswith, or a custom operator starting with '#'",
  },
  {
    rule: 'a custom operator needs a name after #',
    code: 'custom-operator',
    input: 'a|#|1',
    message: "Custom operator '#' at character 2 needs a name of letters, digits, '_' or '-' after '#'",
    position: 2,
    steps: (b) => b.where('a', '#', 1),
    builderMessage: "Custom operator '#' at step 0 needs a name of letters, digits, '_' or '-' after '#'",
  },
  {
    rule: 'no trailing operator',
    code: 'trailing-operator',
    input: 'a|eq|1,or',
    message: "A filter cannot end with a logical operator: 'or' at character 9",
    position: 9,
    steps: (b) => b.where('a', 'eq', 1).or().build(),
    builderMessage: "A filter cannot end with a logical operator: 'or' at step 2",
  },
  {
    rule: 'no operator right before a group closes',
    code: 'trailing-operator',
    input: '(a|eq|1,and)',
    message: "A group cannot end with a logical operator: 'and' before ')' at character 11",
    position: 11,
    steps: (b) => b.open().where('a', 'eq', 1).and().close(),
    builderMessage: "A group cannot end with a logical operator: 'and' before ')' at step 3",
  },
  {
    rule: 'a field must be a plain name',
    code: 'invalid-field',
    input: '1a|eq|1',
    message:
      "Field '1a' at character 0 must start with a letter or '_' and hold only letters, digits, '_' and '.' (at most 100)",
    position: 0,
    steps: (b) => b.where('na me', 'eq', 1),
    builderMessage:
      "Field 'na me' at step 0 must start with a letter or '_' and hold only letters, digits, '_' and '.' (at most 100)",
  },
  {
    rule: 'a condition has exactly three parts',
    code: 'malformed-condition',
    input: 'a|eq|1|2',
    message:
      "Condition 'a|eq|1|2' at character 0 must have the form field|op|value (inside a value write '\\|')",
    position: 0,
  },
  {
    rule: 'a condition cannot lack its value part',
    code: 'malformed-condition',
    input: 'isActive|eq',
    message: "Condition 'isActive|eq' at character 0 must have the form field|op|value",
    position: 0,
  },
  {
    rule: 'only the special characters can be escaped',
    code: 'invalid-escape',
    input: 'a|eq|x\\y',
    message: "Invalid escape '\\y' at character 6: only ( ) , | and \\ can follow a backslash",
    position: 6,
  },
  {
    rule: 'a backslash cannot end the filter',
    code: 'invalid-escape',
    input: 'a|eq|x\\',
    message: "Invalid escape '\\' at character 6: only ( ) , | and \\ can follow a backslash",
    position: 6,
  },
  {
    rule: 'no empty tokens',
    code: 'empty-token',
    input: 'a|eq|1,,and,b|eq|2',
    message: 'Empty token at character 7: a comma at the start or end, or two commas in a row',
    position: 7,
  },
  {
    rule: 'no trailing comma',
    code: 'empty-token',
    input: 'a|eq|1,',
    message: 'Empty token at character 6: a comma at the start or end, or two commas in a row',
    position: 6,
  },
];

describe('filter grammar rules', () => {
  it.each(rules)('parser: $rule', ({ input, code, message, position }) => {
    const error = parseError(input);
    expect(error.message).toBe(message);
    expect(error.code).toBe(code);
    expect(error.position).toBe(position);
  });

  it.each(rules.filter((r) => r.steps))('builder: $rule', ({ steps, code, builderMessage }) => {
    const error = builderError(steps!);
    expect(error.message).toBe(builderMessage);
    expect(error.code).toBe(code);
  });

  it('rejects a filter longer than the limit', () => {
    const long = `name|eq|${'x'.repeat(2000)}`;
    expect(() => parseFilter(long)).toThrow(
      'A filter can be at most 2000 characters long; this one has 2008',
    );
    expect(() => filter().where('name', 'eq', 'x'.repeat(2000)).build()).toThrow(/at most 2000 characters/);
  });

  it('rejects groups nested deeper than the limit', () => {
    const deep = `${'('.repeat(17)}a|eq|1${')'.repeat(17)}`;
    expect(() => parseFilter(deep)).toThrow("Groups nest deeper than 16 levels: '(' at character 16");
    expect(parseFilter(`${'('.repeat(16)}a|eq|1${')'.repeat(16)}`)).not.toBeNull();
  });

  it('rejects a malformed AST handed to buildFilter', () => {
    const ast = {
      first: { type: 'condition', field: 'a', op: 'like', caseInsensitive: false, value: '1' },
      rest: [],
    } as unknown as FilterExpression;
    expect(() => buildFilter(ast)).toThrow("Unknown operator 'like' at step 0");
  });
});

describe('filter parser', () => {
  it('reads an empty string as no filter', () => {
    expect(parseFilter('')).toBeNull();
  });

  it('reads the sign-in use-case filter', () => {
    expect(parseFilter('groupId|eq|5d1c,and,isActive|eq|true')).toEqual({
      first: { type: 'condition', field: 'groupId', op: 'eq', caseInsensitive: false, value: '5d1c' },
      rest: [
        {
          logic: 'and',
          term: { type: 'condition', field: 'isActive', op: 'eq', caseInsensitive: false, value: 'true' },
        },
      ],
    });
  });

  it('reads groups, case-insensitive and custom operators', () => {
    const ast = parseFilter('(,name|startswith:i|Comp,or,state|#within|NY\\,NJ,),and,severity|ge|2');
    expect(ast).toEqual({
      first: {
        type: 'group',
        expression: {
          first: { type: 'condition', field: 'name', op: 'startswith', caseInsensitive: true, value: 'Comp' },
          rest: [
            {
              logic: 'or',
              term: {
                type: 'condition',
                field: 'state',
                op: '#within',
                caseInsensitive: false,
                value: 'NY,NJ',
              },
            },
          ],
        },
      },
      rest: [
        {
          logic: 'and',
          term: { type: 'condition', field: 'severity', op: 'ge', caseInsensitive: false, value: '2' },
        },
      ],
    });
  });

  it('accepts parentheses with or without commas next to them', () => {
    expect(parseFilter('(a|eq|1,or,b|eq|2),and,c|eq|3')).toEqual(
      parseFilter('(,a|eq|1,or,b|eq|2,),and,c|eq|3'),
    );
  });

  it('reads logical tokens in any case', () => {
    expect(parseFilter('a|eq|1,AND,b|eq|2')?.rest[0]?.logic).toBe('and');
  });

  it('keeps an empty value and spaces inside values', () => {
    expect(
      filterConditions(parseFilter('name|eq|,and,carrier|eq| Acme Mutual ')).map((c) => c.value),
    ).toEqual(['', ' Acme Mutual ']);
  });

  it('lists every condition for a field whitelist check', () => {
    const ast = parseFilter('(,a|eq|1,or,(,b|eq|2,),),and,c|eq|3');
    expect(filterConditions(ast).map((c) => c.field)).toEqual(['a', 'b', 'c']);
    expect(filterConditions(null)).toEqual([]);
  });
});

describe('filter builder', () => {
  it('writes the sign-in agents filter', () => {
    expect(filter().where('isActive', 'eq', true).build()).toBe('isActive|eq|true');
  });

  it('joins every token with commas, groups included', () => {
    const text = filter()
      .where('groupId', 'eq', 'g1')
      .and()
      .open()
      .where('name', 'startswith:i', 'comp')
      .or()
      .where('severity', 'ge', 2)
      .close()
      .toString();
    expect(text).toBe('groupId|eq|g1,and,(,name|startswith:i|comp,or,severity|ge|2,)');
  });

  it('marks case-insensitive matching from an option too', () => {
    expect(filter().where('name', 'contains', 'Mutual', { caseInsensitive: true }).build()).toBe(
      'name|contains:i|Mutual',
    );
  });

  it('writes dates as ISO strings and escapes values', () => {
    expect(
      filter()
        .where('detectedAt', 'ge', new Date(Date.UTC(2026, 0, 2)))
        .and()
        .where('title', 'eq', 'a,b|(c)\\')
        .build(),
    ).toBe('detectedAt|ge|2026-01-02T00:00:00.000Z,and,title|eq|a\\,b\\|\\(c\\)\\\\');
  });

  it('gives the empty string for no filter', () => {
    expect(filter().build()).toBe('');
    expect(buildFilter(null)).toBe('');
  });

  it('builds what the parser reads back', () => {
    const b = filter()
      .open()
      .where('a', 'eq', 'x)')
      .or()
      .where('b', '#near', 'y')
      .close()
      .and()
      .where('c', 'lt', 3);
    expect(parseFilter(b.build())).toEqual(b.toAst());
    expect(buildFilter(b.toAst())).toBe(b.build());
  });
});

describe('filter value escaping', () => {
  const values = ['plain', 'a,b', '(x)', 'p|q', 'back\\slash', '\\(', ',,,', '|', ')(', 'Zürich ✓ 𝄞', ''];

  it.each(values)('round-trips %j through escape and unescape', (value) => {
    expect(unescapeFilterValue(escapeFilterValue(value))).toBe(value);
  });

  it.each(values)('round-trips %j through a built and parsed filter', (value) => {
    const text = filter().where('field', 'eq', value).and().where('other', 'ne', value).build();
    expect(filterConditions(parseFilter(text)).map((c) => c.value)).toEqual([value, value]);
  });

  it('escapes exactly the five special characters', () => {
    expect(escapeFilterValue('a(b)c,d|e\\f')).toBe('a\\(b\\)c\\,d\\|e\\\\f');
  });
});
