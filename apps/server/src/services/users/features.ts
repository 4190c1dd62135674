import { FEATURE_CODES, FEATURE_NAMES, type FeatureCode } from '@ratelens/domain';
import { sql } from 'kysely';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { withSystemAdminInTenant, withTenant } from '../../db/tenant.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { recordAudit } from '../audit.ts';

/** Stable ids, so clients can bookmark the enable/disable calls across databases. */
export const FEATURE_IDS: Record<FeatureCode, string> = {
  'ANM-DSH': '00000000-0000-4000-8000-00000000f001',
  'COM-AST': '00000000-0000-4000-8000-00000000f002',
  'DOC-ANL': '00000000-0000-4000-8000-00000000f003',
  'PRF-ANL': '00000000-0000-4000-8000-00000000f004',
  'PRF-AST': '00000000-0000-4000-8000-00000000f005',
};

const DESCRIPTIONS: Record<FeatureCode, string> = {
  'ANM-DSH': 'Anomaly dashboard: detected anomalies, their workflow and recommended actions.',
  'COM-AST': 'Competitive intelligence assistant: chats over competitors’ filings.',
  'DOC-ANL': 'Document analysis: questions answered from uploaded filing documents, with citations.',
  'PRF-ANL': 'Portfolio analysis: model reports, stability and outlier quadrants.',
  'PRF-AST': 'Portfolio assistant: chats answered from the portfolio and filing data.',
};

export interface UserFeatureDto {
  id: string;
  code: FeatureCode;
  name: string;
  description: string;
  enabled: boolean;
  updateDateTime: string;
  locked: boolean;
  lockReason: string | null;
}

type Locks = Record<string, { enabled: boolean; reason: string | null }>;

function dto(code: FeatureCode, enabled: readonly string[], updatedAt: Date, locks: Locks): UserFeatureDto {
  const lock = Object.hasOwn(locks, code) ? locks[code] : undefined;
  return {
    id: FEATURE_IDS[code],
    code,
    name: FEATURE_NAMES[code],
    description: DESCRIPTIONS[code],
    enabled: enabled.includes(code),
    updateDateTime: updatedAt.toISOString(),
    locked: lock !== undefined,
    lockReason: lock?.reason ?? null,
  };
}

function featureCode(featureId: string): FeatureCode {
  const code = FEATURE_CODES.find((c) => FEATURE_IDS[c] === featureId.toLowerCase());
  if (!code) throw new NotFoundError('No such feature');
  return code;
}

export async function listUserFeatures(db: Db, tenantId: string): Promise<UserFeatureDto[]> {
  return withTenant(db, tenantId, async (tx) => {
    const tenant = await tx
      .selectFrom('tenants')
      .select(['enabled_features', 'updated_at', 'locked_features'])
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
    return FEATURE_CODES.map((code) =>
      dto(code, tenant.enabled_features, tenant.updated_at, tenant.locked_features),
    );
  });
}

export class FeatureLockedError extends ConflictError {
  constructor(name: string, reason: string | null) {
    super(
      `${name} is locked by the operator${reason ? `: ${reason}` : ''}; ask your Ratelens contact to change it`,
      'feature_locked',
    );
  }
}

/** Switches a feature of the caller's own tenant through the narrow SECURITY DEFINER function. */
export async function switchUserFeature(
  db: Db,
  principal: Principal,
  tenantId: string,
  featureId: string,
  enabled: boolean,
): Promise<UserFeatureDto> {
  const code = featureCode(featureId);
  return withTenant(db, tenantId, async (tx) => {
    const tenant = await tx
      .selectFrom('tenants')
      .select('locked_features')
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
    const lock = Object.hasOwn(tenant.locked_features, code) ? tenant.locked_features[code] : undefined;
    if (lock) throw new FeatureLockedError(FEATURE_NAMES[code], lock.reason);
    const { rows } = await sql<{
      features: string[] | null;
    }>`select set_own_tenant_feature(${code}, ${enabled}) as features`.execute(tx);
    const features = rows[0]?.features ?? [];
    await recordAudit(tx, tenantId, principal, enabled ? 'feature.enabled' : 'feature.disabled', {
      feature: code,
    });
    return dto(code, features, new Date(), tenant.locked_features);
  });
}

/**
 * The operator's lock: a system-admin sets a tenant's feature on or off and fixes it there (or, with
 * `lock` null, releases it). Runs with the registry policy, which the system-admin role opens.
 */
export async function setFeatureLock(
  db: Db,
  principal: Principal,
  tenantId: string,
  featureId: string,
  lock: { enabled: boolean; reason?: string | undefined } | null,
): Promise<UserFeatureDto> {
  const code = featureCode(featureId);
  return withSystemAdminInTenant(db, tenantId, async (tx) => {
    const tenant = await tx
      .selectFrom('tenants')
      .select(['enabled_features', 'locked_features'])
      .where('id', '=', tenantId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!tenant) throw new NotFoundError('No such tenant');
    const locks: Locks = { ...tenant.locked_features };
    let features = tenant.enabled_features;
    if (lock) {
      locks[code] = { enabled: lock.enabled, reason: lock.reason?.trim() || null };
      features = lock.enabled ? [...new Set([...features, code])].sort() : features.filter((f) => f !== code);
    } else {
      delete locks[code];
    }
    const row = await tx
      .updateTable('tenants')
      .set({
        locked_features: JSON.stringify(locks),
        enabled_features: features,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', tenantId)
      .returning(['enabled_features', 'updated_at', 'locked_features'])
      .executeTakeFirstOrThrow();
    await recordAudit(tx, tenantId, principal, lock ? 'feature.locked' : 'feature.unlocked', {
      feature: code,
      ...(lock ? { enabled: lock.enabled, reason: lock.reason ?? null } : {}),
    });
    return dto(code, row.enabled_features, row.updated_at, row.locked_features);
  });
}
