import { buildApp, type EstanteApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: EstanteApp;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real application on a fresh database, for in-process tests with `app.inject`. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    DEMO_DATA: 'off',
    WEB_DIST_DIR: env.WEB_DIST_DIR ?? '/nonexistent',
    LOG_LEVEL: 'silent',
    ...env,
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl, DATABASE_SCHEMA: database.schema! } : {}),
  });
  const app = await buildApp(config, { database, logger: false });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.destroy();
    },
  };
}
