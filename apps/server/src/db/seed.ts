import { FEATURE_CODES, type FeatureCode, type RoleName } from '@ratelens/domain';
import { sql } from 'kysely';
import type { Db } from './database.ts';
import { seedAnalytics } from './seed-analytics.ts';
import { seedCatalog } from './seed-catalog.ts';
import { seedDocuments } from './seed-documents.ts';

/** Fixed ids so the CLI, e2e tests and bookmarks keep working across fresh data dirs. */
export const DEMO_TENANT_IDS = {
  ratelens: '00000000-0000-4000-8000-000000000001',
  acmeMutual: '00000000-0000-4000-8000-000000000002',
  birchInsurance: '00000000-0000-4000-8000-000000000003',
} as const;

interface DemoTenant {
  id: string;
  name: string;
  slug: string;
  domain: string;
  isSystem: boolean;
  features: readonly FeatureCode[];
}

const ALL: readonly FeatureCode[] = FEATURE_CODES;

export const DEMO_TENANTS: readonly DemoTenant[] = [
  {
    id: DEMO_TENANT_IDS.ratelens,
    name: 'Ratelens',
    slug: 'ratelens',
    domain: 'ratelens.example',
    isSystem: true,
    features: ALL,
  },
  {
    id: DEMO_TENANT_IDS.acmeMutual,
    name: 'Acme Mutual',
    slug: 'acme-mutual',
    domain: 'acme-mutual.example',
    isSystem: false,
    features: ALL,
  },
  {
    id: DEMO_TENANT_IDS.birchInsurance,
    name: 'Birch Insurance',
    slug: 'birch-insurance',
    domain: 'birch-insurance.example',
    isSystem: false,
    features: ALL.filter((f) => f !== 'DOC-ANL' && f !== 'PRF-AST'),
  },
];

export interface DemoUser {
  tenantId: string;
  email: string;
  name: string;
  role: RoleName;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    tenantId: DEMO_TENANT_IDS.ratelens,
    email: 'admin@ratelens.example',
    name: 'Ratelens Admin',
    role: 'system-admin',
  },
  {
    tenantId: DEMO_TENANT_IDS.acmeMutual,
    email: 'ada@acme-mutual.example',
    name: 'Ada Lovelace',
    role: 'tenant-admin',
  },
  {
    tenantId: DEMO_TENANT_IDS.acmeMutual,
    email: 'sam@acme-mutual.example',
    name: 'Sam Carter',
    role: 'user',
  },
  {
    tenantId: DEMO_TENANT_IDS.birchInsurance,
    email: 'bo@birch-insurance.example',
    name: 'Bo Birch',
    role: 'tenant-admin',
  },
  {
    tenantId: DEMO_TENANT_IDS.birchInsurance,
    email: 'lee@birch-insurance.example',
    name: 'Lee Park',
    role: 'user',
  },
];

/**
 * Runs as the owner role before the app role takes over. The seeded_at marker is claimed in the same
 * transaction as the data, so concurrent first starts on one PostgreSQL seed once, and a restart never reseeds.
 */
export async function seedOnce(admin: Db): Promise<boolean> {
  // Every start but the first: a read answers, without a write transaction (issue 19, start-up).
  const marker = await admin
    .selectFrom('app_meta')
    .select('key')
    .where('key', '=', 'seeded_at')
    .executeTakeFirst();
  if (marker) return false;
  return admin.transaction().execute(async (tx) => {
    const claimed = await sql`insert into app_meta (key, value) values ('seeded_at', to_jsonb(now()))
                              on conflict (key) do nothing returning key`.execute(tx);
    if (claimed.rows.length === 0) return false;
    await tx
      .insertInto('tenants')
      .values(
        DEMO_TENANTS.map((t) => ({
          id: t.id,
          name: t.name,
          slug: t.slug,
          domains: [t.domain],
          is_system: t.isSystem,
          enabled_features: [...t.features],
          logo_url: null,
          primary_color: null,
        })),
      )
      .execute();
    await tx
      .insertInto('users')
      .values(
        DEMO_USERS.map((u) => ({
          tenant_id: u.tenantId,
          username: u.email.split('@')[0] ?? u.email,
          email: u.email,
          name: u.name,
          role_name: u.role,
          enabled_features: [...FEATURE_CODES],
          group_id: null,
        })),
      )
      .execute();
    await seedCatalog(tx);
    await seedDocuments(tx);
    await seedAnalytics(tx);
    return true;
  });
}
