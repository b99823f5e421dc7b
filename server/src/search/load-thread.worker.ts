import { parentPort, workerData } from 'node:worker_threads';
import { loadCatalogueSearch, sharedCatalogueImage } from '@estante/search';
import { openDatabase } from '../database/database.ts';
import { allEntries } from './catalogue-loader.ts';
import { currentRevisions } from './catalogue-revision.ts';
import type { FromLoadThread, LoadThreadSettings } from './load-thread.ts';
import { readerAt } from './replica-reads.ts';

/**
 * A full load of the search index (load-thread.ts starts it): every record read on a connection of this thread's
 * own (from the replica once it has replayed the primary's revisions, as the server's loads do), the catalogue built
 * here, its image moved onto shared memory and posted back; then the thread ends.
 */
const { database: options, recordsPerBatch } = workerData as LoadThreadSettings;
const database = openDatabase(options);
let answer: FromLoadThread;
try {
  const reader = await readerAt(database.db, database.replica, await currentRevisions(database.db));
  const catalogue = await loadCatalogueSearch(allEntries(reader, recordsPerBatch));
  answer = { image: sharedCatalogueImage(catalogue.image()) };
} catch (error) {
  answer = { error: error instanceof Error ? error.message : String(error) };
}
await database.destroy();
parentPort!.postMessage(answer);
