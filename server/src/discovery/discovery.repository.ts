import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema.ts';

/** A library's copies of one title, for the title page's offers. */
export interface LibraryHolding {
  libraryId: number;
  libraryName: string;
  copies: number;
  available: number;
  callNumber: string | null;
}

/** Copies of a title per library, with how many are on the shelf now. */
export async function holdingsByLibrary(db: Kysely<Database>, recordId: number): Promise<LibraryHolding[]> {
  const rows = await db
    .selectFrom('copies')
    .innerJoin('libraries', 'libraries.id', 'copies.library_id')
    .select([
      'libraries.id as libraryId',
      'libraries.name as libraryName',
      sql<number>`count(*)`.as('copies'),
      sql<number>`sum(case when copies.status = 'available' then 1 else 0 end)`.as('available'),
      sql<string | null>`min(copies.call_number)`.as('callNumber'),
    ])
    .where('copies.record_id', '=', recordId)
    .groupBy(['libraries.id', 'libraries.name'])
    .orderBy('libraries.name')
    .execute();
  return rows.map((row) => ({ ...row, copies: Number(row.copies), available: Number(row.available) }));
}

/** How many titles the public catalogue has (the sitemap's size). */
export async function countPublicRecords(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('records')
    .select(sql<number>`count(*)`.as('total'))
    .where('suppressed', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** One sitemap file's titles: ids in order from `offset`, with their last change. */
export async function sitemapRecords(
  db: Kysely<Database>,
  page: { offset: number; limit: number },
): Promise<{ id: number; updated_at: string }[]> {
  return db
    .selectFrom('records')
    .select(['id', 'updated_at'])
    .where('suppressed', '=', 0)
    .orderBy('id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** The titles that entered the catalogue last, newest first (the new-acquisitions feed). */
export async function newestRecordIds(db: Kysely<Database>, since: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('records')
    .select('id')
    .where('suppressed', '=', 0)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
