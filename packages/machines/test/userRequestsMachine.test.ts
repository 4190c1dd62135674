import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  userRequestsMachine,
  type Invitation,
  type UserRequest,
  type UserRequestLists,
} from '../src/userRequestsMachine.ts';
import type { ToastInput } from '../src/toastMachine.ts';
import { expectFullCoverage } from './support/graph-coverage.ts';

const lee: UserRequest = { id: 'r-lee', email: 'lee@acme-mutual.example' };
const kim: UserRequest = { id: 'r-kim', email: 'kim@acme-mutual.example' };
const joe: Invitation = { id: 'i-joe', email: 'joe@acme-mutual.example' };

type Tenant = { tenantId: string | undefined };
type Op = 'load' | 'invite' | 'approve' | 'decline' | 'cancel' | 'resend';

function harness(options: { fail?: Op[]; tenantId?: string; lists?: UserRequestLists } = {}) {
  const calls: Array<{ op: Op; input: unknown }> = [];
  const toasts: ToastInput[] = [];
  const call = <I, O>(op: Op, answer: (input: I) => O) =>
    fromPromise<O, I>(async ({ input }) => {
      calls.push({ op, input });
      if (options.fail?.includes(op)) throw new Error(`${op} failed (HTTP 409)`);
      return answer(input);
    });
  const actor = createActor(
    userRequestsMachine.provide({
      actors: {
        loadRequests: call<Tenant, UserRequestLists>(
          'load',
          () => options.lists ?? { incoming: [lee, kim], pending: [joe] },
        ),
        inviteUser: call<Tenant & { email: string; roleName?: string }, Invitation>('invite', (input) => ({
          id: 'i-new',
          email: input.email,
        })),
        approveRequest: call<Tenant & { id: string; roleName: string }, unknown>('approve', () => ({})),
        declineRequest: call<Tenant & { id: string }, unknown>('decline', () => ({})),
        cancelInvitation: call<Tenant & { id: string }, unknown>('cancel', () => ({})),
        resendInvitation: call<Tenant & { id: string }, unknown>('resend', () => ({})),
      },
      actions: { notify: (_, toast) => void toasts.push(toast) },
    }),
    { input: options.tenantId ? { tenantId: options.tenantId } : {} },
  ).start();
  return { actor, calls, toasts };
}

const ready = async (actor: ReturnType<typeof harness>['actor']) => waitFor(actor, (s) => s.matches('ready'));
const settle = async (actor: ReturnType<typeof harness>['actor']) =>
  waitFor(actor, (s) => s.matches('ready') && s.context.notice !== undefined);

