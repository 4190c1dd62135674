import type { Selectable } from 'kysely';
import type { Schema } from '../../contract.ts';
import type { UserRequestsTable } from '../../db/schema.ts';

export type UserRequestRow = Selectable<UserRequestsTable>;

export type UserRequestDto = Schema<'UserRequest'>;

export function toUserRequestDto(row: UserRequestRow): UserRequestDto {
  return {
    id: row.id,
    kind: row.kind as UserRequestDto['kind'],
    email: row.email,
    name: row.name,
    status: row.status as UserRequestDto['status'],
    role: row.role_name as UserRequestDto['role'],
    message: row.message,
    requestedBy: row.requested_by,
    tenantId: row.tenant_id,
    expiresAt: row.token_expires_at?.toISOString() ?? null,
    lastSentAt: row.last_sent_at?.toISOString() ?? null,
    sendCount: row.send_count,
    createdDateTime: row.created_at.toISOString(),
    updateDateTime: row.updated_at.toISOString(),
  };
}
