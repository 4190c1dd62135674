import { readFile } from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import { outboxFiles } from './helpers.ts';

/** The decoded text of the latest outbox mail to a recipient (links may be quoted-printable wrapped). */
export async function latestMailText(
  dataDir: string,
  recipient: string,
): Promise<{ subject: string; text: string; count: number }> {
  const files = await outboxFiles(dataDir, recipient);
  const last = files.at(-1);
  if (!last) throw new Error(`No mail for ${recipient}`);
  const parsed = await simpleParser(await readFile(last));
  return { subject: parsed.subject ?? '', text: parsed.text ?? '', count: files.length };
}

export function activationTokenIn(text: string): string {
  const match = /\/account-access\?token=([A-Za-z0-9%._-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No activation link in:\n${text}`);
  return decodeURIComponent(match[1]);
}
