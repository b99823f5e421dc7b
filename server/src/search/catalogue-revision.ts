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

/**
 * Marks the authority references as changed in the caller's transaction (one new authority revision): every
 * server reloads its authority form fingerprints before its next search (docs/search.md), so any code that writes
 * `authority_references` must call this in the same transaction (once per transaction is enough).
 */
export async function recordAuthorityChanges(trx: Executor): Promise<void> {
  await sql`update catalogue_revision set authority_revision = authority_revision + 1 where id = 1`.execute(trx);
}

/** The database's catalogue and authority revisions. */
export interface Revisions {
  catalogue: number;
  authorities: number;
}

/** Both revisions in one statement: the one round trip a search makes for freshness. */
export async function currentRevisions(db: Kysely<Database>): Promise<Revisions> {
  const result = await sql<{
    revision: number | string;
    authority_revision: number | string;
  }>`select revision, authority_revision from catalogue_revision where id = 1`.execute(db);
  const row = result.rows[0];
  return { catalogue: Number(row?.revision ?? 0), authorities: Number(row?.authority_revision ?? 0) };
}

/** Ids of the records changed by revisions after `revision`. */
export async function recordsChangedSince(db: Kysely<Database>, revision: number): Promise<number[]> {
  const result = await sql<{
    record_id: number;
  }>`select distinct record_id from catalogue_changes where revision > ${revision}`.execute(db);
  return result.rows.map((row) => Number(row.record_id));
}

/**
 * What the database holds of one revision (how many records it changed, the lowest and highest of their ids): a
 * snapshot of the index records it, and is read only by a database that agrees, not by another database (or a
 * restored copy) that happens to have reached the same revision number.
 */
export async function revisionFingerprint(db: Kysely<Database>, revision: number): Promise<string> {
  const result = await sql<{
    changes: number | string;
    lowest: number | string | null;
    highest: number | string | null;
  }>`select count(*) as changes, min(record_id) as lowest, max(record_id) as highest from catalogue_changes
      where revision = ${revision}`.execute(db);
  const row = result.rows[0];
  return `${Number(row?.changes ?? 0)}:${row?.lowest ?? ''}:${row?.highest ?? ''}`;
}
