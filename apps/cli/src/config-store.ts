import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { normalizeBaseUrl } from '@ratelens/api';
import type { StoredSession } from '@ratelens/machines';
import { CliError, EXIT } from './errors.ts';

export const DEFAULT_API_URL = 'http://127.0.0.1:8080/';

export interface CliConfig {
  /** The default API address, remembered by `ratelens login --api-url`. */
  apiUrl?: string;
}

/** Where the CLI keeps its settings and sessions. Sessions are keyed by API address. */
export interface ConfigStore {
  readonly dir: string;
  readonly credentialsPath: string;
  readConfig(): CliConfig;
  writeConfig(config: CliConfig): void;
  readSession(apiUrl: string): StoredSession | null;
  /** null removes the session of that address (and the file once no session is left). */
  writeSession(apiUrl: string, session: StoredSession | null): void;
}

type Env = Record<string, string | undefined>;

/** $RATELENS_CONFIG_DIR, else $XDG_CONFIG_HOME/ratelens, else ~/.config/ratelens. */
export function resolveConfigDir(env: Env): string {
  if (env.RATELENS_CONFIG_DIR) return path.resolve(env.RATELENS_CONFIG_DIR);
  // The XDG spec says a relative XDG_CONFIG_HOME is invalid and must be ignored.
  if (env.XDG_CONFIG_HOME && path.isAbsolute(env.XDG_CONFIG_HOME)) {
    return path.join(env.XDG_CONFIG_HOME, 'ratelens');
  }
  return path.join(env.HOME || homedir(), '.config', 'ratelens');
}

interface CredentialsFile {
  version: 1;
  sessions: Record<string, StoredSession>;
}

export function createFileConfigStore(dir: string): ConfigStore {
  const configPath = path.join(dir, 'config.json');
  const credentialsPath = path.join(dir, 'credentials.json');

  function readJson(file: string): unknown {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new CliError(`could not read ${file}: ${(error as Error).message}`);
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new CliError(`could not read ${file}: it is not valid JSON (fix or delete it)`);
    }
  }

  // Written to a private temp file and renamed over the old one, so a crash never leaves half a file
  // and the secret is never readable by others, not even briefly.
  function writeJson(file: string, value: unknown): void {
    try {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      try {
        writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
        chmodSync(temp, 0o600);
        renameSync(temp, file);
      } catch (error) {
        try {
          rmSync(temp, { force: true });
        } catch {
          // the original failure is the one worth reporting
        }
        throw error;
      }
    } catch (error) {
      throw new CliError(`could not write ${file}: ${(error as Error).message}`);
    }
  }

  function readCredentials(): CredentialsFile {
    const raw = readJson(credentialsPath) as Partial<CredentialsFile> | null;
    if (!raw) return { version: 1, sessions: {} };
    if (typeof raw !== 'object' || typeof raw.sessions !== 'object' || raw.sessions === null) {
      throw new CliError(
        `could not read ${credentialsPath}: unexpected content (delete it and sign in again)`,
      );
    }
    return { version: 1, sessions: raw.sessions };
  }

  return {
    dir,
    credentialsPath,
    readConfig() {
      const raw = readJson(configPath);
      if (raw === null) return {};
      if (typeof raw !== 'object' || Array.isArray(raw)) {
        throw new CliError(`could not read ${configPath}: expected a JSON object`);
      }
      const { apiUrl } = raw as { apiUrl?: unknown };
      return typeof apiUrl === 'string' ? { apiUrl } : {};
    },
    writeConfig(config) {
      writeJson(configPath, config);
    },
    readSession(apiUrl) {
      return readCredentials().sessions[apiUrl] ?? null;
    },
    writeSession(apiUrl, session) {
      const credentials = readCredentials();
      if (session) credentials.sessions[apiUrl] = session;
      else delete credentials.sessions[apiUrl];
      if (Object.keys(credentials.sessions).length === 0) {
        rmSync(credentialsPath, { force: true });
        return;
      }
      writeJson(credentialsPath, credentials);
    },
  };
}

export interface ResolvedApiUrl {
  url: string;
  source: 'flag' | 'env' | 'config' | 'default';
}

/** --api-url, else $RATELENS_API_URL, else the config, else the local default; always ending in '/'. */
export function resolveApiUrl(flag: string | undefined, env: Env, config: ConfigStore): ResolvedApiUrl {
  const [raw, source]: [string, ResolvedApiUrl['source']] = flag
    ? [flag, 'flag']
    : env.RATELENS_API_URL
      ? [env.RATELENS_API_URL, 'env']
      : [config.readConfig().apiUrl ?? '', 'config'];
  if (!raw) return { url: DEFAULT_API_URL, source: 'default' };
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new CliError(
      `invalid API address '${raw}' (from ${describeSource(source)}): expected an http(s) URL`,
      EXIT.usage,
    );
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new CliError(
      `invalid API address '${raw}' (from ${describeSource(source)}): expected an http(s) URL`,
      EXIT.usage,
    );
  }
  parsed.search = '';
  parsed.hash = '';
  return { url: normalizeBaseUrl(parsed.toString()), source };
}

function describeSource(source: ResolvedApiUrl['source']): string {
  return source === 'flag' ? '--api-url' : source === 'env' ? 'RATELENS_API_URL' : 'config.json';
}
