/**
 * Cuts (never rounds) to `places` decimals. The product is cleared of binary noise first
 * (0.29 * 100 is 28.999999999999996), which would otherwise cut a whole unit off.
 */
export function truncateDecimals(value: number, places = 2): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot truncate a non-finite number: ${value}`);
  const factor = 10 ** places;
  const scaled = Number((value * factor).toFixed(8));
  return Math.trunc(scaled) / factor + 0;
}

export const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** Base 1024, 2 decimals (trailing zeros dropped), capped at TB. */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw new RangeError(`A byte size must be a non-negative finite number, got ${bytes}`);
  }
  if (bytes === 0) return '0 Bytes';
  const exponent = Math.min(Math.max(Math.floor(Math.log(bytes) / Math.log(1024)), 0), BYTE_UNITS.length - 1);
  const value = Number.parseFloat((bytes / 1024 ** exponent).toFixed(decimals));
  return `${value} ${BYTE_UNITS[exponent]}`;
}

/** First letter of the first and of the last word, upper case ('Ada King Lovelace' -> 'AL'). */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .filter((word): word is string => word !== undefined)
    .map((word) => (Array.from(word)[0] ?? '').toUpperCase())
    .join('');
}

function parseParams(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    if (key !== '') result[key] = value;
  }
  return result;
}

/** '?a=1&b=x%20y' -> { a: '1', b: 'x y' }; the leading '?' is optional; later duplicates win. */
export const parseQueryString = (search: string): Record<string, string> =>
  parseParams(search.replace(/^\?/, ''));

/** '#access_token=t&state=s' -> { access_token: 't', state: 's' } (identity providers return these). */
export const parseHashParams = (hash: string): Record<string, string> => parseParams(hash.replace(/^#/, ''));

/** URI-encodes first so that any Unicode text fits the Latin-1 input of btoa. */
export const toBase64 = (text: string): string => btoa(encodeURIComponent(text));

export function fromBase64(encoded: string): string {
  try {
    return decodeURIComponent(atob(encoded));
  } catch {
    throw new Error(`Not a base64-encoded URI component: ${encoded}`);
  }
}

/** 'feature_config_key' and 'featureConfigKey' -> 'Feature Config Key'; acronyms stay whole ('userID' -> 'User ID'). */
export function toTitleWords(text: string): string {
  return text
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
