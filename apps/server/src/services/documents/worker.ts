import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import '../../db/schema-documents.ts';
import { withTenant, type TenantTx } from '../../db/tenant.ts';
import { createSleeper } from '../../sleeper.ts';
import type { LlmProvider } from '../answers/llm-provider.ts';
import { embedDocument, type EmbeddingsProvider } from '../answers/embeddings.ts';
import { answerDeps } from './answer-deps.ts';
import { answerAnalysisQuestion } from './analysis-qa.ts';
import { kindOfContentType, storeExtraction } from './documents.ts';
import { extractText } from './extract.ts';
import { sniffFile } from './file-checks.ts';
import { notify } from '../notify.ts';

// The background worker for document jobs. Jobs live in document_jobs and are claimed through
// claim_document_job (FOR UPDATE SKIP LOCKED, so several processes on one PostgreSQL never take the same
// job). A running job holds a lease it renews after every step; every step is idempotent, so a job whose
// process died is taken over when the lease runs out and simply redoes its unfinished steps. After
// MAX_ATTEMPTS interruptions the job, and its analysis, are marked failed: nothing stays 'running'.
// A job records which worker holds it (claimed_by): a worker writes an extraction only while it still
// holds the job (checked under the job's row lock in the writing transaction) and stops when it finds its
// lease taken over, so each document is indexed once whichever process takes the job. The claim runs one
// job per analysis at a time (see migration 1010-document-job-owners).

const LEASE_SECONDS = 30;
const MAX_ATTEMPTS = 3;
const IDLE_POLL_MS = 500;

export interface DocumentWorkerDeps {
  db: Db;
  log: FastifyBaseLogger;
  provider: LlmProvider | null;
  /** Semantic retrieval (answers/embeddings.ts): chunk vectors computed after indexing, when configured. */
  embeddings?: EmbeddingsProvider | null;
  /** PGlite is one process: leases left at start-up belong to a process that is gone. */
  singleProcess: boolean;
  /** How long a claimed job stays its worker's without a checkpoint (DOCUMENT_JOB_LEASE_SECONDS). */
  leaseSeconds?: number;
}

export interface DocumentWorker {
  start(): void;
  /** Finishes the current step, hands a running job back to the queue and stops. */
  stop(): Promise<void>;
  /** Looks for work now instead of at the next poll. */
  kick(): void;
}

interface ClaimedJob {
  tenant_id: string;
  job_id: string;
  analysis_id: string;
  kind: string;
  question_id: string | null;
  attempts: number;
}

class Stopped extends Error {}
/** Another worker took the job over after this one's lease ran out: leave it to that worker. */
class LeaseLost extends Error {}

const workers = new WeakMap<Db, DocumentWorker>();

/** Wakes the worker serving this database handle, if any (handlers call it after queueing a job). */
export function kickDocumentWorker(db: Db): void {
  workers.get(db)?.kick();
}

