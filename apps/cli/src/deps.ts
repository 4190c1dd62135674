import { createApiClient, type ApiClient, type AuthHooks } from '@ratelens/api';
import { createFileConfigStore, resolveConfigDir, type ConfigStore } from './config-store.ts';

export interface CliIo {
  stdout: { write(chunk: string): unknown; isTTY?: boolean };
  stderr: { write(chunk: string): unknown; isTTY?: boolean };
  stdin: NodeJS.ReadableStream;
  /** A person is at the terminal (stdin is a TTY), so the CLI may ask questions. */
  isTTY: boolean;
}

export type ClientFactory = (options: { baseUrl: string; auth?: AuthHooks }) => ApiClient;

/** Everything a command touches outside its own code; tests pass fakes. */
export interface CliDeps {
  io: CliIo;
  createClient: ClientFactory;
  config: ConfigStore;
  env: Record<string, string | undefined>;
}

const REQUEST_TIMEOUT_MS = 30_000;

export function createNodeDeps(): CliDeps {
  return {
    io: {
      stdout: process.stdout,
      stderr: process.stderr,
      stdin: process.stdin,
      isTTY: process.stdin.isTTY === true,
    },
    createClient: (options) => createApiClient({ ...options, timeoutMs: REQUEST_TIMEOUT_MS }),
    config: createFileConfigStore(resolveConfigDir(process.env)),
    env: process.env,
  };
}