describe('userRequestsMachine', () => {
  it('loads incoming requests and pending invitations', async () => {
    const { actor } = harness();
    await ready(actor);
    expect(actor.getSnapshot().context).toMatchObject({ incoming: [lee, kim], pending: [joe] });
  });

  it('passes the tenant id to every call when working inside another tenant', async () => {
    const { actor, calls } = harness({ tenantId: 't-9' });
    await ready(actor);
    actor.send({ type: 'USER_REQUESTS.DECLINE', id: 'r-lee' });
    await settle(actor);
    expect(calls.map((c) => c.input)).toEqual([{ tenantId: 't-9' }, { id: 'r-lee', tenantId: 't-9' }]);
  });

  it('adds the created pending invitation on invite and reports success', async () => {
    const { actor, calls, toasts } = harness();
    await ready(actor);
    actor.send({ type: 'USER_REQUESTS.INVITE', email: ' new@acme-mutual.example ', roleName: 'user' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle(actor);
    expect(calls[1]).toEqual({
      op: 'invite',
      input: { email: 'new@acme-mutual.example', roleName: 'user', tenantId: undefined },
    });
    expect(actor.getSnapshot().context.pending).toEqual([
      joe,
      { id: 'i-new', email: 'new@acme-mutual.example' },
    ]);
    expect(toasts).toEqual([{ title: 'Invitation sent to new@acme-mutual.example', variant: 'default' }]);
  });

  it('reports a failed invite and leaves the lists unchanged', async () => {
    const { actor, toasts } = harness({ fail: ['invite'] });
    await ready(actor);
    actor.send({ type: 'USER_REQUESTS.INVITE', email: 'new@acme-mutual.example' });
    await settle(actor);
    expect(actor.getSnapshot().context.pending).toEqual([joe]);
    expect(toasts).toEqual([
      { title: 'Could not invite new@acme-mutual.example: invite failed (HTTP 409)', variant: 'destructive' },
    ]);
  });

  it('refuses an invalid e-mail without calling the server', async () => {
    const { actor, calls } = harness();
    await ready(actor);
    actor.send({ type: 'USER_REQUESTS.INVITE', email: 'not-an-email' });
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'error',
      message: "Enter a valid e-mail address, not 'not-an-email'",
    });
    expect(calls).toHaveLength(1);
  });

  it('refuses to invite an address that already has a pending invitation', async () => {
    const { actor } = harness();
    await ready(actor);
    actor.send({ type: 'USER_REQUESTS.INVITE', email: 'JOE@acme-mutual.example' });
    expect(actor.getSnapshot().context.notice?.message).toBe(
      'An invitation to JOE@acme-mutual.example is already pending',
    );
  });

  it('removes an approved request at once and sends the role', async () => {
    const { actor, calls } = harness();
    await ready(actor);
    actor.send({ type: 'USER_REQUESTS.APPROVE', id: 'r-lee', roleName: 'tenant-admin' });
    expect(actor.getSnapshot().context.incoming).toEqual([kim]);
    await settle(actor);
    expect(calls[1]).toEqual({
      op: 'approve',
      input: { id: 'r-lee', roleName: 'tenant-admin', tenantId: undefined },
    });
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'success',
      message: 'Request from lee@acme-mutual.example approved as tenant-admin',
    });
  });

  it('puts a request back when approval fails', async () => {
    const { actor } = harness({ fail: ['approve'] });
    await ready(actor);
    actor.send({ type: 'USER_REQUESTS.APPROVE', id: 'r-kim', roleName: 'user' });
    await settle(actor);
    expect(actor.getSnapshot().context.incoming).toEqual([lee, kim]);
    expect(actor.getSnapshot().context.notice?.message).toBe(
      'Could not approve the request from kim@acme-mutual.example: approve failed (HTTP 409)',
    );
  });

  it('requires a role to approve', async () => {
    const { actor, calls } = harness();
    await ready(actor);
    actor.send({ type: 'USER_REQUESTS.APPROVE', id: 'r-lee', roleName: ' ' });
    expect(actor.getSnapshot().context.notice?.message).toBe('Choose a role before approving the request');
    expect(actor.getSnapshot().context.incoming).toEqual([lee, kim]);
    expect(calls).toHaveLength(1);
  });

  it('refuses to answer a request that is not in the list', async () => {
    const { actor } = harness();
    await ready(actor);
    actor.send({ type: 'USER_REQUESTS.DECLINE', id: 'r-gone' });
    expect(actor.getSnapshot().context.notice?.message).toBe(
      'That request is no longer waiting for an answer',
    );
  });

  it('removes a declined request and keeps it removed on success', async () => {
    const { actor } = harness();
    await ready(actor);
    actor.send({ type: 'USER_REQUESTS.DECLINE', id: 'r-lee' });
    await settle(actor);
    expect(actor.getSnapshot().context.incoming).toEqual([kim]);
    expect(actor.getSnapshot().context.notice?.message).toBe('Request from lee@acme-mutual.example declined');
  });

  it('puts a request back when declining fails', async () => {
    const { actor } = harness({ fail: ['decline'] });
    await ready(actor);
    actor.send({ type: 'USER_REQUESTS.DECLINE', id: 'r-lee' });
    await settle(actor);
    expect(actor.getSnapshot().context.incoming).toEqual([lee, kim]);
  });

  it('removes a cancelled invitation, and puts it back if cancelling fails', async () => {
    const ok = harness();
    await ready(ok.actor);
    ok.actor.send({ type: 'USER_REQUESTS.CANCEL_INVITATION', id: 'i-joe' });
    await settle(ok.actor);
    expect(ok.actor.getSnapshot().context.pending).toEqual([]);
    expect(ok.actor.getSnapshot().context.notice?.message).toBe(
      'Invitation to joe@acme-mutual.example cancelled',
    );

    const failing = harness({ fail: ['cancel'] });
    await ready(failing.actor);
    failing.actor.send({ type: 'USER_REQUESTS.CANCEL_INVITATION', id: 'i-joe' });
    await settle(failing.actor);
    expect(failing.actor.getSnapshot().context.pending).toEqual([joe]);
  });

  it('resends a pending invitation and keeps it pending either way', async () => {
    const ok = harness();
    await ready(ok.actor);
    ok.actor.send({ type: 'USER_REQUESTS.RESEND_INVITATION', id: 'i-joe' });
    await settle(ok.actor);
    expect(ok.actor.getSnapshot().context.notice?.message).toBe(
      'Invitation to joe@acme-mutual.example sent again',
    );
    expect(ok.actor.getSnapshot().context.pending).toEqual([joe]);

    const failing = harness({ fail: ['resend'] });
    await ready(failing.actor);
    failing.actor.send({ type: 'USER_REQUESTS.RESEND_INVITATION', id: 'i-joe' });
    await settle(failing.actor);
    expect(failing.actor.getSnapshot().context.notice?.kind).toBe('error');
    expect(failing.actor.getSnapshot().context.pending).toEqual([joe]);
  });

  it('refuses to cancel an invitation that is not pending', async () => {
    const { actor } = harness();
    await ready(actor);
    actor.send({ type: 'USER_REQUESTS.CANCEL_INVITATION', id: 'i-gone' });
    expect(actor.getSnapshot().context.notice?.message).toBe('That invitation is no longer pending');
  });

  it('ignores a second change while one is running', async () => {
    const { actor, calls } = harness();
    await ready(actor);
    actor.send({ type: 'USER_REQUESTS.DECLINE', id: 'r-lee' });
    actor.send({ type: 'USER_REQUESTS.DECLINE', id: 'r-kim' });
    await settle(actor);
    expect(calls.filter((c) => c.op === 'decline')).toHaveLength(1);
    expect(actor.getSnapshot().context.incoming).toEqual([kim]);
  });

  it('reports a failed load and loads again on refresh', async () => {
    const { actor, calls } = harness({ fail: ['load'] });
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect((actor.getSnapshot().context.error as Error).message).toBe('load failed (HTTP 409)');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    actor.send({ type: 'USER_REQUESTS.REFRESH' });
    await waitFor(actor, (s) => s.matches('loadFailed') && calls.length === 2);
  });

  it('keeps one entry per invitation when the server answers an existing one', async () => {
    const { actor } = harness({
      lists: { incoming: [], pending: [{ id: 'i-new', email: 'old@acme-mutual.example' }] },
    });
    await ready(actor);
    actor.send({ type: 'USER_REQUESTS.INVITE', email: 'new@acme-mutual.example' });
    await settle(actor);
    expect(actor.getSnapshot().context.pending).toEqual([{ id: 'i-new', email: 'new@acme-mutual.example' }]);
  });

  it('reaches every state and transition through generated paths', () => {
    const lists: UserRequestLists = { incoming: [lee], pending: [joe] };
    expectFullCoverage(userRequestsMachine, {
      input: {},
      events: [
        { type: 'xstate.done.actor.loadRequests', output: lists },
        { type: 'xstate.error.actor.loadRequests', error: new Error('x') },
        { type: 'USER_REQUESTS.INVITE', email: 'bad' },
        { type: 'USER_REQUESTS.INVITE', email: joe.email },
        { type: 'USER_REQUESTS.INVITE', email: 'new@acme-mutual.example' },
        { type: 'USER_REQUESTS.APPROVE', id: 'r-lee', roleName: 'user' },
        { type: 'USER_REQUESTS.APPROVE', id: 'r-lee', roleName: '' },
        { type: 'USER_REQUESTS.APPROVE', id: 'r-gone', roleName: 'user' },
        { type: 'USER_REQUESTS.DECLINE', id: 'r-lee' },
        { type: 'USER_REQUESTS.DECLINE', id: 'r-gone' },
        { type: 'USER_REQUESTS.CANCEL_INVITATION', id: 'i-joe' },
        { type: 'USER_REQUESTS.CANCEL_INVITATION', id: 'i-gone' },
        { type: 'USER_REQUESTS.RESEND_INVITATION', id: 'i-joe' },
        { type: 'USER_REQUESTS.RESEND_INVITATION', id: 'i-gone' },
        { type: 'xstate.done.actor.inviteUser', output: { id: 'i-new', email: 'new@acme-mutual.example' } },
        { type: 'xstate.error.actor.inviteUser', error: new Error('x') },
        { type: 'xstate.done.actor.approveRequest', output: {} },
        { type: 'xstate.error.actor.approveRequest', error: new Error('x') },
        { type: 'xstate.done.actor.declineRequest', output: {} },
        { type: 'xstate.error.actor.declineRequest', error: new Error('x') },
        { type: 'xstate.done.actor.cancelInvitation', output: {} },
        { type: 'xstate.error.actor.cancelInvitation', error: new Error('x') },
        { type: 'xstate.done.actor.resendInvitation', output: {} },
        { type: 'xstate.error.actor.resendInvitation', error: new Error('x') },
      ],
      // Only the shape that decides which transitions are enabled: list membership and the state.
      serializeState: (snapshot) => {
        const context = snapshot.context as { incoming: UserRequest[]; pending: Invitation[] };
        const ids = (items: Array<{ id: string }>) => [...new Set(items.map((item) => item.id))].sort();
        return JSON.stringify([snapshot.value, ids(context.incoming), ids(context.pending)]);
      },
    });
  });
});
