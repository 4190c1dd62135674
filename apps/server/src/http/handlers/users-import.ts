import type { OperationHandlers } from '../context.ts';
import { requirePrincipal, requireTenantId } from '../context.ts';
import { ValidationError } from '../../errors.ts';
import { importUsers } from '../../services/users/import.ts';

/** POST /api/user/import and its /api/tenant/{tenantId}/ copy: the body is the CSV text (text/csv). */
const importHandler: OperationHandlers[string] = async (ctx) => {
  if (typeof ctx.body !== 'string' || ctx.body.trim() === '')
    throw new ValidationError('Send the CSV file as the body (Content-Type: text/csv)', [
      { field: 'body', message: 'is missing' },
    ]);
  return importUsers(ctx.deps.db, requirePrincipal(ctx), requireTenantId(ctx), ctx.body);
};

export const userImportHandlers: OperationHandlers = {
  importUsers: importHandler,
  importTenantUsers: importHandler,
};
