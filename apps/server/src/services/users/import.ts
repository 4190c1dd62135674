import { CsvError, parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { ROLES, isEmail } from '@ratelens/domain';
import type { Principal } from '../../auth/principal.ts';
import { analyzeTables, type Db } from '../../db/database.ts';
import { withTenant, type TenantTx } from '../../db/tenant.ts';
import { ApiProblemError, ValidationError } from '../../errors.ts';
import { recordAudits } from '../audit.ts';
import { writeInBatches } from '../batch-rows.ts';
import { checkOwnedDomain } from './email-domains.ts';
import { assertRoleGrantable } from './role-rules.ts';
import { isUniqueViolation } from '../catalog/common.ts';

/** Rows one import may carry; the file is also capped at 8 MiB by the contract. */
export const MAX_IMPORT_ROWS = 50_000;
/** After this many new members the users table's statistics are refreshed (PGlite has no autovacuum). */
const ANALYZE_AFTER = 500;

const COLUMNS = ['email', 'name', 'role', 'rolename'] as const;

export interface ImportFailure {
  line: number;
  email: string;
  code: string;
  detail: string;
}

export interface ImportResult {
  rows: number;
  created: number;
  failed: ImportFailure[];
}

interface ImportRow {
  line: number;
  email: string;
  name: string;
  role: string;
}

/** Parses the CSV; a file that is not CSV or has no email column is refused whole (400). */
export function parseUserCsv(text: string): ImportRow[] {
  let records: string[][];
  try {
    records = parse(text, { skip_empty_lines: true, trim: true, bom: true, relax_column_count: false });
  } catch (error) {
    if (error instanceof CsvError)
      throw new ValidationError(`The file is not valid CSV: ${error.message}`, [
        { field: 'body', message: error.message },
      ]);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header)
    throw new ValidationError('The file is empty: expected a header line email,name,role', [
      { field: 'body', message: 'is empty' },
    ]);
  const names = header.map((h) => h.toLowerCase());
  const unknown = names.filter((h) => !(COLUMNS as readonly string[]).includes(h));
  if (unknown.length > 0 || !names.includes('email') || new Set(names).size !== names.length) {
    throw new ValidationError(
      `The header must name the columns email, name and role (name and role optional), not '${header.join(',')}'`,
      [{ field: 'body', message: 'has an unexpected header' }],
    );
  }
  if (rows.length > MAX_IMPORT_ROWS)
    throw new ValidationError(`The file has ${rows.length} rows; at most ${MAX_IMPORT_ROWS} are accepted`, [
      { field: 'body', message: 'has too many rows' },
    ]);
  const at = (row: string[], column: string) => {
    const i = names.indexOf(column);
    return i < 0 ? '' : (row[i] ?? '');
  };
  return rows.map((row, index) => {
    const email = at(row, 'email');
    return {
      line: index + 2,
      email,
      name: at(row, 'name') || email.split('@')[0] || '',
      role: at(row, 'role') || at(row, 'rolename') || 'user',
    };
  });
}

/** Members a statement inserts; between batches (one transaction each) the connection is free for others. */
export const IMPORT_BATCH_ROWS = 1000;

/**
 * Adds every valid row as a member with the checks of one POST /api/user (address, role, who may grant
 * it, the tenant's e-mail domains, free seats, an address taken in any tenant), in batches: the rows are
 * checked in JavaScript first, then inserted IMPORT_BATCH_ROWS at a time with their audit entries, each
 * batch in its own transaction; a row the database refuses is found by splitting its batch, so the good
 * rows of the batch still go in. Reports every row that failed, in line order.
 */
export async function importUsers(
  db: Db,
  principal: Principal,
  tenantId: string,
  csv: string,
): Promise<ImportResult> {
  const rows = parseUserCsv(csv);
  const tenant = await withTenant(db, tenantId, (tx) =>
    tx
      .selectFrom('tenants')
      .select(['is_system', 'domains'])
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow(),
  );
  const failed: ImportFailure[] = [];
  const fail = (row: ImportRow, code: string, detail: string) =>
    failed.push({ line: row.line, email: row.email, code, detail });
  const seen = new Map<string, number>();
  const valid: ImportRow[] = [];
  for (const row of rows) {
    const key = row.email.toLowerCase();
    if (!isEmail(row.email)) {
      fail(
        row,
        'validation_failed',
        row.email === '' ? 'The e-mail address is missing' : 'Not an e-mail address',
      );
      continue;
    }
    if (!(ROLES as readonly string[]).includes(row.role)) {
      fail(row, 'validation_failed', `Unknown role '${row.role}'; use one of: ${ROLES.join(', ')}`);
      continue;
    }
    if (row.name.length > 200) {
      fail(row, 'validation_failed', 'The name is longer than 200 characters');
      continue;
    }
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      fail(row, 'duplicate_row', `The same address is on line ${earlier}`);
      continue;
    }
    seen.set(key, row.line);
    try {
      assertRoleGrantable(principal, row.role, { isSystem: tenant.is_system });
      checkOwnedDomain(tenant.domains, row.email, principal);
    } catch (error) {
      if (!(error instanceof ApiProblemError)) throw error;
      fail(row, error.code, error.message);
      continue;
    }
    valid.push(row);
  }
  let created = 0;
  for (let i = 0; i < valid.length; i += IMPORT_BATCH_ROWS) {
    created += await withTenant(db, tenantId, (tx) =>
      insertBatch(tx, principal, tenantId, valid.slice(i, i + IMPORT_BATCH_ROWS), fail),
    );
  }
  failed.sort((a, b) => a.line - b.line);
  if (created >= ANALYZE_AFTER) await analyzeTables(db, ['users']);
  return { rows: rows.length, created, failed };
}

