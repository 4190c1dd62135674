import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGliteDialect } from 'kysely';
import {
  PGliteAdapter,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type TransactionSettings,
} from 'kysely';

/**
 * What the current work is called (the operation id of the request it serves), so the PGlite queue can
 * learn how long each kind of work holds the one connection. Set with `dbWork.run(name, fn)`.
 */
export const dbWork = new AsyncLocalStorage<string>();

/** A waiter older than this is served before any cheaper newcomer, so no kind of work starves. */
const MAX_WAIT_BEFORE_FIFO_MS = 250;
/** Expected hold of work never seen before. */
const DEFAULT_HOLD_MS = 5;

interface Waiter {
  key: string;
  expected: number;
  since: number;
  resolve: () => void;
}

export interface QueueStats {
  /** Acquisitions that had to wait, and the total of their waits. */
  waited: number;
  waitedMs: number;
  /** Expected hold per kind of work (an exponentially weighted mean of the holds seen). */
  holds: Record<string, number>;
}

/**
 * PGlite is one connection on the main thread: a request holds it for its whole transaction and every
 * other request waits. Kysely's own lock wakes waiters in no particular order, so one expensive call
 * queued ahead of ten cheap ones delays all ten. This queue serves the waiter whose kind of work has
 * held the connection for the shortest time so far (shortest job first), except that anyone waiting
 * longer than MAX_WAIT_BEFORE_FIFO_MS goes first, oldest first. `fifo` turns the ordering off (for
 * measuring what it buys: bench/scale.mjs).
 */
export class ConnectionQueue {
  #busy = false;
  #waiters: Waiter[] = [];
  #holds = new Map<string, number>();
  #heldBy: { key: string; since: number } | null = null;
  #stats = { waited: 0, waitedMs: 0 };

  constructor(private readonly fifo = false) {}

  expectedHold(key: string): number {
    return this.#holds.get(key) ?? DEFAULT_HOLD_MS;
  }

  async acquire(): Promise<void> {
    const key = dbWork.getStore() ?? 'other';
    if (!this.#busy) {
      this.#busy = true;
      this.#heldBy = { key, since: performance.now() };
      return;
    }
    const since = performance.now();
    await new Promise<void>((resolve) => {
      this.#waiters.push({ key, expected: this.expectedHold(key), since, resolve });
    });
    const now = performance.now();
    this.#stats.waited += 1;
    this.#stats.waitedMs += now - since;
    this.#heldBy = { key, since: now };
  }

  release(): void {
    const held = this.#heldBy;
    if (held) {
      const ms = performance.now() - held.since;
      const before = this.#holds.get(held.key);
      this.#holds.set(held.key, before === undefined ? ms : before * 0.8 + ms * 0.2);
      this.#heldBy = null;
    }
    const next = this.#pick();
    if (!next) {
      this.#busy = false;
      return;
    }
    next.resolve();
  }

  #pick(): Waiter | undefined {
    if (this.#waiters.length === 0) return undefined;
    let index = 0;
    if (!this.fifo) {
      const now = performance.now();
      const overdue = this.#waiters.findIndex((w) => now - w.since > MAX_WAIT_BEFORE_FIFO_MS);
      if (overdue >= 0) index = overdue;
      else
        for (let i = 1; i < this.#waiters.length; i += 1)
          if (this.#waiters[i]!.expected < this.#waiters[index]!.expected) index = i;
    }
    return this.#waiters.splice(index, 1)[0];
  }

  stats(): QueueStats {
    return { ...this.#stats, holds: Object.fromEntries(this.#holds) };
  }
}

class QueuedAdapter extends PGliteAdapter {
  // The queue below serialises connection use; Kysely's own mutex would only add a second, unordered one.
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

class QueuedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly queue: ConnectionQueue,
  ) {}
  init(): Promise<void> {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    await this.queue.acquire();
    try {
      return await this.inner.acquireConnection();
    } catch (error) {
      this.queue.release();
      throw error;
    }
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.releaseConnection(connection);
    } finally {
      this.queue.release();
    }
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }
  savepoint: Driver['savepoint'] = (connection, name, compile) =>
    this.inner.savepoint!(connection, name, compile);
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (connection, name, compile) =>
    this.inner.rollbackToSavepoint!(connection, name, compile);
  releaseSavepoint: Driver['releaseSavepoint'] = (connection, name, compile) =>
    this.inner.releaseSavepoint!(connection, name, compile);
  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** PGliteDialect whose single connection is handed out by `queue`. */
export class QueuedPGliteDialect implements Dialect {
  constructor(
    private readonly inner: PGliteDialect,
    private readonly queue: ConnectionQueue,
  ) {}
  createAdapter(): DialectAdapter {
    return new QueuedAdapter();
  }
  createDriver(): Driver {
    return new QueuedDriver(this.inner.createDriver(), this.queue);
  }
  createQueryCompiler(): QueryCompiler {
    return this.inner.createQueryCompiler();
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return this.inner.createIntrospector(db);
  }
}
