import { loadConfig } from './config.ts';
import { DEMO_USERS } from './db/seed.ts';
import { startServer } from './server.ts';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const server = await startServer(config);
  const out = [
    `Ratelens listening on ${server.url}`,
    '',
    'Demo accounts (passwordless: enter the e-mail on the sign-in page, then the code from the mail):',
    ...DEMO_USERS.map((u) => `  ${u.email.padEnd(30)} ${u.role}`),
    '',
    config.smtpUrl
      ? 'Sign-in codes are sent through SMTP_URL.'
      : `Sign-in codes are written as .eml files to ${config.dataDir}/outbox (and logged on stderr).`,
    '',
  ];
  process.stdout.write(out.join('\n'));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.ratelens.app.log.info({ signal }, 'shutting down');
    // Unfinished requests complete, then the database is closed so the data dir is never left half-written.
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Ratelens: shutdown failed:', error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Ratelens: refusing to start: ${message}`);
  process.exit(1);
});
