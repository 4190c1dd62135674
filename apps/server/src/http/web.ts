import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '../errors.ts';
import { sendProblem } from './problem.ts';

/**
 * Paths that are never the SPA: unknown ones get a problem+json 404 instead of index.html. A prefix
 * ending in '/' covers what lies under it only, so the SPA's own /sso page (the OIDC return address)
 * is still served; the others match exactly or as a parent.
 */
const API_PREFIXES = ['/api/', '/sso/', '/graphql', '/healthz', '/readyz'];

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return API_PREFIXES.some((prefix) =>
    prefix.endsWith('/')
      ? pathname.startsWith(prefix)
      : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: 'index.html',
      // Hashed assets never change; index.html must be revalidated so a deploy is picked up at once.
      setHeaders(res, file) {
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.get('/', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(
          `Ratelens API is running, but the web app is not built (no ${path.join(webDist, 'index.html')}).\n` +
            'Run `npm run build` in the repository root, then restart the server.\n',
        ),
    );
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (hasBuild && wantsPage) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return sendProblem(
      request,
      reply,
      new NotFoundError(`No route ${request.method} ${request.url.split('?')[0]}`),
    );
  });
}
