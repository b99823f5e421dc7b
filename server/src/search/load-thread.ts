import type { CatalogueImage } from '@estante/search';
import { startTypeScriptWorker } from '../catalogue/import/typescript-worker.ts';
import type { DatabaseOptions } from '../database/database.ts';

/** What the loading thread is given: how to open the database (the server's own settings) and its batch size. */
export interface LoadThreadSettings {
  database: DatabaseOptions;
  recordsPerBatch: number;
}

/** What the loading thread posts back: the catalogue's image on shared memory, or why it failed. */
export type FromLoadThread = { image: CatalogueImage } | { error: string };

/**
 * A full load of the search index on a thread of its own (load-thread.worker.ts), for a reload beside the searches
 * (memory-search-index.ts): the thread opens its own connection, reads every record and builds the catalogue, and
 * hands back its image on SharedArrayBuffers, which the server's thread takes over without a copy
 * (catalogueSearchOfImage). At a million records that is a minute of reading and building the searches' thread no
 * longer shares: read on that thread between two searches, a batch at a time, the load slowed every search beside a
 * long import (docs/performance.md, "Import") and, with one client always searching, did not end before the import.
 *
 * `stop()` ends the thread (the app's close): the load then fails.
 */
export function loadInThread(settings: LoadThreadSettings): { image: Promise<CatalogueImage>; stop(): void } {
  const worker = startTypeScriptWorker(new URL('./load-thread.worker.ts', import.meta.url), { workerData: settings });
  const image = new Promise<CatalogueImage>((resolve, reject) => {
    worker.once('message', (message: FromLoadThread) => {
      if ('image' in message) resolve(message.image);
      else reject(new Error(`the search index load thread failed: ${message.error}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the search index load thread stopped (exit code ${code})`)));
  });
  return {
    image,
    stop() {
      void worker.terminate();
    },
  };
}
