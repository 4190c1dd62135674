import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenService } from '../src/auth/tokens.ts';
import { VerifiedTokens } from '../src/auth/verified-tokens.ts';

async function service(ttlSeconds = 600): Promise<TokenService> {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  return TokenService.create(
    { kid: randomUUID(), privateJwk: await exportJWK(privateKey), pepper: 'p' },
    ttlSeconds,
  );
}

const claims = () => ({ sub: randomUUID(), tid: randomUUID(), sid: randomUUID(), role: 'member' });
const profile = { email: 'ada@acme-mutual.example', name: 'Ada' };
const later = () => new Date(Date.now() + 3600_000);
const code = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { code?: string }) => error.code,
  );

describe('verified token cache', () => {
  it('answers a token seen before with the same claims, and still checks which token each call takes', async () => {
    const tokens = await service();
    const c = claims();
    const issued = await tokens.issue(c, profile, later());
    expect(await tokens.verify(issued.id_token)).toEqual(c);
    expect(await tokens.verify(issued.id_token)).toEqual(c);
    // The access token, verified once where it is accepted, is still refused where only the id token is.
    expect(await tokens.verify(issued.access_token, ['access'])).toEqual(c);
    expect(await code(tokens.verify(issued.access_token))).toBe('wrong_token_type');
  });

  it('refuses an altered copy of a token it has verified', async () => {
    const tokens = await service();
    const issued = await tokens.issue(claims(), profile, later());
    await tokens.verify(issued.id_token);
    const [h, p, s] = issued.id_token.split('.') as [string, string, string];
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...payload, role: 'system-admin' })).toString('base64url');
    expect(await code(tokens.verify(`${h}.${forged}.${s}`))).toBe('invalid_token');
    expect(await code(tokens.verify(`${h}.${p}.${s.slice(0, -4)}AAAA`))).toBe('invalid_token');
  });

  it('stops accepting a cached token once it expires', async () => {
    const tokens = await service(1);
    const issued = await tokens.issue(claims(), profile, later());
    expect(await code(tokens.verify(issued.id_token))).toBe('accepted');
    await new Promise((r) => setTimeout(r, 2100));
    expect(await code(tokens.verify(issued.id_token))).toBe('token_expired');
  });

  it('keeps at most its bound, dropping the oldest entry first', () => {
    const cache = new VerifiedTokens<string>(2);
    const entry = (claims: string) => ({ claims, use: 'id', typ: 'JWT', expiresAt: Date.now() + 60_000 });
    cache.set('a', entry('A'));
    cache.set('b', entry('B'));
    cache.set('c', entry('C'));
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')?.claims).toBe('C');
    cache.set('d', { ...entry('D'), expiresAt: Date.now() - 1 });
    expect(cache.get('d')).toBeUndefined();
  });
});
