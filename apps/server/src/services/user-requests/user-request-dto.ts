import type { Selectable } from 'kysely';
import type { UserRequestsTable } from '../../db/schema.ts';

export type UserRequestRow = Selectable<UserRequestsTable>;

export interface UserRequestDto {
  id: string;
  kind: 'access-request' | 'invitation';
  email: string;
  name: string | null;
  status: string;
  role: string | null;
  message: string | null;
  requestedBy: string | null;
  tenantId: string;
  expiresAt: string | null;
  lastSentAt: string | null;
  sendCount: number;
  createdDateTime: string;
  updateDateTime: string;
}

export function toUserRequestDto(row: UserRequestRow): UserRequestDto {
  return {
    id: row.id,
    kind: row.kind as UserRequestDto['kind'],
    email: row.email,
    name: row.name,
    status: row.status,
    role: row.role_name,
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
