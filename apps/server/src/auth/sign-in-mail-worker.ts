import { sql } from 'kysely';
import { sendSignInCode, type SignInDeps } from './sign-in.ts';

// Sends the sign-in mails queued by /sso/authorize. Jobs are claimed with FOR UPDATE SKIP LOCKED and a
// lease (claim_sign_in_mail), so with several processes on one PostgreSQL each mail leaves once; a process
// that dies mid-job leaves a lease that runs out, and another process sends the mail.

const LEASE_SECONDS = 30;
const MAX_ATTEMPTS = 5;
const IDLE_POLL_MS = 1000;

interface Job {
  id: string;
  email: string;
  attempts: number;
}

export interface SignInMailWorker {
  start(): void;
  stop(): Promise<void>;
  /** Looks for work now (the request that queued a mail calls it). */
  kick(): void;
  /** Resolves once the queue is empty and no mail is being sent (tests wait on it). */
  settled(): Promise<void>;
}

export function createSignInMailWorker(deps: SignInDeps): SignInMailWorker {
  let stopping = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let busy = false;
  let idleWaiters: (() => void)[] = [];

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        wake = null;
        resolve();
      }, ms);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
    });

  const claim = async (): Promise<Job | null> => {
    const { rows } = await sql<Job>`select id::text as id, email, attempts
      from claim_sign_in_mail(${LEASE_SECONDS}::int)`.execute(deps.db);
    return rows[0] ?? null;
  };
  const finish = (id: string) => sql`select finish_sign_in_mail(${id}::bigint)`.execute(deps.db);

  const drainOnce = async (): Promise<void> => {
    for (;;) {
      if (stopping) return;
      const job = await claim();
      if (!job) return;
      try {
        await sendSignInCode(deps, job.email);
        await finish(job.id);
      } catch (error) {
        deps.log.warn({ err: error, attempts: job.attempts }, 'sign-in mail failed; it is retried');
        if (job.attempts >= MAX_ATTEMPTS) await finish(job.id).catch(() => undefined);
      }
    }
  };

  const run = async () => {
    while (!stopping) {
      busy = true;
      await drainOnce().catch((error: unknown) =>
        deps.log.warn({ err: error }, 'sign-in mail queue unavailable; retrying'),
      );
      busy = false;
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
      if (stopping) return;
      await sleep(IDLE_POLL_MS);
    }
  };

  return {
    start() {
      if (loop) return;
      loop = run();
    },
    async stop() {
      stopping = true;
      wake?.();
      await loop;
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    },
    kick() {
      wake?.();
    },
    settled() {
      if (stopping || !loop) return Promise.resolve();
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        if (!busy) wake?.();
      });
    },
  };
}
