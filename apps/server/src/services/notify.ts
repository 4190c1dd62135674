import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import '../db/schema-catalog.ts';

// Notifications raised by events (issue 18): who may receive an event, and which of them subscribed.
// A member without any subscription receives every event meant for them; once they hold subscriptions,
// only the event types of their active in-app ones. Each recipient gets a row of their own, so read
// state is theirs alone.

export type NotifyEvent =
  | 'document-analysis.completed'
  | 'document-analysis.failed'
  | 'data-load.finished'
  | 'anomaly.detected'
  | 'user-request.received';

export interface EventNotice {
  event: NotifyEvent;
  title: string;
  body: string;
  severity?: 'info' | 'warning' | 'critical';
  link?: string | null;
  /** Members it concerns: 'admins' (tenant admins), 'all', or user ids / e-mail addresses. */
  audience: 'admins' | 'all' | { ids?: string[]; emails?: string[] };
}

type AnyTx = Transaction<Database>;

export async function notify(tx: AnyTx, tenantId: string, notice: EventNotice): Promise<number> {
  let query = tx
    .selectFrom('users as u')
    .select(['u.id', 'u.email'])
    .where('u.tenant_id', '=', tenantId)
    .where('u.is_active', '=', true);
  if (notice.audience === 'admins')
    query = query.where('u.role_name', 'in', ['tenant-admin', 'system-admin']);
  else if (notice.audience !== 'all') {
    const ids = notice.audience.ids ?? [];
    const emails = (notice.audience.emails ?? []).map((e) => e.toLowerCase());
    if (ids.length === 0 && emails.length === 0) return 0;
    query = query.where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb('u.id', 'in', ids)] : []),
        ...(emails.length > 0 ? [eb(eb.fn('lower', ['u.email']), 'in', emails)] : []),
      ]),
    );
  }
  // One INSERT … SELECT whatever the number of recipients: a row-per-recipient VALUES list would need nine
  // parameters a member and overflows the protocol's 65,535 at about 7,300 members.
  const recipients = query
    .where(
      sql<boolean>`(
        NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.tenant_id = u.tenant_id AND s.user_id = u.id)
        OR EXISTS (
          SELECT 1 FROM subscriptions s
          WHERE s.tenant_id = u.tenant_id AND s.user_id = u.id AND s.is_active
            AND s.channel = 'in-app' AND ${notice.event} = ANY(s.event_types)
        )
      )`,
    )
    .clearSelect()
    .select([
      'u.tenant_id',
      sql<string>`${notice.title.slice(0, 200)}::text`.as('title'),
      sql<string>`${notice.body.slice(0, 2000)}::text`.as('body'),
      sql<string>`${notice.severity ?? 'info'}::text`.as('severity'),
      sql<string>`${notice.event}::text`.as('event_type'),
      sql<string | null>`${notice.link ?? null}::text`.as('link'),
      'u.id',
      'u.email',
      sql<string>`'ratelens'::text`.as('created_by'),
    ]);
  const result = await tx
    .insertInto('notifications')
    .columns([
      'tenant_id',
      'title',
      'body',
      'severity',
      'event_type',
      'link',
      'recipient_id',
      'recipient',
      'created_by',
    ])
    .expression(recipients)
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
