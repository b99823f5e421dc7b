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
 * is about a third of an import's CPU time, docs/performance.md "Import"). The worker runs the TypeScript sources
 * through tsx, like every Estante process; batches sent before it has loaded wait in its port. Preparation is pure,
 * so should the worker fail (it cannot start, it dies), the batches it held and every later one are prepared in
 * the caller's thread instead: slower, never different.
 */
export function startWorkerPreparer(): RecordPreparer {
  let worker: Worker;
  try {
    // Node 20 does not apply a loader given in a worker's execArgv, so the worker registers tsx itself, then loads.
    const tsx = import.meta.resolve('tsx/esm/api');
    const module = new URL('./record-preparation.worker.ts', import.meta.url).href;
    worker = new Worker(
      `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(module)}); })`,
      // A small heap: a batch's live data is tens of MB, and V8 otherwise lets garbage grow the worker's heap (peak
      // RSS at 20,000 records 723 → 596 MB). A batch that outgrows it stops the worker: the fallback below takes over.
      { eval: true, resourceLimits: { maxOldGenerationSizeMb: 160, maxYoungGenerationSizeMb: 16 } },
    );
  } catch {
    return inThreadPreparer;
  }
  interface Waiting {
    records: MarcRecord[];
    resolve: (prepared: PreparedRecord[]) => void;
    reject: (error: unknown) => void;
  }
  const waiting = new Map<number, Waiting>();
  let nextId = 0;
  let broken = false;
  let closed = false;
  const inThread = (entry: Waiting) => {
    try {
      entry.resolve(prepareRecords(entry.records));
    } catch (error) {
      entry.reject(error);
    }
  };
  const fallBack = () => {
    if (closed) return;
    broken = true;
    for (const entry of waiting.values()) inThread(entry);
    waiting.clear();
  };
  worker.on('message', (message: { id: number; prepared?: PreparedRecord[] }) => {
    const entry = waiting.get(message.id);
    if (!entry) return;
    waiting.delete(message.id);
    if (message.prepared) entry.resolve(message.prepared);
    else inThread(entry);
  });
  worker.on('error', fallBack);
  worker.on('exit', fallBack);
  return {
    prepare(records) {
      return new Promise<PreparedRecord[]>((resolve, reject) => {
        const entry = { records, resolve, reject };
        if (broken || closed) return inThread(entry);
        const id = nextId++;
        waiting.set(id, entry);
        try {
          worker.postMessage({ id, records });
        } catch {
          waiting.delete(id);
          inThread(entry);
        }
      });
    },
    async close() {
      closed = true;
      await worker.terminate();
    },
  };
}
