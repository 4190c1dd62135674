import { FEATURE_CODES, FEATURE_NAMES, type FeatureCode } from '@ratelens/domain';
import type { components } from '@ratelens/api';
import type { ApiContext } from '../../context.ts';
import { CliError } from '../../errors.ts';
import { oneOf, requireId } from '../../options.ts';
import { yesNo, type Column } from '../../output.ts';
import type { Tenant } from '../tenants/shared.ts';

export type UserFeature = components['schemas']['UserFeature'];

/** A feature row, whichever call it came from. */
export interface FeatureRow {
  code: FeatureCode;
  name: string;
  enabled: boolean;
  id?: string;
  description?: string;
}

export interface FeatureScope {
  /** System administrators switch a named tenant's features (through the tenant record). */
  tenant?: string;
}

export const featureColumns: ReadonlyArray<Column<FeatureRow>> = [
  { header: 'CODE', value: (f) => f.code },
  { header: 'NAME', value: (f) => f.name },
  { header: 'ENABLED', value: (f) => yesNo(f.enabled) },
  { header: 'DESCRIPTION', value: (f) => f.description ?? '' },
];

export const parseCode = (raw: string): FeatureCode => oneOf('<code>', raw.toUpperCase(), FEATURE_CODES);

export const tenantOf = (options: FeatureScope): string | undefined =>
  options.tenant === undefined ? undefined : requireId('--tenant', options.tenant);

export function listOwnFeatures(ctx: ApiContext): Promise<UserFeature[]> {
  return ctx.call('could not list features', (c) => c.GET('/api/user/feature'));
}

export function tenantFeatureRows(tenant: Tenant): FeatureRow[] {
  return FEATURE_CODES.map((code) => ({
    code,
    name: FEATURE_NAMES[code],
    enabled: tenant.enabledFeatures.includes(code),
  }));
}

/**
 * Switches one feature of your tenant through its feature id (the enable and disable calls take
 * the id, people know the code).
 */
export async function switchOwnFeature(
  ctx: ApiContext,
  code: FeatureCode,
  on: boolean,
): Promise<UserFeature> {
  const features = await listOwnFeatures(ctx);
  const feature = features.find((f) => f.code === code);
  if (!feature) throw new CliError(`your tenant has no feature ${code}`);
  if (feature.enabled === on) return feature;
  const verb = on ? 'enable' : 'disable';
  const path = { params: { path: { id: feature.id } } };
  return ctx.call(`could not ${verb} ${code}`, (c) =>
    on ? c.PATCH('/api/user/feature/{id}/enable', path) : c.PATCH('/api/user/feature/{id}/disable', path),
  );
}

/**
 * The contract has no per-tenant switch call: a named tenant's features are its enabledFeatures, changed
 * with a JSON Patch whose `test` makes a concurrent edit fail (409) instead of being overwritten.
 */
export async function switchTenantFeature(
  ctx: ApiContext,
  tenantId: string,
  code: FeatureCode,
  on: boolean,
): Promise<{ tenant: Tenant; changed: boolean }> {
  const tenant = await ctx.call(`could not get tenant ${tenantId}`, (c) =>
    c.GET('/api/tenant/{tenantId}', { params: { path: { tenantId } } }),
  );
  const current = tenant.enabledFeatures;
  if (current.includes(code) === on) return { tenant, changed: false };
  const next = on ? [...current, code] : current.filter((c) => c !== code);
  const updated = await ctx.call(`could not ${on ? 'enable' : 'disable'} ${code} for ${tenant.name}`, (c) =>
    c.PATCH('/api/tenant/{tenantId}', {
      params: { path: { tenantId } },
      headers: { 'Content-Type': 'application/json-patch+json' },
      body: [
        { op: 'test', path: '/enabledFeatures', value: current },
        { op: 'replace', path: '/enabledFeatures', value: next },
      ],
    }),
  );
  return { tenant: updated, changed: true };
}
