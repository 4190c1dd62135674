import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The real server (PGlite in a temp DATA_DIR, mail to the outbox) and the built single-file CLI.
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverEntry = path.join(root, 'apps/server/src/main.ts');

export interface E2eServer {
  url: string;
  dataDir: string;
  /** Everything the server printed so far (for failure messages). */
  log(): string;
  /** Stops the server and removes its data dir. */
  stop(): Promise<void>;
}

/** Starts apps/server from source on a free loopback port with a fresh DATA_DIR. */
export function startServer(extraEnv: Record<string, string> = {}): Promise<E2eServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ratelens-e2e-data-'));
  // PGlite and the outbox, whatever the developer's shell points at.
  const { DATABASE_URL: _db, SMTP_URL: _smtp, PUBLIC_URL: _public, LLM_BASE_URL: _llm, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: root,
    env: { ...env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`server did not start in time:\n${log}`));
    }, 170_000);
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (log += chunk));
    child.stdout.on('data', (chunk: string) => {
      log += chunk;
      const match = /^Ratelens listening on (http:\/\/\S+)$/m.exec(log);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1], dataDir, log: () => log, stop });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${log}`));
    });
  });
}

/**
 * Bundles the CLI into a temp dir of its own (test files run in parallel; none may run a bundle another is
 * rewriting). Returns the bundle and a function that removes it.
 */
export function buildCli(): { bundle: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'ratelens-e2e-cli-'));
  const bundle = path.join(dir, 'ratelens.mjs');
  execFileSync(process.execPath, [path.join(root, 'apps/cli/build.mjs'), '--outfile', bundle], {
    cwd: root,
    stdio: 'pipe',
  });
  return { bundle, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliTarget {
  bundle: string;
  apiUrl: string;
  /** Config dir (credentials) of the person running the command. */
  configDir: string;
}

/** Runs the bundled CLI as a separate process, with no terminal and a clean environment. */
export function runCli(target: CliTarget, args: string[]): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [target.bundle, ...args], {
      env: {
        PATH: process.env.PATH,
        HOME: target.configDir,
        RATELENS_CONFIG_DIR: target.configDir,
        RATELENS_API_URL: target.apiUrl,
        NO_COLOR: '1',
      },
      // No terminal on stdin: the CLI must not wait for a prompt answer.
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** A fresh config dir (no credentials yet). */
export const tempConfigDir = (): string => mkdtempSync(path.join(tmpdir(), 'ratelens-e2e-config-'));

export interface Mail {
  file: string;
  /** The whole message, its quoted-printable body decoded. */
  text: string;
}

/** Mail bodies are quoted-printable: soft line breaks joined and =XX bytes decoded as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .slice(1)
        .split('=')
        .map((hex) => parseInt(hex, 16)),
    ).toString('utf8'),
  );
}

/** The outbox mails addressed to `recipient` (all when omitted), oldest first. */
export function outboxMails(dataDir: string, recipient?: string): Mail[] {
  const outbox = path.join(dataDir, 'outbox');
  let names: string[];
  try {
    names = readdirSync(outbox);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.eml') && (recipient === undefined || name.includes(recipient)))
    .sort()
    .map((file) => ({ file, text: decodeQuotedPrintable(readFileSync(path.join(outbox, file), 'utf8')) }));
}

/**
 * The sign-in code of the latest code mail to `email`. The server mails from a queue after answering
 * /sso/authorize, so this waits (synchronously, the server is another process) for the mail to appear.
 */
export function latestCode(dataDir: string, email: string, timeoutMs = 10_000): string {
  const deadline = Date.now() + timeoutMs;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    const mails = outboxMails(dataDir, email);
    for (const mail of mails.reverse()) {
      const match = /Your Ratelens sign-in code is: (\d{6})/.exec(mail.text);
      if (match?.[1]) return match[1];
    }
    if (Date.now() > deadline) throw new Error(`no sign-in code mailed to ${email}`);
    Atomics.wait(pause, 0, 0, 50);
  }
}

/** A loopback port nothing listens on (bound, then released). */
export function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