/** Inserts as many rows as there are free seats; the rest fail with seat_limit_reached. */
async function insertBatch(
  tx: TenantTx,
  principal: Principal,
  tenantId: string,
  batch: ImportRow[],
  fail: (row: ImportRow, code: string, detail: string) => void,
): Promise<number> {
  const { seat_limit: limit } = await tx
    .selectFrom('tenants')
    .select('seat_limit')
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
  let free = Number.POSITIVE_INFINITY;
  if (limit !== null) {
    const { n } = await tx
      .selectFrom('users')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('is_active', '=', true)
      .executeTakeFirstOrThrow();
    free = Math.max(0, limit - n);
  }
  const inserted: ImportRow[] = [];
  let next = 0;
  while (next < batch.length && free > 0) {
    const take = batch.slice(next, next + Math.min(free, batch.length - next));
    next += take.length;
    const before = inserted.length;
    await writeInBatches(tx, take, {
      size: take.length,
      write: async (t, items) => {
        const added = await t
          .insertInto('users')
          .values(
            items.map((row) => ({
              tenant_id: tenantId,
              username: row.email.trim().toLowerCase(),
              email: row.email.trim().toLowerCase(),
              name: row.name.trim(),
              role_name: row.role,
              group_id: null,
            })),
          )
          .onConflict((oc) => oc.doNothing())
          .returning('email')
          .execute();
        const emails = new Set(added.map((a) => a.email));
        for (const row of items) {
          if (emails.has(row.email.trim().toLowerCase())) inserted.push(row);
          else fail(row, 'already_member', `${row.email.trim().toLowerCase()} already has an account`);
        }
      },
      // The address belongs to a member of another tenant (the global directory refused it).
      reject: (row, error) =>
        isUniqueViolation(error)
          ? fail(row, 'already_member', `${row.email.trim().toLowerCase()} already has an account`)
          : fail(row, 'validation_failed', error.message),
    });
    free -= inserted.length - before;
  }
  for (const row of batch.slice(next))
    fail(row, 'seat_limit_reached', `The tenant has no free seat (limit ${limit ?? 0})`);
  await recordAudits(
    tx,
    tenantId,
    principal,
    'user.created',
    inserted.map((row) => ({ email: row.email.toLowerCase(), role: row.role })),
  );
  return inserted.length;
}
