import { sql } from 'kysely';
import type { Principal } from '../../auth/principal.ts';
import { findSignInAccount } from '../../auth/sign-in.ts';
import { withSystemAdminInTenant, withTenant, type TenantTx } from '../../db/tenant.ts';
import { ConflictError, NotFoundError, RateLimitedError } from '../../errors.ts';
import { isUniqueViolation } from '../catalog/common.ts';
import type { AppDeps } from '../../http/context.ts';
import { recordAudit } from '../audit.ts';
import { parseListQuery, selectPage, type ListPage } from '../list-query.ts';
import { assertTenantOwnsDomain } from '../users/email-domains.ts';
import { assertRoleGrantable } from '../users/role-rules.ts';
import { LINK_TTL_SECONDS, activationLink, newLinkToken } from './link-tokens.ts';
import { toUserRequestDto, type UserRequestDto, type UserRequestRow } from './user-request-dto.ts';
import { linkSent, updateRequest } from './request-update.ts';
import { fieldTable } from '../field-table.ts';

export type MailDeps = Pick<AppDeps, 'db' | 'mailer' | 'publicUrl' | 'log'>;

export const REQUEST_FIELDS = fieldTable('', {
  id: 'uuid',
  email: 'text',
  name: 'text?',
  status: 'text',
  role: { column: 'role_name', type: 'text', nullable: true },
  requestedBy: 'text?',
  expiresAt: { column: 'token_expires_at', type: 'date', nullable: true },
  lastSentAt: 'date?',
  createdDateTime: 'date',
  updateDateTime: 'date',
});

const RESEND_INTERVAL_MS = 60_000;

/** Invitations past their link's expiry become `expired` when next looked at; a resend revives them. */
async function expireStale(tx: TenantTx): Promise<void> {
  await tx
    .updateTable('user_requests')
    .set({ status: 'expired', updated_at: sql<Date>`now()` })
    .where('kind', '=', 'invitation')
    .where('status', '=', 'pending')
    .where('token_expires_at', '<', sql<Date>`now()`)
    .execute();
}

export async function listUserRequests(
  deps: Pick<AppDeps, 'db'>,
  tenantId: string,
  kind: 'access-request' | 'invitation',
  query: Record<string, unknown>,
): Promise<ListPage<UserRequestDto>> {
  const list = parseListQuery(query, REQUEST_FIELDS, 'createdDateTime:desc', 'id');
  return withTenant(deps.db, tenantId, async (tx) => {
    await expireStale(tx);
    let base = tx.selectFrom('user_requests').where('kind', '=', kind).where('status', '=', 'pending');
    if (list.where) base = base.where(list.where);
    const { rows, ...total } = await selectPage(list, base.selectAll());
    return { items: rows.map(toUserRequestDto), page: list.page, pageSize: list.pageSize, ...total };
  });
}

export async function loadRequest(
  tx: TenantTx,
  id: string,
  kind: 'access-request' | 'invitation',
): Promise<UserRequestRow> {
  const row = await tx
    .selectFrom('user_requests')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', kind)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new NotFoundError(kind === 'invitation' ? 'No such invitation' : 'No such access request');
  return row;
}

interface Invitation {
  email: string;
  name?: string | undefined;
  role: string;
  message?: string | undefined;
  allowOtherDomain?: boolean | undefined;
}

async function tenantFacts(tx: TenantTx, tenantId: string) {
  return tx
    .selectFrom('tenants')
    .select(['name', 'is_system', 'is_active'])
    .where('id', '=', tenantId)
    .executeTakeFirstOrThrow();
}

export async function mailInvitation(
  deps: MailDeps,
  to: string,
  tenantName: string,
  inviter: string,
  token: string,
  note: string | null,
): Promise<void> {
  const link = activationLink(deps.publicUrl(), token);
  const { file } = await deps.mailer.send({
    to,
    subject: `You are invited to ${tenantName} on Ratelens`,
    text: [
      `${inviter} invited you to join ${tenantName} on Ratelens.`,
      ...(note ? ['', note] : []),
      '',
      'Open this link to activate your account:',
      link,
      '',
      'The link works once and expires in 7 days.',
      '',
    ].join('\n'),
  });
  if (file) deps.log.info({ file }, `invitation for ${to} written to ${file}`);
}

async function assertNoAccount(deps: Pick<AppDeps, 'db'>, email: string): Promise<void> {
  // E-mail is unique across tenants; the answer does not say which tenant holds the account.
  if (await findSignInAccount(deps.db, email))
    throw new ConflictError(`${email} already has an account`, 'already_member');
}

