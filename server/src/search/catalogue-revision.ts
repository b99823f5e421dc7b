import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema.ts';
import type { Executor } from './search-index.ts';

/** Record ids per INSERT of change rows (under both engines' parameter limits). */
const IDS_PER_INSERT = 500;

/**
 * Marks records as changed (inserted, updated or deleted) in the caller's transaction: one new catalogue revision
 * and a change row per record. Every server's in-memory search index compares the revision before answering and
 * re-reads these records (docs/search.md), so any code that writes bibliographic records, their facets or search
 * words must call this in the same transaction.
 */
export async function recordCatalogueChanges(trx: Executor, recordIds: readonly number[]): Promise<void> {
  if (recordIds.length === 0) return;
  // The update takes the row lock: a second writer waits for this transaction, so revisions commit in order.
  const updated = await sql<{
    revision: number | string;
  }>`update catalogue_revision set revision = revision + 1 where id = 1 returning revision`.execute(trx);
  const revision = Number(updated.rows[0]!.revision);
  const unique = [...new Set(recordIds)];
  for (let start = 0; start < unique.length; start += IDS_PER_INSERT) {
    const values = unique.slice(start, start + IDS_PER_INSERT).map((id) => sql`(${revision}, ${id})`);
    await sql`insert into catalogue_changes (revision, record_id) values ${sql.join(values)}`.execute(trx);
  }
}

export async function currentRevision(db: Kysely<Database>): Promise<number> {
  const result = await sql<{ revision: number | string }>`select revision from catalogue_revision where id = 1`.execute(
    db,
  );
  return Number(result.rows[0]?.revision ?? 0);
}

/** Ids of the records changed by revisions after `revision`. */
export async function recordsChangedSince(db: Kysely<Database>, revision: number): Promise<number[]> {
  const result = await sql<{
    record_id: number;
  }>`select distinct record_id from catalogue_changes where revision > ${revision}`.execute(db);
  return result.rows.map((row) => Number(row.record_id));
}
