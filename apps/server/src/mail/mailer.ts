import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Resolves once the message is handed to SMTP or written; returns the .eml path in outbox mode. */
  send(message: MailMessage): Promise<{ file: string | null }>;
  close(): void;
}

export function createMailer(options: { smtpUrl: string | null; dataDir: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
        return { file: null };
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let counter = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true });
      counter += 1;
      const safeRecipient = message.to.replace(/[^a-zA-Z0-9@._+-]/g, '_');
      const file = path.join(outbox, `${new Date().toISOString()}-${counter}-${safeRecipient}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      return { file };
    },
    close: () => transport.close(),
  };
}
