import type { MarcProblem, MarcReadResult, MarcRecord } from '@estante/core';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../database/schema.ts';
import { CatalogueWriter, type WriteOutcome } from './catalogue-writer.repository.ts';

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
  /** Records per transaction: large enough for throughput, small enough to let the server write in between. */
  batchSize?: number;
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

/**
 * Imports a stream of read MARC records: unreadable ones are reported and skipped, the rest are
 * written in batches, each in its own transaction (a failed batch loses nothing already written).
 */
export async function importMarcRecords(
  context: AppContext,
  results: AsyncIterable<MarcReadResult>,
  options: ImportOptions = {},
): Promise<ImportCounts> {
  const batchSize = options.batchSize ?? 500;
  const writer = new CatalogueWriter(context);
  const counts: ImportCounts = { read: 0, imported: 0, updated: 0, rejected: 0, ...options.initialCounts };
  let batch: { position: number; record: MarcRecord }[] = [];
  /** Problems of the reader not yet handed to onCommit. */
  let pending: ImportProblem[] = [];
  let committedRead = counts.read;
  const onCommit = options.onCommit;

  const flush = async () => {
    if (batch.length === 0) {
      if (onCommit && (pending.length > 0 || committedRead !== counts.read)) {
        const problems = pending;
        await context.db.transaction().execute((trx) => onCommit(trx, { ...counts }, problems));
        pending = [];
        committedRead = counts.read;
      }
      return;
    }
    const current = batch;
    batch = [];
    const positions = current.map((item) => item.position);
    const outcome = await writer.writeBatch(
      current.map((item) => item.record),
      onCommit
        ? (trx, written) =>
            onCommit(
              trx,
              {
                read: counts.read,
                imported: counts.imported + written.imported,
                updated: counts.updated + written.updated,
                rejected: counts.rejected + written.rejected.length,
              },
              [...pending, ...problemsOf(written, positions)],
            )
        : undefined,
    );
    pending = [];
    committedRead = counts.read;
    counts.imported += outcome.imported;
    counts.updated += outcome.updated;
    counts.rejected += outcome.rejected.length;
    for (const problem of problemsOf(outcome, positions)) options.onProblem?.(problem);
    options.onProgress?.({ ...counts });
  };

  const report = (problem: ImportProblem) => {
    options.onProblem?.(problem);
    if (onCommit) pending.push(problem);
  };

  for await (const result of results) {
    counts.read += 1;
    if (!result.ok) {
      counts.rejected += 1;
      report({ position: result.position, reason: result.reason, problem: result.problem, severity: 'rejected' });
      continue;
    }
    for (const warning of result.warnings) {
      report({ position: result.position, reason: warning, severity: 'warning' });
    }
    batch.push({ position: result.position, record: result.record });
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return counts;
}
