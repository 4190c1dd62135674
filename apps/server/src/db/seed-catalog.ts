import { US_STATES, type UsStateCode } from '@ratelens/domain';
import type { Transaction } from 'kysely';
import { metadataCatalogue } from '../services/catalog/list-fields.ts';
import { GROUP_TEMPLATES, USECASE_TEMPLATES } from '../services/catalog/templates.ts';
import './schema-catalog.ts';
import type { Database } from './schema.ts';

/** Fixed ids so clients and tests can name a feedback type across fresh databases. */
export const FEEDBACK_TYPE_IDS = {
  bugReport: '7a4e1b2c-3d5f-4a6b-8c7d-9e0f1a2b3c01',
  featureRequest: '7a4e1b2c-3d5f-4a6b-8c7d-9e0f1a2b3c02',
  dataQuestion: '7a4e1b2c-3d5f-4a6b-8c7d-9e0f1a2b3c03',
  other: '7a4e1b2c-3d5f-4a6b-8c7d-9e0f1a2b3c04',
} as const;

export const FEEDBACK_TYPES = [
  { id: FEEDBACK_TYPE_IDS.bugReport, name: 'Bug report' },
  { id: FEEDBACK_TYPE_IDS.featureRequest, name: 'Feature request' },
  { id: FEEDBACK_TYPE_IDS.dataQuestion, name: 'Data question' },
  { id: FEEDBACK_TYPE_IDS.other, name: 'Other' },
] as const;

/** NAIC zones of its members; the freely associated states (MH, PW, FM) belong to none. */
const NAIC_ZONES: Record<string, readonly UsStateCode[]> = {
  northeast: ['CT', 'DE', 'DC', 'ME', 'MD', 'MA', 'NH', 'NJ', 'NY', 'PA', 'RI', 'VT'],
  southeast: ['AL', 'AR', 'FL', 'GA', 'KY', 'LA', 'MS', 'NC', 'PR', 'SC', 'TN', 'VA', 'WV', 'VI'],
  midwest: ['IL', 'IN', 'IA', 'KS', 'MI', 'MN', 'MO', 'NE', 'ND', 'OH', 'OK', 'SD', 'WI'],
  western: [
    'AK',
    'AS',
    'AZ',
    'CA',
    'CO',
    'GU',
    'HI',
    'ID',
    'MP',
    'MT',
    'NV',
    'NM',
    'OR',
    'TX',
    'UT',
    'WA',
    'WY',
  ],
};
const TERRITORIES: readonly string[] = ['GU', 'PR', 'VI', 'AS', 'MP', 'MH', 'PW', 'FM'];

export function naicZoneOf(code: string): string | null {
  return Object.entries(NAIC_ZONES).find(([, codes]) => codes.includes(code as UsStateCode))?.[0] ?? null;
}

/**
 * One tenant's catalogue: the groups of SPEC §3, the use cases of SPEC §1 under their groups with their
 * starter questions and configuration, and the metadata catalogue of the list fields. Runs as the owner
 * at first start, or inside withTenant(newTenantId) when a tenant is created.
 */
export async function seedTenantCatalog(tx: Transaction<Database>, tenantId: string): Promise<void> {
  await tx
    .insertInto('groups')
    .values(
      GROUP_TEMPLATES.map((g) => ({
        tenant_id: tenantId,
        id: g.id,
        key: g.key,
        name: g.name,
        description: g.description,
      })),
    )
    .execute();
  await tx
    .insertInto('usecases')
    .values(
      USECASE_TEMPLATES.map((u) => ({
        tenant_id: tenantId,
        id: u.id,
        key: u.key,
        name: u.name,
        group_id: GROUP_TEMPLATES.find((g) => g.key === u.group)!.id,
        description: u.description,
        feature: u.feature,
      })),
    )
    .execute();
  await tx
    .insertInto('usecase_questions')
    .values(
      USECASE_TEMPLATES.flatMap((u) =>
        u.questions.map((q, i) => ({
          tenant_id: tenantId,
          usecase_id: u.id,
          text: q.text,
          category: q.category,
          approach: q.approach,
          sort_order: i,
        })),
      ),
    )
    .execute();
  await tx
    .insertInto('usecase_configs')
    .values(
      USECASE_TEMPLATES.flatMap((u) =>
        Object.entries(u.config).map(([key, value]) => ({
          tenant_id: tenantId,
          usecase_id: u.id,
          key,
          value: JSON.stringify(value),
          updated_by: null,
          description: null,
        })),
      ),
    )
    .execute();
  await tx
    .insertInto('metadata_fields')
    .values(
      metadataCatalogue().map((m) => ({
        tenant_id: tenantId,
        entity: m.entity,
        field: m.field,
        label: m.label,
        data_type: m.dataType,
        category: 'list',
        filterable: m.filterable,
        sortable: m.sortable,
        description: `${m.filterable ? 'Filterable' : 'Not filterable'} and ${m.sortable ? 'sortable' : 'not sortable'} in list calls`,
      })),
    )
    .execute();
}

/** Reference tables shared by all tenants, then every existing tenant's catalogue. Owner role, first start. */
export async function seedCatalog(tx: Transaction<Database>): Promise<void> {
  await tx
    .insertInto('naic_states')
    .values(
      Object.entries(US_STATES).map(([code, name]) => ({
        code,
        name,
        naic_zone: naicZoneOf(code),
        is_territory: TERRITORIES.includes(code),
      })),
    )
    .execute();
  await tx
    .insertInto('feedback_types')
    .values(FEEDBACK_TYPES.map((t, i) => ({ id: t.id, name: t.name, sort_order: i })))
    .execute();
  const tenants = await tx.selectFrom('tenants').select('id').execute();
  for (const tenant of tenants) await seedTenantCatalog(tx, tenant.id);
}
