import type { Kysely } from 'kysely';
import type { AppConfig } from './config.ts';
import type { DialectName } from './database/database.ts';
import type { Database } from './database/schema.ts';
import type { SearchIndex } from './search/search-index.ts';

/** What every feature's routes and use-cases receive: configuration and the adapters it chose. */
export interface AppContext {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: DialectName;
  searchIndex: SearchIndex;
  /** The clock of features that count time windows (the basket e-mail's hourly limit); tests set their own. */
  now?: () => Date;
}

export interface FeatureOptions {
  context: AppContext;
}
