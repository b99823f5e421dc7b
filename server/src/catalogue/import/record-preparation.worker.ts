import { parentPort } from 'node:worker_threads';
import type { MarcRecord } from '@estante/core';
import { prepareRecords } from './record-preparation.ts';

/**
 * The import's preparation worker (record-preparer.ts starts it): prepares each batch of MARC records it is sent
 * and answers with the prepared records, so extraction runs beside the import thread's database writes.
 */
parentPort?.on('message', (message: { id: number; records: MarcRecord[] }) => {
  try {
    parentPort?.postMessage({ id: message.id, prepared: prepareRecords(message.records) });
  } catch {
    // Answered without its records: the import's thread prepares the batch itself.
    parentPort?.postMessage({ id: message.id });
  }
});
