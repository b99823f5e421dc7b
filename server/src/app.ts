import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.ts';
import { recordRoutes } from './catalogue/record.routes.ts';
import type { AppConfig } from './config.ts';
import { type DatabaseConnection, openDatabase } from './database/database.ts';
import { migrateToLatest } from './database/migrator.ts';
import { healthRoutes } from './health/health.routes.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerWebApp } from './http/web-app.plugin.ts';
import { searchRoutes } from './search/search.routes.ts';
import { createSearchIndex } from './search/search-index.ts';
import { ensureInstitution } from './site-parameters/institution.repository.ts';
import { siteParametersRoutes } from './site-parameters/site-parameters.routes.ts';

export interface BuildAppOptions {
  /** An open, migrated database (tests pass their own); otherwise opened from config and migrated. */
  database?: DatabaseConnection;
  /** pino logger options; `false` silences logs (tests). */
  logger?: boolean | object;
}

export type EstanteApp = FastifyInstance & { context: AppContext };

/** Builds the whole application. Used by main.ts and by the tests alike. */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<EstanteApp> {
  const database =
    options.database ??
    openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, schema: config.databaseSchema });
  if (!options.database) await migrateToLatest(database.db, database.dialect);
  await ensureInstitution(database.db);

  const context: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    searchIndex: createSearchIndex(database.dialect),
  };

  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      // Never log credentials: the refresh and password grants carry them in bodies and headers.
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    // Query strings like ?filtro=T:1&filtro=Y:2 are arrays; keep them as such.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

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
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { context });
      await api.register(siteParametersRoutes, { context });
      await api.register(recordRoutes, { context });
      await api.register(searchRoutes, { context });
    },
    { prefix: '/api' },
  );

  registerErrorHandler(app, { webAppServed: await registerWebApp(app, config.webDistDir) });

  app.addHook('onClose', async () => {
    if (!options.database) await database.destroy();
  });

  return Object.assign(app, { context }) as unknown as EstanteApp;
}
