#!/usr/bin/env node
// Generates the contract types from openapi/openapi.yaml into packages/api/src/generated/openapi.ts.
// With --check it fails (exit 1) when the committed file differs from what the spec produces.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';

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

let current = '';
try {
  current = await readFile(outPath, 'utf8');
} catch {
  // first run: nothing generated yet
}

if (check) {
  if (current !== generated) {
    console.error(
      'packages/api/src/generated/openapi.ts is out of date with openapi/openapi.yaml: run `npm run gen` and commit the result.',
    );
    process.exit(1);
  }
  console.log('generated contract types match openapi/openapi.yaml');
} else if (current !== generated) {
  await mkdir(path.dirname(outPath), { recursive: true });
  await writeFile(outPath, generated);
  console.log('wrote packages/api/src/generated/openapi.ts');
} else {
  console.log('contract types up to date');
}
