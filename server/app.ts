import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Config, IN_MEMORY } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { createMailer, type Mailer } from './mail/mailer';
import { authRoutes } from './modules/auth/routes';
import { sessionRoutes } from './modules/auth/session-routes';
import { calendarRoutes } from './modules/calendar/routes';
import { scheduleRoutes } from './modules/schedule/routes';
import { managementRoutes } from './modules/management/routes';
import { chatRoutes } from './modules/chat/routes';
import { announcementRoutes } from './modules/announcements/routes';
import { feedRoutes } from './modules/feed/routes';
import { legalRoutes } from './modules/legal/routes';
import { lobbyRoutes } from './modules/lobby/routes';
import { syncRoutes } from './modules/sync/routes';
import { eventPagePreloads } from './modules/events/page-preload';
import { programRoutes } from './modules/program/routes';
import { pushRoutes } from './modules/push/routes';
import { referenceRoutes } from './modules/reference/routes';
import { safetyRoutes } from './modules/safety/routes';
import { socialLoginRoutes } from './modules/social-login/routes';
import { userRoutes } from './modules/users/routes';
import { orderRoutes } from './modules/orders/routes';
import { orderDeskRoutes } from './modules/order-desk/routes';

import { invoiceRoutes } from './modules/invoices/routes';
import { shopRoutes } from './modules/shop/routes';
import { ticketRoutes } from './modules/tickets/routes';
import { gateRoutes } from './modules/gate/routes';
import { walletRoutes } from './modules/wallet/routes';
import { createGateService } from './modules/gate/service';
import { setupAuth } from './plugins/auth';
import { setupBackground } from './plugins/background';
import { answerRouterError, setupErrorHandling } from './plugins/errors';
import { setupFrontendToken } from './plugins/frontend-token';
import { healthRoutes } from './plugins/health';
import { privateDataSerializers } from './plugins/log-privacy';
import { setupSecurityHeaders } from './plugins/security-headers';
import { setupPayments } from './plugins/payments';
import { setupTicketKeys } from './plugins/ticket-keys';
import { setupWebApp } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Drizzle on PGlite or PostgreSQL. */
    db: Database;
    /** The open database with `listen` for cross-node notifications. */
    database: DatabaseHandle;
    /** Queues each mail as a durable job (see plugins/background). */
    mailer: Mailer;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The built web app; defaults to ./dist, served only when it holds an index.html. */
  distDir?: string | null;
  /** Replaces the SMTP / outbox transport that queued mails are sent through (tests). */
  mailer?: Mailer;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/** Believes the nearest `hops` proxies: the address the farthest of them saw is the client. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Uploads raise this per route. */
export const DEFAULT_BODY_LIMIT = 2 * 1024 * 1024;

export const DEFAULT_DIST_DIR = fileURLToPath(new URL('../dist', import.meta.url));

/** The whole HTTP server, not yet listening: `app.inject()` in tests, `app.listen()` in main. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: privateDataSerializers,
      redact: ['req.headers.authorization'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    frameworkErrors: answerRouterError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON (and parsers routes add) is accepted: anything else is 415.
  app.removeContentTypeParser('text/plain');

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('database', database);
  const mailTransport =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: join(config.dataDir === IN_MEMORY ? tmpdir() : config.dataDir, 'outbox'),
      log: app.log,
    });

  setupErrorHandling(app);
  setupSecurityHeaders(app, {
    frameAncestors: config.frameAncestors,
    extraOrigins: config.oidc ? [new URL(config.oidc.issuer).origin] : [],
    https: config.publicUrl.startsWith('https://'),
  });
  setupFrontendToken(app);
  // JSON and text answers above 1 KiB go out compressed when the client accepts it (artists,
  // feed and lobby pages, the page fallback). Answers that carry their own encoding (the
  // program's precompressed JSON, the build's .br/.gz files) are left as they are.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await setupBackground(app, { mailTransport });
  await setupAuth(app, {
    db: database.db,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    sessionLifetimeMs: config.sessionLifetimeMs,
    bus: app.bus,
  });
  await setupTicketKeys(app);
  await setupPayments(app);

  await app.register(healthRoutes, { kind: database.kind });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(sessionRoutes, { prefix: '/api/auth' });
  await app.register(socialLoginRoutes, { prefix: '/api/auth' });
  await app.register(programRoutes, { prefix: '/api' });
  await app.register(calendarRoutes, { prefix: '/api' });
  await app.register(scheduleRoutes, { prefix: '/api' });
  await app.register(managementRoutes, { prefix: '/api' });
  await app.register(pushRoutes, { prefix: '/api' });
  await app.register(chatRoutes);
  await app.register(feedRoutes, { prefix: '/api' });
  await app.register(announcementRoutes, { prefix: '/api' });
  await app.register(syncRoutes, { prefix: '/api' });
  await app.register(userRoutes, { prefix: '/api' });
  await app.register(referenceRoutes, { prefix: '/api' });
  await app.register(lobbyRoutes, { prefix: '/api' });
  await app.register(safetyRoutes, { prefix: '/api' });
  await app.register(legalRoutes, { prefix: '/api' });
  await app.register(shopRoutes, { prefix: '/api' });
  await app.register(orderRoutes, { prefix: '/api' });
  await app.register(orderDeskRoutes, { prefix: '/api' });

  await app.register(invoiceRoutes, { prefix: '/api' });
  await app.register(ticketRoutes, { prefix: '/api' });
  await app.register(walletRoutes, { prefix: '/api' });
  await app.register(gateRoutes, {
    prefix: '/api',
    gate: createGateService(database.db, app.ticketKeys),
  });

  await setupWebApp(
    app,
    options.distDir === undefined ? DEFAULT_DIST_DIR : options.distDir,
    (path) => eventPagePreloads(app.db, path),
  );
  return app;
}
