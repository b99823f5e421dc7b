import type { CatalogueEntries, CatalogueSearch } from '@estante/search';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { entriesOfRecords } from './catalogue-loader.ts';
import { currentRevisions, recordsChangedSince } from './catalogue-revision.ts';
import { readerAt } from './replica-reads.ts';

/**
 * Most records a refresh rebuilds as one segment (the binary tiers, docs/search.md): a search waits for its refresh. At
 * a million records, beside an import, a refresh that rebuilt 10,000 took 1-3.8 s, and the event loop's lag after it
 * tripped the load shedding (503s); 2,000 take about 0.3 s (read and built, idle). Larger tiers are merged beside the
 * searches (MemorySearchIndex's mergeBeside), from the segments' own records.
 */
export const MAX_MERGED_IN_REFRESH = 2_000;
/** A reload catches up beside the searches until at most this many changes are left for the refresh queue. */
const MAX_CHANGES_LEFT_TO_QUEUE = 2_000;
/** ... or for this many rounds, if an import commits as fast as it catches up. */
const MAX_CATCH_UP_ROUNDS = 5;

/** Where a catch-up reads: the database (and its replica), and how the entries of changed records are read. */
export interface CatchUpSource {
  db: Kysely<Database>;
  replica?: Kysely<Database>;
  /** The entries of `ids` on `reader` (a reload beside the searches reads them between two searches). */
  entriesOf?: (reader: Kysely<Database>, ids: readonly number[]) => CatalogueEntries;
  /** Most records a step rebuilds as one segment (MAX_MERGED_IN_REFRESH). */
  maxMerged?: number;
}

export interface CaughtUp {
  catalogue: CatalogueSearch;
  /** The revision it answers at: every change committed up to it is applied. */
  revision: number;
  /** Records changed since the revision it started from. */
  changed: number;
}

/**
 * `catalogue` with what changed since `since` applied as a segment on top (addChanges), read on `reader`: a refresh,
 * and each step of a reload's catch-up. Says how many records that was.
 */
export async function addChangesSince(
  reader: Kysely<Database>,
  catalogue: CatalogueSearch,
  since: number,
  { entriesOf = entriesOfRecords, maxMerged = MAX_MERGED_IN_REFRESH }: Omit<CatchUpSource, 'db' | 'replica'> = {},
): Promise<{ catalogue: CatalogueSearch; changed: number }> {
  const changed = await recordsChangedSince(reader, since);
  if (changed.length === 0) return { catalogue, changed: 0 };
  return {
    catalogue: await catalogue.addChanges(changed, (ids) => entriesOf(reader, ids), maxMerged),
    changed: changed.length,
  };
}

/** Applies to `catalogue` what changed since `since`, up to the revision read now. */
export async function catchUp(source: CatchUpSource, catalogue: CatalogueSearch, since: number): Promise<CaughtUp> {
  const revisions = await currentRevisions(source.db);
  const reader = await readerAt(source.db, source.replica, revisions);
  return { ...(await addChangesSince(reader, catalogue, since, source)), revision: revisions.catalogue };
}

/**
 * The changes committed during a reload's full load, applied beside the searches until what is left is about one
 * refresh's worth (or for a few rounds, if an import commits as fast as this catches up): the last step, in the
 * refresh queue, which searches wait for, then reads little (an import commits tens of thousands of records while a
 * million are read).
 */
export async function catchUpBeside(
  source: CatchUpSource,
  catalogue: CatalogueSearch,
  since: number,
): Promise<CaughtUp> {
  let caughtUp = await catchUp(source, catalogue, since);
  for (let round = 1; round < MAX_CATCH_UP_ROUNDS && caughtUp.changed > MAX_CHANGES_LEFT_TO_QUEUE; round += 1) {
    caughtUp = await catchUp(source, caughtUp.catalogue, caughtUp.revision);
  }
  return caughtUp;
}
