import { sql } from 'kysely';
import { sendSignInCode, type SignInDeps } from './sign-in.ts';
import { createSleeper } from '../sleeper.ts';

// Sends the sign-in mails queued by /sso/authorize. Jobs are claimed with FOR UPDATE SKIP LOCKED and a
// lease (claim_sign_in_mail), so with several processes on one PostgreSQL each mail leaves once; a process
// that dies mid-job leaves a lease that runs out, and another process sends the mail.
//
// settled() resolves only after a drain pass that began after it was called (a pass already running may
// have made its last claim before the mail was committed, and a kick while busy used to be lost), and
// only when the queue holds no unfinished job but the ones this worker failed (a mail claimed by another
// worker or process on the same database counts until it is sent).

const LEASE_SECONDS = 30;
const MAX_ATTEMPTS = 5;
const IDLE_POLL_MS = 1000;
/** How soon a settling queue looks again while another worker is sending a mail of it. */
const IN_FLIGHT_POLL_MS = 25;

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
  const { sleep, wake } = createSleeper({ unref: true });
  /** Set by kick() and settled(): work may have been queued after the running pass's last claim. */
  let again = false;
  let idleWaiters: (() => void)[] = [];
  /** Jobs this worker failed to send: they wait for their lease to run out, and are not in flight. */
  const failed = new Set<string>();

  const claim = async (): Promise<Job | null> => {
    const { rows } = await sql<Job>`select id::text as id, email, attempts
      from claim_sign_in_mail(${LEASE_SECONDS}::int)`.execute(deps.db);
    return rows[0] ?? null;
  };
  const finish = async (id: string) => {
    await sql`select finish_sign_in_mail(${id}::bigint)`.execute(deps.db);
    failed.delete(id);
  };
  /** Unfinished jobs of the queue, anyone's, but the ones this worker failed. */
  const pending = async (): Promise<number> => {
    const { rows } = await sql<{ n: number }>`
      select sign_in_mail_pending(${[...failed]}::bigint[]) as n`.execute(deps.db);
    return Number(rows[0]?.n ?? 0);
  };

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
        failed.add(job.id);
        if (job.attempts >= MAX_ATTEMPTS) await finish(job.id).catch(() => undefined);
      }
    }
  };

  const run = async () => {
    while (!stopping) {
      again = false;
      let drained = await drainOnce().then(
        () => true,
        (error: unknown) => {
          deps.log.warn({ err: error }, 'sign-in mail queue unavailable; retrying');
          return false;
        },
      );
      // Someone waits: the queue is settled only when no other worker is still sending a mail of it.
      let inFlight = false;
      if (drained && idleWaiters.length > 0 && !again) {
        inFlight = await pending().then(
          (n) => n > 0,
          () => ((drained = false), false),
        );
      }
      if (stopping) return;
      // A kick or a settled() during the pass may postdate its last claim: drain again first.
      if (again) continue;
      if (drained && !inFlight) {
        const waiters = idleWaiters;
        idleWaiters = [];
        for (const resolve of waiters) resolve();
      }
      await sleep(inFlight ? IN_FLIGHT_POLL_MS : IDLE_POLL_MS);
    }
  };

  return {
    start() {
      if (loop) return;
      loop = run();
    },
    async stop() {
      stopping = true;
      wake();
      await loop;
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
    },
    kick() {
      again = true;
      wake();
    },
    settled() {
      if (stopping || !loop) return Promise.resolve();
      return new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        again = true;
        wake();
      });
    },
  };
}
