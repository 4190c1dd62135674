import { describe, expect, it } from 'vitest';
import { currentDraftSink, DraftMarkers, withDraftSink } from '../src/services/answers/answer-draft.ts';

const draft = (pieces: string[], given = 5, limit = 5) => {
  const markers = new DraftMarkers(given, limit);
  const out = pieces.map((p) => markers.push(p));
  return { out, text: out.join('') + markers.end() };
};

describe('answer drafts', () => {
  it('renumbers markers in order of first use, holding back a marker split across pieces', () => {
    const { out, text } = draft(['The ratio is ', '14.8 percent [', '4', '] and the cap ', 'is 5% [2, 4].']);
    expect(text).toBe('The ratio is 14.8 percent [1] and the cap is 5% [2][1].');
    // The piece that opened the marker did not send the bracket.
    expect(out[1]).toBe('14.8 percent ');
  });

  it('leaves out numbers the model was not given and those past the citation limit', () => {
    expect(draft(['Yes [9] and [3] then [1] and [2].'], 5, 2).text).toBe('Yes  and [1] then [2] and .');
  });

  it('sends nothing for a NOT_FOUND answer, even split into pieces', () => {
    expect(draft(['NOT', '_FO', 'UND']).text).toBe('');
    expect(draft(['  NOT_FOUND because nothing matches']).text).toBe('');
    expect(draft(['No [1]']).text).toBe('No [1]');
  });

  it('gives the sink only to the work it runs', async () => {
    const seen: string[] = [];
    expect(currentDraftSink()).toBeNull();
    await withDraftSink(
      (_approach, text) => seen.push(text),
      async () => {
        await Promise.resolve();
        currentDraftSink()?.('documents', 'piece');
      },
    );
    expect(seen).toEqual(['piece']);
    expect(currentDraftSink()).toBeNull();
  });
});
