import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, fileProblem, isAnalysed } from '../src/features/document-analysis/analysis-host.ts';

describe('isAnalysed', () => {
  it('is true only once the run is over', () => {
    expect(isAnalysed('ready')).toBe(true);
    expect(isAnalysed('completed')).toBe(true);
    for (const status of ['draft', 'queued', 'analysing', 'failed'] as const)
      expect(isAnalysed(status)).toBe(false);
  });
});

describe('fileProblem', () => {
  it('accepts the contract types up to the size limit', () => {
    expect(fileProblem({ name: 'a.pdf', size: MAX_FILE_BYTES, type: 'application/pdf' })).toBeNull();
    expect(fileProblem({ name: 'a.md', size: 1, type: 'text/markdown' })).toBeNull();
  });

  it('names the file and the reason otherwise', () => {
    expect(fileProblem({ name: 'a.exe', size: 1, type: 'application/x-msdownload' })).toMatch(
      /^a\.exe: upload/,
    );
    expect(fileProblem({ name: 'big.pdf', size: MAX_FILE_BYTES + 1, type: 'application/pdf' })).toBe(
      'big.pdf is larger than 25 MB',
    );
  });
});
