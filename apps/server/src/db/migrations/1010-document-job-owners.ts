import { sql, type Kysely } from 'kysely';
import { APP_ROLE } from '../roles.ts';

/**
 * Document jobs across several server processes on one PostgreSQL.
 *
 * - `document_jobs.claimed_by` names the worker (host:pid:instance) holding the lease. A worker writes an
 *   extraction only while it still holds its job (it locks the job row in the same transaction and checks
 *   the owner), so a worker whose lease ran out and was taken over cannot write a second copy.
 * - One job per analysis runs at a time: a later upload queues a second 'analyse' job while the first
 *   runs, and two processes working one analysis would both index its new documents. The claim skips
 *   a job whose analysis has a running job with a live lease, under a transaction-level advisory lock on
 *   the analysis so two concurrent claims cannot both pass that check.
 * - `documents.extractions` counts stored extractions, so "indexed exactly once" can be checked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    `ALTER TABLE document_jobs ADD COLUMN claimed_by text`,
    `ALTER TABLE documents ADD COLUMN extractions integer NOT NULL DEFAULT 0`,
    `DROP FUNCTION claim_document_job(integer, integer)`,
    `CREATE FUNCTION claim_document_job(p_lease_seconds integer, p_max_attempts integer, p_worker text)
RETURNS TABLE (tenant_id uuid, job_id uuid, analysis_id uuid, kind text, question_id uuid, attempts integer)
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
DECLARE
  picked document_jobs%ROWTYPE;
  passed uuid[] := '{}';
BEGIN
  LOOP
    SELECT * INTO picked FROM document_jobs j
    WHERE (j.status = 'queued' OR (j.status = 'running' AND j.lease_until < now()))
      AND NOT (j.id = ANY (passed))
    ORDER BY j.created_at
    LIMIT 1
    FOR UPDATE SKIP LOCKED;
    IF NOT FOUND THEN
      RETURN;
    END IF;
    -- Separate statements: the check below takes a fresh snapshot once the lock is held, so it sees a
    -- job another claimer of this analysis marked running and committed before releasing the lock.
    IF NOT pg_try_advisory_xact_lock(hashtextextended('document_job:' || picked.analysis_id::text, 0)) THEN
      passed := passed || picked.id;
      CONTINUE;
    END IF;
    IF EXISTS (
      SELECT 1 FROM document_jobs r
      WHERE r.tenant_id = picked.tenant_id AND r.analysis_id = picked.analysis_id AND r.id <> picked.id
        AND r.status = 'running' AND r.lease_until >= now()
    ) THEN
      passed := passed || picked.id;
      CONTINUE;
    END IF;
    IF picked.attempts >= p_max_attempts THEN
      UPDATE document_jobs SET status = 'failed', lease_until = NULL, updated_at = now(),
        error = 'The job was interrupted ' || picked.attempts || ' times and was given up'
      WHERE document_jobs.tenant_id = picked.tenant_id AND document_jobs.id = picked.id;
      UPDATE document_analyses SET status = 'failed', stage = 'done', updated_at = now(),
        error = 'The analysis was interrupted too many times; upload the documents again or retry'
      WHERE document_analyses.tenant_id = picked.tenant_id AND document_analyses.id = picked.analysis_id
        AND picked.kind = 'analyse' AND document_analyses.status IN ('queued', 'analysing');
      CONTINUE;
    END IF;
    UPDATE document_jobs SET status = 'running', attempts = document_jobs.attempts + 1,
      lease_until = now() + make_interval(secs => p_lease_seconds), updated_at = now(), claimed_by = p_worker
    WHERE document_jobs.tenant_id = picked.tenant_id AND document_jobs.id = picked.id;
    tenant_id := picked.tenant_id;
    job_id := picked.id;
    analysis_id := picked.analysis_id;
    kind := picked.kind;
    question_id := picked.question_id;
    attempts := picked.attempts + 1;
    RETURN NEXT;
    RETURN;
  END LOOP;
END
$fn$`,
    `REVOKE ALL ON FUNCTION claim_document_job(integer, integer, text) FROM PUBLIC`,
    `GRANT EXECUTE ON FUNCTION claim_document_job(integer, integer, text) TO ${APP_ROLE}`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(): Promise<void> {
  // Forward-only, like the migrations it builds on.
}
