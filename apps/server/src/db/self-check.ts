import { sql } from 'kysely';
import { SelfCheckError } from '../errors.ts';
import type { Db } from './database.ts';

interface TableRow {
  relname: string;
  relrowsecurity: boolean;
  relforcerowsecurity: boolean;
  app_can_read: boolean;
  app_can_touch: boolean;
}

/**
 * Refuses to serve unless the database itself enforces tenant isolation for the app role: the role is
 * unprivileged, every table it holds any privilege on has RLS enabled and forced (tables such as the
 * e-mail directory stay out of reach by having no grant at all), and with no tenant set they look empty.
 */
export async function runSelfChecks(app: Db): Promise<void> {
  const role = await sql<{ role: string; rolsuper: boolean; rolbypassrls: boolean }>`
    select current_user as role, rolsuper, rolbypassrls from pg_roles where rolname = current_user`.execute(
    app,
  );
  const me = role.rows[0];
  if (!me) throw new SelfCheckError('cannot read the attributes of the database role the app runs as');
  if (me.rolsuper || me.rolbypassrls) {
    throw new SelfCheckError(
      `the app runs queries as role "${me.role}", which is ${me.rolsuper ? 'a superuser' : 'BYPASSRLS'}; row-level security would not apply`,
    );
  }

  const tables = await sql<TableRow>`
    select c.relname, c.relrowsecurity, c.relforcerowsecurity,
           has_table_privilege(c.oid, 'SELECT') as app_can_read,
           has_table_privilege(c.oid, 'SELECT, INSERT, UPDATE, DELETE') as app_can_touch
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by c.relname`.execute(app);
  const guarded = tables.rows.filter((t) => t.app_can_touch);
  const unprotected = guarded.filter((t) => !t.relrowsecurity || !t.relforcerowsecurity);
  if (unprotected.length > 0) {
    throw new SelfCheckError(
      `row-level security is not enabled and forced on: ${unprotected.map((t) => t.relname).join(', ')}`,
    );
  }

  // One statement for all tables (one round trip each was a second of start-up under load, issue 19).
  const readable = guarded.filter((g) => g.app_can_read).map((t) => t.relname);
  const leaking = await app.transaction().execute(async (tx) => {
    await sql`select set_config('app.tenant_id', '', true), set_config('app.role', '', true)`.execute(tx);
    if (readable.length === 0) return [];
    const probes = readable.map(
      (name) => sql`case when exists (select 1 from ${sql.table(name)}) then ${name} end`,
    );
    const { rows } = await sql<{ leaked: string[] | null }>`
      select array_remove(array[${sql.join(probes)}]::text[], null) as leaked`.execute(tx);
    return rows[0]?.leaked ?? [];
  });
  if (leaking.length > 0) {
    throw new SelfCheckError(`with no tenant set, rows are still visible in: ${leaking.join(', ')}`);
  }

  const definer = await sql<{ bypasses: boolean }>`
    select r.rolsuper or r.rolbypassrls as bypasses
    from pg_proc p join pg_roles r on r.oid = p.proowner
    where p.proname = 'find_sign_in_account'`.execute(app);
  if (!definer.rows[0]?.bypasses) {
    throw new SelfCheckError(
      'find_sign_in_account must be owned by a role that bypasses row-level security (migrate as a superuser or a BYPASSRLS owner)',
    );
  }
}
