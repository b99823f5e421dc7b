import type { MarcProblem, MarcReadResult, MarcRecord } from '@estante/core';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../database/schema.ts';
import { CatalogueWriter, type WriteOutcome } from './catalogue-writer.repository.ts';
import type { PreparedRecord } from './record-preparation.ts';
import { inThreadPreparer, type RecordPreparer, startWorkerPreparer } from './record-preparer.ts';

/**
 * Records per transaction: large enough that a commit's fixed cost is spread thin, small enough that the
 * transaction holds SQLite's write lock for a fraction of a second (the server's own writes wait for it).
 */
export const DEFAULT_BATCH_SIZE = 1000;

export interface ImportCounts {
  read: number;
  imported: number;
  updated: number;
  rejected: number;
}

export interface ImportProblem {
  /** 1-based position of the record in its file. */
  position: number;
  /** In English, for logs and the command line; `problem` says it in a form the report can translate. */
  reason: string;
  /** Absent for a reason that has no code yet (shown in English). */
  problem?: MarcProblem;
  severity: 'rejected' | 'warning';
}

export interface ImportOptions {
  /** Records per transaction (DEFAULT_BATCH_SIZE). */
  batchSize?: number;
  /**
   * The batch from which records are prepared in a worker thread (default 2: an import of one batch or less stays
   * in the caller's thread; 1 puts every batch in the worker).
   */
  workerFromBatch?: number;
  /**
   * Preparation workers (default 1). The import command runs one per core, at a lower priority than the server;
   * a background import inside the server keeps to one, so the server's own requests keep a core.
   */
  workers?: number;
  /** The workers put their threads under SCHED_IDLE (the import command on SQLite: import-priority.ts). */
  idleWorkers?: boolean;
  onProblem?: (problem: ImportProblem) => void;
  onProgress?: (counts: ImportCounts) => void;
  /** Counts already recorded by an earlier run of the same file (a resumed background import). */
  initialCounts?: ImportCounts;
  /**
   * Runs in each batch's transaction with the counts once the batch is written and the problems found since the
   * previous call, and once more at the end for problems read after the last batch: what a background import
   * saves, so its saved progress never disagrees with the records committed.
   */
  onCommit?: (trx: Transaction<Database>, counts: ImportCounts, problems: ImportProblem[]) => Promise<void>;
}

function problemsOf(outcome: WriteOutcome, positions: number[]): ImportProblem[] {
  return [
    ...outcome.rejected.map((rejected) => ({
      position: positions[rejected.index]!,
      reason: rejected.reason,
      problem: rejected.problem,
      severity: 'rejected' as const,
    })),
    ...outcome.warnings.map((warning) => ({
      position: positions[warning.index]!,
      reason: warning.message,
      problem: warning.problem,
      severity: 'warning' as const,
    })),
  ];
}

/** A batch closed by the reader: its records, and what had been read when it closed (what its commit saves). */
interface ClosedBatch {
  items: { position: number; record: MarcRecord }[];
  prepared: Promise<PreparedRecord[]>;
  /** Records read, and rejected by the reader, up to this batch's last record (counted from the run's start). */
  read: number;
  rejectedByReader: number;
  /** The reader's problems since the previous batch closed. */
  readerProblems: ImportProblem[];
}

/**
 * Imports a stream of read MARC records: unreadable ones are reported and skipped, the rest are
 * written in batches, each in its own transaction (a failed batch loses nothing already written).
 *
 * The work is pipelined (docs/performance.md "Import"): when a batch closes, its records are prepared (extracted,
 * record-preparation.ts) in a worker thread, while this thread writes the previous batch and reads the next one.
 * Batches are written one after another, in order; at most three are held at once (read, prepared, written).
 * An import shorter than two batches is prepared in this thread (a worker's start would cost more).
 */
