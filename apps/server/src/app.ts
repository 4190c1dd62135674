import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { markPrincipalPrepared, PREPARE_PRINCIPAL } from './auth/principal.ts';
import { RateLimiter } from './auth/rate-limit.ts';
import { createSignInMailWorker, type SignInMailWorker } from './auth/sign-in-mail-worker.ts';
import { loadDatabaseSecrets, loadFileSecrets } from './auth/secrets.ts';
import { TokenService } from './auth/tokens.ts';
import { enableVectorExtension } from './services/answers/embeddings.ts';
import type { ServerConfig } from './config.ts';
import {
  analyzeStaleTables,
  analyzeTables,
  migrate,
  openDatabase,
  type DatabaseHandles,
  type Db,
} from './db/database.ts';
import { seedOnce } from './db/seed.ts';
import { runSelfChecks } from './db/self-check.ts';
import type { AppDeps, OperationHandlers } from './http/context.ts';
import { coreHandlers, signInDeps } from './http/handlers.ts';
import { loadSpec } from './http/openapi.ts';
import { installErrorHandler, sendProblem } from './http/problem.ts';
import { ApiProblemError } from './errors.ts';
import { registerSpecRoutes } from './http/routes.ts';
import { registerUploads } from './http/uploads.ts';
import { registerWeb } from './http/web.ts';
import { lazySchemaCompilers } from './http/lazy-schemas.ts';
import { startupClock, type StartupTimes } from './startup-clock.ts';
import { removalDeps } from './http/handlers/maintenance.ts';
import { runDuePurges } from './services/maintenance/purges.ts';
import { createMailer } from './mail/mailer.ts';
import { createDocumentWorker } from './services/documents/worker.ts';

export interface RatelensApp {
  app: FastifyInstance;
  /** The app-role handle: every query through it is subject to row-level security. */
  db: Db;
  database: DatabaseHandles;
  deps: AppDeps;
  seeded: boolean;
  /** operationId -> handler actually registered; other operations answer 501. */
  handlers: OperationHandlers;
  /** Sets the base URL used in mail links once the real port is known. */
  setPublicUrl(url: string): void;
  /** Resolves once every queued sign-in mail has been sent (or found to need none). */
  signInMailSettled(): Promise<void>;
  /** The worker sending queued sign-in mail (tests hold it back with startSignInMail: false). */
  signInMail: SignInMailWorker;
  /** How long each start-up step took (also logged as `startup`). */
  startup: StartupTimes;
  close(): Promise<void>;
}

export interface CreateAppOptions {
  /** Extra or replacement operation handlers, merged over the core ones. */
  handlers?: OperationHandlers;
  /** Where JSON logs go; stderr by default (stdout is kept for the start-up banner). */
  logStream?: pino.DestinationStream;
  /** false leaves the sign-in mail worker stopped until signInMail.start() (tests only). */
  startSignInMail?: boolean;
  /** Compile every route's validators and serializers at start-up instead of on first use (tests). */
  eagerSchemas?: boolean;
}

const PURGE_INTERVAL_MS = 60_000;
const STATS_INTERVAL_MS = 30_000;

function stripQuery(url: string): string {
  return url.split('?')[0] ?? url;
}

export function createLogger(
  level: string,
  stream: pino.DestinationStream = pino.destination(2),
): FastifyBaseLogger {
  return pino(
    {
      level,
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        censor: '[redacted]',
      },
      serializers: {
        // Query strings of /sso/* carry e-mail addresses; bodies are never logged.
        req: (req: { id?: string; method?: string; url?: string; ip?: string }) => ({
          method: req.method,
          url: req.url ? stripQuery(req.url) : req.url,
          remoteAddress: req.ip,
        }),
      },
    },
    stream,
  );
}

