import type { FastifyRequest } from 'fastify';
import type { ControlledTransaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TenantTx } from '../db/tenant.ts';

/**
 * The tenant transaction the guard authenticated in, kept open for the handler so a request costs one
 * BEGIN/COMMIT and one set_config instead of two of each. Only bodiless requests to tenant-scoped handlers
 * hold one (a slow upload must never hold PGlite's single connection), and it is ended on every path:
 * by the handler, or when any reply (a 400 from validation, an error) is sent before the handler took it.
 */
export interface HeldTransaction {
  tenantId: string;
  trx: ControlledTransaction<Database>;
  state: 'held' | 'in-use' | 'done';
}

declare module 'fastify' {
  interface FastifyRequest {
    heldTransaction: HeldTransaction | null;
  }
}

async function end(held: HeldTransaction, how: 'commit' | 'rollback'): Promise<void> {
  held.state = 'done';
  if (held.trx.isCommitted || held.trx.isRolledBack) return;
  if (how === 'commit') {
    try {
      await held.trx.commit().execute();
      return;
    } catch (error) {
      // A failed COMMIT can leave the transaction open; roll it back so the connection is released.
      if (!held.trx.isCommitted && !held.trx.isRolledBack) await held.trx.rollback().execute();
      throw error;
    }
  }
  await held.trx.rollback().execute();
}

/** Rolls back a transaction the handler never took (the request ended earlier); a no-op otherwise. */
export async function releaseHeld(request: FastifyRequest): Promise<void> {
  const held = request.heldTransaction;
  if (!held || held.state !== 'held') return;
  request.heldTransaction = null;
  await end(held, 'rollback');
}

/**
 * Runs fn in the request's held transaction when it belongs to `tenantId`, committing on success and rolling
 * back on failure, exactly like withTenant; null when there is none to take (the caller then opens its own).
 * A held transaction of another tenant is released first, so the caller's own cannot wait behind it.
 */
export async function runInHeld<T>(
  request: FastifyRequest,
  tenantId: string,
  fn: (tx: TenantTx) => Promise<T>,
): Promise<{ result: T } | null> {
  const held = request.heldTransaction;
  if (!held || held.state !== 'held') return null;
  if (held.tenantId !== tenantId) {
    await releaseHeld(request);
    return null;
  }
  held.state = 'in-use';
  request.heldTransaction = null;
  let result: T;
  try {
    result = await fn(held.trx);
  } catch (error) {
    // The handler's error is the one to report; a failing rollback still releases the connection.
    await end(held, 'rollback').catch(() => undefined);
    throw error;
  }
  await end(held, 'commit');
  return { result };
}
