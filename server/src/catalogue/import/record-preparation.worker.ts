import { parentPort, workerData } from 'node:worker_threads';
import type { MarcRecord } from '@estante/core';
import { idleThisThread } from './import-priority.ts';
import { prepareRecord } from './record-preparation.ts';

/**
 * The import's preparation worker (record-preparer.ts starts it): prepares each batch of MARC records it is sent
 * and answers with the prepared records, so extraction runs beside the import thread's database writes.
 *
 * The records come as their JSON text, which is also the stored `marc_json`: parsing it here costs less than the
 * structured clone of the record's objects, and spares this thread a JSON.stringify of its own. The answer leaves
 * `marc_json` empty, as the sender has that text already (record-preparer.ts puts it back).
 */
if ((workerData as { idle?: boolean } | undefined)?.idle === true) idleThisThread();

parentPort?.on('message', (message: { id: number; texts: string[] }) => {
  try {
    const prepared = message.texts.map((text) => {
      const item = prepareRecord(JSON.parse(text) as MarcRecord, text);
      if (item.kind === 'bibliographic') item.columns.marc_json = '';
      return item;
    });
    parentPort?.postMessage({ id: message.id, prepared });
  } catch {
    // Answered without its records: the import's thread prepares the batch itself.
    parentPort?.postMessage({ id: message.id });
  }
});
