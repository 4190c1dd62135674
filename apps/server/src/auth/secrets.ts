import { randomBytes, randomUUID } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** The signing key and the pepper for one-time codes; created on first start, shared by every process. */
export interface ServerSecrets {
  kid: string;
  privateJwk: JWK;
  pepper: string;
}

async function generateSecrets(): Promise<ServerSecrets> {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  return {
    kid: randomUUID(),
    privateJwk: await exportJWK(privateKey),
    pepper: randomBytes(32).toString('base64url'),
  };
}

function isSecrets(value: unknown): value is ServerSecrets {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.kid === 'string' && typeof v.pepper === 'string' && typeof v.privateJwk === 'object';
}

/** PGlite: a mode-0600 file in DATA_DIR (one process owns the data dir anyway). */
export async function loadFileSecrets(dataDir: string): Promise<ServerSecrets> {
  const dir = path.join(dataDir, 'keys');
  const file = path.join(dir, 'server-secrets.json');
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (!isSecrets(parsed))
      throw new Error(`${file} is not a valid secrets file; move it away to regenerate`);
    return parsed;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const secrets = await generateSecrets();
  await writeFile(file, JSON.stringify(secrets), { mode: 0o600, flag: 'wx' });
  await chmod(file, 0o600);
  return secrets;
}

/** PostgreSQL: a row only the owner role can read, so every API process signs with the same key. */
export async function loadDatabaseSecrets(admin: Db): Promise<ServerSecrets> {
  const candidate = await generateSecrets();
  await sql`insert into app_meta (key, value) values ('server_secrets', ${JSON.stringify(candidate)}::jsonb)
            on conflict (key) do nothing`.execute(admin);
  const row = await admin
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', 'server_secrets')
    .executeTakeFirst();
  if (!row || !isSecrets(row.value)) throw new Error('app_meta.server_secrets is missing or invalid');
  return row.value;
}
