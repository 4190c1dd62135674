/** The role every request's queries run as: NOSUPERUSER NOBYPASSRLS, so row-level security applies. */
export const APP_ROLE = 'ratelens_app';

const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

export function quoteRole(role: string): string {
  if (!IDENTIFIER.test(role)) throw new Error(`Invalid role name "${role}"`);
  return `"${role}"`;
}
