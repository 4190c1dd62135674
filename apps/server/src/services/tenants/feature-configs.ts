import { sql } from 'kysely';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { withTenant, type TenantTx } from '../../db/tenant.ts';
import { NotFoundError } from '../../errors.ts';
import { recordAudit } from '../audit.ts';
import { configValueText, foundEntry, toEntry, type ConfigEntry } from '../catalog/usecase-config.ts';

/** A module feature's configuration entry: the contract's ConfigEntry. */
export type ConfigEntryDto = ConfigEntry;

interface ConfigAddress {
  moduleId: string;
  featureCode: string;
  key: string;
}

/** A module is a use case of the tenant; RLS makes another tenant's use case invisible (404). */
async function requireModule(tx: TenantTx, moduleId: string): Promise<void> {
  const { rows } = await sql<{
    found: boolean;
  }>`select exists (select 1 from usecases where id = ${moduleId}::uuid) as found`.execute(tx);
  if (!rows[0]?.found) throw new NotFoundError('No such module in this tenant');
}

export async function getFeatureConfig(db: Db, tenantId: string, at: ConfigAddress): Promise<ConfigEntryDto> {
  return withTenant(db, tenantId, async (tx) => {
    await requireModule(tx, at.moduleId);
    const row = await tx
      .selectFrom('tenant_feature_configs')
      .selectAll()
      .where('module_id', '=', at.moduleId)
      .where('feature_code', '=', at.featureCode)
      .where('key', '=', at.key)
      .executeTakeFirst();
    return foundEntry(row, `No configuration ${at.key} for ${at.featureCode} in this module`);
  });
}

export async function putFeatureConfig(
  db: Db,
  principal: Principal,
  tenantId: string,
  at: ConfigAddress,
  input: { value: unknown; description?: string },
): Promise<ConfigEntryDto> {
  const text = configValueText(input.value);
  return withTenant(db, tenantId, async (tx) => {
    await requireModule(tx, at.moduleId);
    const row = await tx
      .insertInto('tenant_feature_configs')
      .values({
        tenant_id: tenantId,
        module_id: at.moduleId,
        feature_code: at.featureCode,
        key: at.key,
        value: text,
        description: input.description ?? null,
        updated_by: principal.email,
        updated_at: sql<Date>`now()`,
      })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'module_id', 'feature_code', 'key']).doUpdateSet({
          value: text,
          // An update without a description keeps the one already written.
          description: sql<
            string | null
          >`coalesce(${input.description ?? null}, tenant_feature_configs.description)`,
          updated_by: principal.email,
          updated_at: sql<Date>`now()`,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(tx, tenantId, principal, 'feature_config.updated', { ...at });
    return toEntry(row);
  });
}
