import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatelensApp } from '../src/app.ts';
import { bearer, bootApp, createTestEnv, outboxFiles, type TestEnv } from './helpers.ts';
import { activationTokenIn } from './mail-helpers.ts';

let env: TestEnv;
let ratelens: RatelensApp;
let smtp: SMTPServer;
const received: { envelopeTo: string[]; mail: ParsedMail }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    hideSTARTTLS: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  env = await createTestEnv();
  ratelens = await bootApp(env, { SMTP_URL: `smtp://127.0.0.1:${port}` });
}, 120_000);

afterAll(async () => {
  await ratelens?.close();
  await env?.dispose();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

function mailTo(address: string): ParsedMail | undefined {
  return received.filter((r) => r.envelopeTo.includes(address)).at(-1)?.mail;
}

describe('mail over SMTP', () => {
  it('delivers the sign-in code to the SMTP server, and nothing to the outbox', async () => {
    const res = await ratelens.app.inject({
      method: 'POST',
      url: '/sso/authorize?email=ada%40acme-mutual.example',
    });
    expect(res.statusCode).toBe(200);
    await ratelens.signInMailSettled();
    const mail = mailTo('ada@acme-mutual.example');
    expect(mail?.subject).toBe('Your Ratelens sign-in code');
    const code = /Your Ratelens sign-in code is: (\d{6})/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await outboxFiles(env.dataDir, 'ada@acme-mutual.example')).toEqual([]);
    const tokens = await ratelens.app.inject({
      method: 'POST',
      url: '/sso/token',
      payload: { email: 'ada@acme-mutual.example', code },
    });
    expect(tokens.statusCode).toBe(200);

    const invite = await ratelens.app.inject({
      method: 'POST',
      url: '/api/user-request/invite-user',
      headers: bearer(tokens.json().id_token),
      payload: { email: 'smtp-guest@acme-mutual.example', role: 'user', name: 'Guest' },
    });
    expect(invite.statusCode, invite.body).toBe(201);
    const invitation = mailTo('smtp-guest@acme-mutual.example');
    expect(invitation?.subject).toBe('You are invited to Acme Mutual on Ratelens');
    expect(invitation?.from?.text).toContain('no-reply@ratelens.example');
    const link = activationTokenIn(invitation?.text ?? '');
    const validated = await ratelens.app.inject({
      method: 'POST',
      url: '/sso/validate-access',
      payload: { token: link },
    });
    expect(validated.json()).toMatchObject({
      email: 'smtp-guest@acme-mutual.example',
      tenantName: 'Acme Mutual',
    });
  });
});
