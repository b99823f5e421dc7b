import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import { ACQUISITION_MESSAGES, acquisitionPatronRoutes, acquisitionStaffRoutes } from './acquisitions/index.ts';
import { ADMIN_MESSAGES, adminRoutes, databasesAdminRoutes } from './admin/index.ts';
import { alertRoutes } from './alerts/index.ts';
import type { AppContext } from './app-context.ts';
import { createAppContext, databaseOptionsOf } from './app-services.ts';
import { registerAuthHook } from './auth/auth-hook.ts';
import { AUTH_MESSAGES } from './auth/auth-messages.ts';
import { createAuthServices } from './auth/auth-services.ts';
import { captchaRoutes } from './auth/captcha.routes.ts';
import { AUTH_LOG_OPTIONS } from './auth/log-redaction.ts';
import { oidcRoutes } from './auth/oidc.routes.ts';
import { startCounterPruneScheduler } from './auth/prune-counters.ts';
import { samlRoutes } from './auth/saml.routes.ts';
import { tokenRoutes } from './auth/token.routes.ts';
import { basketRoutes } from './catalogue/basket.routes.ts';
import { BASKET_MAIL_MESSAGES } from './catalogue/basket-mail.ts';
import { CITATION_MESSAGES } from './catalogue/citation-style.ts';
import { COVER_MESSAGES } from './catalogue/cover-messages.ts';
import { electronicDatabaseRoutes } from './catalogue/electronic-databases.routes.ts';
import {
  CATALOGUE_WORK_MESSAGES,
  importJobRoutes,
  recordAdminRoutes,
  startImportScheduler,
} from './catalogue/index.ts';
import { linkRoutes } from './catalogue/links.routes.ts';
import { permanentBasketRoutes } from './catalogue/permanent-basket.routes.ts';
import { recordRoutes } from './catalogue/record.routes.ts';
import { recordSectionRoutes } from './catalogue/record-sections.routes.ts';
import {
  CIRCULATION_MESSAGES,
  circulationRoutes,
  circulationStaffRoutes,
  loanRequestRoutes,
  noDebtsRoutes,
  recordCommentRoutes,
  recordCommentStaffRoutes,
  startHoldExpiryScheduler,
} from './circulation/index.ts';
import {
  CLOSED_STACKS_MESSAGES,
  closedStacksRoutes,
  closedStacksStaffRoutes,
  startStorageExpiryScheduler,
} from './closed-stacks/index.ts';
import type { AppConfig } from './config.ts';
import { type DatabaseConnection, openDatabase } from './database/database.ts';
import { migrateToLatest } from './database/migrator.ts';
import { discoveryRoutes, pageExtras } from './discovery/index.ts';
import { ERESOURCE_MESSAGES, eresourceRoutes, eresourceStaffRoutes } from './eresources/index.ts';
import { healthRoutes } from './health/index.ts';
import { registerBodyLimits } from './http/body-limits.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { HTTP_MESSAGES } from './http/http-errors.ts';
import { registerIntegerBounds } from './http/integer-bounds.ts';
import { registerLoadShedding } from './http/load-shedding.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { registerSecurityHeaders, SWAGGER_UI_CSP } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.plugin.ts';
import { createServerMessages, type MessageTable } from './i18n/server-messages.ts';
import {
  INTEREST_PROFILE_MESSAGES,
  interestProfileRoutes,
  startInterestNoticeScheduler,
} from './interest-profile/index.ts';
import type { Scheduler } from './jobs/scheduler.ts';
import { LIBRARY_UNITS_MESSAGES, libraryUnitsRoutes } from './library-units/index.ts';
import { NETWORK_MESSAGES, networkRoutes, startNetworkHarvestScheduler } from './network/index.ts';
import { oaiRoutes } from './oai/index.ts';
import { PAYMENT_MESSAGES, paymentRoutes, paymentStaffRoutes } from './payments/index.ts';
import { passwordRecoveryRoutes } from './people/password-recovery.routes.ts';
import { peopleRoutes } from './people/people.routes.ts';
import { peopleLookupRoutes } from './people/people-lookups.routes.ts';
import { selfServiceRoutes } from './people/self-service.routes.ts';
import { SELF_SERVICE_MESSAGES } from './people/self-service-messages.ts';
import { PRIVACY_MESSAGES, privacyRoutes, startPrivacyRetentionScheduler } from './privacy/index.ts';
import { privacyRequestRoutes, QUEUE_MESSAGES, queueStaffRoutes } from './queues/index.ts';
import { REPORT_MESSAGES, registerAccessCounting, reportRoutes } from './reports/index.ts';
import { searchRoutes } from './search/search.routes.ts';
import { SEARCH_MESSAGES } from './search/search-messages.ts';
import { serialsRoutes } from './serials/index.ts';
import { SERVICE_REQUEST_MESSAGES, serviceRequestRoutes, serviceRequestStaffRoutes } from './service-requests/index.ts';
import { ensureInstitution } from './site-parameters/institution.repository.ts';
import { siteParametersRoutes } from './site-parameters/site-parameters.routes.ts';
import { sruRoutes } from './sru/index.ts';
import { registerStaffConsole, staffConsoleRoutes } from './staff/index.ts';
import { TEACHING_PLAN_MESSAGES, teachingPlanRoutes } from './teaching-plan/index.ts';

