import { CsvError, parse } from 'csv-parse/sync';
import { ROLES, isEmail } from '@ratelens/domain';
import type { Principal } from '../../auth/principal.ts';
import { analyzeTables, type Db } from '../../db/database.ts';
import { ApiProblemError, ValidationError } from '../../errors.ts';
import { createUser } from './users.ts';

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

/**
 * Adds every valid row as a member through createUser, the same path (and checks) as one POST /api/user,
 * each in its own transaction so one bad row never undoes the others; reports every row that failed.
 * Between rows the database connection is free, so other requests are served while a large file imports.
 */
export async function importUsers(
  db: Db,
  principal: Principal,
  tenantId: string,
  csv: string,
): Promise<ImportResult> {
  const rows = parseUserCsv(csv);
  const failed: ImportFailure[] = [];
  const seen = new Map<string, number>();
  let created = 0;
  for (const row of rows) {
    const fail = (code: string, detail: string) =>
      failed.push({ line: row.line, email: row.email, code, detail });
    const key = row.email.toLowerCase();
    if (!isEmail(row.email)) {
      fail('validation_failed', row.email === '' ? 'The e-mail address is missing' : 'Not an e-mail address');
      continue;
    }
    if (!(ROLES as readonly string[]).includes(row.role)) {
      fail('validation_failed', `Unknown role '${row.role}'; use one of: ${ROLES.join(', ')}`);
      continue;
    }
    if (row.name.length > 200) {
      fail('validation_failed', 'The name is longer than 200 characters');
      continue;
    }
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      fail('duplicate_row', `The same address is on line ${earlier}`);
      continue;
    }
    seen.set(key, row.line);
    try {
      await createUser(db, principal, tenantId, { email: row.email, name: row.name, roleName: row.role });
      created += 1;
    } catch (error) {
      if (error instanceof ApiProblemError) fail(error.code, error.message);
      else throw error;
    }
  }
  if (created >= ANALYZE_AFTER) await analyzeTables(db, ['users']);
  return { rows: rows.length, created, failed };
}
