import { FEATURE_CODES, FEATURE_NAMES, type FeatureCode } from '@ratelens/domain';
import { sql } from 'kysely';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { withTenant } from '../../db/tenant.ts';
import { NotFoundError } from '../../errors.ts';
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
}

function dto(code: FeatureCode, enabled: readonly string[], updatedAt: Date): UserFeatureDto {
  return {
    id: FEATURE_IDS[code],
    code,
    name: FEATURE_NAMES[code],
    description: DESCRIPTIONS[code],
    enabled: enabled.includes(code),
    updateDateTime: updatedAt.toISOString(),
  };
}

export async function listUserFeatures(db: Db, tenantId: string): Promise<UserFeatureDto[]> {
  return withTenant(db, tenantId, async (tx) => {
    const tenant = await tx
      .selectFrom('tenants')
      .select(['enabled_features', 'updated_at'])
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
    return FEATURE_CODES.map((code) => dto(code, tenant.enabled_features, tenant.updated_at));
  });
}

/** Switches a feature of the caller's own tenant through the narrow SECURITY DEFINER function. */
export async function switchUserFeature(
  db: Db,
  principal: Principal,
  tenantId: string,
  featureId: string,
  enabled: boolean,
): Promise<UserFeatureDto> {
  const code = FEATURE_CODES.find((c) => FEATURE_IDS[c] === featureId.toLowerCase());
  if (!code) throw new NotFoundError('No such feature');
  return withTenant(db, tenantId, async (tx) => {
    const { rows } = await sql<{
      features: string[] | null;
    }>`select set_own_tenant_feature(${code}, ${enabled}) as features`.execute(tx);
    const features = rows[0]?.features ?? [];
    await recordAudit(tx, tenantId, principal, enabled ? 'feature.enabled' : 'feature.disabled', {
      feature: code,
    });
    return dto(code, features, new Date());
  });
}