export interface BuildAppOptions {
  /** An open, migrated database (tests pass their own); otherwise opened from config and migrated. */
  database?: DatabaseConnection;
  /** pino logger options; `false` silences logs (tests). */
  logger?: boolean | object;
  /** The app's clock (AppContext.now); the system clock unless a test moves time. */
  now?: () => Date;
}

/** Longest a start-up hook (reading the search index snapshot) may take before the start fails: a few GB read. */
const STARTUP_HOOK_TIMEOUT_MS = 300_000;

/**
 * Every feature's server texts, read once into the app's messages (AppContext.messages). A code's first table wins:
 * the service requests' go last, so codes other features also name (CampoMuitoLongo…) keep those features' texts.
 */
const FEATURE_MESSAGES: readonly MessageTable[] = [
  // The search's and the basket e-mail's first: their texts won over every table when they were registered by import.
  SEARCH_MESSAGES,
  BASKET_MAIL_MESSAGES,
  // Sign-in, personal data, covers and the HTTP layer first, where their side-effect registration used to put them.
  AUTH_MESSAGES,
  SELF_SERVICE_MESSAGES,
  COVER_MESSAGES,
  HTTP_MESSAGES,
  CIRCULATION_MESSAGES,
  LIBRARY_UNITS_MESSAGES,
  INTEREST_PROFILE_MESSAGES,
  TEACHING_PLAN_MESSAGES,
  SERVICE_REQUEST_MESSAGES,
  CITATION_MESSAGES,
  ACQUISITION_MESSAGES,
  QUEUE_MESSAGES,
  CATALOGUE_WORK_MESSAGES,
  REPORT_MESSAGES,
  ERESOURCE_MESSAGES,
  ADMIN_MESSAGES,
  PAYMENT_MESSAGES,
  PRIVACY_MESSAGES,
  CLOSED_STACKS_MESSAGES,
  NETWORK_MESSAGES,
];

/**
 * The scheduled jobs of a running server, started by main.ts (tests build the app without timers). A lease in the
 * database lets several instances share the work (docs/circulation.md). Each job reads the context's clock.
 */
function createServerJobs(context: AppContext): ServerJobs {
  let running: Scheduler[] = [];
  return {
    start() {
      if (running.length > 0) return;
      running = [
        startHoldExpiryScheduler(context, context.log, context.config.holdExpiryIntervalMinutes),
        startStorageExpiryScheduler(context, context.log, context.config.holdExpiryIntervalMinutes),
        startInterestNoticeScheduler(context, context.log, context.config.interestNoticeIntervalHours),
        startCounterPruneScheduler(context.db, context.log, () => context.now()),
        startImportScheduler(context, context.log),
        startNetworkHarvestScheduler(context, context.log),
        startPrivacyRetentionScheduler(context.db, context.log, () => context.now()),
      ];
    },
    stop() {
      for (const job of running) job.stop();
      running = [];
    },
  };
}

/** The background jobs of a running server (hold expiry, interest notices, counter pruning): built by buildApp,
 * started by main.ts only, so tests and the CLIs have no timers. Stopped when the app closes. */
export interface ServerJobs {
  start(): void;
  stop(): void;
}

export type EstanteApp = FastifyInstance & { context: AppContext; jobs: ServerJobs };

