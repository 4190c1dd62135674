import { describe, expect, it } from 'vitest';
import { ConnectionQueue, dbWork } from '../src/db/pglite-queue.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function hold(queue: ConnectionQueue, key: string, ms: number, order: string[]): Promise<void> {
  await dbWork.run(key, async () => {
    await queue.acquire();
    order.push(key);
    await sleep(ms);
    queue.release();
  });
}

async function teach(queue: ConnectionQueue): Promise<void> {
  await hold(queue, 'answer', 40, []);
  await hold(queue, 'list', 1, []);
}

describe('the PGlite connection queue', () => {
  it('serves the kind of work that held the connection shortest first', async () => {
    const queue = new ConnectionQueue();
    await teach(queue);
    expect(queue.expectedHold('answer')).toBeGreaterThan(queue.expectedHold('list'));
    const order: string[] = [];
    const busy = hold(queue, 'answer', 20, order);
    const waiting = [
      hold(queue, 'answer', 5, order),
      hold(queue, 'answer', 5, order),
      hold(queue, 'list', 1, order),
    ];
    await Promise.all([busy, ...waiting]);
    expect(order).toEqual(['answer', 'list', 'answer', 'answer']);
    expect(queue.stats().waited).toBe(3);
  });

  it('serves in arrival order when told to (fifo), the baseline the bench compares with', async () => {
    const queue = new ConnectionQueue(true);
    await teach(queue);
    const order: string[] = [];
    await Promise.all([
      hold(queue, 'answer', 20, order),
      hold(queue, 'answer', 5, order),
      hold(queue, 'list', 1, order),
    ]);
    expect(order).toEqual(['answer', 'answer', 'list']);
  });

  it('never starves expensive work: a waiter past 250 ms goes before cheaper newcomers', async () => {
    const queue = new ConnectionQueue();
    await teach(queue);
    const order: string[] = [];
    const first = hold(queue, 'list', 300, order);
    const slow = hold(queue, 'answer', 1, order);
    await sleep(10);
    const cheap = hold(queue, 'list', 1, order);
    await Promise.all([first, slow, cheap]);
    expect(order).toEqual(['list', 'answer', 'list']);
  });
});
