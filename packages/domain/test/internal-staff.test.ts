import { describe, expect, it } from 'vitest';
import { DEFAULT_INTERNAL_EMAIL_DOMAIN, isInternalStaffEmail } from '../src/index.ts';

describe('isInternalStaffEmail', () => {
  it('defaults to the ratelens.example domain', () => {
    expect(DEFAULT_INTERNAL_EMAIL_DOMAIN).toBe('ratelens.example');
  });

  it.each([
    ['admin@ratelens.example', true],
    ['Admin@RateLens.Example', true],
    ['ada@acme-mutual.example', false],
    ['x@notratelens.example', false],
    ['x@ratelens.example.evil.test', false],
    ['x@mail.ratelens.example', false],
    ['ratelens.example', false],
    ['@ratelens.example', false],
  ])('classifies %s as internal: %s', (email, expected) => {
    expect(isInternalStaffEmail(email)).toBe(expected);
  });

  it('uses a configured domain instead of the default', () => {
    expect(isInternalStaffEmail('sam@acme-mutual.example', 'acme-mutual.example')).toBe(true);
    expect(isInternalStaffEmail('admin@ratelens.example', 'acme-mutual.example')).toBe(false);
    expect(isInternalStaffEmail('sam@acme-mutual.example', '@acme-mutual.example')).toBe(true);
  });
});
