import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { CompiledQuery, Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import type pg from 'pg';
import type { Database } from './schema.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { ConnectionQueue, QueuedPGliteDialect } from './pglite-queue.ts';
import { quoteRole } from './roles.ts';

export type Db = Kysely<Database>;

/**
 * Two handles on one database. `admin` is the migrating (owner) connection, used only at start-up for
 * migrations, seed, secrets and self-checks. `app` runs every request's queries as the unprivileged app
 * role, so row-level security applies.
 */
export interface DatabaseHandles {
  kind: 'pglite' | 'postgres';
  admin: Db;
  /** PGlite only: the queue in front of its one connection (cheaper kinds of work first). */
  queue?: ConnectionQueue;
  /**
   * Switches to the app role; after this call `admin` must not be used on PGlite (one shared session).
   * `prepare` (PREPARE statements) runs once on every app connection, after the role switch.
   */
  openApp(role: string, prepare?: readonly string[]): Promise<Db>;
  close(): Promise<void>;
}

export async function openDatabase(options: {
  dataDir: string;
  databaseUrl: string | null;
  /**
   * Called when an idle pooled PostgreSQL connection fails (the server restarted, an administrator
   * terminated the backend, the network dropped). The pool discards that connection and opens a new
   * one on the next query; without a listener, pg would raise the error as an uncaught exception.
   */
  onPoolError?: (error: Error) => void;
  /** Semantic retrieval is configured: PGlite loads its pgvector build (answers/embeddings.ts). */
  embeddings?: unknown;
}): Promise<DatabaseHandles> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.onPoolError ?? (() => undefined));
  return openPglite(path.join(options.dataDir, 'pglite'), Boolean(options.embeddings));
}

/**
 * Creates a new PGlite data directory (initdb) in a short-lived child process. initdb grows the
 * process by ~300 MiB that neither closing PGlite nor a worker thread gives back to the system, so done
 * in the server it stayed in the idle server for good (issue 19); the child takes it with it.
 */
async function initdbInChild(dir: string): Promise<void> {
  const script = `import(process.argv[1]).then(async ({ PGlite }) => { await (await PGlite.create(process.argv[2])).close(); })`;
  await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', script, import.meta.resolve('@electric-sql/pglite'), dir],
    { timeout: 600_000 },
  );
}

async function openPglite(dir: string, withVector = false): Promise<DatabaseHandles> {
  await mkdir(dir, { recursive: true });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) await initdbInChild(dir);
  // 32 MB of shared buffers instead of PGlite's 128 MB: the data files sit in the OS page cache anyway,
  // and the WebAssembly heap never gives memory back, so a smaller pool is a smaller idle process (issue 19).
  const pglite = await PGlite.create(dir, {
    postgresqlconf: [`shared_buffers = ${process.env.PGLITE_SHARED_BUFFERS ?? '32MB'}`],
    // pgvector only when embeddings are configured: nothing is loaded or created otherwise.
    ...(withVector ? { extensions: { vector } } : {}),
  });
  // The admin handle shares the PGlite instance; it is never destroyed (that would close PGlite).
  const admin = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  let app: Db | null = null;
  const queue = new ConnectionQueue(process.env.RATELENS_PGLITE_QUEUE === 'fifo');
  return {
    kind: 'pglite',
    admin,
    queue,
    async openApp(role, prepare = []) {
      // PGlite is one session: SET ROLE switches every later query, including the admin handle's.
      await pglite.query(`SET ROLE ${quoteRole(role)}`);
      for (const statement of prepare) await pglite.query(statement);
      app = new Kysely<Database>({ dialect: new QueuedPGliteDialect(new PGliteDialect({ pglite }), queue) });
      return app;
    },
    async close() {
      if (app) await app.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * Longest a single statement of the app may run on PostgreSQL before the server cancels it (the caller
 * gets an error, the connection goes back to the pool), so one runaway query cannot hold a connection
 * and stall the requests queued behind it. PGlite cannot enforce this: PostgreSQL times statements out
 * with a signal timer, which its WebAssembly build does not have (`SET statement_timeout` is accepted
 * and ignored there); see bench/README.md, scale.
 */
export const STATEMENT_TIMEOUT_MS = 15_000;

function createPool(
  Pool: typeof pg.Pool,
  connectionString: string,
  max: number,
  onError: (error: Error) => void,
  statementTimeoutMs?: number,
): pg.Pool {
  const pool = new Pool({
    connectionString,
    max,
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // Idle connections report through the pool; a connection checked out (a worker between two
  // statements of its transaction) reports on the client itself. Either way the failing statement
  // rejects for its caller, and the pool drops the dead connection when it is released.
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  return pool;
}

async function openPostgres(
  connectionString: string,
  onPoolError: (error: Error) => void,
): Promise<DatabaseHandles> {
  // Loaded only when PostgreSQL is configured (PGlite is the default; issue 19's start-up).
  const { Pool } = (await import('pg')).default;
  const admin = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: createPool(Pool, connectionString, 1, onPoolError) }),
  });
  let app: Db | null = null;
  return {
    kind: 'postgres',
    admin,
    async openApp(role, prepare = []) {
      const quoted = quoteRole(role);
      app = new Kysely<Database>({
        dialect: new PostgresDialect({
          pool: createPool(Pool, connectionString, 10, onPoolError, STATEMENT_TIMEOUT_MS),
          onCreateConnection: async (connection) => {
            await connection.executeQuery(sql.raw(`SET ROLE ${quoted}`).compile(admin));
            for (const statement of prepare) await connection.executeQuery(CompiledQuery.raw(statement, []));
          },
        }),
      });
      return app;
    },
    async close() {
      await admin.destroy();
      if (app) await app.destroy();
    },
  };
}

/** True when every known migration is recorded as applied: nothing for the migrator to do. */
async function allMigrationsApplied(db: Db): Promise<boolean> {
  const table = await sql<{ found: boolean }>`
    select to_regclass('public.schema_migrations') is not null as found`.execute(db);
  if (!table.rows[0]?.found) return false;
  const { rows } = await sql<{ name: string }>`select name from schema_migrations`.execute(db);
  const applied = new Set(rows.map((r) => r.name));
  return Object.keys(MIGRATIONS).every((name) => applied.has(name));
}

export async function migrate(db: Db): Promise<string[]> {
  // Kysely's migrator creates and locks its tables and reads them in a dozen statements; on a data dir
  // that is up to date (every start but the first) one query answers that there is nothing to do.
  if (await allMigrationsApplied(db)) return [];
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async (): Promise<Record<string, Migration>> => MIGRATIONS },
    migrationTableName: 'schema_migrations',
    migrationLockTableName: 'schema_migrations_lock',
    // Each area numbers its migrations in its own range (0100s, 0200s, ...), so a new 0301 can land after
    // 0400 already ran on an existing data dir; run it then instead of refusing to start.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * ANALYZE every table (as the owner, at start-up after migrations or the demo seed, or through the
 * app role's app_analyze function after a large batch): PGlite has no autovacuum, so without it the
 * planner keeps estimating row counts from whatever it last saw.
 */
export async function analyzeTables(db: Db, tables?: readonly string[]): Promise<void> {
  await sql`select app_analyze(${tables ? sql`${[...tables]}::text[]` : sql`null`})`.execute(db);
}

/** ANALYZE the tables whose size moved by more than a fifth since their statistics were taken. */
export async function analyzeStaleTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ done: string[] | null }>`select app_analyze_stale() as done`.execute(db);
  return rows[0]?.done ?? [];
}
