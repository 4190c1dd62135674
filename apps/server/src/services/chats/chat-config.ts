import type { TenantTx } from '../../db/tenant.ts';
import '../../db/schema-documents.ts';
import { ApiProblemError } from '../../errors.ts';
import {
  configValueText,
  foundEntry,
  getConfig,
  putConfig,
  toEntry,
  type ConfigEntry,
} from '../catalog/usecase-config.ts';

// How the assistant answers: per use case (stored in the use case's configuration, next to the keys the
// catalogue seeds, such as maxCitations and defaultApproach) or per tenant (chat_tenant_configs) for the
// system-admin's tenant-wide chats. The configuration is a typed view over those keys, with defaults.

export type Approach = 'documents' | 'data';

export interface ChatConfiguration {
  approaches: Approach[];
  defaultApproach: Approach;
  maxCitations: number;
  suggestedQuestionCount: number;
  retentionDays: number | null;
  generativeAnswers: boolean;
}

export const DEFAULT_CHAT_CONFIGURATION: ChatConfiguration = {
  approaches: ['documents', 'data'],
  defaultApproach: 'documents',
  maxCitations: 5,
  suggestedQuestionCount: 3,
  retentionDays: null,
  generativeAnswers: true,
};

export type ConfigScope = { kind: 'usecase'; usecaseId: string } | { kind: 'tenant' };

const isApproach = (v: unknown): v is Approach => v === 'documents' || v === 'data';
const intIn = (v: unknown, min: number, max: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** Stored values that do not fit the type fall back to the default instead of breaking the chat. */
export function configurationFrom(values: Map<string, unknown>): ChatConfiguration {
  const d = DEFAULT_CHAT_CONFIGURATION;
  const approachesRaw = values.get('approaches');
  const approaches =
    Array.isArray(approachesRaw) && approachesRaw.length > 0 && approachesRaw.every(isApproach)
      ? [...new Set(approachesRaw)]
      : d.approaches;
  const def = values.get('defaultApproach');
  const maxCitations = values.get('maxCitations');
  const suggested = values.get('suggestedQuestionCount');
  const retention = values.get('retentionDays');
  const generative = values.get('generativeAnswers');
  return {
    approaches,
    defaultApproach: isApproach(def) && approaches.includes(def) ? def : approaches[0]!,
    maxCitations: intIn(maxCitations, 1, 20) ? (maxCitations as number) : d.maxCitations,
    suggestedQuestionCount: intIn(suggested, 0, 20) ? (suggested as number) : d.suggestedQuestionCount,
    retentionDays:
      retention === null || intIn(retention, 1, 3650)
        ? ((retention as number | null) ?? null)
        : d.retentionDays,
    generativeAnswers: typeof generative === 'boolean' ? generative : d.generativeAnswers,
  };
}

async function storedValues(tx: TenantTx, scope: ConfigScope): Promise<Map<string, unknown>> {
  const rows =
    scope.kind === 'usecase'
      ? await tx
          .selectFrom('usecase_configs')
          .select(['key', 'value'])
          .where('usecase_id', '=', scope.usecaseId)
          .execute()
      : await tx.selectFrom('chat_tenant_configs').select(['key', 'value']).execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function getConfiguration(tx: TenantTx, scope: ConfigScope): Promise<ChatConfiguration> {
  return configurationFrom(await storedValues(tx, scope));
}

/** Who writes which configuration: the acting tenant, the scope, and the writer's e-mail. */
export interface ConfigWrite<B> {
  tenantId: string;
  scope: ConfigScope;
  updatedBy: string;
  body: B;
}

export async function putConfiguration(
  tx: TenantTx,
  { body: input, ...write }: ConfigWrite<ChatConfiguration>,
): Promise<ChatConfiguration> {
  if (!input.approaches.includes(input.defaultApproach))
    throw new ApiProblemError(
      400,
      'validation_failed',
      'The request is invalid',
      'defaultApproach must be one of approaches',
      {
        errors: [{ field: 'defaultApproach', message: 'must be one of approaches' }],
      },
    );
  for (const [key, value] of Object.entries(input)) await putEntry(tx, { ...write, key, body: { value } });
  return getConfiguration(tx, write.scope);
}

export async function getEntry(tx: TenantTx, scope: ConfigScope, key: string): Promise<ConfigEntry> {
  if (scope.kind === 'usecase') return getConfig(tx, scope.usecaseId, key);
  const row = await tx
    .selectFrom('chat_tenant_configs')
    .select(['key', 'value', 'description', 'updated_by', 'updated_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  return foundEntry(row, `The tenant has no chat configuration "${key}"`);
}

export async function putEntry(
  tx: TenantTx,
  {
    tenantId,
    scope,
    key,
    body: input,
    updatedBy,
  }: ConfigWrite<{ value?: unknown; description?: string }> & { key: string },
): Promise<ConfigEntry> {
  if (scope.kind === 'usecase')
    return putConfig(
      tx,
      tenantId,
      scope.usecaseId,
      { key, value: input.value, description: input.description },
      updatedBy,
    );
  const value = configValueText(input.value);
  const row = await tx
    .insertInto('chat_tenant_configs')
    .values({
      tenant_id: tenantId,
      key,
      value,
      description: input.description ?? null,
      updated_by: updatedBy,
      updated_at: new Date(),
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'key']).doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        description:
          input.description === undefined
            ? eb.ref('chat_tenant_configs.description')
            : eb.ref('excluded.description'),
        updated_by: eb.ref('excluded.updated_by'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning(['key', 'value', 'description', 'updated_by', 'updated_at'])
    .executeTakeFirstOrThrow();
  return toEntry(row);
}
