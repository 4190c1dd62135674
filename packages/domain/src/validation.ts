/** SPEC §5: exactly 36 characters of hex digits and hyphens. */
export const IDENTIFIER_PATTERN = /^[0-9a-fA-F-]{36}$/;
/** SPEC §5: text, at sign, text, dot, text, no whitespace. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** SPEC §5: dot-separated labels ending in an alphabetic top-level label of 2+ letters, no leading at sign. */
export const DOMAIN_PATTERN = /^(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z]{2,}$/;

export const isIdentifier = (value: string): boolean => IDENTIFIER_PATTERN.test(value);
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);
export const isDomain = (value: string): boolean => DOMAIN_PATTERN.test(value);

/**
 * Removes tags, and the bodies of script and style elements, whose text is code rather than content.
 * Entities are left alone: the result is still text for an HTML-escaping renderer.
 */
export function stripHtml(text: string): string {
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?[a-zA-Z][^>]*>/g, '');
}
