import type { CatalogueImage } from '@estante/search';
import type { DatabaseOptions } from '../database/database.ts';
import { startTypeScriptWorker } from '../threads/typescript-worker.ts';

/**
 * What the loading thread is given: how to open the database (the server's own settings), its batch size, the
 * revision of the catalogue it replaces (the changes since are applied to the load) and its priority (nice).
 */
export interface LoadThreadSettings {
  database: DatabaseOptions;
  recordsPerBatch: number;
  since: number;
  nice: number;
  /** Records per segment of the full load (SearchIndexOptions.basePartRecords). */
  basePartRecords?: number;
}

/** The catalogue's image on shared memory and the revision it answers at. */
export interface LoadedInThread {
  image: CatalogueImage;
  revision: number;
}

/** What the loading thread posts back: the catalogue, or why it failed. */
export type FromLoadThread = LoadedInThread | { error: string };

/**
 * A reload of the search index on a thread of its own (load-thread.worker.ts), beside the searches
 * (memory-search-index.ts): the thread opens its own connection, reads every record, builds the catalogue and applies
 * the changes committed meanwhile but the last few, and hands back its image on SharedArrayBuffers, which the
 * server's thread takes over without a copy (catalogueSearchOfImage). At a million records that is a minute of
 * reading and building the searches' thread no longer shares: read on that thread between two searches, a batch at a
 * time, the load slowed every search beside a long import (docs/performance.md, "Import") and, with one client always
 * searching, did not end before the import did.
 *
 * `stop()` ends the thread (the app's close): the load then fails.
 */
export function loadInThread(settings: LoadThreadSettings): { loaded: Promise<LoadedInThread>; stop(): void } {
  const worker = startTypeScriptWorker(new URL('./load-thread.worker.ts', import.meta.url), { workerData: settings });
  const loaded = new Promise<LoadedInThread>((resolve, reject) => {
    worker.once('message', (message: FromLoadThread) => {
      if ('image' in message) resolve(message);
      else reject(new Error(`the search index load thread failed: ${message.error}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the search index load thread stopped (exit code ${code})`)));
  });
  return {
    loaded,
    stop() {
      void worker.terminate();
    },
  };
}
