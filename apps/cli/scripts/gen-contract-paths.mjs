#!/usr/bin/env node
// Writes apps/cli/src/generated/contract-paths.ts: every operation of openapi/openapi.yaml (method, path
// template, operationId, summary), which `ratelens api` needs at run time to check and complete paths.
// The types already come from packages/api; this is the one runtime list, made from the same spec.
// With --check it fails (exit 1) when the committed file differs from what the spec produces.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import * as prettier from 'prettier';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const specPath = path.join(root, 'openapi/openapi.yaml');
export const outPath = path.join(root, 'apps/cli/src/generated/contract-paths.ts');
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export async function generate() {
  const spec = parse(await readFile(specPath, 'utf8'));
  const operations = [];
  for (const [template, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op) continue;
      operations.push({
        method,
        path: template,
        operationId: op.operationId ?? '',
        summary: op.summary ?? '',
        // security: [] marks the calls anyone may make without a token.
        public: Array.isArray(op.security) && op.security.length === 0,
      });
    }
  }
  const source = `// Generated from openapi/openapi.yaml by apps/cli/scripts/gen-contract-paths.mjs. Do not edit by hand.
import type { paths } from '@ratelens/api';

export interface ContractOperation {
  method: 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options';
  path: keyof paths;
  operationId: string;
  summary: string;
  public: boolean;
}

export const CONTRACT_OPERATIONS = ${JSON.stringify(operations)} as const satisfies readonly ContractOperation[];
`;
  return prettier.format(source, { parser: 'typescript', ...(await prettier.resolveConfig(outPath)) });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const generated = await generate();
  const current = await readFile(outPath, 'utf8').catch(() => '');
  if (process.argv.includes('--check')) {
    if (current !== generated) {
      console.error(
        'apps/cli/src/generated/contract-paths.ts is out of date: run `npm run gen -w @ratelens/cli`',
      );
      process.exit(1);
    }
  } else if (current !== generated) {
    await mkdir(path.dirname(outPath), { recursive: true });
    await writeFile(outPath, generated);
    console.log('wrote apps/cli/src/generated/contract-paths.ts');
  }
}
