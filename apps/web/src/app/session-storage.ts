import {
  fromStoredSession,
  STORED_SESSION_KEYS,
  toStoredSession,
  type SessionContext,
  type SessionInput,
} from '@ratelens/machines';

/** The session actor's input from sessionStorage (SPEC §3 keys). */
export function readStoredSession(storage: Storage): SessionInput {
  const record: Record<string, string | null> = {};
  for (const key of STORED_SESSION_KEYS) record[key] = storage.getItem(key);
  return fromStoredSession(record);
}

/** The `persist` action: empty values are removed, so a cleared session leaves nothing behind. */
export function writeStoredSession(storage: Storage, context: SessionContext): void {
  const stored = toStoredSession(context);
  for (const key of STORED_SESSION_KEYS) {
    const value = stored[key];
    if (value && !(key === 'isAuthenticated' && value === 'false')) storage.setItem(key, value);
    else storage.removeItem(key);
  }
}
