import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

export async function libraryIds(db: Kysely<Database>) {
  return db.selectFrom('libraries').select('id').execute();
}

export async function insertClosedDays(
  db: Kysely<Database>,
  rows: Insertable<Database['library_closed_days']>[],
): Promise<void> {
  await db.insertInto('library_closed_days').values(rows).execute();
}
