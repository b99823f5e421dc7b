import type { MarcReadResult, MarcRecord } from '@estante/core';
import type { AppContext } from '../../app-context.ts';
import { CatalogueWriter } from './catalogue-writer.repository.ts';

export interface ImportCounts {
  read: number;
  imported: number;
  updated: number;
  rejected: number;
}

export interface ImportProblem {
  /** 1-based position of the record in its file. */
  position: number;
  reason: string;
  severity: 'rejected' | 'warning';
}

export interface ImportOptions {
  /** Records per transaction: large enough for throughput, small enough to let the server write in between. */
  batchSize?: number;
  onProblem?: (problem: ImportProblem) => void;
  onProgress?: (counts: ImportCounts) => void;
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
  const counts: ImportCounts = { read: 0, imported: 0, updated: 0, rejected: 0 };
  let batch: { position: number; record: MarcRecord }[] = [];

  const flush = async () => {
    if (batch.length === 0) return;
    const current = batch;
    batch = [];
    const outcome = await writer.writeBatch(current.map((item) => item.record));
    counts.imported += outcome.imported;
    counts.updated += outcome.updated;
    counts.rejected += outcome.rejected.length;
    for (const rejected of outcome.rejected) {
      options.onProblem?.({
        position: current[rejected.index]!.position,
        reason: rejected.reason,
        severity: 'rejected',
      });
    }
    for (const warning of outcome.warnings) {
      options.onProblem?.({ position: current[warning.index]!.position, reason: warning.message, severity: 'warning' });
    }
    options.onProgress?.({ ...counts });
  };

  for await (const result of results) {
    counts.read += 1;
    if (!result.ok) {
      counts.rejected += 1;
      options.onProblem?.({ position: result.position, reason: result.reason, severity: 'rejected' });
      continue;
    }
    for (const warning of result.warnings) {
      options.onProblem?.({ position: result.position, reason: warning, severity: 'warning' });
    }
    batch.push({ position: result.position, record: result.record });
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return counts;
}