async function createInvitation(
  deps: MailDeps,
  principal: Principal | { email: string; roleName: string },
  tenantId: string,
  input: Invitation,
  run: <T>(fn: (tx: TenantTx) => Promise<T>) => Promise<T>,
): Promise<UserRequestDto> {
  const email = input.email.trim().toLowerCase();
  await assertNoAccount(deps, email);
  const { token, hash } = newLinkToken(tenantId);
  let created: { row: UserRequestRow; tenantName: string };
  try {
    created = await run(async (tx) => {
      const tenant = await tenantFacts(tx, tenantId);
      assertRoleGrantable(principal, input.role, { isSystem: tenant.is_system });
      const otherDomain = await assertTenantOwnsDomain(
        tx,
        tenantId,
        email,
        principal,
        input.allowOtherDomain,
      );
      await expireStale(tx);
      const open = await tx
        .selectFrom('user_requests')
        .select(['kind'])
        .where('email', '=', email)
        .where('status', 'in', ['pending', 'approved'])
        .executeTakeFirst();
      if (open)
        throw new ConflictError(`${email} already has an open invitation or request`, 'already_invited');
      const row = await tx
        .insertInto('user_requests')
        .values({
          tenant_id: tenantId,
          kind: 'invitation',
          email,
          name: input.name ?? null,
          status: 'pending',
          role_name: input.role,
          message: input.message ?? null,
          requested_by: principal.email,
          token_hash: hash,
          token_expires_at: sql<Date>`now() + make_interval(secs => ${LINK_TTL_SECONDS})`,
          last_sent_at: sql<Date>`now()`,
          send_count: 1,
          updated_at: sql<Date>`now()`,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(tx, tenantId, principal, 'user_request.invited', {
        requestId: row.id,
        email,
        role: input.role,
        ...(otherDomain ? { domainOverride: true } : {}),
      });
      return { row, tenantName: tenant.name };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new ConflictError(`${email} already has an open invitation or request`, 'already_invited');
    throw error;
  }
  await mailInvitation(deps, email, created.tenantName, principal.email, token, input.message ?? null);
  return toUserRequestDto(created.row);
}

export async function inviteUser(
  deps: MailDeps,
  principal: Principal,
  tenantId: string,
  input: Invitation,
): Promise<UserRequestDto> {
  return createInvitation(deps, principal, tenantId, input, (fn) => withTenant(deps.db, tenantId, fn));
}

/** POST /api/tenant with adminEmail: the first tenant-admin of a new tenant. */
export async function inviteFirstAdmin(
  deps: MailDeps,
  principal: Principal,
  tenantId: string,
  email: string,
): Promise<UserRequestDto> {
  return createInvitation(deps, principal, tenantId, { email, role: 'tenant-admin' }, (fn) =>
    withSystemAdminInTenant(deps.db, tenantId, fn),
  );
}

export async function resendInvitation(
  deps: MailDeps,
  principal: Principal,
  tenantId: string,
  id: string,
): Promise<UserRequestDto> {
  const { token, hash } = newLinkToken(tenantId);
  const result = await withTenant(deps.db, tenantId, async (tx) => {
    await expireStale(tx);
    const row = await loadRequest(tx, id, 'invitation');
    if (row.status !== 'pending' && row.status !== 'expired')
      throw new ConflictError(`The invitation is ${row.status}`, 'not_pending');
    if (row.last_sent_at && Date.now() - row.last_sent_at.getTime() < RESEND_INTERVAL_MS) {
      const wait = Math.ceil((RESEND_INTERVAL_MS - (Date.now() - row.last_sent_at.getTime())) / 1000);
      throw new RateLimitedError(wait);
    }
    const updated = await updateRequest(tx, id, { status: 'pending', ...linkSent(hash) });
    await recordAudit(tx, tenantId, principal, 'user_request.resent', { requestId: id, email: row.email });
    const tenant = await tenantFacts(tx, tenantId);
    return { updated, tenantName: tenant.name };
  });
  await mailInvitation(
    deps,
    result.updated.email,
    result.tenantName,
    principal.email,
    token,
    result.updated.message,
  );
  return toUserRequestDto(result.updated);
}

export async function cancelInvitation(
  deps: Pick<AppDeps, 'db'>,
  principal: Principal,
  tenantId: string,
  id: string,
): Promise<UserRequestDto> {
  return withTenant(deps.db, tenantId, async (tx) => {
    await expireStale(tx);
    const row = await loadRequest(tx, id, 'invitation');
    if (row.status !== 'pending' && row.status !== 'expired')
      throw new ConflictError(`The invitation is ${row.status}`, 'not_pending');
    const updated = await updateRequest(tx, id, { status: 'cancelled', decided_by: principal.email });
    await recordAudit(tx, tenantId, principal, 'user_request.cancelled', { requestId: id, email: row.email });
    return toUserRequestDto(updated);
  });
}
