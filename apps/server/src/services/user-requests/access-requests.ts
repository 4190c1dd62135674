import { sql } from 'kysely';
import type { Principal } from '../../auth/principal.ts';
import { findSignInAccount } from '../../auth/sign-in.ts';
import { withTenant } from '../../db/tenant.ts';
import { ConflictError } from '../../errors.ts';
import { recordAudit } from '../audit.ts';
import { assertRoleGrantable } from '../users/role-rules.ts';
import { type MailDeps, loadRequest } from './invitations.ts';
import { activationLink, newLinkToken } from './link-tokens.ts';
import { toUserRequestDto, type UserRequestDto } from './user-request-dto.ts';
import { linkSent, updateRequest } from './request-update.ts';
import { notify } from '../notify.ts';

export const ACCESS_REQUEST_RECEIPT = {
  status: 'received' as const,
  message:
    'Thank you. If your organisation uses Ratelens, its administrators will review your request and you will receive an e-mail to activate your account.',
};

interface AccessRequestInput {
  email: string;
  name: string;
  company?: string | undefined;
  message?: string | undefined;
}

/** Through a SECURITY DEFINER function: the app role never reads the registry before a tenant is known. */
async function tenantOwningDomain(deps: Pick<MailDeps, 'db'>, domain: string): Promise<string | null> {
  const { rows } = await sql<{
    id: string | null;
  }>`select find_tenant_by_email_domain(${domain}) as id`.execute(deps.db);
  return rows[0]?.id ?? null;
}

/**
 * The answer never changes, whatever happened, so the call cannot probe which domains are customers or
 * which addresses have accounts. Nothing is stored for an unknown domain, an existing account or an
 * address that already has an open request.
 */
export async function requestAccess(
  deps: MailDeps,
  input: AccessRequestInput,
): Promise<typeof ACCESS_REQUEST_RECEIPT> {
  const email = input.email.trim().toLowerCase();
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const tenantId = await tenantOwningDomain(deps, domain);
  if (!tenantId || (await findSignInAccount(deps.db, email))) return ACCESS_REQUEST_RECEIPT;
  const created = await withTenant(deps.db, tenantId, async (tx) => {
    const row = await tx
      .insertInto('user_requests')
      .values({
        tenant_id: tenantId,
        kind: 'access-request',
        email,
        name: input.name.trim(),
        company: input.company ?? null,
        status: 'pending',
        role_name: null,
        message: input.message ?? null,
        updated_at: sql<Date>`now()`,
      })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'email']).where('status', 'in', ['pending', 'approved']).doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    await recordAudit(tx, tenantId, { email }, 'user_request.received', { requestId: row.id });
    await notify(tx, tenantId, {
      event: 'user-request.received',
      title: `Access request from ${input.name.trim()}`,
      body: `${email} asks to join${input.company ? ` (${input.company})` : ''}.`,
      link: '/settings/user-management',
      audience: 'admins',
    });
    const admins = await tx
      .selectFrom('users')
      .select('email')
      .where('role_name', '=', 'tenant-admin')
      .where('is_active', '=', true)
      .execute();
    const tenant = await tx
      .selectFrom('tenants')
      .select('name')
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
    return { row, admins: admins.map((a) => a.email), tenantName: tenant.name };
  });
  if (created) {
    for (const admin of created.admins) {
      await deps.mailer.send({
        to: admin,
        subject: `Access request for ${created.tenantName}`,
        text: [
          `${created.row.name ?? email} <${email}> asked for access to ${created.tenantName} on Ratelens.`,
          ...(input.message ? ['', input.message] : []),
          '',
          `Review it under Settings > Users > Requests: ${deps.publicUrl()}/settings`,
          '',
        ].join('\n'),
      });
    }
  }
  return ACCESS_REQUEST_RECEIPT;
}

export async function approveUserRequest(
  deps: MailDeps,
  principal: Principal,
  tenantId: string,
  id: string,
  role: string,
): Promise<UserRequestDto> {
  const { token, hash } = newLinkToken(tenantId);
  const result = await withTenant(deps.db, tenantId, async (tx) => {
    const row = await loadRequest(tx, id, 'access-request');
    if (row.status !== 'pending')
      throw new ConflictError(`The request is already ${row.status}`, 'not_pending');
    const tenant = await tx
      .selectFrom('tenants')
      .select(['name', 'is_system'])
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
    assertRoleGrantable(principal, role, { isSystem: tenant.is_system });
    const updated = await updateRequest(tx, id, {
      status: 'approved',
      role_name: role,
      decided_by: principal.email,
      ...linkSent(hash),
    });
    await recordAudit(tx, tenantId, principal, 'user_request.approved', {
      requestId: id,
      email: row.email,
      role,
    });
    return { updated, tenantName: tenant.name };
  });
  const link = activationLink(deps.publicUrl(), token);
  const { file } = await deps.mailer.send({
    to: result.updated.email,
    subject: `Your access to ${result.tenantName} on Ratelens was approved`,
    text: [
      `Your request to join ${result.tenantName} on Ratelens was approved.`,
      '',
      'Open this link to activate your account:',
      link,
      '',
      'The link works once and expires in 7 days.',
      '',
    ].join('\n'),
  });
  if (file) deps.log.info({ file }, `activation link for ${result.updated.email} written to ${file}`);
  return toUserRequestDto(result.updated);
}

export async function declineUserRequest(
  deps: Pick<MailDeps, 'db'>,
  principal: Principal,
  tenantId: string,
  id: string,
  reason: string | null,
): Promise<UserRequestDto> {
  return withTenant(deps.db, tenantId, async (tx) => {
    const row = await loadRequest(tx, id, 'access-request');
    if (row.status !== 'pending')
      throw new ConflictError(`The request is already ${row.status}`, 'not_pending');
    const updated = await updateRequest(tx, id, {
      status: 'declined',
      decided_by: principal.email,
      decline_reason: reason,
    });
    await recordAudit(tx, tenantId, principal, 'user_request.declined', {
      requestId: id,
      email: row.email,
      reason,
    });
    return toUserRequestDto(updated);
  });
}
