import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { currentRevisions, type Revisions } from './catalogue-revision.ts';

/** Whether `read` (revisions read on the replica) has everything of `primary` (read on the primary before or alongside). */
export function replayed(read: Revisions, primary: Revisions): boolean {
  return read.catalogue >= primary.catalogue && read.authorities >= primary.authorities;
}

/**
 * The pool a search's index reads its records from (docs/deployment.md, "Reads from the replica"): the replica when
 * it has replayed `primary`, the revisions just read on the primary, else the primary itself. A standby replays in
 * order, so whatever the replica answers afterwards is at least that new; one that cannot be reached is passed over.
 */
export async function readerAt(
  db: Kysely<Database>,
  replica: Kysely<Database> | undefined,
  primary: Revisions,
): Promise<Kysely<Database>> {
  if (!replica) return db;
  try {
    return replayed(await currentRevisions(replica), primary) ? replica : db;
  } catch {
    return db;
  }
}

/**
 * A page read on the replica, checked against the primary's revisions read alongside (two statements at once, on
 * two servers): a replica that has not replayed them yet, or fails, leaves the page to the primary. So a search never
 * answers from a catalogue older than the primary's when it began, however far the replica lags.
 */
export async function readReplayedPage<Page extends { revisions: Revisions }>(
  db: Kysely<Database>,
  replica: Kysely<Database> | undefined,
  readPage: (reader: Kysely<Database>) => Promise<Page>,
): Promise<Page> {
  if (!replica) return readPage(db);
  const [primary, page] = await Promise.all([currentRevisions(db), readPage(replica).catch(() => undefined)]);
  return page && replayed(page.revisions, primary) ? page : readPage(db);
}