export function createDocumentWorker(deps: DocumentWorkerDeps): DocumentWorker {
  let running = false;
  let stopping = false;
  let loop: Promise<void> | null = null;
  const { sleep, wake } = createSleeper();
  let current: ClaimedJob | null = null;
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseSeconds = deps.leaseSeconds ?? LEASE_SECONDS;

  /** Set when a renewal found the job no longer this worker's (its lease ran out and another took it). */
  let lost = false;

  const renew = async (job: ClaimedJob) => {
    const renewed = await withTenant(deps.db, job.tenant_id, (tx) =>
      tx
        .updateTable('document_jobs')
        .set({ lease_until: sql`now() + make_interval(secs => ${leaseSeconds})`, updated_at: new Date() })
        .where('id', '=', job.job_id)
        .where('status', '=', 'running')
        .where('claimed_by', '=', workerId)
        .executeTakeFirst(),
    );
    if (Number(renewed.numUpdatedRows) === 0) lost = true;
  };

  const checkpoint = async (job: ClaimedJob) => {
    if (stopping) throw new Stopped();
    await renew(job);
    if (lost) throw new LeaseLost();
  };

  /**
   * Renews the lease a third of the way through it while the job runs, so a step slower than the lease
   * (a long document on a busy machine) does not let another process take a job whose worker is alive.
   */
  const heartbeat = (job: ClaimedJob) => {
    const timer = setInterval(
      () => {
        renew(job).catch((error: unknown) =>
          deps.log.warn({ err: error, jobId: job.job_id }, 'renewing a document job lease failed'),
        );
      },
      Math.max(500, (leaseSeconds * 1000) / 3),
    );
    timer.unref();
    return () => clearInterval(timer);
  };

  /** Locks the job row and checks this worker still holds it, inside the transaction about to write. */
  const assertHeld = async (tx: TenantTx, job: ClaimedJob) => {
    const held = await tx
      .selectFrom('document_jobs')
      .select('id')
      .where('id', '=', job.job_id)
      .where('status', '=', 'running')
      .where('claimed_by', '=', workerId)
      .forUpdate()
      .executeTakeFirst();
    if (!held) throw new LeaseLost();
  };

  const setAnalysis = (
    job: ClaimedJob,
    values: { status?: string; stage?: string; progress?: number; error?: string | null },
  ) =>
    withTenant(deps.db, job.tenant_id, (tx) =>
      tx
        .updateTable('document_analyses')
        .set({ ...values, updated_at: new Date() })
        .where('id', '=', job.analysis_id)
        .where('status', '!=', 'completed')
        .execute(),
    );

  const indexDocument = async (job: ClaimedJob, documentId: string) => {
    const doc = await withTenant(deps.db, job.tenant_id, async (tx) => {
      await tx.updateTable('documents').set({ status: 'extracting' }).where('id', '=', documentId).execute();
      return tx
        .selectFrom('documents')
        .select(['content', 'content_type', 'filename'])
        .where('id', '=', documentId)
        .executeTakeFirst();
    });
    if (!doc) return;
    try {
      const kind = kindOfContentType(doc.content_type);
      const sniffed = sniffFile(doc.content, doc.filename, 'files');
      const extracted = await extractText(kind, doc.content, sniffed.text);
      await withTenant(deps.db, job.tenant_id, async (tx) => {
        await assertHeld(tx, job);
        await storeExtraction(tx, job.tenant_id, documentId, extracted);
      });
      if (deps.embeddings) {
        const { error } = await embedDocument(deps.db, job.tenant_id, documentId, deps.embeddings, () =>
          checkpoint(job),
        );
        if (error) deps.log.warn({ documentId, error }, 'document embeddings failed; indexed lexically only');
      }
    } catch (error) {
      if (error instanceof Stopped || error instanceof LeaseLost) throw error;
      deps.log.warn({ err: error, documentId }, 'document extraction failed');
      await withTenant(deps.db, job.tenant_id, (tx) =>
        tx
          .updateTable('documents')
          .set({ status: 'failed', error: (error as Error).message.slice(0, 1000) })
          .where('id', '=', documentId)
          .execute(),
      );
    }
  };

  const runAnalysis = async (job: ClaimedJob) => {
    await setAnalysis(job, { status: 'analysing', stage: 'extracting', error: null });
    const docs = await withTenant(deps.db, job.tenant_id, (tx) =>
      tx
        .selectFrom('documents')
        .select(['id', 'status'])
        .where('analysis_id', '=', job.analysis_id)
        .orderBy('uploaded_at')
        .orderBy('id')
        .execute(),
    );
    const questions = await withTenant(deps.db, job.tenant_id, (tx) =>
      tx
        .selectFrom('analysis_questions')
        .select(['question_id', 'status'])
        .where('analysis_id', '=', job.analysis_id)
        .orderBy('sort_order')
        .execute(),
    );
    const steps = docs.length + questions.length;
    let done = 0;
    const progress = () => Math.min(99, Math.floor((done / Math.max(1, steps)) * 100));
    for (const doc of docs) {
      if (doc.status !== 'indexed' && doc.status !== 'failed') {
        await indexDocument(job, doc.id);
        await checkpoint(job);
      }
      done += 1;
      await setAnalysis(job, { stage: 'indexing', progress: progress() });
    }
    const indexed = await withTenant(deps.db, job.tenant_id, (tx) =>
      tx
        .selectFrom('documents')
        .select(sql<number>`count(*) filter (where status = 'indexed')::int`.as('n'))
        .where('analysis_id', '=', job.analysis_id)
        .executeTakeFirstOrThrow(),
    );
    if (Number(indexed.n) === 0) {
      await setAnalysis(job, {
        status: 'failed',
        stage: 'done',
        progress: 100,
        error: 'None of the documents could be read',
      });
      await notifyAnalysis(job, 'failed');
      return;
    }
    await setAnalysis(job, { stage: 'answering' });
    for (const q of questions) {
      if (q.status !== 'answered') {
        await answerAnalysisQuestion(answerDeps(deps), job.tenant_id, job.analysis_id, q.question_id);
        await checkpoint(job);
      }
      done += 1;
      await setAnalysis(job, { progress: progress() });
    }
    // Questions added while this job ran are answered too, so 'ready' means every answer is there.
    for (;;) {
      const pending = await withTenant(deps.db, job.tenant_id, (tx) =>
        tx
          .selectFrom('analysis_questions')
          .select('question_id')
          .where('analysis_id', '=', job.analysis_id)
          .where('status', 'in', ['pending', 'answering'])
          .limit(1)
          .executeTakeFirst(),
      );
      if (!pending) break;
      await answerAnalysisQuestion(answerDeps(deps), job.tenant_id, job.analysis_id, pending.question_id);
      await checkpoint(job);
    }
    await setAnalysis(job, { status: 'ready', stage: 'done', progress: 100, error: null });
    await notifyAnalysis(job, 'completed');
  };

  const notifyAnalysis = (job: ClaimedJob, outcome: 'completed' | 'failed') =>
    withTenant(deps.db, job.tenant_id, async (tx) => {
      const analysis = await tx
        .selectFrom('document_analyses')
        .select(['name', 'usecase_id', 'created_by_user_id'])
        .where('id', '=', job.analysis_id)
        .executeTakeFirst();
      if (!analysis) return;
      await notify(tx, job.tenant_id, {
        event: outcome === 'completed' ? 'document-analysis.completed' : 'document-analysis.failed',
        title: `Analysis ${analysis.name} ${outcome === 'completed' ? 'is ready' : 'failed'}`,
        body:
          outcome === 'completed'
            ? 'Every question has its answer.'
            : 'None of its documents could be read; upload readable documents and analyse again.',
        severity: outcome === 'completed' ? 'info' : 'warning',
        link: `/use-cases/${analysis.usecase_id}/document-analysis/${job.analysis_id}`,
        audience: { ids: [analysis.created_by_user_id] },
      });
    });

  const finish = (job: ClaimedJob, status: 'done' | 'failed' | 'queued', error: string | null = null) =>
    withTenant(deps.db, job.tenant_id, (tx) =>
      tx
        .updateTable('document_jobs')
        .set({
          status,
          error,
          lease_until: null,
          updated_at: new Date(),
          // A job handed back on a clean stop was not interrupted; only a lost lease counts as an attempt.
          ...(status === 'queued' ? { attempts: sql<number>`greatest(attempts - 1, 0)` } : {}),
        })
        .where('id', '=', job.job_id)
        .where('claimed_by', '=', workerId)
        .execute(),
    );

  const runJob = async (job: ClaimedJob) => {
    try {
      if (job.kind === 'analyse') await runAnalysis(job);
      else if (job.question_id)
        await answerAnalysisQuestion(answerDeps(deps), job.tenant_id, job.analysis_id, job.question_id);
      await finish(job, 'done');
    } catch (error) {
      if (error instanceof LeaseLost) {
        deps.log.warn(
          { jobId: job.job_id },
          'document job taken over by another worker after its lease ran out',
        );
        return;
      }
      if (error instanceof Stopped) {
        // Handed back as it was: the next start (or another process) resumes from the unfinished steps.
        await finish(job, 'queued');
        return;
      }
      deps.log.error({ err: error, jobId: job.job_id }, 'document job failed');
      const message = `The analysis stopped on an error: ${(error as Error).message}`.slice(0, 2000);
      await finish(job, 'failed', message).catch(() => undefined);
      if (job.kind === 'analyse')
        await setAnalysis(job, { status: 'failed', stage: 'done', error: message }).catch(() => undefined);
    }
  };

  const claim = async (): Promise<ClaimedJob | null> => {
    const { rows } = await sql<ClaimedJob>`
      select * from claim_document_job(${leaseSeconds}, ${MAX_ATTEMPTS}, ${workerId})`.execute(deps.db);
    return rows[0] ?? null;
  };

  const run = async () => {
    if (deps.singleProcess) await sql`select release_document_job_leases()`.execute(deps.db);
    while (!stopping) {
      let job: ClaimedJob | null = null;
      try {
        job = await claim();
      } catch (error) {
        if (stopping) break;
        deps.log.error({ err: error }, 'claiming a document job failed');
      }
      if (!job) {
        await sleep(IDLE_POLL_MS);
        continue;
      }
      current = job;
      lost = false;
      const stopBeating = heartbeat(job);
      try {
        await runJob(job);
      } finally {
        stopBeating();
        current = null;
      }
    }
  };

  const worker: DocumentWorker = {
    start() {
      if (running) return;
      running = true;
      workers.set(deps.db, worker);
      loop = run().catch((error: unknown) => deps.log.error({ err: error }, 'document worker stopped'));
    },
    async stop() {
      stopping = true;
      wake();
      await loop;
      if (current) deps.log.warn({ jobId: current.job_id }, 'document job left for the next start');
      workers.delete(deps.db);
    },
    kick() {
      wake();
    },
  };
  return worker;
}
