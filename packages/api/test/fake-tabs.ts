import type { RefreshLockManager, SessionChannel } from '../src/index.ts';
import { createMemoryLockManager } from '../src/index.ts';

type Listener = (event: { data: unknown }) => void;

/**
 * BroadcastChannel for tabs played in one process: a message reaches every other channel of the hub
 * (never the sender), cloned, in order, in a later task, `delayMs` after it was posted.
 */
export function channelHub(delayMs = 0) {
  const members = new Set<{ listeners: Set<Listener> }>();
  const posted: unknown[] = [];
  const channel = (): SessionChannel => {
    const member = { listeners: new Set<Listener>() };
    members.add(member);
    return {
      postMessage(message) {
        posted.push(message);
        const data = structuredClone(message);
        for (const other of members) {
          if (other === member) continue;
          setTimeout(() => {
            for (const listener of other.listeners) listener({ data });
          }, delayMs);
        }
      },
      addEventListener: (_type, listener) => member.listeners.add(listener),
      removeEventListener: (_type, listener) => member.listeners.delete(listener),
      close: () => members.delete(member),
    };
  };
  return { channel, posted };
}

/** The in-memory lock manager, counting how often each tab asked for the lock. */
export function countingLocks() {
  const inner = createMemoryLockManager();
  const requests: string[] = [];
  const locks: RefreshLockManager = {
    request: (name, callback) => {
      requests.push(name);
      return inner.request(name, callback);
    },
  };
  return { locks, requests };
}
