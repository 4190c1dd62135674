import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { EngineNotice } from '../src/features/assistant/EngineNotice.tsx';

// The notice under an answer the extractive engine wrote although a language model is configured: the
// chat and the document-analysis Q&A both render it from the answer's `fallback`.
describe('EngineNotice', () => {
  it.each([
    ['provider_failed', 'could not be reached'],
    ['timeout', 'did not answer in time'],
    ['invalid_citations', 'cited passages it was not given'],
    ['no_citations', 'cited no passage'],
  ] as const)('says %s answers were written without the language model, and why', (fallback, why) => {
    const html = renderToString(<EngineNotice fallback={fallback} />);
    expect(html).toContain('answered without the language model');
    expect(html).toContain(why);
    expect(html).toContain('role="note"');
  });

  it('shows nothing when the configured engine answered', () => {
    expect(renderToString(<EngineNotice fallback={null} />)).toBe('');
    expect(renderToString(<EngineNotice />)).toBe('');
  });
});
