import { describe, expect, it } from 'vitest';
import { piecesCovering } from '../src/features/assistant/quote-match.ts';

describe('piecesCovering', () => {
  it('finds the pieces that hold a quote, whatever the white space between them', () => {
    const pieces = ['The company uses a ', '20-year hail loss', ' ratio of 14.8', ' percent.', 'Other text'];
    expect(piecesCovering(pieces, 'a 20-year hail loss ratio of 14.8 percent')).toEqual([0, 1, 2, 3]);
  });

  it('matches a long quote on its first 80 letters when the whole does not match', () => {
    const head = 'x'.repeat(90);
    expect(piecesCovering([head, 'tail'], `${head} something else`)).toEqual([0]);
  });

  it('finds nothing for a quote that is not there or empty', () => {
    expect(piecesCovering(['abc'], 'zzz')).toEqual([]);
    expect(piecesCovering(['abc'], '  ')).toEqual([]);
  });
});
