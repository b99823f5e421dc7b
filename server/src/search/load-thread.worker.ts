import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { loadCatalogueSearch, sharedCatalogueImage } from '@estante/search';
import { openDatabase } from '../database/database.ts';
import { allEntries } from './catalogue-loader.ts';
import { currentRevisions } from './catalogue-revision.ts';
import type { FromLoadThread, LoadThreadSettings } from './load-thread.ts';
import { catchUpBeside } from './reload-catch-up.ts';
import { readerAt } from './replica-reads.ts';

/**
 * A reload of the search index (load-thread.ts starts it): at a lower priority than the searches' thread, every
 * record read on a connection of this thread's own (from the replica once it has replayed the primary's revisions,
 * as the server's loads do), the catalogue built here and brought up to date with the changes committed meanwhile
 * (catchUpBeside), its image moved onto shared memory and posted back with the revision it answers at; then the
 * thread ends.
 */
const { database: options, recordsPerBatch, since, nice, basePartRecords } = workerData as LoadThreadSettings;
lowerPriority(nice);
const database = openDatabase(options);
let answer: FromLoadThread;
try {
  const reader = await readerAt(database.db, database.replica, await currentRevisions(database.db));
  const loaded = await loadCatalogueSearch(allEntries(reader, recordsPerBatch), basePartRecords);
  // No search waits for this thread: its catch-up rebuilds tiers of any size.
  const { catalogue, revision } = await catchUpBeside(
    { db: database.db, replica: database.replica, maxMerged: Number.POSITIVE_INFINITY },
    loaded,
    since,
  );
  answer = { image: sharedCatalogueImage(catalogue.image()), revision };
} catch (error) {
  answer = { error: error instanceof Error ? error.message : String(error) };
}
await database.destroy();
parentPort!.postMessage(answer);

/**
 * On Linux a priority belongs to a thread (/proc/thread-self names it): this one yields to the searches' thread,
 * which beside an import at a million records otherwise shared two cores with it, the import and the clients.
 */
function lowerPriority(value: number): void {
  try {
    const thread = Number(fs.readlinkSync('/proc/thread-self').split('/').at(-1));
    if (Number.isInteger(thread) && thread > 0) os.setPriority(thread, value);
  } catch {
    // Not Linux, or not allowed here: the thread runs at the server's priority.
  }
}
