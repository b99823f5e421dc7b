import type { Kysely } from 'kysely';
import type { DialectName } from '../database/database.ts';
import type { Database } from '../database/schema.ts';
import type { Mailer } from '../mail/mailer.ts';

/** What the circulation use-cases need: the database, its dialect (for row locks), a mailer and a clock. */
export interface CirculationServices {
  db: Kysely<Database>;
  dialect: DialectName;
  mailer: Mailer;
  log: { warn(details: object, message: string): void };
  now(): Date;
}
