import { describe, expect, it } from 'vitest';
import { isPreview } from '../src/features/settings/PreviewTable.tsx';
import { splitList } from '../src/features/settings/tenants/tenant-shared.tsx';

describe('splitList (tenant e-mail domains)', () => {
  it('splits on commas, spaces and new lines, lower-cases and drops repeats and blanks', () => {
    expect(splitList(' Acme.example, acme.example\nBeta.example  ,, ')).toEqual([
      'acme.example',
      'beta.example',
    ]);
  });

  it('gives an empty list for nothing typed', () => {
    expect(splitList(' \n , ')).toEqual([]);
  });
});

describe('isPreview (reset and purge answers)', () => {
  it('tells a dry run from a started job', () => {
    const tenantId = '00000000-0000-4000-8000-000000000001';
    expect(
      isPreview({ dryRun: true, tenantId, kind: 'tenant-reset', counts: [], total: 0, confirm: 'acme' }),
    ).toBe(true);
    expect(
      isPreview({
        id: 'job-1',
        kind: 'tenant-reset',
        status: 'queued',
        progress: 0,
        error: null,
        createdDateTime: '2026-01-01T00:00:00Z',
        startedAt: null,
        finishedAt: null,
      }),
    ).toBe(false);
  });
});
