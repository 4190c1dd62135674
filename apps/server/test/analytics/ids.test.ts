import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_NAMESPACE, sha1, uuidV5 } from '../../src/analytics/ids.ts';
import { createRng, hashString } from '../../src/analytics/rng.ts';

// Reference implementation from node:crypto, to check the pure one against.
function referenceUuidV5(name: string, namespace: string): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1')
    .update(Buffer.concat([ns, Buffer.from(name, 'utf8')]))
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

describe('ids', () => {
  it('computes SHA-1 digests equal to node:crypto for short, block-sized and multi-block inputs', () => {
    for (const text of ['', 'abc', 'a'.repeat(55), 'a'.repeat(56), 'a'.repeat(64), 'é'.repeat(300)]) {
      const bytes = new TextEncoder().encode(text);
      expect(Buffer.from(sha1(bytes)).toString('hex')).toBe(createHash('sha1').update(bytes).digest('hex'));
    }
  });

  it('gives the RFC 4122 example UUIDv5 for www.example.com in the DNS namespace', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('matches a node:crypto UUIDv5 for analytics names and has the 36-character id shape', () => {
    for (const name of ['acme-mutual/model/Auto Frequency GLM v3', 'report/Performance', 'Ünïcode ✓']) {
      const id = uuidV5(name);
      expect(id).toBe(referenceUuidV5(name, ANALYTICS_NAMESPACE));
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('rejects a namespace that is not a UUID', () => {
    expect(() => uuidV5('x', 'not-a-uuid')).toThrow(/namespace/);
  });
});

describe('rng', () => {
  it('repeats the same stream for the same seed and differs for another seed', () => {
    const a = createRng(7);
    const b = createRng(7);
    const c = createRng(8);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('hashes strings with FNV-1a (known vectors)', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
  });

  it('draws Poisson counts whose mean and variance match the parameter', () => {
    const rng = createRng('poisson');
    for (const mean of [3, 200]) {
      const draws = Array.from({ length: 20_000 }, () => rng.poisson(mean));
      const m = draws.reduce((s, x) => s + x, 0) / draws.length;
      const v = draws.reduce((s, x) => s + (x - m) ** 2, 0) / draws.length;
      expect(Math.abs(m - mean) / mean).toBeLessThan(0.03);
      expect(Math.abs(v - mean) / mean).toBeLessThan(0.08);
    }
  });
});

describe('analytics index', () => {
  it('exposes the public functions', async () => {
    const api = await import('../../src/analytics/index.ts');
    for (const name of ['psi', 'detectAnomalies', 'modelReports', 'filingStats', 'renderSamplePdf']) {
      expect(typeof (api as Record<string, unknown>)[name]).toBe('function');
    }
  });

  it('keeps the demo data generator apart from the analytics production uses', async () => {
    const api = await import('../../src/analytics/index.ts');
    const demo = await import('../../src/demo/index.ts');
    expect((api as Record<string, unknown>).generateTenantDataset).toBeUndefined();
    expect(typeof demo.generateTenantDataset).toBe('function');
  });
});
