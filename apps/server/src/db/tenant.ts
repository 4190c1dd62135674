import { CompiledQuery, sql, type ControlledTransaction, type Transaction } from 'kysely';
import type { Database } from './schema.ts';
import type { Db } from './database.ts';

export type TenantTx = Transaction<Database>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Runs on every request: compiled once rather than built and compiled per call. */
const SET_TENANT = "select set_config('app.tenant_id', $1, true)";

async function setTenant(tx: TenantTx, tenantId: string): Promise<void> {
  await tx.executeQuery(CompiledQuery.raw(SET_TENANT, [tenantId]));
}

/**
 * The only way request code reaches tenant data: one transaction with app.tenant_id set locally, so
 * row-level security limits every statement to that tenant and the setting dies with the transaction.
 * Inside fn use only `tx`: on PGlite there is one connection, so a query on `db` would wait forever.
 */
export async function withTenant<T>(db: Db, tenantId: string, fn: (tx: TenantTx) => Promise<T>): Promise<T> {
  if (!UUID.test(tenantId)) throw new Error('withTenant needs a tenant uuid');
  return db.transaction().execute(async (tx) => {
    await setTenant(tx, tenantId);
    return fn(tx);
  });
}

/**
 * The same tenant transaction as withTenant, left open for the caller to commit or roll back: the request
 * pipeline authenticates in it and hands it to the handler, so a request costs one transaction, not two.
 * The caller must end it on every path (PGlite has one connection: an open one blocks every other query).
 */
export async function openTenantTransaction(
  db: Db,
  tenantId: string,
): Promise<ControlledTransaction<Database>> {
  if (!UUID.test(tenantId)) throw new Error('openTenantTransaction needs a tenant uuid');
  const trx = await db.startTransaction().execute();
  try {
    await setTenant(trx, tenantId);
  } catch (error) {
    await trx.rollback().execute();
    throw error;
  }
  return trx;
}

/**
 * Cross-tenant access to the tenants registry only (policy system_admin_registry). Callers must already
 * have checked that the principal is a system-admin; other tables stay closed without a tenant.
 */
export async function withSystemAdminRegistry<T>(db: Db, fn: (tx: TenantTx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await sql`select set_config('app.role', 'system-admin', true)`.execute(tx);
    return fn(tx);
  });
}

/**
 * The tenants registry (system-admin policy) and one tenant's own tables in a single transaction, so a
 * registry change and its effects inside the tenant (revoked sessions, audit record) commit together.
 */
export async function withSystemAdminInTenant<T>(
  db: Db,
  tenantId: string,
  fn: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  if (!UUID.test(tenantId)) throw new Error('withSystemAdminInTenant needs a tenant uuid');
  return db.transaction().execute(async (tx) => {
    await sql`select set_config('app.role', 'system-admin', true), set_config('app.tenant_id', ${tenantId}, true)`.execute(
      tx,
    );
    return fn(tx);
  });
}
