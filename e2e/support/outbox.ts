import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';

export interface SignInMail {
  file: string;
  code: string;
  /** The one-click link of the mail (`/verify?email=...&code=...`), when it has one. */
  link: string | null;
}

/** Undo quoted-printable (soft line breaks and =XX escapes) so codes and links read as plain text. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

async function listOutbox(outbox: string): Promise<string[]> {
  try {
    return await readdir(outbox);
  } catch {
    return [];
  }
}

/** The mail files present now, so a later wait only accepts mail written after this moment. */
export async function outboxSnapshot(dataDir: string): Promise<Set<string>> {
  return new Set(await listOutbox(path.join(dataDir, 'outbox')));
}

async function newestMailFor(outbox: string, recipient: string, seen: Set<string>): Promise<string | null> {
  const names = await listOutbox(outbox);
  const wanted = recipient.toLowerCase();
  const candidates = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml') && name.toLowerCase().includes(wanted) && !seen.has(name))
      .map(async (name) => {
        const file = path.join(outbox, name);
        return { file, mtime: (await stat(file)).mtimeMs };
      }),
  );
  candidates.sort((a, b) => b.mtime - a.mtime || b.file.localeCompare(a.file));
  return candidates[0]?.file ?? null;
}

/** The activation link of an invitation or approval mail (`.../activate?token=...`), when it has one. */
export function parseActivationLink(raw: string): string | null {
  const quotedPrintable = /^content-transfer-encoding:\s*quoted-printable/im.test(raw);
  const text = quotedPrintable ? decodeQuotedPrintable(raw) : raw;
  return /(https?:\/\/\S+\/(?:activate|account-access)\?token=[^\s"<>]+)/.exec(text)?.[1] ?? null;
}

/**
 * Waits for a mail to `recipient` not in `seen` that carries an activation link, and returns the link.
 * Used by the invitation and access-request journeys.
 */
export async function waitForActivationLink(
  dataDir: string,
  recipient: string,
  { seen = new Set<string>(), timeoutMs = 15_000 }: { seen?: Set<string>; timeoutMs?: number } = {},
): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const file = await newestMailFor(outbox, recipient, seen);
    if (file) {
      const link = parseActivationLink(await readFile(file, 'utf8'));
      if (link) return link;
    }
    if (Date.now() > deadline) {
      throw new Error(`no activation mail for ${recipient} in ${outbox} after ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function parseSignInMail(raw: string): { code: string; link: string | null } | null {
  const quotedPrintable = /^content-transfer-encoding:\s*quoted-printable/im.test(raw);
  const text = quotedPrintable ? decodeQuotedPrintable(raw) : raw;
  const code = /sign-in code is:\s*(\d{6})\b/i.exec(text)?.[1];
  if (!code) return null;
  const link = /(https?:\/\/\S+\/verify\?\S+)/.exec(text)?.[1] ?? null;
  return { code, link };
}

/**
 * Waits for the newest sign-in mail to `recipient` in DATA_DIR/outbox that is not in `seen` (taken with
 * outboxSnapshot before asking for the code, so an earlier code is never picked up) and returns its code.
 */
export async function waitForSignInMail(
  dataDir: string,
  recipient: string,
  { seen = new Set<string>(), timeoutMs = 15_000 }: { seen?: Set<string>; timeoutMs?: number } = {},
): Promise<SignInMail> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const file = await newestMailFor(outbox, recipient, seen);
    if (file) {
      const parsed = parseSignInMail(await readFile(file, 'utf8'));
      if (parsed) return { file, ...parsed };
    }
    if (Date.now() > deadline) {
      throw new Error(`no sign-in mail for ${recipient} in ${outbox} after ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Runs `fn` while holding a cross-worker lock for one mailbox, so two tests asking for a code for the
 * same address at the same time cannot read each other's mail. mkdir is atomic; the data dir (and so
 * any lock left by a killed run) is wiped when the server starts.
 */
export async function withMailboxLock<T>(
  dataDir: string,
  recipient: string,
  fn: () => Promise<T>,
): Promise<T> {
  const lock = path.join(dataDir, 'e2e-locks', recipient.toLowerCase());
  await mkdir(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) throw new Error(`mailbox lock for ${recipient} still held after 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await fn();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
