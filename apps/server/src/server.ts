import type { ServerConfig } from './config.ts';
import { createApp, type CreateAppOptions, type RatelensApp } from './app.ts';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
  ratelens: RatelensApp;
}

/** Migrates, seeds, self-checks and listens; close() drains requests and closes the database cleanly. */
export async function startServer(
  config: ServerConfig,
  options: CreateAppOptions = {},
): Promise<RunningServer> {
  const ratelens = await createApp(config, options);
  try {
    await ratelens.app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await ratelens.close();
    throw error;
  }
  const address = ratelens.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host}:${port}`;
  ratelens.setPublicUrl(url);
  return { url, close: () => ratelens.close(), ratelens };
}
