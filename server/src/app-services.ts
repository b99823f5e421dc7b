import path from 'node:path';
import { CitationFormatter } from '@estante/core/citation';
import type { Kysely } from 'kysely';
import type { AppContext, AppLog } from './app-context.ts';
import type { AppConfig } from './config.ts';
import type { DatabaseOptions, DialectName } from './database/database.ts';
import type { Database } from './database/schema.ts';
import { createServerMessages, type ServerMessages } from './i18n/server-messages.ts';
import { createMailer } from './mail/mailer.ts';
import { createCatalogueSearchService, SEARCH_SNAPSHOT_FILE, SearchThreads } from './search/index.ts';

/** Command-line tools log warnings to stderr and stay quiet otherwise. */
const CLI_LOG: AppLog = {
  info: () => {},
  warn: (details, message) => process.stderr.write(`${message} ${JSON.stringify(details)}\n`),
  error: (details, message) => process.stderr.write(`${message} ${JSON.stringify(details)}\n`),
};

/** How the app's database is opened, from its settings: by buildApp, and again by its worker threads. */
export function databaseOptionsOf(config: AppConfig): DatabaseOptions {
  return {
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    replicaUrl: config.databaseReplicaUrl,
  };
}

/**
 * Builds the services of one app over an open database: buildApp's context, and the same for the command-line
 * entry points (admin CLI, MARC import, bench) that need the features without an HTTP server.
 */
export function createAppContext(
  config: AppConfig,
  database: { db: Kysely<Database>; dialect: DialectName; replica?: Kysely<Database> },
  options: { log?: AppLog; now?: () => Date; messages?: ServerMessages } = {},
): AppContext {
  const log = options.log ?? CLI_LOG;
  const now = options.now ?? (() => new Date());
  // The search index reads the context's clock when it refreshes: a test that replaces context.now moves it too.
  const context: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    replica: database.replica,
    search: createCatalogueSearchService(database.db, {
      replica: database.replica,
      snapshotFile: path.join(config.dataDir, SEARCH_SNAPSHOT_FILE),
      log,
      now: () => context.now(),
      threads: config.searchThreads > 0 ? new SearchThreads(config.searchThreads, log) : undefined,
      basePartRecords: config.searchBasePartRecords,
      loadThreadDatabase: databaseOptionsOf(config),
    }),
    now,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      from: config.mailFrom,
      log,
      now,
    }),
    citations: new CitationFormatter(),
    log,
    messages: options.messages ?? createServerMessages([]),
  };
  return context;
}
