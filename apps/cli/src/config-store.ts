import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { normalizeBaseUrl } from '@ratelens/api';
import lockfile from 'proper-lockfile';
import type { StoredSession } from '@ratelens/machines';
import { CliError, EXIT } from './errors.ts';

export const DEFAULT_API_URL = 'http://127.0.0.1:8080/';

export const DEFAULT_PROFILE = 'default';

export interface ProfileConfig {
  apiUrl?: string;
}

export interface CliConfig {
  /** The API address of the default profile, remembered by `ratelens login --api-url`. */
  apiUrl?: string;
  /** Other profiles (several servers, or several accounts on one), by name. */
  profiles?: Record<string, ProfileConfig>;
}

/**
 * Where the CLI keeps its settings and sessions. Sessions are keyed by profile, then by API address,
 * so a token is only ever sent to the server that issued it.
 */
export interface ConfigStore {
  readonly dir: string;
  readonly credentialsPath: string;
  readConfig(): CliConfig;
  writeConfig(config: CliConfig): void;
  readSession(apiUrl: string, profile?: string): StoredSession | null;
  /** null removes the session of that address (and the file once no session is left). */
  writeSession(apiUrl: string, session: StoredSession | null, profile?: string): void;
  /**
   * Runs fn holding the credentials lock, shared by every ratelens process on the machine (a lock file
   * next to credentials.json): the token refresh reads, refreshes and writes under it.
   */
  withLock?<T>(fn: () => Promise<T>): Promise<T>;
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
  version: 2;
  profiles: Record<string, Record<string, StoredSession>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

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
    const raw = readJson(credentialsPath);
    if (raw === null) return { version: 2, profiles: {} };
    if (isRecord(raw) && isRecord(raw.profiles)) {
      return { version: 2, profiles: raw.profiles as CredentialsFile['profiles'] };
    }
    // Version 1 had one set of sessions, which became the default profile's.
    if (isRecord(raw) && isRecord(raw.sessions)) {
      return {
        version: 2,
        profiles: { [DEFAULT_PROFILE]: raw.sessions as Record<string, StoredSession> },
      };
    }
    throw new CliError(`could not read ${credentialsPath}: unexpected content (delete it and sign in again)`);
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
      const { apiUrl, profiles } = raw as { apiUrl?: unknown; profiles?: unknown };
      const config: CliConfig = typeof apiUrl === 'string' ? { apiUrl } : {};
      if (isRecord(profiles)) {
        config.profiles = {};
        for (const [name, value] of Object.entries(profiles)) {
          const url = isRecord(value) ? value.apiUrl : undefined;
          config.profiles[name] = typeof url === 'string' ? { apiUrl: url } : {};
        }
      }
      return config;
    },
    writeConfig(config) {
      writeJson(configPath, config);
    },
    readSession(apiUrl, profile = DEFAULT_PROFILE) {
      const sessions = readCredentials().profiles[profile];
      return (isRecord(sessions) ? sessions[apiUrl] : undefined) ?? null;
    },
    async withLock(fn) {
      try {
        mkdirSync(dir, { recursive: true, mode: 0o700 });
      } catch (error) {
        throw new CliError(`could not create ${dir}: ${(error as Error).message}`);
      }
      let release: () => Promise<void>;
      try {
        // realpath: false locks the path even before credentials.json exists. A holder that died leaves
        // a lock that turns stale after 10 s (refreshed every 5 s while held).
        release = await lockfile.lock(credentialsPath, {
          realpath: false,
          stale: 10_000,
          update: 5_000,
          retries: { retries: 200, factor: 1.2, minTimeout: 20, maxTimeout: 250 },
        });
      } catch (error) {
        throw new CliError(`could not lock ${credentialsPath}: ${(error as Error).message}`);
      }
      try {
        return await fn();
      } finally {
        await release().catch(() => undefined);
      }
    },
    writeSession(apiUrl, session, profile = DEFAULT_PROFILE) {
      const credentials = readCredentials();
      const sessions = { ...credentials.profiles[profile] };
      if (session) sessions[apiUrl] = session;
      else delete sessions[apiUrl];
      if (Object.keys(sessions).length > 0) credentials.profiles[profile] = sessions;
      else delete credentials.profiles[profile];
      if (Object.keys(credentials.profiles).length === 0) {
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

const PROFILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** --profile, else $RATELENS_PROFILE, else 'default'. */
export function resolveProfile(flag: string | undefined, env: Env): string {
  const [name, source] = flag ? [flag, '--profile'] : [env.RATELENS_PROFILE, 'RATELENS_PROFILE'];
  if (!name) return DEFAULT_PROFILE;
  if (!PROFILE_NAME.test(name)) {
    throw new CliError(
      `invalid profile name '${name}' (from ${source}): use letters, digits, '.', '_' and '-'`,
      EXIT.usage,
    );
  }
  return name;
}

/** The API address a profile remembers. */
export function profileApiUrl(config: CliConfig, profile: string): string | undefined {
  return profile === DEFAULT_PROFILE ? config.apiUrl : config.profiles?.[profile]?.apiUrl;
}

/** The config with the API address of one profile changed. */
export function withProfileApiUrl(config: CliConfig, profile: string, apiUrl: string): CliConfig {
  if (profile === DEFAULT_PROFILE) return { ...config, apiUrl };
  return {
    ...config,
    profiles: { ...config.profiles, [profile]: { ...config.profiles?.[profile], apiUrl } },
  };
}

/**
 * --api-url, else $RATELENS_API_URL, else the profile's address in the config, else the local default;
 * always ending in '/'.
 */
export function resolveApiUrl(
  flag: string | undefined,
  env: Env,
  config: ConfigStore,
  profile: string = DEFAULT_PROFILE,
): ResolvedApiUrl {
  const [raw, source]: [string, ResolvedApiUrl['source']] = flag
    ? [flag, 'flag']
    : env.RATELENS_API_URL
      ? [env.RATELENS_API_URL, 'env']
      : [profileApiUrl(config.readConfig(), profile) ?? '', 'config'];
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
