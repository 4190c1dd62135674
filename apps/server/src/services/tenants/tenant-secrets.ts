import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { TenantTx } from '../../db/tenant.ts';

/** The OIDC client secret of a tenant's identity provider. */
export const OIDC_CLIENT_SECRET = 'oidc.client_secret';

function keyFrom(pepper: string): Buffer {
  return Buffer.from(hkdfSync('sha256', pepper, 'ratelens', 'tenant-secrets', 32));
}

/** AES-256-GCM, so a copy of the database alone does not reveal tenants' provider secrets. */
export function sealSecret(pepper: string, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(pepper), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

export function openSecret(pepper: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', keyFrom(pepper), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

export async function storeSecret(
  tx: TenantTx,
  pepper: string,
  tenantId: string,
  name: string,
  value: string | null,
): Promise<void> {
  if (value === null) {
    await tx
      .deleteFrom('tenant_secrets')
      .where('tenant_id', '=', tenantId)
      .where('name', '=', name)
      .execute();
    return;
  }
  const ciphertext = sealSecret(pepper, value);
  await tx
    .insertInto('tenant_secrets')
    .values({ tenant_id: tenantId, name, ciphertext, updated_at: new Date() })
    .onConflict((oc) => oc.columns(['tenant_id', 'name']).doUpdateSet({ ciphertext, updated_at: new Date() }))
    .execute();
}

export async function readSecret(
  tx: TenantTx,
  pepper: string,
  tenantId: string,
  name: string,
): Promise<string | null> {
  const row = await tx
    .selectFrom('tenant_secrets')
    .select('ciphertext')
    .where('tenant_id', '=', tenantId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? openSecret(pepper, row.ciphertext) : null;
}
