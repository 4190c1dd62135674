import type { Command } from 'commander';
import type { components } from '@ratelens/api';
import type { CliDeps } from '../../deps.ts';
import { signedIn, usage, type TargetOptions } from '../../context.ts';
import { CliError } from '../../errors.ts';
import { serverCommand } from '../../options.ts';
import { createOutput } from '../../output.ts';
import { readText } from '../../read-text.ts';
import { tenantOf, type TenantScope } from './shared.ts';

export type UserImportResult = components['schemas']['UserImportResult'];

export interface ImportUsersOptions extends TenantScope, TargetOptions {
  json?: boolean;
}

/**
 * Sends the whole file in one call (POST /api/user/import): the server adds each valid row through the
 * same checks as `users create` and reports every row it did not add, which is printed as
 * `line N: address: reason`. Any such row makes the exit code 1; a file the server refuses whole (not
 * CSV, no email column) is an error line and exit 1 too, with nobody added.
 */
export async function run(
  file: string | undefined,
  options: ImportUsersOptions,
  deps: CliDeps,
): Promise<void> {
  if (!file) throw usage('missing <file.csv> (header email,name,role; - reads stdin)');
  const csv = await readText(file, deps);
  if (csv.trim() === '') throw usage(`${file === '-' ? 'standard input' : file} is empty`);
  const tenantId = tenantOf(options);
  const out = createOutput(deps, options);
  const ctx = signedIn(options, deps);
  const send = { bodySerializer: (text: string) => text, headers: { 'Content-Type': 'text/csv' } };
  const result = await ctx.call(`could not import ${file}`, (c) =>
    tenantId
      ? c.POST('/api/tenant/{tenantId}/user/import', { params: { path: { tenantId } }, body: csv, ...send })
      : c.POST('/api/user/import', { body: csv, ...send }),
  );
  if (out.json) out.printJson(result);
  else for (const f of result.failed) out.warn(`line ${f.line}: ${f.email || '(blank)'}: ${f.detail}`);
  out.note(`${result.created} added, ${result.failed.length} failed, of ${result.rows} rows`);
  if (result.failed.length > 0)
    throw new CliError(`${result.failed.length} of ${result.rows} rows were not imported`);
  out.success(`Imported ${result.created} members`);
}

export function importCommand(deps: CliDeps): Command {
  return serverCommand('import', 'Add many members from a CSV file in one call; reports each bad row')
    .argument('<file.csv>', 'CSV with the header email,name,role (name and role optional); - reads stdin')
    .option('--tenant <id>', 'a tenant to act in (system-admin)')
    .action((file: string, options: ImportUsersOptions) => run(file, options, deps));
}
