import { FilterSyntaxError, parseFilter } from '@ratelens/domain';
import type { Schema } from '../../contract.ts';
import { sql } from 'kysely';
import type { Principal } from '../../auth/principal.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { InvalidFilterError, NotFoundError } from '../../errors.ts';
import { parseListQuery, selectPage, type ListPage } from '../list-query.ts';
import { iso, page, uniquely, nonBlank } from './common.ts';
import { LIST_FIELDS } from './list-fields.ts';

export type Subscription = Schema<'Subscription'>;

export type SubscriptionWrite = Schema<'SubscriptionWrite'>;

function own(tx: TenantTx, principal: Principal) {
  return tx
    .selectFrom('subscriptions as s')
    .innerJoin('users as u', (j) =>
      j.onRef('u.tenant_id', '=', 's.tenant_id').onRef('u.id', '=', 's.user_id'),
    )
    .where('s.user_id', '=', principal.userId);
}

const COLUMNS = [
  's.id',
  's.name',
  's.event_types',
  's.channel',
  's.frequency',
  's.filter',
  's.is_active',
  'u.username',
  's.created_at',
  's.updated_at',
] as const;

function toSubscription(row: {
  id: string;
  name: string;
  event_types: string[];
  channel: string;
  frequency: string;
  filter: string | null;
  is_active: boolean;
  username: string;
  created_at: Date;
  updated_at: Date;
}): Subscription {
  return {
    id: row.id,
    name: row.name,
    eventTypes: row.event_types as Subscription['eventTypes'],
    channel: row.channel as Subscription['channel'],
    frequency: row.frequency as Subscription['frequency'],
    filter: row.filter,
    isActive: row.is_active,
    username: row.username,
    createdDateTime: iso(row.created_at),
    updateDateTime: iso(row.updated_at),
  };
}

export async function listSubscriptions(
  tx: TenantTx,
  principal: Principal,
  query: Record<string, unknown>,
): Promise<ListPage<Subscription>> {
  const q = parseListQuery(query, LIST_FIELDS.subscription, 'name', 's.id');
  const base = own(tx, principal).where(q.where ?? sql<boolean>`true`);
  const { rows, ...total } = await selectPage(q, base.select(COLUMNS));
  return page(q, total, rows.map(toSubscription));
}

export async function getSubscription(tx: TenantTx, principal: Principal, id: string): Promise<Subscription> {
  const row = await own(tx, principal).select(COLUMNS).where('s.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('No such subscription');
  return toSubscription(row);
}

/** The subscription's own filter must parse, so it cannot fail later when events are matched. */
function checkedFilter(filter: string | null | undefined): string | null {
  if (filter === undefined || filter === null || filter.trim() === '') return null;
  try {
    parseFilter(filter);
  } catch (error) {
    if (error instanceof FilterSyntaxError) throw new InvalidFilterError(error.message);
    throw error;
  }
  return filter;
}

function values(input: SubscriptionWrite) {
  return {
    name: nonBlank(input.name, 'name'),
    event_types: [...new Set(input.eventTypes)],
    channel: input.channel,
    frequency: input.frequency ?? 'immediate',
    filter: checkedFilter(input.filter),
    is_active: input.isActive ?? true,
  };
}

const duplicate = (name: string) => `You already have a subscription named "${name}"`;

export async function createSubscription(
  tx: TenantTx,
  tenantId: string,
  principal: Principal,
  input: SubscriptionWrite,
): Promise<Subscription> {
  const row = values(input);
  const { id } = await uniquely(
    () =>
      tx
        .insertInto('subscriptions')
        .values({ tenant_id: tenantId, user_id: principal.userId, ...row })
        .returning('id')
        .executeTakeFirstOrThrow(),
    duplicate(row.name),
  );
  return getSubscription(tx, principal, id);
}

export async function updateSubscription(
  tx: TenantTx,
  principal: Principal,
  id: string,
  input: SubscriptionWrite,
): Promise<Subscription> {
  await getSubscription(tx, principal, id);
  const row = values(input);
  await uniquely(
    () =>
      tx
        .updateTable('subscriptions')
        .set({ ...row, updated_at: new Date() })
        .where('id', '=', id)
        .where('user_id', '=', principal.userId)
        .execute(),
    duplicate(row.name),
  );
  return getSubscription(tx, principal, id);
}

export async function deleteSubscription(tx: TenantTx, principal: Principal, id: string): Promise<void> {
  const result = await tx
    .deleteFrom('subscriptions')
    .where('id', '=', id)
    .where('user_id', '=', principal.userId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw new NotFoundError('No such subscription');
}
