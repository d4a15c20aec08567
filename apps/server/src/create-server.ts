import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type ApiDeps, createApiDeps, downloadName, ensureAdmin, LoginDelay, PublicCache, RateLimiter } from '@app/api';
import { createDb, type DbHandle, migrateToLatest, seedDatabase } from '@app/db';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './env';
import { registerAuditCsvRoute } from './plain-routes/audit-csv';
import { registerCalendarRoutes } from './plain-routes/calendar';
import { registerRaceFilesRoutes } from './plain-routes/race-files';
import { sharedEtagSeed } from './public-cache/shared-etag-seed';
import { clientErrorHandler, frameworkErrors, registerErrorAnswers } from './plugins/error-answers';
import { registerFormRateLimit } from './plugins/form-rate-limit';
import { registerGracefulClose } from './plugins/graceful-close';
import { registerLiveRoute } from './plugins/live-route';
import { registerLiveRaceRoutes } from './live-race/live-race-routes';
import { registerParticipantsImportRoute } from './plain-routes/participants-import';
import { registerPersonalDataRoutes } from './plain-routes/personal-data';
import { registerSeoRoutes } from './pages/seo-routes';
import { loadServerRender } from './pages/server-render';
import { publicReads, registerPublicResponseCache } from './plugins/public-response-cache';
import { registerRequestBodies } from './plugins/request-bodies';
import { registerRest } from './plugins/rest';
import { registerResultsImportRoute } from './plain-routes/results-import';
import { registerMailWorker } from './plugins/mail-worker';
import { registerRetentionSchedule } from './plugins/retention-schedule';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerStartListsCsvRoute } from './plain-routes/start-lists-csv';
import { registerPdfRoutes } from './plain-routes/pdf-documents';
import { createPageShell, registerPageShellEarly, registerStaticWeb } from './plugins/static-web';
import { registerTrpc } from './plugins/trpc';
import { registerUploadRoute } from './plain-routes/upload';
import { registerUploadsStatic } from './plugins/uploads-static';
import { createSharedState } from './signals/shared-state';
import { fastifyTrustProxy } from './startup/trust-proxy';
import { cleanStaleUploads } from './uploads/clean-stale-uploads';

/**
 * Connections the kernel queues before the server accepts them (capped by net.core.somaxconn, 4096 on
 * current Linux). Node's 511 overflowed under a burst of thousands of live streams from one address,
 * and the kernel then dropped other visitors' connections too, each retried a second or more later.
 */
const LISTEN_BACKLOG = 4096;

export interface AppServer {
  server: FastifyInstance;
  deps: ApiDeps;
  handle: DbHandle;
  /** Set when no ADMIN_PASSWORD was configured and the administrator was just created. */
  generatedAdminPassword: string | undefined;
  start: () => Promise<string>;
  stop: () => Promise<void>;
}

/** What tests change beside the configuration: the login delay's waits are recorded rather than slept. */
export interface ServerTestHooks {
  sleep?: (ms: number) => Promise<void>;
}

/** Builds the whole site on its own database: tests build one per temporary file. */
export async function createServer(config: AppConfig, hooks: ServerTestHooks = {}): Promise<AppServer> {
  mkdirSync(config.uploadsDir, { recursive: true });
  await cleanStaleUploads(config.uploadsDir);
  const handle = createDb({ path: config.databasePath, url: config.databaseUrl });
  await migrateToLatest(handle.db);
  await seedDatabase(handle.db, { demo: config.seedDemo, uploadsDir: config.uploadsDir });
  // Before the administrator is created: a bucket that does not answer stops the start without losing a generated password.
  const shared = await createSharedState(handle.db, {
    cluster: config.cluster,
    uploadsDir: config.uploadsDir,
    s3: config.s3,
    onError: (error) => server.log.error(error),
  });
  const admin = await ensureAdmin(handle.db, config.adminEmail, config.adminPassword);
  const deps = createApiDeps(
    handle.db,
    {
      loginRateLimit: config.loginRateLimit,
      sessionIdleMs: 4 * 3600_000,
      sessionMaxMs: 12 * 3600_000,
      uploadsDir: config.uploadsDir,
      mail: { configured: config.mail.smtpUrl !== undefined, publicUrl: config.publicUrl },
      ...(config.clock ? { clock: config.clock } : {}),
    },
    {
      publicCache: new PublicCache(shared.dataVersion),
      loginLimiter: new RateLimiter(config.loginRateLimit, 60_000, shared.limitStore()),
      loginDelay: new LoginDelay(config.loginRateLimit, shared.limitStore(), hooks.sleep),
    },
  );

  const server = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: true },
    // Requests in flight get this long to finish on SIGTERM before connections are cut.
    forceCloseConnections: 'idle',
    // Fastify's own answers to a bad URL, a too long path or a malformed request are English and echo it.
    frameworkErrors,
    clientErrorHandler,
  });
  registerErrorAnswers(server);

  await server.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  registerRequestBodies(server);
  // First: a cached public answer is written out before any other hook runs (it carries the headers,
  // security headers included, that its first answer got).
  // Several processes answer one site: one ETag epoch for all of them (etag.ts).
  const etagSeed = config.cluster ? await sharedEtagSeed(handle.db, config.webDistDir) : undefined;
  registerPublicResponseCache(server, deps, etagSeed ? { etagSeed } : {});
  const pageShell = createPageShell(config);
  const pages = await loadServerRender({
    // The server build sits beside the browser's: apps/web/dist-ssr for apps/web/dist.
    entryFile: resolve(`${config.webDistDir}-ssr`, 'entry-server.js'),
    templateFile: resolve(config.webDistDir, 'index.html'),
    origin: config.publicUrl,
    deps,
    publicProcedures: publicReads().procedures,
  });
  registerPageShellEarly(server, pageShell);
  registerGracefulClose(server);
  await registerSecurityHeaders(server);
  server.get('/api/health', async () => ({ status: 'ok' }));
  registerLiveRoute(server, deps, {
    maxStreams: config.live.maxStreams,
    maxPerAddress: config.live.perAddress,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  registerLiveRaceRoutes(server, deps, shared.liveRaces, { maxStreams: config.live.maxStreams });
  await registerFormRateLimit(server, config.formRateLimit, shared.limitStore());
  await registerTrpc(server, deps);
  await registerUploadRoute(server, deps, shared.uploads);
  await registerResultsImportRoute(server, deps);
  await registerParticipantsImportRoute(server, deps);
  registerAuditCsvRoute(server, deps);
  registerRaceFilesRoutes(server, deps);
  await registerRest(server, deps);
  await registerPersonalDataRoutes(server, deps);
  registerRetentionSchedule(server, deps, config.clock);
  registerMailWorker(server, deps, config.mail);
  await registerCalendarRoutes(server, deps, config.publicUrl, etagSeed);
  registerStartListsCsvRoute(server, deps, etagSeed);
  registerPdfRoutes(server, deps, etagSeed);
  await registerUploadsStatic(server, shared.uploads, (url) => downloadName(handle.db, url));
  registerSeoRoutes(server, config.publicUrl, deps);
  await registerStaticWeb(server, config, pageShell, pages);

  let closed = false;
  return {
    server,
    deps,
    handle,
    generatedAdminPassword: admin.generatedPassword,
    start: async () => server.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG }),
    stop: async () => {
      if (closed) return;
      closed = true;
      await server.close();
      deps.publicCache.close();
      await handle.close();
    },
  };
}
