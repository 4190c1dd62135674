import { ValidationError } from '../errors.ts';

// The one input rule at the edge (SECURITY.md "Input"): no control characters in names, file names,
// identifiers, the path and the query string; free text keeps tab and line breaks only. Unpaired
// surrogates are refused too: PostgreSQL text and jsonb cannot store them.

/* eslint-disable no-control-regex -- control characters are exactly what must be found */
/** Free text (messages, descriptions, questions): C0 controls except tab, LF, CR; DEL; C1 controls. */
const TEXT_FORBIDDEN =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Names, file names, identifiers, path and query: every control character. */
const NAME_FORBIDDEN =
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/* eslint-enable no-control-regex */

/** Body fields that hold a single-line name or identifier rather than free text. */
const NAME_KEYS = new Set([
  'name',
  'email',
  'username',
  'slug',
  'title',
  'filename',
  'fileName',
  'roleName',
  'role',
  'company',
  'code',
  'key',
]);

export function hasForbiddenCharacter(value: string, kind: 'name' | 'text'): boolean {
  return (kind === 'name' ? NAME_FORBIDDEN : TEXT_FORBIDDEN).test(value);
}

/** The first offending field of a decoded request part, as a dotted path ('' for the part itself). */
export function forbiddenField(
  value: unknown,
  path: string,
  kind: 'name' | 'text' | 'by-key',
  depth = 0,
): string | null {
  if (typeof value === 'string') {
    const key = path.slice(path.lastIndexOf('.') + 1);
    const effective = kind === 'by-key' ? (NAME_KEYS.has(key) ? 'name' : 'text') : kind;
    return hasForbiddenCharacter(value, effective) ? path : null;
  }
  if (depth > 32 || typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (hasForbiddenCharacter(key, 'name')) return path;
    const found = forbiddenField(item, path === '' ? key : `${path}.${key}`, kind, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function controlCharacterError(location: string, field: string): ValidationError {
  const name = field === '' ? location : field;
  const message = 'must not contain control characters or unpaired surrogates';
  return new ValidationError(`Invalid ${location} field "${name}": ${message}`, [{ field: name, message }]);
}
