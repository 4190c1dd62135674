import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { withTenant, type TenantTx } from '../db/tenant.ts';
import { UnauthorizedError } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { startOidcSignIn } from './oidc.ts';
import { openSession, type SessionTokenSet } from './sessions.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { TokenService } from './tokens.ts';

export interface SignInDeps {
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  pepper: string;
  publicUrl: () => string;
  loginCodeTtlSeconds: number;
  loginCodeMaxAttempts: number;
  sessionTtlSeconds: number;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export interface SignInAccount {
  tenant_id: string;
  user_id: string;
  user_active: boolean;
  tenant_active: boolean;
}

/** Before any tenant is known: the SECURITY DEFINER lookup returns only ids and flags for one e-mail. */
export async function findSignInAccount(db: Db, email: string): Promise<SignInAccount | null> {
  const { rows } = await sql<SignInAccount>`select * from find_sign_in_account(${email})`.execute(db);
  return rows[0] ?? null;
}

function hashCode(pepper: string, account: { tenant_id: string; user_id: string }, code: string): string {
  return createHmac('sha256', pepper).update(`${account.tenant_id}:${account.user_id}:${code}`).digest('hex');
}

export const AUTHORIZE_MESSAGE = 'If the address belongs to an active account, a sign-in code is on its way.';

/** The e-mail domain's tenant (active, live), through the SECURITY DEFINER lookup. */
async function domainTenant(db: Db, email: string): Promise<string | null> {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const { rows } = await sql<{
    id: string | null;
  }>`select find_tenant_by_email_domain(${domain}) as id`.execute(db);
  return rows[0]?.id ?? null;
}

async function usesIdentityProvider(db: Db, tenantId: string): Promise<boolean> {
  return withTenant(db, tenantId, async (tx) => {
    const row = await tx
      .selectFrom('tenants')
      .select(sql<boolean>`identity_provider is not null`.as('oidc'))
      .where('id', '=', tenantId)
      .executeTakeFirst();
    return row?.oidc ?? false;
  });
}

/**
 * Same answer, and the same work, whatever the address: the request only queues the mail (one insert into
 * sign_in_mail_jobs); whether the address has an account is looked up later by the mail worker, so
 * neither the answer nor its timing tells known and unknown addresses apart. Only a domain whose tenant
 * signs in through its own identity provider answers differently, and that depends on the domain alone.
 */
export async function startSignIn(
  deps: SignInDeps & { kickMail?: () => void },
  email: string,
  redirectUri?: string,
): Promise<{ method: 'code'; message: string } | { method: 'oidc'; authorizationUrl: string }> {
  const normalized = email.trim().toLowerCase();
  const tenantId = await domainTenant(deps.db, normalized);
  if (tenantId && (await usesIdentityProvider(deps.db, tenantId))) {
    const account = await findSignInAccount(deps.db, normalized);
    const oidc = await startOidcSignIn(deps, normalized, account, redirectUri);
    if (oidc) return oidc;
  }
  await sql`select enqueue_sign_in_mail(${normalized}, ${redirectUri ?? null})`.execute(deps.db);
  deps.kickMail?.();
  return { method: 'code', message: AUTHORIZE_MESSAGE };
}

/**
 * The mail worker's half of /sso/authorize: a fresh code for an active account of a tenant without its
 * own identity provider, mailed; nothing for any other address.
 */
export async function sendSignInCode(deps: SignInDeps, email: string): Promise<boolean> {
  const normalized = email.trim().toLowerCase();
  const account = await findSignInAccount(deps.db, normalized);
  if (!account || !account.user_active || !account.tenant_active) return false;
  if (await usesIdentityProvider(deps.db, account.tenant_id)) return false;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await withTenant(deps.db, account.tenant_id, async (tx) => {
    // A new code supersedes older ones, so only the latest mail works.
    await tx
      .updateTable('login_codes')
      .set({ used_at: sql<Date>`now()` })
      .where('user_id', '=', account.user_id)
      .where('used_at', 'is', null)
      .execute();
    await tx
      .insertInto('login_codes')
      .values({
        tenant_id: account.tenant_id,
        user_id: account.user_id,
        code_hash: hashCode(deps.pepper, account, code),
        expires_at: sql<Date>`now() + make_interval(secs => ${deps.loginCodeTtlSeconds})`,
      })
      .execute();
    await audit(tx, account.tenant_id, account.user_id, 'sign_in.code_sent', {});
  });
  const link = `${deps.publicUrl()}/verify?email=${encodeURIComponent(normalized)}&code=${code}`;
  const minutes = Math.max(1, Math.round(deps.loginCodeTtlSeconds / 60));
  const { file } = await deps.mailer.send({
    to: normalized,
    subject: 'Your Ratelens sign-in code',
    text: [
      `Your Ratelens sign-in code is: ${code}`,
      '',
      'Or open this link to sign in:',
      link,
      '',
      `The code works once and expires in ${minutes} minutes.`,
      'If you did not ask to sign in, you can ignore this message.',
      '',
    ].join('\n'),
  });
  if (file) deps.log.info({ file }, `sign-in code for ${normalized} written to ${file}`);
  return true;
}

type ExchangeOutcome = { ok: true; tokens: SessionTokenSet } | { ok: false };

/**
 * Wrong codes count against the code (it dies after loginCodeMaxAttempts failures) and, through
 * `failures`, against the client address; never against the account, so a stranger cannot lock a user
 * out: the user's next code works whatever others sent.
 */
export async function exchangeCode(
  deps: SignInDeps,
  email: string,
  code: string,
  failures?: { limiter: RateLimiter; clientIp: string },
): Promise<SessionTokenSet> {
  const invalid = new UnauthorizedError(
    'invalid_code',
    'The code is wrong, used or expired; ask for a new one',
  );
  await failures?.limiter.check(failures.clientIp);
  const fail = async (): Promise<never> => {
    await failures?.limiter.hit(failures.clientIp).catch(() => undefined);
    throw invalid;
  };
  const account = await findSignInAccount(deps.db, email.trim().toLowerCase());
  if (!account || !account.user_active || !account.tenant_active) return fail();
  const candidate = code.trim();
  // Wrong attempts must be counted even though the call fails, so the transaction returns instead of throwing.
  const outcome = await withTenant(deps.db, account.tenant_id, async (tx): Promise<ExchangeOutcome> => {
    const row = await tx
      .selectFrom('login_codes')
      .select(['id', 'code_hash', 'attempts', 'expires_at'])
      .where('user_id', '=', account.user_id)
      .where('used_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.expires_at.getTime() <= Date.now() || row.attempts >= deps.loginCodeMaxAttempts) {
      return { ok: false };
    }
    const expected = Buffer.from(row.code_hash, 'hex');
    const actual = Buffer.from(hashCode(deps.pepper, account, candidate), 'hex');
    if (!/^\d{6}$/.test(candidate) || !timingSafeEqual(expected, actual)) {
      const attempts = row.attempts + 1;
      await tx
        .updateTable('login_codes')
        .set({ attempts, ...(attempts >= deps.loginCodeMaxAttempts ? { used_at: sql<Date>`now()` } : {}) })
        .where('id', '=', row.id)
        .execute();
      await audit(tx, account.tenant_id, account.user_id, 'sign_in.code_rejected', { attempts });
      return { ok: false };
    }
    const consumed = await tx
      .updateTable('login_codes')
      .set({ used_at: sql<Date>`now()` })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!consumed) return { ok: false };
    const tokens = await openSession(tx, deps, account.tenant_id, account.user_id);
    await audit(tx, account.tenant_id, account.user_id, 'sign_in', { sessionId: tokens.sessionId });
    return { ok: true, tokens };
  });
  if (!outcome.ok) return fail();
  return outcome.tokens;
}

export async function audit(
  tx: TenantTx,
  tenantId: string,
  actor: string,
  action: string,
  detail: Record<string, unknown>,
): Promise<void> {
  await tx
    .insertInto('audit_log')
    .values({ tenant_id: tenantId, actor, action, detail: JSON.stringify(detail) })
    .execute();
}
