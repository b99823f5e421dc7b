import crypto from 'node:crypto';
import {
  extractBibliographic,
  isAuthority,
  isHoldingsRecord,
  type MarcReadResult,
  type MarcRecord,
} from '@estante/core';
import { createAppContext } from '../server/src/app-services.ts';
import { type ImportCounts, importMarcRecords } from '../server/src/catalogue/import/import-marc.ts';
import { readMarcFile } from '../server/src/catalogue/import/read-marc.ts';
import { loadConfig } from '../server/src/config.ts';
import { openDatabase } from '../server/src/database/database.ts';
import { migrateToLatest } from '../server/src/database/migrator.ts';

/**
 * The import the drill kills: `npm run import`'s importMarcRecords over the same files and database (DATA_DIR,
 * DATABASE_URL, DATABASE_SCHEMA), in small batches so a kill lands mid-file, printing one line per committed batch
 * with the match keys of the bibliographic records it stored: `{"file":0,"upTo":125,"keys":[...]}`. A line is
 * printed only after its batch's transaction committed, so it is what the import acknowledged.
 */

/** The catalogue writer's key for a record without 001 or 035 (catalogue-writer.repository.ts, contentKey). */
function matchKeyOf(record: MarcRecord): string {
  const key = extractBibliographic(record).matchKey;
  return key ?? `sha1:${crypto.createHash('sha1').update(JSON.stringify(record.fields)).digest('hex')}`;
}

async function main(files: string[]): Promise<void> {
  const config = loadConfig();
  const database = openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
  });
  await migrateToLatest(database.db, database.dialect);
  const context = createAppContext(config, database);
  for (const [file, path] of files.entries()) {
    /** Records read but not yet acknowledged, with their position in the file. */
    let pending: { position: number; key: string }[] = [];
    const rejected = new Set<number>();
    async function* tee(): AsyncGenerator<MarcReadResult> {
      for await (const result of readMarcFile(path)) {
        if (result.ok && !isAuthority(result.record) && !isHoldingsRecord(result.record)) {
          try {
            pending.push({ position: result.position, key: matchKeyOf(result.record) });
          } catch {
            // unreadable fields: the writer rejects it too
          }
        }
        yield result;
      }
    }
    await importMarcRecords(context, tee(), {
      batchSize: 25,
      onProblem: (problem) => {
        if (problem.severity === 'rejected') rejected.add(problem.position);
      },
      onProgress: (counts: ImportCounts) => {
        const done = pending.filter((item) => item.position <= counts.read);
        pending = pending.filter((item) => item.position > counts.read);
        const keys = done.filter((item) => !rejected.has(item.position)).map((item) => item.key);
        process.stdout.write(`${JSON.stringify({ file, upTo: counts.read, keys })}\n`);
      },
    });
  }
  await database.destroy();
  process.stdout.write('done\n');
}

main(process.argv.slice(2)).catch((error) => {
  process.stderr.write(`import failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
