import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { reciprocalRankFusion } from '../src/services/answers/embeddings.ts';

describe('reciprocal rank fusion', () => {
  const row = (id: string) => ({ id, rank: 0 });

  it('ranks an item found by both lists above items found by one, and keeps every item once', () => {
    const fused = reciprocalRankFusion([
      [row('a'), row('b'), row('c')],
      [row('d'), row('b')],
    ]);
    expect(fused.map((r) => r.id)).toEqual(['b', 'a', 'd', 'c']);
    expect(fused[0]!.rank).toBeCloseTo(1 / 62 + 1 / 62);
    expect(fused[1]!.rank).toBeCloseTo(1 / 61);
  });

  it('keeps the order of a single list', () => {
    expect(reciprocalRankFusion([[row('x'), row('y')], []]).map((r) => r.id)).toEqual(['x', 'y']);
  });
});

describe('embeddings configuration', () => {
  it('is off unless EMBEDDINGS_BASE_URL is set', () => {
    expect(loadConfig({}).embeddings).toBeNull();
  });

  it('reads the endpoint, key, model, batch and timeout', () => {
    expect(
      loadConfig({
        EMBEDDINGS_BASE_URL: 'https://embed.example/v1/',
        EMBEDDINGS_API_KEY: 'k',
        EMBEDDINGS_MODEL: 'm',
        EMBEDDINGS_BATCH: '16',
        EMBEDDINGS_TIMEOUT_SECONDS: '5',
      }).embeddings,
    ).toEqual({ baseUrl: 'https://embed.example/v1', apiKey: 'k', model: 'm', batch: 16, timeoutMs: 5000 });
  });

  it('refuses a URL that is not http(s) and a batch out of range, naming the variable', () => {
    expect(() => loadConfig({ EMBEDDINGS_BASE_URL: 'ftp://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ EMBEDDINGS_BASE_URL: 'ftp://x' })).toThrow(/EMBEDDINGS_BASE_URL/);
    expect(() => loadConfig({ EMBEDDINGS_BASE_URL: 'http://x', EMBEDDINGS_BATCH: '0' })).toThrow(
      /EMBEDDINGS_BATCH/,
    );
  });
});
