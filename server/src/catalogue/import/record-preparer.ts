import { Worker } from 'node:worker_threads';
import type { MarcRecord } from '@estante/core';
import { type PreparedRecord, prepareRecords } from './record-preparation.ts';

/** Prepares batches of records (record-preparation.ts), in this thread or in a worker thread. */
export interface RecordPreparer {
  prepare(records: MarcRecord[]): Promise<PreparedRecord[]>;
  close(): Promise<void>;
}

/** In the caller's thread: for small imports, where starting a worker would cost more than it saves. */
export const inThreadPreparer: RecordPreparer = {
  prepare: async (records) => prepareRecords(records),
  close: async () => {},
};

/**
 * In one worker thread: the import's thread reads and writes while the worker extracts the next batch (extraction
 * is about half of an import's CPU time, docs/performance.md "Import"). The worker runs the TypeScript sources
 * through tsx, like every Estante process; batches it is sent before it has loaded wait in its port. Batches are answered in the order they were sent.
 */
export function startWorkerPreparer(): RecordPreparer {
  // Node 20 does not apply a loader given in a worker's execArgv, so the worker registers tsx itself, then loads.
  const tsx = import.meta.resolve('tsx/esm/api');
  const module = new URL('./record-preparation.worker.ts', import.meta.url).href;
  const worker = new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(module)}); })`,
    { eval: true },
  );
  const waiting = new Map<number, { resolve: (prepared: PreparedRecord[]) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failure: Error | undefined;
  const failAll = (error: Error) => {
    failure ??= error;
    for (const entry of waiting.values()) entry.reject(failure);
    waiting.clear();
  };
  worker.on('message', (message: { id: number; prepared?: PreparedRecord[]; error?: string }) => {
    const entry = waiting.get(message.id);
    if (!entry) return;
    waiting.delete(message.id);
    if (message.prepared) entry.resolve(message.prepared);
    else entry.reject(new Error(`record preparation failed: ${message.error}`));
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`the record preparation worker stopped (exit code ${code})`)));
  return {
    prepare(records) {
      if (failure) return Promise.reject(failure);
      const id = nextId++;
      return new Promise<PreparedRecord[]>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, records });
      });
    },
    async close() {
      failure ??= new Error('the record preparation worker is closed');
      await worker.terminate();
    },
  };
}
