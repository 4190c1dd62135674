#!/usr/bin/env node
// Generates the contract types from openapi/openapi.yaml into packages/api/src/generated/openapi.ts, and the
// contract's metadata (per-operation method, path, `x-cache-tags` and `x-limits`) into
// packages/api/src/generated/contract-meta.ts. With --check it fails (exit 1) when a committed file differs
// from what the spec produces.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const specPath = path.join(root, 'openapi/openapi.yaml');
const outPath = path.join(root, 'packages/api/src/generated/openapi.ts');
const check = process.argv.includes('--check');

const ast = await openapiTS(new URL(`file://${specPath}`), { alphabetize: false, exportType: false });
const header = '// Generated from openapi/openapi.yaml by `npm run gen`. Do not edit by hand.\n';
const generated = await prettier.format(header + astToString(ast), {
  parser: 'typescript',
  ...(await prettier.resolveConfig(outPath)),
});

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

/** Per-operation metadata; a missing or unknown cache tag stops the generation with the operation named. */
async function contractMeta() {
  const spec = parse(await readFile(specPath, 'utf8'));
  const known = new Set(spec.components.schemas.CacheTag.enum);
  const operations = {};
  const limits = {};
  for (const [apiPath, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tags = op['x-cache-tags'];
      if (!Array.isArray(tags)) {
        throw new Error(`${op.operationId} (${method.toUpperCase()} ${apiPath}) declares no x-cache-tags`);
      }
      const unknown = tags.filter((tag) => !known.has(tag));
      if (unknown.length) throw new Error(`${op.operationId}: unknown cache tag(s) ${unknown.join(', ')}`);
      operations[op.operationId] = { method, path: apiPath, cacheTags: tags };
      if (op['x-limits']) limits[op.operationId] = op['x-limits'];
    }
  }
  const source = `// Generated from openapi/openapi.yaml by \`npm run gen\`. Do not edit by hand.
import type { components, operations } from './openapi.ts';

type CacheTag = components['schemas']['CacheTag'];
type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';

/** Each operation's method, path template and \`x-cache-tags\` (read by GETs, invalidated by writes). */
export const OPERATION_META = ${JSON.stringify(operations)} as const satisfies Record<
  keyof operations,
  { method: Method; path: string; cacheTags: readonly CacheTag[] }
>;

/** The \`x-limits\` of the operations that declare them (upload sizes and types, value sizes). */
export const OPERATION_LIMITS = ${JSON.stringify(limits)} as const satisfies Partial<
  Record<keyof operations, Record<string, number | readonly string[]>>
>;
`;
  return prettier.format(source, { parser: 'typescript', ...(await prettier.resolveConfig(metaPath)) });
}

const metaPath = path.join(root, 'packages/api/src/generated/contract-meta.ts');
const outputs = [
  [outPath, generated],
  [metaPath, await contractMeta()],
];
let stale = false;
for (const [file, content] of outputs) {
  let current = '';
  try {
    current = await readFile(file, 'utf8');
  } catch {
    // first run: nothing generated yet
  }
  const rel = path.relative(root, file);
  if (current === content) continue;
  if (check) {
    console.error(
      `${rel} is out of date with openapi/openapi.yaml: run \`npm run gen\` and commit the result.`,
    );
    stale = true;
  } else {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
    console.log(`wrote ${rel}`);
  }
}
if (stale) process.exit(1);
console.log(check ? 'generated contract files match openapi/openapi.yaml' : 'contract files up to date');
