import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  fromBase64,
  getInitials,
  parseHashParams,
  parseQueryString,
  toBase64,
  toTitleWords,
  truncateDecimals,
} from '../src/index.ts';

describe('truncateDecimals', () => {
  it.each([
    [1.239, 1.23],
    [1.999, 1.99],
    [0.29, 0.29],
    [1.1, 1.1],
    [-1.239, -1.23],
    [-0.001, 0],
    [42, 42],
    [1.005, 1],
  ])('cuts %d to %d', (value, expected) => {
    expect(truncateDecimals(value)).toBe(expected);
  });

  it('takes another number of places', () => {
    expect(truncateDecimals(3.14159, 3)).toBe(3.141);
  });

  it('refuses a non-finite number', () => {
    expect(() => truncateDecimals(Number.NaN)).toThrow('Cannot truncate a non-finite number: NaN');
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1234567, '1.18 MB'],
    [5 * 1024 ** 3, '5 GB'],
    [2.345 * 1024 ** 4, '2.35 TB'],
    [3 * 1024 ** 5, '3072 TB'],
    [0.5, '0.5 Bytes'],
  ])('formats %d as %j', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (bytes) => {
    expect(() => formatBytes(bytes)).toThrow(/non-negative finite number/);
  });
});

describe('getInitials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada king lovelace', 'AL'],
    ['  Sam  ', 'S'],
    ['', ''],
    ['Émile Zola', 'ÉZ'],
  ])('turns %j into %j', (name, initials) => {
    expect(getInitials(name)).toBe(initials);
  });
});

describe('query-string and hash parsing', () => {
  it('decodes query parameters', () => {
    expect(parseQueryString('?email=ada%40acme.example&redirect=%2Fuse-cases%3Fx%3D1&q=a+b')).toEqual({
      email: 'ada@acme.example',
      redirect: '/use-cases?x=1',
      q: 'a b',
    });
  });

  it('accepts a query without the question mark and with empty values', () => {
    expect(parseQueryString('a=1&b=')).toEqual({ a: '1', b: '' });
    expect(parseQueryString('')).toEqual({});
  });

  it('decodes hash parameters', () => {
    expect(parseHashParams('#id_token=abc.def&state=%2Fhome')).toEqual({
      id_token: 'abc.def',
      state: '/home',
    });
  });
});

describe('base64', () => {
  it.each([
    ['hello', 'aGVsbG8='],
    ['a b', btoa('a%20b')],
    ['ada@acme.example', btoa('ada%40acme.example')],
  ])('encodes %j after URI-encoding', (text, encoded) => {
    expect(toBase64(text)).toBe(encoded);
  });

  it('round-trips Unicode text', () => {
    expect(fromBase64(toBase64('Zoë – 東京'))).toBe('Zoë – 東京');
  });

  it('explains a value that is not encoded', () => {
    expect(() => fromBase64('%%%')).toThrow('Not a base64-encoded URI component: %%%');
  });
});

describe('toTitleWords', () => {
  it.each([
    ['feature_config_key', 'Feature Config Key'],
    ['featureConfigKey', 'Feature Config Key'],
    ['FeatureConfig', 'Feature Config'],
    ['userID', 'User ID'],
    ['HTTPServer', 'HTTP Server'],
    ['already Title', 'Already Title'],
    ['__double__under', 'Double Under'],
    ['', ''],
  ])('turns %j into %j', (text, title) => {
    expect(toTitleWords(text)).toBe(title);
  });
});