export async function createApp(config: ServerConfig, options: CreateAppOptions = {}): Promise<RatelensApp> {
  const clock = startupClock();
  const logger = createLogger(config.logLevel, options.logStream);
  const spec = await loadSpec(config.openapiPath, config.openapiCachePath);
  clock.step('contract');
  const openOptions = {
    ...config,
    onPoolError: (error: Error) =>
      logger.warn({ err: error }, 'idle database connection lost; the pool reconnects'),
  };
  let database = await openDatabase(openOptions);
  clock.step('openDatabase');
  let closed = false;
  try {
    const applied = await migrate(database.admin);
    clock.step('migrations');
    if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');
    // Semantic retrieval (answers/embeddings.ts) needs pgvector; without it answers stay lexical.
    const vectorError = config.embeddings ? await enableVectorExtension(database.admin) : null;
    if (vectorError) {
      logger.error(
        { error: vectorError },
        'pgvector unavailable: EMBEDDINGS_BASE_URL ignored, lexical retrieval only',
      );
      config = { ...config, embeddings: null };
    }
    const seeded = await seedOnce(database.admin);
    if (seeded) logger.info('demo data seeded');
    clock.step('seed');
    // Fresh statistics after schema or bulk data changes (PGlite has no autovacuum to take them).
    if (applied.length > 0 || seeded) await analyzeTables(database.admin);
    clock.step('analyze');
    // PGlite's WebAssembly memory grows with initdb, migrations and the demo seed and is never given
    // back; a new instance on the same files serves with what serving needs (~200 MiB less idle RSS
    // after a first `npm start`, issue 19). Only after such a start: a plain restart opens once.
    if (database.kind === 'pglite' && (applied.length > 0 || seeded)) {
      await database.close();
      database = await openDatabase(openOptions);
      clock.step('reopen');
    }
    const secrets =
      database.kind === 'postgres'
        ? await loadDatabaseSecrets(database.admin)
        : await loadFileSecrets(config.dataDir);
    const db = await database.openApp(config.dbAppRole, [PREPARE_PRINCIPAL]);
    markPrincipalPrepared(db);
    clock.step('secrets');
    await runSelfChecks(db);
    clock.step('selfChecks');

    const app = Fastify({
      loggerInstance: logger,
      genReqId: () => randomUUID(),
      trustProxy: config.trustProxy,
      bodyLimit: 1024 * 1024,
      // Route validators and serializers compile on first use, not all ~250 at start-up (issue 19).
      schemaController: { compilersFactory: lazySchemaCompilers(options.eagerSchemas === true) },
      // Path params are checked by the contract's maxLength (a 400 naming the field); the router's own
      // default of 100 would refuse a legitimate 254-character e-mail username before validation.
      routerOptions: { maxParamLength: 2048 },
      // What the router refuses before any hook runs (a malformed or over-long URL) still leaves as
      // problem+json; helmet's hook never ran, so the essential headers are set here.
      frameworkErrors: (error, request, reply) => {
        const status = typeof error.statusCode === 'number' ? error.statusCode : 400;
        reply
          .header('x-content-type-options', 'nosniff')
          .header(
            'content-security-policy',
            "default-src 'self'; script-src 'self'; object-src 'none'; frame-ancestors 'none'",
          )
          .header('referrer-policy', 'strict-origin-when-cross-origin')
          .header('x-frame-options', 'DENY')
          .header('cross-origin-opener-policy', 'same-origin');
        return sendProblem(
          request,
          reply,
          new ApiProblemError(
            status,
            status === 414 ? 'uri_too_long' : 'bad_request',
            status === 414 ? 'URI too long' : 'Bad request',
            status === 414 ? 'A path segment is too long' : 'The URL is malformed',
          ),
        );
      },
      ajv: {
        customOptions: {
          // The spec says additionalProperties: false to reject, not silently drop, unknown fields.
          removeAdditional: false,
          coerceTypes: 'array',
          useDefaults: true,
          strict: false,
          formats: {
            binary: true,
            byte: true,
            int32: true,
            int64: true,
            float: true,
            double: true,
            password: true,
          },
        },
      },
    });
    app.decorateRequest('principal', null);
    app.decorateRequest('actingTenantId', null);
    app.decorateRequest('activation', null);
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    // +json media types (json-patch, merge-patch) parse like JSON.
    app.addContentTypeParser(
      /^application\/[a-z0-9.!#$&^_-]+\+json$/i,
      { parseAs: 'string' },
      app.getDefaultJsonParser('error', 'error'),
    );

    // CSV bodies (the members import) arrive as text; the operation's handler parses them.
    app.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: 8 * 1024 * 1024 },
      (_request, body, done) => done(null, body),
    );

    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // react-aria sets inline styles; scripts stay strict.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      // HSTS only over https (see the onSend hook below); X-Frame-Options agrees with frame-ancestors.
      strictTransportSecurity: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    installErrorHandler(app);
    app.addHook('onSend', async (request, reply, payload) => {
      // request.protocol is https only on a TLS socket or, with TRUST_PROXY=true, when the proxy says so
      // in X-Forwarded-Proto: HSTS over plain http is meaningless and, behind a lying header, wrong.
      if (request.protocol === 'https')
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      const url = request.url;
      if (url.startsWith('/api/') || url.startsWith('/sso/') || url.startsWith('/graphql')) {
        // Tokens and API JSON are never stored by a browser or a shared cache (RFC 6749 section 5.1).
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
        if (url.startsWith('/sso/')) reply.header('pragma', 'no-cache');
      }
      return payload;
    });

    // Kept in the database, so every process on one PostgreSQL shares them. Wrong codes count against
    // the code and the client address, never the account (a stranger cannot lock a user out).
    const ipLimit = new RateLimiter(db, 'sso-ip', config.rateLimit.perIp, config.rateLimit.windowSeconds);
    const failedCodes = new RateLimiter(
      db,
      'code-fail-ip',
      config.rateLimit.failedCodesPerIp,
      config.rateLimit.windowSeconds,
    );
    app.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/sso/')) await ipLimit.hit(request.ip);
    });

    let publicUrl = config.publicUrl ?? `http://${config.host}:${config.port}`;
    const mailer = createMailer({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom });
    const deps: AppDeps = {
      config,
      db,
      tokens: await TokenService.create(secrets, config.accessTokenTtlSeconds),
      mailer,
      pepper: secrets.pepper,
      publicUrl: () => publicUrl,
      log: app.log,
    };
    const signInMail = createSignInMailWorker(signInDeps(deps));
    deps.signIn = { kickMail: () => signInMail.kick(), failedCodes };
    const handlers: OperationHandlers = { ...coreHandlers, ...options.handlers };
    await registerUploads(app, spec);
    registerSpecRoutes(app, spec, deps, handlers);
    await registerWeb(app, config.webDist);

    // Scheduled purges run in the process; each run takes row locks with SKIP LOCKED, so several
    // processes on one PostgreSQL share the work without running a purge twice.
    const purgeTimer = setInterval(() => {
      runDuePurges(removalDeps(deps)).catch((error: unknown) =>
        app.log.error({ err: error }, 'purge run failed'),
      );
    }, PURGE_INTERVAL_MS);
    purgeTimer.unref();
    // PGlite: no autovacuum, so tables that grew or shrank by a fifth are re-analyzed here (issue 19).
    const statsTimer =
      database.kind === 'pglite'
        ? setInterval(() => {
            analyzeStaleTables(db).catch((error: unknown) =>
              app.log.warn({ err: error }, 'refreshing table statistics failed'),
            );
          }, STATS_INTERVAL_MS)
        : null;
    statsTimer?.unref();

    app.addHook('onClose', async () => {
      clearInterval(purgeTimer);
      if (statsTimer) clearInterval(statsTimer);
      mailer.close();
      if (!closed) {
        closed = true;
        await database.close();
      }
    });
    const documentWorker = createDocumentWorker({
      db,
      log: app.log,
      provider: config.llm,
      embeddings: config.embeddings ?? null,
      singleProcess: database.kind === 'pglite',
      ...(config.documentJobLeaseSeconds ? { leaseSeconds: config.documentJobLeaseSeconds } : {}),
    });
    // onClose hooks run last-registered first, so this runs after the server stopped listening and
    // before the hook above closes the database the worker is using.
    app.addHook('onClose', () => documentWorker.stop());
    app.addHook('onClose', () => signInMail.stop());
    clock.step('routes');
    await app.ready();
    clock.step('ready');
    documentWorker.start();
    if (options.startSignInMail !== false) signInMail.start();
    const startup = clock.times();
    logger.info({ startup }, 'startup');

    return {
      app,
      db,
      database,
      deps,
      seeded,
      handlers,
      setPublicUrl(url) {
        if (!config.publicUrl) publicUrl = url;
      },
      signInMailSettled: () => signInMail.settled(),
      signInMail,
      startup,
      close: () => app.close(),
    };
  } catch (error) {
    if (!closed) {
      closed = true;
      await database.close().catch(() => undefined);
    }
    throw error;
  }
}