export async function importMarcRecords(
  context: AppContext,
  results: AsyncIterable<MarcReadResult>,
  options: ImportOptions = {},
): Promise<ImportCounts> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const writer = new CatalogueWriter(context);
  const initial: ImportCounts = { read: 0, imported: 0, updated: 0, rejected: 0, ...options.initialCounts };
  const onCommit = options.onCommit;
  /** What the committed batches add to `initial` (the reader's counts go with the batch they closed with). */
  const written = { imported: 0, updated: 0, rejected: 0 };
  const none = { imported: 0, updated: 0, rejected: 0 };
  let read = 0;
  let rejectedByReader = 0;
  /** `read` when the last batch closed. */
  let closedRead = 0;
  let items: ClosedBatch['items'] = [];
  /** Problems of the reader since the last batch closed (reported, and handed to onCommit, with the next). */
  let pending: ImportProblem[] = [];
  let preparer: RecordPreparer | undefined;
  const workerFrom = options.workerFromBatch ?? 2;
  let batches = 0;
  /** The batch being written; its failure is seen when the next batch waits for it, or at the end. */
  let writing: Promise<void> | undefined;

  const totals = (extra: typeof none, batch: Pick<ClosedBatch, 'read' | 'rejectedByReader'>): ImportCounts => ({
    read: initial.read + batch.read,
    imported: initial.imported + written.imported + extra.imported,
    updated: initial.updated + written.updated + extra.updated,
    rejected: initial.rejected + batch.rejectedByReader + written.rejected + extra.rejected,
  });

  const write = async (batch: ClosedBatch) => {
    const prepared = await batch.prepared;
    const positions = batch.items.map((item) => item.position);
    const records = batch.items.map((item) => item.record);
    let outcome: WriteOutcome;
    if (records.length === 0) {
      outcome = { imported: 0, updated: 0, rejected: [], warnings: [] };
      if (onCommit) {
        await context.db.transaction().execute((trx) => onCommit(trx, totals(none, batch), batch.readerProblems));
      }
    } else {
      outcome = await writer.writeBatch(
        records,
        onCommit
          ? (trx, outcome) =>
              onCommit(
                trx,
                totals(
                  { imported: outcome.imported, updated: outcome.updated, rejected: outcome.rejected.length },
                  batch,
                ),
                [...batch.readerProblems, ...problemsOf(outcome, positions)],
              )
          : undefined,
        prepared,
      );
    }
    written.imported += outcome.imported;
    written.updated += outcome.updated;
    written.rejected += outcome.rejected.length;
    // In file order, as read: the reader's problems of this batch, then the writer's.
    for (const problem of [...batch.readerProblems, ...problemsOf(outcome, positions)]) options.onProblem?.(problem);
    options.onProgress?.(totals(none, batch));
  };

  /** Closes the batch being read: starts its preparation, waits for the previous batch's write, starts its own. */
  const close = async () => {
    const records = items.map((item) => item.record);
    batches += 1;
    if (!preparer && batches >= workerFrom && records.length > 0)
      preparer = startWorkerPreparer(options.workers, { idle: options.idleWorkers });
    const batch: ClosedBatch = {
      items,
      prepared: (preparer ?? inThreadPreparer).prepare(records),
      read,
      rejectedByReader,
      readerProblems: pending,
    };
    // A rejected preparation is reported by write(), which awaits it; until then it must not count as unhandled.
    batch.prepared.catch(() => {});
    items = [];
    pending = [];
    closedRead = read;
    await writing;
    writing = write(batch);
    writing.catch(() => {});
  };

  /** A problem of the reader: reported with the batch it closes with, so problems come out in file order. */
  const report = (problem: ImportProblem) => {
    pending.push(problem);
  };

  try {
    for await (const result of results) {
      read += 1;
      if (!result.ok) {
        rejectedByReader += 1;
        report({ position: result.position, reason: result.reason, problem: result.problem, severity: 'rejected' });
        // A long run of unreadable records closes batches too, so what is held stays bounded.
        if (pending.length >= batchSize) await close();
        continue;
      }
      for (const warning of result.warnings) {
        report({ position: result.position, reason: warning.reason, problem: warning.problem, severity: 'warning' });
      }
      items.push({ position: result.position, record: result.record });
      if (items.length >= batchSize) await close();
    }
    // The last records; or the reader's problems since the last batch; or, for a commit hook, the count read since.
    if (items.length > 0 || pending.length > 0 || (onCommit && read !== closedRead)) await close();
    await writing;
  } finally {
    // A failed batch or reader leaves the batch in flight to finish (or fail) before the worker goes.
    await writing?.catch(() => {});
    await preparer?.close();
  }
  return totals(none, { read, rejectedByReader });
}
