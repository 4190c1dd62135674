import { FEATURE_CODES } from '@ratelens/domain';
import { ValidationError, type FieldProblem } from '../../errors.ts';

/** The API's OIDC provider of a tenant; the secret is accepted on writes and never answered. */
export interface IdentityProviderInput {
  issuer: string;
  clientId: string;
  clientSecret?: string;
}

/** A tenant's editable fields, as PUT takes them and as PATCH operates on them. */
export interface TenantEditable {
  name: string;
  emailDomains: string[];
  enabledFeatures: string[];
  seatLimit: number | null;
  identityProvider: IdentityProviderInput | null;
}

const DOMAIN = /^(?!@)(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Checks the editable fields after a PATCH (the schema checked PUT and POST bodies already, but a patch
 * can produce anything) and normalises domains to lower case.
 */
export function checkTenantEditable(value: unknown): TenantEditable {
  const problems: FieldProblem[] = [];
  if (!isObject(value)) throw new ValidationError('The tenant must be an object');
  const allowed = new Set(['name', 'emailDomains', 'enabledFeatures', 'seatLimit', 'identityProvider']);
  for (const key of Object.keys(value)) {
    if (!allowed.has(key)) problems.push({ field: key, message: 'is not allowed' });
  }
  const { name, emailDomains, enabledFeatures, seatLimit, identityProvider } = value;
  if (typeof name !== 'string' || name.trim().length < 1 || name.length > 200)
    problems.push({ field: 'name', message: 'must be 1 to 200 characters' });
  if (
    !Array.isArray(emailDomains) ||
    emailDomains.length < 1 ||
    emailDomains.length > 20 ||
    !emailDomains.every((d) => typeof d === 'string' && d.length <= 253 && DOMAIN.test(d))
  ) {
    problems.push({ field: 'emailDomains', message: 'must be 1 to 20 domains such as example.com' });
  } else if (new Set(emailDomains.map((d: string) => d.toLowerCase())).size !== emailDomains.length) {
    problems.push({ field: 'emailDomains', message: 'must not repeat a domain' });
  }
  if (
    !Array.isArray(enabledFeatures) ||
    !enabledFeatures.every((f) => (FEATURE_CODES as readonly unknown[]).includes(f)) ||
    new Set(enabledFeatures).size !== enabledFeatures.length
  ) {
    problems.push({
      field: 'enabledFeatures',
      message: `must be distinct codes of ${FEATURE_CODES.join(', ')}`,
    });
  }
  if (
    seatLimit !== null &&
    seatLimit !== undefined &&
    !(Number.isInteger(seatLimit) && (seatLimit as number) >= 1)
  )
    problems.push({ field: 'seatLimit', message: 'must be a whole number of at least 1, or null' });
  let provider: IdentityProviderInput | null = null;
  if (identityProvider !== null && identityProvider !== undefined) {
    if (
      !isObject(identityProvider) ||
      typeof identityProvider.issuer !== 'string' ||
      !checkUrl(identityProvider.issuer) ||
      typeof identityProvider.clientId !== 'string' ||
      identityProvider.clientId.length < 1 ||
      identityProvider.clientId.length > 200 ||
      (identityProvider.clientSecret !== undefined &&
        (typeof identityProvider.clientSecret !== 'string' || identityProvider.clientSecret.length > 1000)) ||
      Object.keys(identityProvider).some((k) => !['issuer', 'clientId', 'clientSecret'].includes(k))
    ) {
      problems.push({
        field: 'identityProvider',
        message: 'must be { issuer (URL), clientId, clientSecret? } or null',
      });
    } else {
      provider = {
        issuer: identityProvider.issuer,
        clientId: identityProvider.clientId,
        ...(typeof identityProvider.clientSecret === 'string'
          ? { clientSecret: identityProvider.clientSecret }
          : {}),
      };
    }
  }
  if (problems.length > 0) {
    const first = problems[0]!;
    throw new ValidationError(`Invalid field "${first.field}": ${first.message}`, problems);
  }
  return {
    name: (name as string).trim(),
    emailDomains: (emailDomains as string[]).map((d) => d.toLowerCase()),
    enabledFeatures: [...(enabledFeatures as string[])].sort(),
    seatLimit: (seatLimit as number | null | undefined) ?? null,
    identityProvider: provider,
  };
}
