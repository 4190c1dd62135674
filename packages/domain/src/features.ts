export const FEATURE_CODES = ['ANM-DSH', 'COM-AST', 'DOC-ANL', 'PRF-ANL', 'PRF-AST'] as const;
export type FeatureCode = (typeof FEATURE_CODES)[number];

export const FEATURE_NAMES: Record<FeatureCode, string> = {
  'ANM-DSH': 'Anomalies',
  'COM-AST': 'Competitive Intelligence Assistant',
  'DOC-ANL': 'Document Analysis',
  'PRF-ANL': 'Portfolio Analysis',
  'PRF-AST': 'Portfolio Assistant',
};

export interface FeatureHolder {
  roleName?: string | undefined;
  enabledFeatures?: readonly string[] | undefined;
}

/**
 * SPEC §6: false with no user or an empty enabledFeatures list (even for a system-admin),
 * true for any feature for a system-admin, otherwise membership of enabledFeatures.
 */
export function hasFeature(user: FeatureHolder | null | undefined, feature: string): boolean {
  if (!user || !user.enabledFeatures || user.enabledFeatures.length === 0) return false;
  if (user.roleName === 'system-admin') return true;
  return user.enabledFeatures.includes(feature);
}
