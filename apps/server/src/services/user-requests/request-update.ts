import { sql, type UpdateObject } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { LINK_TTL_SECONDS } from './link-tokens.ts';

type RequestColumns = UpdateObject<Database, 'user_requests'>;

/**
 * Sets a request's columns and its updated_at and answers the row: approving, declining, resending and
 * cancelling are each one such update.
 */
export function updateRequest(tx: TenantTx, id: string, values: RequestColumns) {
  return tx
    .updateTable('user_requests')
    .set({ ...values, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The columns of a request whose link is mailed now: the new token's hash, its expiry, one more send. */
export function linkSent(hash: string): RequestColumns {
  return {
    token_hash: hash,
    token_expires_at: sql<Date>`now() + make_interval(secs => ${LINK_TTL_SECONDS})`,
    last_sent_at: sql<Date>`now()`,
    send_count: sql<number>`send_count + 1`,
  };
}
