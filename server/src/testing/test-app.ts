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
    // The suite sends thousands of requests from 127.0.0.1 and blocks the event loop on purpose (imports): per-client
    // limits and event-loop shedding are off unless a test turns them on (http-hardening.security.test.ts).
    RATE_LIMIT: 'off',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    // Searches run in the test's own thread unless a test asks for search threads (SEARCH_THREADS=2 in the
    // environment runs a suite through them: search-threads.test.ts covers them in every run).
    SEARCH_THREADS: process.env.SEARCH_THREADS ?? '0',
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
