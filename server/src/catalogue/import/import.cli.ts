import fs from 'node:fs';
import os from 'node:os';
import { createAppContext } from '../../app-services.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../database/database.ts';
import { migrateToLatest } from '../../database/migrator.ts';
import { tuneForImport } from './catalogue-writer.repository.ts';
import { type ImportCounts, importMarcRecords } from './import-marc.ts';
import { yieldToTheServer } from './import-priority.ts';
import { readMarcFile } from './read-marc.ts';
import { startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer.ts';

/**
 * `npm run import -- FILE...`: loads MARC 21 files (ISO 2709 or MARCXML, UTF-8 or MARC-8) into
 * the catalogue configured by DATA_DIR / DATABASE_URL. Exits non-zero only when a file cannot be
 * read at all; rejected records are listed on stderr and counted.
 */
async function main(files: string[]): Promise<number> {
  if (files.length === 0) {
    process.stderr.write('usage: npm run import -- FILE [FILE...]\n');
    return 2;
  }
  const config = loadConfig();
  const yielded = yieldToTheServer(Number(process.env.IMPORT_NICE ?? 10), config.databaseUrl ? 'postgres' : 'sqlite');
  // One thread per core: this one reads and writes, the workers extract (two workers on two cores measured no
  // faster under load, and 245 MB larger).
  const workers = Number(process.env.IMPORT_WORKERS ?? Math.max(1, Math.min(4, os.availableParallelism() - 1)));
  const database = openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
  });
  let exitCode = 0;
  const total: ImportCounts = { read: 0, imported: 0, updated: 0, rejected: 0 };
  const started = process.hrtime.bigint();
  let checkpointer: WalCheckpointer | undefined;
  try {
    await migrateToLatest(database.db, database.dialect);
    await tuneForImport(database.db, database.dialect);
    if (database.dialect === 'sqlite') {
      checkpointer = startWalCheckpointer(config.dataDir, (error) =>
        process.stderr.write(`checkpoints back on the import's own connection: ${error.message}\n`),
      );
    }
    const context = createAppContext(config, database);
    for (const file of files) {
      try {
        fs.accessSync(file, fs.constants.R_OK);
        if (!fs.statSync(file).isFile()) throw new Error('not a file');
      } catch (error) {
        process.stderr.write(`${file}: cannot be read: ${(error as Error).message}\n`);
        exitCode = 1;
        continue;
      }
      const base = { ...total };
      let lastProgress = 0;
      try {
        const counts = await importMarcRecords(context, readMarcFile(file), {
          workers,
          idleWorkers: yielded.idleWorkers,
          onProblem: (problem) =>
            process.stderr.write(`${file}: record ${problem.position}: ${problem.severity}: ${problem.reason}\n`),
          onProgress: (counts) => {
            const now = Date.now();
            if (process.stderr.isTTY && now - lastProgress > 250) {
              lastProgress = now;
              process.stderr.write(
                `\r${file}: read ${counts.read}, imported ${counts.imported}, updated ${counts.updated}, rejected ${counts.rejected}`,
              );
            }
          },
        });
        if (process.stderr.isTTY) process.stderr.write('\n');
        total.read = base.read + counts.read;
        total.imported = base.imported + counts.imported;
        total.updated = base.updated + counts.updated;
        total.rejected = base.rejected + counts.rejected;
      } catch (error) {
        process.stderr.write(`${file}: import stopped: ${(error as Error).message}\n`);
        if (process.env.LOG_LEVEL === 'debug') process.stderr.write(`${(error as Error).stack}\n`);
        exitCode = 1;
      }
    }
  } finally {
    await checkpointer?.finish();
    await database.destroy();
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const rate = seconds > 0 ? Math.round(total.read / seconds) : total.read;
  process.stdout.write(
    `read ${total.read}, imported ${total.imported}, updated ${total.updated}, rejected ${total.rejected} (${rate} records/s)\n`,
  );
  return exitCode;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`import failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
