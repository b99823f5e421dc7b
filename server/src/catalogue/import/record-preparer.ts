import type { Worker } from 'node:worker_threads';
import type { MarcRecord } from '@estante/core';
import { startTypeScriptWorker } from '../../threads/typescript-worker.ts';
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
 * In `workers` worker threads (one by default), given batches in turn: the import's thread reads and writes while
 * the workers extract the next batches (extraction is the larger part of an import's CPU time, docs/performance.md
 * "Import"). Batches sent before a worker has loaded wait in its port. Preparation is pure, so should a worker fail
 * (it cannot start, it dies), the batches it held are prepared in the caller's thread instead, and later ones go to the workers left (or, with
 * none left, to the caller's thread): slower, never different.
 */
export function startWorkerPreparer(workers = 1, { idle = false } = {}): RecordPreparer {
  const pool: (RecordPreparer & { readonly broken: boolean })[] = [];
  for (let index = 0; index < Math.max(1, workers); index += 1) {
    const worker = startOneWorker(idle);
    if (worker) pool.push(worker);
  }
  if (pool.length === 0) return inThreadPreparer;
  let next = 0;
  return {
    prepare(records) {
      const working = pool.filter((worker) => !worker.broken);
      if (working.length === 0) return inThreadPreparer.prepare(records);
      next = (next + 1) % working.length;
      return working[next]!.prepare(records);
    },
    async close() {
      await Promise.all(pool.map((worker) => worker.close()));
    },
  };
}

/** `idle`: the worker puts its thread under SCHED_IDLE (import-priority.ts, `idleWorkers`). */
function startOneWorker(idle: boolean): (RecordPreparer & { readonly broken: boolean }) | undefined {
  let worker: Worker;
  try {
    worker = startTypeScriptWorker(new URL('./record-preparation.worker.ts', import.meta.url), {
      workerData: { idle },
      // A small heap: a batch's live data is tens of MB, and V8 otherwise lets garbage grow the worker's heap (peak
      // RSS at 20,000 records 723 → 596 MB). A batch that outgrows it stops the worker: the fallback below takes over.
      resourceLimits: { maxOldGenerationSizeMb: 160, maxYoungGenerationSizeMb: 16 },
    });
  } catch {
    return undefined;
  }
  interface Waiting {
    records: MarcRecord[];
    /** The records' JSON text, as sent (record-preparation.worker.ts): each bibliographic record's marc_json. */
    texts?: string[];
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
    if (!message.prepared) return inThread(entry);
    message.prepared.forEach((item, index) => {
      if (item.kind === 'bibliographic') item.columns.marc_json = entry.texts![index]!;
    });
    entry.resolve(message.prepared);
  });
  worker.on('error', fallBack);
  worker.on('exit', fallBack);
  return {
    get broken() {
      return broken;
    },
    prepare(records) {
      return new Promise<PreparedRecord[]>((resolve, reject) => {
        const entry: Waiting = { records, resolve, reject };
        if (broken || closed) return inThread(entry);
        const id = nextId++;
        waiting.set(id, entry);
        try {
          entry.texts = records.map((record) => JSON.stringify(record));
          worker.postMessage({ id, texts: entry.texts });
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
