import { describe, expect, it } from 'vitest';
import {
  FEATURE_CODES,
  GROUP_IDS,
  GROUP_KEYS,
  GROUP_NAMES,
  ROLES,
  SEVERITY_LEVELS,
  USE_CASE_DISPLAY_NAMES,
  USE_CASE_IDS,
  USE_CASE_KEYS,
  groupKeyById,
  isAdminRole,
  severityKeyById,
  useCaseKeyById,
  APP_VERSION,
  isIdentifier,
} from '../src/index.ts';

describe('use cases', () => {
  it('has exactly the seven use-case keys of SPEC §1', () => {
    expect([...USE_CASE_KEYS].sort()).toEqual(
      [
        'claims',
        'compIntel',
        'distribution',
        'docAnalysis',
        'llms',
        'portfolioAssistant',
        'underwriting',
      ].sort(),
    );
  });

  it('gives every use case a distinct fixed identifier', () => {
    const ids = Object.values(USE_CASE_IDS);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(isIdentifier(id)).toBe(true);
  });

  it.each([
    ['compIntel', 'Competitive Intelligence'],
    ['docAnalysis', 'Document Analysis'],
    ['portfolioAssistant', 'Portfolio Assistant'],
  ] as const)('shows %s as %s', (key, name) => {
    expect(USE_CASE_DISPLAY_NAMES[key]).toBe(name);
  });

  it('finds a use-case key from its identifier in any letter case', () => {
    expect(useCaseKeyById(USE_CASE_IDS.docAnalysis.toUpperCase())).toBe('docAnalysis');
    expect(useCaseKeyById('00000000-0000-0000-0000-000000000000')).toBeUndefined();
  });
});

describe('groups', () => {
  it('knows the five groups of SPEC §3', () => {
    expect([...GROUP_KEYS].sort()).toEqual(
      ['claims', 'competitiveIntelligence', 'distribution', 'portfolioAssistant', 'underwriting'].sort(),
    );
    expect(GROUP_NAMES.competitiveIntelligence).toBe('Competitive Intelligence');
  });

  it('finds a group key from its identifier', () => {
    expect(groupKeyById(GROUP_IDS.claims)).toBe('claims');
    expect(groupKeyById('nope')).toBeUndefined();
  });
});

describe('severity levels', () => {
  it.each([
    ['low', 1],
    ['medium', 2],
    ['high', 3],
  ] as const)('maps %s to id %i and back', (key, id) => {
    expect(SEVERITY_LEVELS[key]).toBe(id);
    expect(severityKeyById(id)).toBe(key);
  });

  it('has no severity for an unknown id', () => {
    expect(severityKeyById(4)).toBeUndefined();
  });
});

describe('roles and features', () => {
  it('lists the three roles', () => {
    expect(ROLES).toEqual(['system-admin', 'tenant-admin', 'user']);
  });

  it.each([
    ['system-admin', true],
    ['tenant-admin', true],
    ['user', false],
    [undefined, false],
  ])('treats %s as admin: %s', (role, expected) => {
    expect(isAdminRole(role)).toBe(expected);
  });

  it('lists the five feature codes of SPEC §6', () => {
    expect([...FEATURE_CODES].sort()).toEqual(['ANM-DSH', 'COM-AST', 'DOC-ANL', 'PRF-ANL', 'PRF-AST']);
  });

  it('carries version 1.0.0', () => {
    expect(APP_VERSION).toBe('1.0.0');
  });
});
