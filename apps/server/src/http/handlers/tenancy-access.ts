import type { OperationHandlers } from '../context.ts';
import { maintenanceHandlers } from './maintenance.ts';
import { tenantAgentHandlers } from './tenant-agents.ts';
import { tenantHandlers } from './tenants.ts';
import { usersAccessHandlers } from './users-access.ts';

/** Tenants, users, user requests, access and sign-in extensions: one spread in http/handlers.ts. */
export const tenancyAccessHandlers: OperationHandlers = {
  ...tenantHandlers,
  ...usersAccessHandlers,
  ...maintenanceHandlers,
  ...tenantAgentHandlers,
};
