import { Command } from 'commander';
import type { CliDeps } from '../../deps.ts';
import {
  connect,
  signedIn,
  unauthorized,
  usage,
  type CallResult,
  type TargetOptions,
} from '../../context.ts';
import { CONTRACT_OPERATIONS, type ContractOperation } from '../../generated/contract-paths.ts';
import { createOutput } from '../../output.ts';
import { readText } from '../../read-text.ts';
import { profileOption } from '../../options.ts';
import { apiUrlOption, withExitCodes } from '../../help.ts';

export interface ApiOptions extends TargetOptions {
  query?: string[];
  field?: string[];
  input?: string;
  /** Extra request headers, `Name: value` (like curl and gh api -H). */
  header?: string[];
  /** Print the status line and response headers before the body. */
  include?: boolean;
  /** GET of a list: fetch every page and print one list of all items. */
  paginate?: boolean;
}

/** Headers the CLI sets itself: a -H may not replace them. */
const RESERVED_HEADERS = new Set(['authorization', 'host', 'content-length']);

function headerPairs(raw: string[] | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of raw ?? []) {
    const at = line.indexOf(':');
    const name = at > 0 ? line.slice(0, at).trim() : '';
    if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) throw usage(`-H takes 'Name: value', not '${line}'`);
    if (RESERVED_HEADERS.has(name.toLowerCase())) throw usage(`-H cannot set ${name}; the CLI sets it`);
    headers[name] = line.slice(at + 1).trim();
  }
  return headers;
}

type Method = ContractOperation['method'];

interface Match {
  operation: ContractOperation;
  pathParams: Record<string, string>;
}

const templateRegex = (template: string) =>
  new RegExp(
    `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]+)\\?\}/g, '(?<$1>[^/]+)')}$`,
  );

const staticSegments = (template: string) =>
  template.split('/').filter((s) => s && !s.startsWith('{')).length;

/** The contract operations a concrete path matches, static segments first (as routers choose). */
export function matchPath(path: string): Match[] {
  const matches: Match[] = [];
  for (const operation of CONTRACT_OPERATIONS as readonly ContractOperation[]) {
    const found = templateRegex(operation.path).exec(path);
    if (!found) continue;
    const pathParams: Record<string, string> = {};
    for (const [key, value] of Object.entries(found.groups ?? {})) {
      try {
        pathParams[key] = decodeURIComponent(value);
      } catch {
        pathParams[key] = value;
      }
    }
    matches.push({ operation, pathParams });
  }
  return matches.sort((a, b) => staticSegments(b.operation.path) - staticSegments(a.operation.path));
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j] ?? 0;
      row[j] = Math.min(current + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

/** The contract paths nearest to an unknown one, for "did you mean". */
export function suggestPaths(path: string, limit = 3): string[] {
  const templates = [...new Set(CONTRACT_OPERATIONS.map((op) => op.path as string))];
  // Compare with parameters written as they would be, so /api/user/ada@x is near /api/user/{username}.
  const shape = (template: string) => template.replace(/\{[^}]+\}/g, 'x');
  const concrete = path.replace(/\/[^/]*[0-9a-f]{8}-[0-9a-f-]{27}[^/]*/gi, '/x');
  return templates
    .map((template) => ({ template, score: distance(concrete, shape(template)) }))
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((s) => s.template);
}

function pairs(flag: string, raw: string[] | undefined): Array<[string, string]> {
  return (raw ?? []).map((pair) => {
    const at = pair.indexOf('=');
    if (at <= 0) throw usage(`${flag} takes key=value, not '${pair}'`);
    return [pair.slice(0, at), pair.slice(at + 1)];
  });
}

/** Like `gh api -F`: true, false, null and numbers become JSON values, everything else stays a string. */
function typedValue(raw: string): unknown {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (raw === 'null') return null;
  if (/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(raw)) return Number(raw);
  return raw;
}

async function readInput(source: string, deps: CliDeps): Promise<unknown> {
  const text = await readText(source, deps);
  try {
    return JSON.parse(text);
  } catch {
    throw usage(`--input ${source} is not valid JSON`);
  }
}

type DynamicRequest = (
  method: string,
  path: string,
  init: Record<string, unknown>,
) => Promise<CallResult<ArrayBuffer>>;

/**
 * A raw call to any operation of the contract, like `gh api`: the path is checked against the contract
 * before anything is sent, and the call goes through the same client (tokens, refresh, problem lines).
 */
