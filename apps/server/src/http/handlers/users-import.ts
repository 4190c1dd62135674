import { ValidationError } from '../../errors.ts';
import { importUsers } from '../../services/users/import.ts';
import { defineOperations, type SignedInContext } from '../operation.ts';

/** POST /api/user/import and its /api/tenant/{tenantId}/ copy: the body is the CSV text (text/csv). */
async function importHandler(ctx: SignedInContext<'importUsers'> | SignedInContext<'importTenantUsers'>) {
  const csv: unknown = ctx.body;
  if (typeof csv !== 'string' || csv.trim() === '')
    throw new ValidationError('Send the CSV file as the body (Content-Type: text/csv)', [
      { field: 'body', message: 'is missing' },
    ]);
  return importUsers(ctx.deps.db, ctx.principal, ctx.tenantId, csv);
}

export const userImportHandlers = defineOperations({
  importUsers: { tenant: 'none', run: importHandler },
  importTenantUsers: { tenant: 'none', run: importHandler },
});
