import { sql } from 'kysely';
import type { Schema } from '../../contract.ts';
import type { Principal } from '../../auth/principal.ts';
import type { TenantTx } from '../../db/tenant.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { parseListQuery, selectPage, type ListPage } from '../list-query.ts';
import { iso, isoOrNull, page } from './common.ts';
import { LIST_FIELDS } from './list-fields.ts';

export type Notification = Schema<'Notification'>;

export type NotificationCreate = Schema<'NotificationCreate'>;

const COLUMNS = [
  'n.id',
  'n.title',
  'n.body',
  'n.severity',
  'n.event_type',
  'n.link',
  'n.recipient',
  'n.read_at',
  'n.created_at',
] as const;

function toNotification(row: {
  id: string;
  title: string;
  body: string;
  severity: string;
  event_type: string | null;
  link: string | null;
  recipient: string | null;
  read_at: Date | null;
  created_at: Date;
}): Notification {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    severity: row.severity as Notification['severity'],
    eventType: row.event_type as Notification['eventType'],
    link: row.link,
    recipient: row.recipient,
    readAt: isoOrNull(row.read_at),
    createdDateTime: iso(row.created_at),
  };
}

/** A member's inbox: notifications addressed to them plus those for the whole tenant. */
function inbox(tx: TenantTx, principal: Principal) {
  return tx
    .selectFrom('notifications as n')
    .where((eb) => eb.or([eb('n.recipient_id', 'is', null), eb('n.recipient_id', '=', principal.userId)]));
}

export async function listNotifications(
  tx: TenantTx,
  principal: Principal,
  query: Record<string, unknown>,
): Promise<ListPage<Notification>> {
  const q = parseListQuery(query, LIST_FIELDS.notification, 'createdDateTime:desc', 'n.id');
  const where = q.where ?? sql<boolean>`true`;
  const days = typeof query.days === 'number' ? query.days : 90;
  const base = inbox(tx, principal)
    .where(sql<boolean>`n.created_at >= now() - make_interval(days => ${days})`)
    .where(where);
  const { rows, ...total } = await selectPage(q, base.select(COLUMNS));
  return page(q, total, rows.map(toNotification));
}

export async function getNotification(tx: TenantTx, principal: Principal, id: string): Promise<Notification> {
  const row = await inbox(tx, principal).select(COLUMNS).where('n.id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('No such notification');
  // Opening a notification marks it read (the contract's getNotification).
  if (row.read_at === null) {
    const readAt = new Date();
    await tx.updateTable('notifications').set({ read_at: readAt }).where('id', '=', id).execute();
    row.read_at = readAt;
  }
  return toNotification(row);
}

export async function countUnread(tx: TenantTx, principal: Principal): Promise<{ count: number }> {
  const row = await inbox(tx, principal)
    .select(sql<number>`count(*)::int`.as('n'))
    .where('n.read_at', 'is', null)
    .where(sql<boolean>`n.created_at >= now() - make_interval(days => 90)`)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n) };
}

export async function markAllRead(tx: TenantTx, principal: Principal): Promise<{ count: number }> {
  await tx
    .updateTable('notifications')
    .set({ read_at: new Date() })
    .where('read_at', 'is', null)
    .where((eb) => eb.or([eb('recipient_id', 'is', null), eb('recipient_id', '=', principal.userId)]))
    .execute();
  return countUnread(tx, principal);
}

/**
 * One notification per named recipient (members named by username or e-mail), or one for the whole
 * tenant when nobody is named. Answers the first one created.
 */
export async function createNotification(
  tx: TenantTx,
  tenantId: string,
  principal: Principal,
  input: NotificationCreate,
): Promise<Notification> {
  const names = [...new Set((input.recipients ?? []).map((r) => r.trim().toLowerCase()))];
  let recipients: { id: string | null; email: string | null }[] = [{ id: null, email: null }];
  if (names.length > 0) {
    const users = await tx
      .selectFrom('users')
      .select(['id', 'email', 'username'])
      .where((eb) => eb.or([eb('email', 'in', names), eb(eb.fn('lower', ['username']), 'in', names)]))
      .execute();
    const unknown = names.filter((n) => !users.some((u) => u.email === n || u.username.toLowerCase() === n));
    if (unknown.length > 0) {
      throw new ValidationError(`Not members of this tenant: ${unknown.join(', ')}`, [
        { field: 'recipients', message: `unknown: ${unknown.join(', ')}` },
      ]);
    }
    recipients = users.map((u) => ({ id: u.id, email: u.email }));
  }
  const rows = await tx
    .insertInto('notifications')
    .values(
      recipients.map((r) => ({
        tenant_id: tenantId,
        title: input.title,
        body: input.body,
        severity: input.severity ?? 'info',
        event_type: null,
        link: input.link ?? null,
        recipient_id: r.id,
        recipient: r.email,
        created_by: principal.email,
      })),
    )
    .returning([
      'id',
      'title',
      'body',
      'severity',
      'event_type',
      'link',
      'recipient',
      'read_at',
      'created_at',
    ])
    .execute();
  return toNotification(rows[0]!);
}
