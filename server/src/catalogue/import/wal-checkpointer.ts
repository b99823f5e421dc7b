import { startTypeScriptWorker } from '../../threads/typescript-worker.ts';

export interface WalCheckpointerSettings {
  /** The SQLite catalogue's folder (DATA_DIR), opened by the thread as every Estante connection is. */
  dataDir: string;
  /** The pause between two checkpoints. */
  intervalMs: number;
}

/** How long the import waits at its end for the thread's last checkpoint. */
const FINISH_DEADLINE_MS = 60_000;

export interface WalCheckpointer {
  /** Checkpoints once more, then stops the thread: after the import's last commit. */
  finish(): Promise<void>;
}

/**
 * SQLite's checkpoints of the import command, on a thread of their own (wal-checkpointer.worker.ts). Run by the
 * import's connection after its commits, they took a quarter of the writing thread's time at a million records (a
 * batch there writes some 70 MB of WAL, the indexes' pages), and that thread is the import's bottleneck.
 *
 * The thread copies each batch soon after its commit, while the next is written. It cannot also keep the WAL
 * small: SQLite starts the WAL again from its beginning only at the first write of a transaction begun when every
 * frame had been copied, and the import begins each transaction as soon as the last has committed, so a copy from
 * outside rarely ends in between (measured with the import's connection never checkpointing: 870 MB of WAL within
 * 20 s). So the import's connection keeps a checkpoint of its own, at 100,000 pages of WAL (tuneForImport): it
 * finds all but the last batch copied, copies that, and its next transaction starts the WAL again.
 *
 * Polled every `intervalMs` rather than told of each commit: it needs nothing from the import's loop, and a PASSIVE
 * checkpoint with nothing to copy returns at once. The thread takes the import's priority (IMPORT_NICE), as on Linux
 * a thread starts with its creator's. Should it fail (`onFailure`), the import's connection still checkpoints by
 * itself, as before: slower, nothing lost.
 */
export function startWalCheckpointer(
  dataDir: string,
  onFailure: (error: Error) => void,
  intervalMs = 100,
): WalCheckpointer {
  const settings: WalCheckpointerSettings = { dataDir, intervalMs };
  const worker = startTypeScriptWorker(new URL('./wal-checkpointer.worker.ts', import.meta.url), {
    workerData: settings,
    // It holds no more than a statement's result: a small heap keeps its RSS small.
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 },
  });
  let finishing = false;
  let failure: Error | undefined;
  worker.once('error', (error) => {
    failure = error;
  });
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      if (failure || code !== 0 || !finishing) {
        onFailure(failure ?? new Error(`the checkpointer thread stopped (exit code ${code})`));
      }
      resolve();
    }),
  );
  return {
    async finish() {
      finishing = true;
      worker.postMessage('finish');
      // It should never take long (a PASSIVE checkpoint waits for no lock), and must not hold the import's end.
      const stop = setTimeout(() => void worker.terminate(), FINISH_DEADLINE_MS);
      await exited;
      clearTimeout(stop);
    },
  };
}
