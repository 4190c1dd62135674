import fastJsonPatch, { type Operation } from 'fast-json-patch';
import type { Schema } from '../../contract.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { withSystemAdminRegistry } from '../../db/tenant.ts';
import { ConflictError } from '../../errors.ts';
import { checkTenantEditable } from './tenant-fields.ts';
import { loadTenant, toEditable, writeTenantEditable, type TenantDto } from './tenants.ts';

const { applyPatch, JsonPatchError } = fastJsonPatch;

/**
 * Pointers a patch may touch: the contract's list plus array indices (`/emailDomains/0`), which RFC 6902
 * needs to remove one element. /identityProvider/clientSecret sets the secret without echoing it.
 */
const PATCHABLE = [
  /^\/name$/,
  /^\/emailDomains(\/(-|0|[1-9]\d{0,2}))?$/,
  /^\/enabledFeatures(\/(-|0|[1-9]\d{0,2}))?$/,
  /^\/seatLimit$/,
  /^\/identityProvider(\/(issuer|clientId|clientSecret))?$/,
];

function patchable(pointer: string | undefined): boolean {
  return pointer === undefined || PATCHABLE.some((re) => re.test(pointer));
}

export async function patchTenant(
  db: Db,
  pepper: string,
  principal: Principal,
  tenantId: string,
  operations: Schema<'JsonPatch'>,
): Promise<TenantDto> {
  for (const [index, op] of operations.entries()) {
    const from = 'from' in op ? op.from : undefined;
    if (!patchable(op.path) || !patchable(from)) {
      throw new ConflictError(
        `Operation ${index} (${op.op} ${op.path}) targets a field that cannot be patched; patchable: /name, /emailDomains, /enabledFeatures, /seatLimit, /identityProvider`,
        'patch_failed',
      );
    }
  }
  const current = await withSystemAdminRegistry(db, (tx) => loadTenant(tx, tenantId));
  let patched: unknown;
  try {
    patched = // The contract's JsonPatch is RFC 6902, the operations fast-json-patch applies (and validates: `true`).
      applyPatch(structuredClone(toEditable(current)), operations as Operation[], true, false).newDocument;
  } catch (error) {
    if (error instanceof JsonPatchError) {
      const index = typeof error.index === 'number' ? `Operation ${error.index}` : 'The patch';
      const why = error.name === 'TEST_OPERATION_FAILED' ? 'its test failed' : error.message.split('\n')[0];
      throw new ConflictError(`${index} could not be applied: ${why}`, 'patch_failed');
    }
    throw error;
  }
  const next = checkTenantEditable(patched);
  // Written only if nobody changed the tenant since it was read, so the patch applies atomically.
  return writeTenantEditable(db, pepper, principal, tenantId, next, 'tenant.patched', current.updated_at);
}
