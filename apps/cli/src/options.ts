import { Command, Option } from 'commander';
import { FilterSyntaxError, isIdentifier, parseFilter } from '@ratelens/domain';
import { usage } from './context.ts';
import { apiUrlOption, withExitCodes } from './help.ts';

export const MAX_PAGE_SIZE = 500;

/** What the server's orderBy takes: a field name, optionally ':asc' or ':desc'. */
const ORDER_KEY = /^[A-Za-z][A-Za-z0-9_]*(?::(?:asc|desc))?$/;

/** A command that talks to a server: --api-url, --profile and the exit codes in its help. */
export function serverCommand(name: string, description: string, options: { json?: boolean } = {}): Command {
  const command = new Command(name)
    .description(description)
    .addOption(apiUrlOption())
    .addOption(profileOption());
  if (options.json !== false)
    command.option(
      '--json [fields]',
      'print only JSON on stdout; --json id,name keeps those fields (lists: {items, page, pageSize, total})',
    );
  return withExitCodes(command);
}

export function profileOption(): Option {
  return new Option(
    '--profile <name>',
    'named profile: its own server address and credentials (default: $RATELENS_PROFILE, else "default")',
  );
}

/** A group of sub-commands (`ratelens users ...`). */
export function commandGroup(name: string, description: string, children: Command[]): Command {
  const group = withExitCodes(new Command(name).description(description));
  for (const child of children) group.addCommand(child);
  return group;
}

export interface ListOptions {
  page?: string;
  pageSize?: string;
  orderBy?: string;
  filter?: string;
}

export function addListOptions(command: Command): Command {
  return command
    .option('--page <n>', 'page number, from 1', undefined)
    .option('--page-size <n>', `items per page, 1-${MAX_PAGE_SIZE} (server default 20)`)
    .option(
      '--order-by <field[:dir]>',
      "sort by field, ascending unless ':desc' follows; several comma-separated, e.g. 'name:desc,email'",
    )
    .option('--filter <expression>', "filter expression, e.g. 'name|contains:i|ada,and,active|eq|true'");
}

export interface ListQuery {
  page?: number;
  pageSize?: number;
  orderBy?: string;
  filter?: string;
}

function positiveInteger(flag: string, raw: string, max?: number): number {
  const value = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isSafeInteger(value) || value < 1 || (max !== undefined && value > max)) {
    throw usage(
      `${flag} must be a whole number from 1${max === undefined ? '' : ` to ${max}`}, not '${raw}'`,
    );
  }
  return value;
}

/** Paging and filter checked here, so a bad one is a usage error before any call. */
export function listQuery(options: ListOptions): ListQuery {
  const query: ListQuery = {};
  if (options.page !== undefined) query.page = positiveInteger('--page', options.page);
  if (options.pageSize !== undefined)
    query.pageSize = positiveInteger('--page-size', options.pageSize, MAX_PAGE_SIZE);
  if (options.orderBy !== undefined) {
    const orderBy = options.orderBy.trim();
    if (!orderBy) throw usage('--order-by must name a field');
    for (const key of orderBy.split(',')) {
      if (!ORDER_KEY.test(key.trim()))
        throw usage(
          `invalid --order-by '${key.trim()}': write field or field:asc / field:desc, e.g. 'name:desc'`,
        );
    }
    query.orderBy = orderBy
      .split(',')
      .map((k) => k.trim())
      .join(',');
  }
  if (options.filter !== undefined && options.filter.trim() !== '') {
    try {
      parseFilter(options.filter);
    } catch (error) {
      if (error instanceof FilterSyntaxError) throw usage(`invalid --filter: ${error.message}`);
      throw error;
    }
    query.filter = options.filter;
  }
  return query;
}

/** Ids are UUIDs in this API; catching a typo here saves a round trip and a vaguer 400. */
export function requireId(what: string, raw: string | undefined): string {
  const id = (raw ?? '').trim();
  if (!id) throw usage(`missing ${what}`);
  if (!isIdentifier(id)) throw usage(`${what} '${raw}' is not an id (expected a UUID)`);
  return id;
}

export function oneOf<T extends string>(flag: string, raw: string, allowed: readonly T[]): T {
  const value = raw.trim() as T;
  if (!allowed.includes(value)) throw usage(`${flag} must be one of ${allowed.join(', ')}, not '${raw}'`);
  return value;
}
