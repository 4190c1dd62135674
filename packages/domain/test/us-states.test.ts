import { describe, expect, it } from 'vitest';
import { US_STATES, US_STATE_CODES, isUsStateCode, usStateName } from '../src/index.ts';

const TERRITORIES = {
  GU: 'Guam',
  PR: 'Puerto Rico',
  VI: 'Virgin Islands',
  AS: 'American Samoa',
  MP: 'Northern Mariana Islands',
  MH: 'Marshall Islands',
  PW: 'Palau',
  FM: 'Federated States of Micronesia',
};

describe('US state and territory table', () => {
  it('holds 50 states, DC and 8 territories', () => {
    expect(US_STATE_CODES).toHaveLength(59);
    expect(new Set(Object.values(US_STATES)).size).toBe(59);
  });

  it.each(Object.entries(TERRITORIES))('names territory %s as %s', (code, name) => {
    expect(usStateName(code)).toBe(name);
  });

  it.each([
    ['CA', 'California'],
    ['ny', 'New York'],
    [' tx ', 'Texas'],
    ['DC', 'District of Columbia'],
    ['WY', 'Wyoming'],
  ])('names %s as %s', (code, name) => {
    expect(usStateName(code)).toBe(name);
  });

  it('has no name for an unknown code or an inherited property', () => {
    expect(usStateName('ZZ')).toBeUndefined();
    expect(isUsStateCode('toString')).toBe(false);
  });

  it('uses two-letter upper-case codes', () => {
    for (const code of US_STATE_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });
});
