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
  const candidates = await query
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
    .execute();
  if (candidates.length === 0) return 0;
  await tx
    .insertInto('notifications')
    .values(
      candidates.map((u) => ({
        tenant_id: tenantId,
        title: notice.title.slice(0, 200),
        body: notice.body.slice(0, 2000),
        severity: notice.severity ?? 'info',
        event_type: notice.event,
        link: notice.link ?? null,
        recipient_id: u.id,
        recipient: u.email,
        created_by: 'ratelens',
      })),
    )
    .execute();
  return candidates.length;
}