/** Builds the whole application. Used by main.ts and by the tests alike. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<EstanteApp> {
  const database = options.database ?? openDatabase(databaseOptionsOf(config));
  if (!options.database) await migrateToLatest(database.db, database.dialect);
  await ensureInstitution(database.db);

  const app = Fastify({
    // Never log credentials (docs/auth.md): tokens, passwords and codes are redacted from every line.
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...AUTH_LOG_OPTIONS,
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    // Query strings like ?filtro=T:1&filtro=Y:2 are arrays; keep them as such.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // The search index's snapshot is read before listening (search.routes.ts' onReady): 2.5 GB at five million
    // records took 9-10 s alone and more than Fastify's default of 10 s with two processes reading theirs at once,
    // which ended the second process. A hook past this still fails the start rather than hang it.
    pluginTimeout: STARTUP_HOOK_TIMEOUT_MS,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
    // Hostile clients (docs/security.md): slow-header and slow-body connections are cut, idle ones closed, bodies
    // limited (per route: body-limits.ts); X-Forwarded-* believed only from the proxies TRUST_PROXY names.
    // A hop count is a number: Fastify accepts it (documented), its typings do not list it.
    trustProxy: config.http.trustProxy as boolean | string,
    bodyLimit: config.http.bodyLimitBytes,
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    // Node checks the header and request timeouts every connectionsCheckingInterval (30 s unless told).
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, config.http.headersTimeoutMs),
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Every service is built here, once per app, and reaches the features through this context (no module-level
  // state: two apps in one process share nothing, app.test.ts).
  const context = createAppContext(config, database, {
    log: app.log,
    now: options.now,
    messages: createServerMessages(FEATURE_MESSAGES),
  });
  const jobs = createServerJobs(context);
  // Registered first because Fastify runs the onClose hooks last-registered first: the features' own (the search
  // index's reload, the import runner) still read the database while they stop, so it is destroyed after them.
  app.addHook('onClose', async () => {
    jobs.stop();
    if (!options.database) await database.destroy();
  });

  // Before any hook or route: Fastify copies the error handler into each plugin when it is registered,
  // and errors thrown by hooks (the bearer check, load shedding, rate limits) must get the same handling.
  registerErrorHandler(app, {
    webAppServed: await registerWebApp(app, config.webDistDir),
    webDistDir: config.webDistDir,
    messages: context.messages,
    db: context.db,
    pageExtras: (request) => pageExtras(context, request),
  });
  // Before the routes: these add onRequest and onRoute hooks that every route registered afterwards gets.
  await registerSecurityHeaders(app, { publicUrl: config.publicUrl });
  await registerLoadShedding(app, config.http.pressure);
  registerBodyLimits(app, config.http);
  registerIntegerBounds(app);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Estante API',
        version: '0.1.0',
        description:
          'Online library catalogue with a patron self-service area. Paths, parameters and field names follow the specification (Portuguese names); see docs/ for the design decisions.',
      },
      servers: [{ url: '/' }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: SWAGGER_UI_CSP });

  const auth = await createAuthServices(context, { log: app.log });
  registerAuthHook(app, auth.signer, context.db);
  // After the bearer check (a signed-in person is limited as a person, wherever they connect from).
  await registerRateLimits(app, { db: context.db, settings: config.http.rateLimit, now: auth.now });
  // Before the routes: staff guards run before the body is read, and each staff action writes an audit row.
  registerStaffConsole(app, context);
  const accessCounter = registerAccessCounting(app, context);
  await app.register(tokenRoutes, { auth });
  await app.register(oaiRoutes, { context });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { context });
      await api.register(siteParametersRoutes, { context });
      await api.register(libraryUnitsRoutes, { context });
      await api.register(adminRoutes, { context });
      await api.register(networkRoutes, { context });
      await api.register(recordRoutes, { context });
      await api.register(recordSectionRoutes, { context });
      await api.register(serialsRoutes, { context });
      await api.register(recordAdminRoutes, { context });
      await api.register(importJobRoutes, { context });
      await api.register(linkRoutes, { context });
      await api.register(basketRoutes, { context, auth });
      await api.register(searchRoutes, { context, keys: auth.keys });
      await api.register(peopleRoutes, { auth });
      await api.register(peopleLookupRoutes, { auth });
      await api.register(passwordRecoveryRoutes, { auth });
      await api.register(selfServiceRoutes, { auth });
      await api.register(captchaRoutes, { auth });
      await api.register(oidcRoutes, { auth });
      await api.register(samlRoutes, { auth });
      await api.register(circulationRoutes, { context });
      await api.register(circulationStaffRoutes, { context });
      await api.register(loanRequestRoutes, { context });
      await api.register(recordCommentRoutes, { context });
      await api.register(recordCommentStaffRoutes, { context });
      await api.register(noDebtsRoutes, { context });
      await api.register(alertRoutes, { context });
      await api.register(serviceRequestRoutes, { context });
      await api.register(serviceRequestStaffRoutes, { context });
      await api.register(acquisitionStaffRoutes, { context });
      await api.register(acquisitionPatronRoutes, { context });
      await api.register(queueStaffRoutes, { context });
      await api.register(privacyRequestRoutes, { context });
      await api.register(privacyRoutes, { context });
      await api.register(teachingPlanRoutes, { context });
      await api.register(interestProfileRoutes, { context });
      await api.register(permanentBasketRoutes, { context });
      await api.register(electronicDatabaseRoutes, { context });
      await api.register(databasesAdminRoutes, { context });
      await api.register(staffConsoleRoutes, { context });
      await api.register(reportRoutes, { context, accessCounter });
      await api.register(eresourceRoutes, { auth });
      await api.register(eresourceStaffRoutes, { auth });
      await api.register(closedStacksRoutes, { context });
      await api.register(closedStacksStaffRoutes, { context });
      await api.register(paymentRoutes, { context });
      await api.register(paymentStaffRoutes, { context });
    },
    { prefix: '/api' },
  );
  // Protocols machines read, outside /api at the paths their clients expect (docs/interoperability.md).
  await app.register(sruRoutes, { context });
  await app.register(discoveryRoutes, { context });

  return Object.assign(app, { context, jobs }) as unknown as EstanteApp;
}
