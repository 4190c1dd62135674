import { describe, expect, it } from 'vitest';
import { hasFeature, type FeatureHolder } from '../src/index.ts';

describe('hasFeature', () => {
  it.each<[string, FeatureHolder | null | undefined, string, boolean]>([
    ['no user', null, 'DOC-ANL', false],
    ['an undefined user', undefined, 'DOC-ANL', false],
    ['a user without an enabledFeatures list', { roleName: 'user' }, 'DOC-ANL', false],
    [
      'a system-admin with an empty list',
      { roleName: 'system-admin', enabledFeatures: [] },
      'DOC-ANL',
      false,
    ],
    [
      'a system-admin with any feature on',
      { roleName: 'system-admin', enabledFeatures: ['ANM-DSH'] },
      'DOC-ANL',
      true,
    ],
    [
      'a tenant-admin with the feature',
      { roleName: 'tenant-admin', enabledFeatures: ['DOC-ANL'] },
      'DOC-ANL',
      true,
    ],
    [
      'a tenant-admin without the feature',
      { roleName: 'tenant-admin', enabledFeatures: ['ANM-DSH'] },
      'DOC-ANL',
      false,
    ],
    [
      'a user with the feature',
      { roleName: 'user', enabledFeatures: ['PRF-AST', 'DOC-ANL'] },
      'DOC-ANL',
      true,
    ],
    ['a user without the feature', { roleName: 'user', enabledFeatures: ['PRF-AST'] }, 'PRF-ANL', false],
  ])('answers for %s', (_label, user, feature, expected) => {
    expect(hasFeature(user, feature)).toBe(expected);
  });
});
