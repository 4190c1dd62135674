import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { SessionTokens } from '@ratelens/api';
import { sessionMachine } from '@ratelens/machines';
import { readStoredSession, writeStoredSession } from '../src/app/session-storage.ts';
import { MemoryStorage } from './web-app-fixture.ts';

const tokens: SessionTokens = {
  access_token: 'a',
  refresh_token: 'r',
  id_token: 'i',
  tenantId: '00000000-0000-4000-8000-000000000001',
  expires_in: 600,
  token_type: 'Bearer',
};

function start(storage: MemoryStorage) {
  return createActor(
    sessionMachine.provide({ actions: { persist: ({ context }) => writeStoredSession(storage, context) } }),
    { input: readStoredSession(storage) },
  ).start();
}

describe('session storage', () => {
  it('writes the SPEC keys when tokens are set and restores an authenticated session from them', () => {
    const storage = new MemoryStorage();
    const first = start(storage);
    first.send({ type: 'SESSION.NAVIGATED', path: '/settings/profile' });
    first.send({ type: 'SESSION.TOKENS_SET', tokens });
    expect(storage.snapshot()).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      id_token: 'i',
      tenantId: tokens.tenantId,
      expires_in: '600',
      token_type: 'Bearer',
      isAuthenticated: 'true',
      intended_path: '/settings/profile',
    });
    const second = start(storage);
    expect(second.getSnapshot().hasTag('authenticated')).toBe(true);
    expect(second.getSnapshot().context.intendedPath).toBe('/settings/profile');
  });

  it('removes every key on logout', () => {
    const storage = new MemoryStorage();
    const actor = start(storage);
    actor.send({ type: 'SESSION.NAVIGATED', path: '/' });
    actor.send({ type: 'SESSION.TOKENS_SET', tokens });
    actor.send({ type: 'SESSION.CLEARED' });
    expect(storage.snapshot()).toEqual({});
    expect(start(storage).getSnapshot().hasTag('authenticated')).toBe(false);
  });

  it('keeps only the intended path after a failed refresh', () => {
    const storage = new MemoryStorage();
    const actor = start(storage);
    actor.send({ type: 'SESSION.NAVIGATED', path: '/anomalies' });
    actor.send({ type: 'SESSION.TOKENS_SET', tokens });
    actor.send({ type: 'SESSION.CLEARED', keepIntendedPath: true });
    expect(storage.snapshot()).toEqual({ intended_path: '/anomalies' });
  });
});
