import { createHash, randomBytes } from 'node:crypto';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const LINK_TOKEN = new RegExp(`^(${UUID})\\.([A-Za-z0-9_-]{43})$`, 'i');

/** Invitation and approval links stay valid this long (contract: 7 days). */
export const LINK_TTL_SECONDS = 7 * 24 * 3600;
/** The activation bearer token from /sso/validate-access is meant for the next click only. */
export const ACTIVATION_TTL_SECONDS = 600;

/**
 * `<tenant uuid>.<32 random bytes>`: the tenant part only routes the lookup (no registry scan before a
 * tenant is known); the secret is the random part, stored as a sha256 hash.
 */
export function newLinkToken(tenantId: string): { token: string; hash: string } {
  const token = `${tenantId}.${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function parseLinkToken(token: string): { tenantId: string; hash: string } | null {
  const trimmed = token.trim();
  const match = LINK_TOKEN.exec(trimmed);
  if (!match?.[1]) return null;
  return { tenantId: match[1].toLowerCase(), hash: hashLinkToken(`${match[1].toLowerCase()}.${match[2]}`) };
}

export function activationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/account-access?token=${encodeURIComponent(token)}`;
}
