/** The provider's own company domain; staff addresses on it get internal treatment (SPEC §1). */
export const DEFAULT_INTERNAL_EMAIL_DOMAIN = 'ratelens.example';

/**
 * True only for an address whose domain is exactly the internal domain (case-insensitive):
 * look-alikes such as `x@notratelens.example` or `x@ratelens.example.evil.test` must not pass.
 */
export function isInternalStaffEmail(email: string, domain: string = DEFAULT_INTERNAL_EMAIL_DOMAIN): boolean {
  const at = email.lastIndexOf('@');
  if (at <= 0) return false;
  return (
    email
      .slice(at + 1)
      .trim()
      .toLowerCase() === domain.trim().toLowerCase().replace(/^@/, '')
  );
}
