import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { RatelensApp } from '../../src/app.ts';
import { DEMO_TENANT_IDS } from '../../src/db/seed.ts';
import { loadSpec, type LoadedSpec } from '../../src/http/openapi.ts';
import { bearer, bootApp, createTestEnv, signIn, type TestEnv } from '../helpers.ts';
import { ContractFuzzer, fuzzOperation, type FuzzFault } from './contract-fuzz.ts';

export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 200);

/**
 * Operations that wipe or switch off whatever tenant they name: they only ever see a throwaway tenant
 * (or ids that do not exist), so the rest of the file keeps fuzzing a live demo tenant.
 */
const TENANT_DESTROYERS = new Set([
  'deleteTenant',
  'patchTenant',
  'updateTenant',
  'activateTenant',
  'deactivateTenant',
  'updateTenantStatus',
  'createPurgeRequest',
  'cancelPurgeRequest',
  'resetTenant',
  'resetTenantUsecases',
]);

/**
 * Fuzzes every operation carrying one of `tags` (FUZZ_RUNS generated requests each) as the system-admin,
 * who passes every x-roles list, so the requests reach validation and the handlers. One server per file.
 */
export function describeContractFuzz(title: string, tags: string[]): void {
  describe.skipIf(Boolean(process.env.DATABASE_URL))(title, () => {
    let env: TestEnv;
    let ratelens: RatelensApp;
    let spec: LoadedSpec;
    let fuzzer: ContractFuzzer;
    let admin: Record<string, string>;
    let throwaway: string;
    const faults: FuzzFault[] = [];

    beforeAll(async () => {
      env = await createTestEnv();
      ratelens = await bootApp(env, {
        SSO_RATE_LIMIT_PER_IP: '1000000',
        SSO_FAILED_CODES_PER_IP: '1000000',
      });
      spec = await loadSpec(ratelens.deps.config.openapiPath);
      fuzzer = new ContractFuzzer(spec);
      const tokens = await signIn(ratelens, env.dataDir, 'admin@ratelens.example');
      admin = bearer(tokens.id_token);
      const created = await ratelens.app.inject({
        method: 'POST',
        url: '/api/tenant',
        headers: admin,
        payload: { name: 'Fuzz throwaway', slug: 'fuzz-throwaway', emailDomains: ['fuzz-throwaway.example'] },
      });
      expect(created.statusCode, created.body).toBe(201);
      throwaway = (created.json() as { id: string }).id;
    }, 120_000);

    afterAll(async () => {
      if (faults.length > 0) console.log(JSON.stringify(faults.slice(0, 20), null, 1));
      await ratelens?.close();
      await env?.dispose();
    });

    const document = loadSpecSync();
    const operations = Object.entries(document.paths).flatMap(([specPath, item]) =>
      Object.entries(item)
        .filter(([, op]) => typeof op === 'object' && op !== null && 'operationId' in op)
        .filter(([, op]) => tags.includes((op as { tags?: string[] }).tags?.[0] ?? ''))
        .map(([method, op]) => ({
          specPath,
          method,
          operationId: (op as { operationId: string }).operationId,
        })),
    );

    it('covers at least one operation', () => {
      expect(tags.length).toBeGreaterThan(0);
      expect(operations.length).toBeGreaterThan(0);
    });

    // FUZZ_ONLY=opA,opB narrows a local run to the operations being fixed.
    const only = process.env.FUZZ_ONLY?.split(',') ?? null;
    for (const { operationId } of operations.filter((o) => !only || only.includes(o.operationId))) {
      it(`${operationId}: ${FUZZ_RUNS} generated requests, no 5xx, valid 2xx, problem+json 4xx`, async () => {
        const operation = spec.operations.find((o) => o.operationId === operationId);
        if (!operation) throw new Error(`${operationId} not in the loaded spec`);
        let headers = admin;
        if (operationId === 'logout') {
          // Logging out revokes the session; it gets one of its own so the other operations keep theirs.
          const own = await signIn(ratelens, env.dataDir, 'admin@ratelens.example');
          headers = bearer(own.id_token);
        }
        const tenantIds = TENANT_DESTROYERS.has(operationId)
          ? fc.oneof(fc.constant(throwaway), fc.uuid())
          : fc.constantFrom(
              DEMO_TENANT_IDS.acmeMutual,
              DEMO_TENANT_IDS.birchInsurance,
              DEMO_TENANT_IDS.ratelens,
            );
        const result = await fuzzOperation(ratelens, fuzzer, operation, {
          headers,
          pathValues: { tenantId: tenantIds },
          numRuns: FUZZ_RUNS,
        });
        faults.push(...result.faults);
        expect(result.faults.map((f) => `${f.kind} ${f.status} ${f.detail}`)).toEqual([]);
      }, 300_000);
    }
  });
}

function loadSpecSync(): { paths: Record<string, Record<string, unknown>> } {
  const file = fileURLToPath(new URL('../../../../openapi/openapi.yaml', import.meta.url));
  return parse(readFileSync(file, 'utf8')) as { paths: Record<string, Record<string, unknown>> };
}