export async function run(
  method: string,
  rawPath: string,
  options: ApiOptions,
  deps: CliDeps,
): Promise<void> {
  const verb = method.toLowerCase() as Method;
  if (!['get', 'put', 'post', 'delete', 'patch'].includes(verb)) {
    throw usage(`unknown method '${method}': use GET, POST, PUT, PATCH or DELETE`);
  }
  const [pathPart = '', search = ''] = rawPath.split('?', 2);
  const path = pathPart.startsWith('/') ? pathPart : `/${pathPart}`;
  const matches = matchPath(path);
  if (matches.length === 0) {
    throw usage(`${path} is not a path of the contract; nearest: ${suggestPaths(path).join(', ')}`);
  }
  const match = matches.find((m) => m.operation.method === verb);
  if (!match) {
    const offered = [...new Set(matches.map((m) => m.operation.method.toUpperCase()))].join(', ');
    throw usage(
      `${verb.toUpperCase()} ${matches[0]?.operation.path} is not in the contract; it offers ${offered}`,
    );
  }

  const query: Record<string, string | string[]> = {};
  const queryPairs = [...new URLSearchParams(search).entries(), ...pairs('--query', options.query)];
  for (const [key, value] of queryPairs) {
    const previous = query[key];
    query[key] =
      previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  const fields = pairs('--field', options.field);
  if (fields.length > 0 && options.input !== undefined) throw usage('use --field or --input, not both');
  let body: unknown;
  if (options.input !== undefined) body = await readInput(options.input, deps);
  else if (fields.length > 0) body = Object.fromEntries(fields.map(([k, v]) => [k, typedValue(v)]));

  const { operation, pathParams } = match;
  const headers = headerPairs(options.header);
  if (options.paginate && verb !== 'get') throw usage('--paginate works with GET only');
  const out = createOutput(deps, { json: true });
  // Calls anyone may make (health, sign-in) go without a session; all others need one.
  const ctx = operation.public ? connect(options, deps) : signedIn(options, deps);
  const what = `${verb.toUpperCase()} ${path} failed`;

  const callOnce = async (pageQuery: Record<string, string | string[]>): Promise<ArrayBuffer | undefined> => {
    const init: Record<string, unknown> = {
      params: { path: pathParams, query: pageQuery },
      parseAs: 'arrayBuffer',
      headers,
      ...(body === undefined ? {} : { body }),
    };
    let result: CallResult<ArrayBuffer>;
    try {
      result = await (ctx.client.request as unknown as DynamicRequest)(verb, operation.path, init);
    } catch (error) {
      // Transport failures: the shared one-line reason.
      return ctx.call<ArrayBuffer>(what, () => Promise.reject(error));
    } finally {
      ctx.session.assertSaved();
    }
    if (options.include) printHead(result.response, deps);
    if (result.response.status === 401) throw unauthorized(ctx.session, ctx.apiUrl);
    if (!result.response.ok) {
      // The server's answer goes to stdout as it came (a problem+json), the one-line reason to stderr.
      const raw = (result.error ?? null) as unknown;
      if (raw !== null) out.printJson(raw);
      return ctx.call<ArrayBuffer>(what, () => Promise.resolve(result));
    }
    return result.data;
  };

  if (!options.paginate) {
    print(await callOnce(query), out, deps);
    return;
  }
  const items: unknown[] = [];
  let total = 0;
  for (let pageNo = 1; ; pageNo += 1) {
    const data = await callOnce({ ...query, page: String(pageNo) });
    const text = data && data.byteLength > 0 ? new TextDecoder().decode(data) : 'null';
    const pageBody = JSON.parse(text) as { items?: unknown[]; total?: number } | null;
    if (!pageBody || !Array.isArray(pageBody.items))
      throw usage(`--paginate needs a list answer (items, page, total); ${path} answers something else`);
    items.push(...pageBody.items);
    total = typeof pageBody.total === 'number' ? pageBody.total : items.length;
    if (pageBody.items.length === 0 || items.length >= total) break;
  }
  out.printJson({ items, page: 1, pageSize: items.length, total });
}

function printHead(response: Response, deps: CliDeps): void {
  const lines = [`HTTP ${response.status} ${response.statusText}`.trimEnd()];
  response.headers.forEach((value, name) => lines.push(`${name}: ${value}`));
  deps.io.stdout.write(`${lines.join('\n')}\n\n`);
}

function print(data: ArrayBuffer | undefined, out: ReturnType<typeof createOutput>, deps: CliDeps): void {
  if (!data || data.byteLength === 0) return;
  const text = new TextDecoder().decode(data);
  try {
    out.printJson(JSON.parse(text));
  } catch {
    deps.io.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  }
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function apiCommand(deps: CliDeps): Command {
  return withExitCodes(
    new Command('api')
      .description('Make a raw call to any operation of the contract and print the JSON answer')
      .argument('<method>', 'GET, POST, PUT, PATCH or DELETE')
      .argument(
        '<path>',
        'a path of the contract with its parameters filled in, e.g. /api/user/ada@acme.example',
      )
      .option('--query <key=value>', 'query parameter; repeatable', collect)
      .option(
        '--field <key=value>',
        'JSON body field (true, false, null and numbers are typed); repeatable',
        collect,
      )
      .option('--input <file>', 'JSON body from a file, or - for standard input')
      .option('-H, --header <line>', "extra request header 'Name: value'; repeatable", collect)
      .option('-i, --include', 'print the HTTP status line and response headers before the body')
      .option('--paginate', 'GET of a list: fetch every page and print all items with the total')
      .addOption(apiUrlOption())
      .addOption(profileOption())
      .action((method: string, path: string, options: ApiOptions) => run(method, path, options, deps)),
  );
}
