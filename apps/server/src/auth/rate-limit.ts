import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { RateLimitedError } from '../errors.ts';

/**
 * Fixed-window counters kept in the database (table rate_limits, reached only through the SECURITY
 * DEFINER function rate_limit_hit), so every server process on one PostgreSQL counts against the same
 * limit: N processes do not allow N times the limit.
 */
export class RateLimiter {
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly name: string,
    private readonly limit: number,
    private readonly windowSeconds: number,
  ) {}

  /** Adds `count` hits for key (0 only reads it); throws RateLimitedError (with Retry-After) past the limit. */
  async hit(key: string, count = 1): Promise<void> {
    const { rows } = await sql<{ hits: number; reset_at: Date }>`
      select hits, reset_at from rate_limit_hit(${`${this.name}:${key}`}, ${this.windowSeconds}::int, ${count}::int)`.execute(
      this.db,
    );
    const row = rows[0];
    if (Date.now() - this.lastSweep > this.windowSeconds * 1000) {
      this.lastSweep = Date.now();
      await sql`select rate_limit_sweep()`.execute(this.db);
    }
    if (!row) return;
    const over = count === 0 ? row.hits >= this.limit : row.hits > this.limit;
    if (over) {
      throw new RateLimitedError(
        Math.max(1, Math.ceil((new Date(row.reset_at).getTime() - Date.now()) / 1000)),
      );
    }
  }

  /** Throws when key has already used up the limit, without counting a hit. */
  check(key: string): Promise<void> {
    return this.hit(key, 0);
  }
}
