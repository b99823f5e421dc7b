import type { CitationFormatter } from '@estante/core/citation';
import type { CatalogueSearch } from '@estante/search';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.ts';
import type { DialectName } from './database/database.ts';
import type { Database } from './database/schema.ts';
import type { ServerMessages } from './i18n/server-messages.ts';
import type { Mailer } from './mail/mailer.ts';

/** Where features log: Fastify's logger in the app, a silent one in tests that want none. */
export interface AppLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The database's catalogue and authority revisions: a search answers as of them (docs/search.md). */
export interface SearchRevisions {
  catalogue: number;
  authorities: number;
}

/** What a search reads: the catalogue, which terms may name an authority form, and the revisions they were read at. */
export interface CurrentSearchIndex {
  catalogue: CatalogueSearch;
  /** The authority form fingerprints (search/authority-fingerprints.ts): false when a folded term names no form. */
  authorities: { mayNameAuthority(folded: string): boolean };
  revisions: SearchRevisions;
}

/**
 * The app's search engine behind its freshness check (docs/search.md, "In-memory index"), implemented by
 * search/memory-search-index.ts. Declared here so that the context's type imports no feature.
 */
export interface CatalogueSearchService {
  /** The index brought up to the database's revisions (read now). */
  current(): Promise<CurrentSearchIndex>;
  /** What is loaded, without reading the database (undefined until the first load). */
  loadedIndex(): CurrentSearchIndex | undefined;
  /** Runs one search's steps: work of the index's own in the background (a reload) waits while any runs. */
  whileSearching<T>(search: () => Promise<T>): Promise<T>;
  /** Before listening: loads the index from its snapshot file when there is a valid one (docs/search.md, "Snapshot"). */
  prepare(): Promise<void>;
  /** On close: writes the snapshot not written yet and waits for a write under way. */
  close(): Promise<void>;
}

/**
 * What every feature's routes and use-cases receive: configuration and the adapters buildApp chose, built once per
 * app (two apps in one process share nothing). Features read `now()` and `mailer` at call time, so a test that
 * replaces `context.now` moves every feature's clock at once.
 */
export interface AppContext {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: DialectName;
  /**
   * DATABASE_REPLICA_URL's pool on a streaming standby of `db`, or undefined: only the search's reads use it, each
   * after checking that it has replayed the primary's catalogue revision (docs/deployment.md). Everything else reads
   * `db`, so a caller always sees what it has just written.
   */
  replica?: Kysely<Database>;
  /** This app's in-memory search index over `db`, with its freshness check (docs/search.md). */
  search: CatalogueSearchService;
  /** The one clock: every time window, due date and expiry is read from it (BuildAppOptions.now in tests). */
  now: () => Date;
  /** The one mailer of this app (SMTP, or .eml files in DATA_DIR/outbox without SMTP_URL). */
  mailer: Mailer;
  /** Citation engines, each style's built once per app on first use (docs/citations.md). */
  citations: CitationFormatter;
  log: AppLog;
  /** The server texts of every feature, in each language (buildApp lists the features' tables). */
  messages: ServerMessages;
}

/** Built by createAppContext (app-services.ts), once per app. */
export interface FeatureOptions {
  context: AppContext;
}
