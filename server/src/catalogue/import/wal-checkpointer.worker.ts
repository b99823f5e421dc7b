import { parentPort, workerData } from 'node:worker_threads';
import { sql } from 'kysely';
import { openDatabase } from '../../database/database.ts';
import type { WalCheckpointerSettings } from './wal-checkpointer.ts';

/**
 * The import command's checkpointer (wal-checkpointer.ts starts it): a connection of its own to the catalogue that
 * copies the WAL's committed pages into the database file, a PASSIVE checkpoint every `intervalMs`, which waits for
 * no lock and returns at once when nothing was committed since the last. It runs until told to finish, then
 * checkpoints once more. An error stops the thread; the import goes on without it (wal-checkpointer.ts).
 */
const { dataDir, intervalMs } = workerData as WalCheckpointerSettings;
const database = openDatabase({ dataDir });
let finishing = false;
let wake = () => {};
parentPort?.on('message', () => {
  finishing = true;
  wake();
});

async function checkpointUntilFinished() {
  while (!finishing) {
    await sql`pragma wal_checkpoint(passive)`.execute(database.db);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, intervalMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
  await sql`pragma wal_checkpoint(passive)`.execute(database.db);
  await database.destroy();
  process.exit(0);
}

await checkpointUntilFinished();
