import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { default as Nodemailer, Transporter } from 'nodemailer';

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

/** nodemailer is loaded with the first mail, not at start-up (issue 19). */
function lazyTransport(create: (nodemailer: typeof Nodemailer) => Transporter) {
  let transport: Promise<Transporter> | null = null;
  let made: Transporter | null = null;
  return {
    get: () =>
      (transport ??= import('nodemailer').then((m) => {
        made = create(m.default);
        return made;
      })),
    close: () => made?.close(),
  };
}

export function createMailer(options: { smtpUrl: string | null; dataDir: string; from: string }): Mailer {
  const smtpUrl = options.smtpUrl;
  if (smtpUrl) {
    const transport = lazyTransport((nodemailer) => nodemailer.createTransport(smtpUrl));
    return {
      async send(message) {
        await (await transport.get()).sendMail({ from: options.from, ...message });
        return { file: null };
      },
      close: transport.close,
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  let counter = 0;
  return {
    async send(message) {
      const info = await (await transport.get()).sendMail({ from: options.from, ...message });
      await mkdir(outbox, { recursive: true });
      counter += 1;
      const safeRecipient = message.to.replace(/[^a-zA-Z0-9@._+-]/g, '_');
      const file = path.join(outbox, `${new Date().toISOString()}-${counter}-${safeRecipient}.eml`);
      // Written beside and renamed into place, so a reader (or a crash) never sees half a message.
      await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.part`, file);
      return { file };
    },
    close: transport.close,
  };
}
