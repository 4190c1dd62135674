import { RateLimitedError } from '../errors.ts';

/** Fixed-window counters in memory: enough for one process; a shared store is the scale-out step. */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit for key; throws RateLimitedError (with Retry-After) past the limit. */
  hit(key: string): void {
    const now = this.now();
    if (this.windows.size > 10_000) this.sweep(now);
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    if (entry.count > this.limit) {
      throw new RateLimitedError(Math.max(1, Math.ceil((entry.resetAt - now) / 1000)));
    }
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}
