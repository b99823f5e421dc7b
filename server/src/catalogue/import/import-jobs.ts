import type { MarcReadResult } from '@estante/core';
import type { AppContext, AppLog } from '../../app-context.ts';
import type { ImportJobStatus } from '../../database/schema.ts';
import { acquireJobLease, releaseJobLease, renewJobLease } from '../../jobs/job-lease.repository.ts';
import { instanceName, type Scheduler, startScheduler } from '../../jobs/scheduler.ts';
import {
  claimNextImportJob,
  countImportJobProblems,
  finishImportJob,
  hasQueuedImportJob,
  type ImportJobRow,
  importJobFile,
  insertImportJob,
  saveImportProgress,
} from './import-jobs.repository.ts';
import { importMarcRecords } from './import-marc.ts';
import type { ReceivedImport } from './import-upload.ts';
import { readMarc } from './read-marc.ts';

/** The job lease (job_leases) whose holder runs the import queue: one server at a time, jobs one after another. */
export const IMPORT_JOB_LEASE = 'catalogue-import';

/** How long the lease lasts without news; each batch renews it, so only a stopped server lets it lapse. */
export const IMPORT_LEASE_MS = 60_000;

/** Report lines kept per severity: the counts stay exact, the list says how many more there were. */
export const MAX_REPORTED_PROBLEMS = 1000;

/** How often a running server looks for queued or abandoned imports (an upload also starts its own run at once). */
const IMPORT_POLL_MS = 15_000;

/** The import's lease went to another server (this one stalled past IMPORT_LEASE_MS): it stops, the other resumes. */
class ImportLeaseLost extends Error {}

/** The app is closing: the batch in flight rolls back and the job is resumed by the next lease holder. */
class ImportStopped extends Error {}

/** Queues an uploaded file; the queue runs in the background (runImportQueue). */
export async function queueImport(
  context: AppContext,
  upload: ReceivedImport & { fileName: string; personId: number },
): Promise<number> {
  return insertImportJob(
    context.db,
    {
      fileName: upload.fileName,
      format: upload.format,
      size: upload.size,
      expected: upload.expected,
      personId: upload.personId,
      submittedAt: context.now().toISOString(),
    },
    upload.chunks,
  );
}

/** Results after the first `count` (read by an earlier run of a resumed job, and already counted). */
async function* skipResults(results: AsyncIterable<MarcReadResult>, count: number): AsyncGenerator<MarcReadResult> {
  let seen = 0;
  for await (const result of results) {
    seen += 1;
    if (seen > count) yield result;
  }
}

async function runImportJob(
  context: AppContext,
  job: ImportJobRow,
  holder: string,
  shouldStop: () => boolean,
): Promise<void> {
  const { db } = context;
  const reported = await countImportJobProblems(db, job.id);
  let warnings = job.warnings;
  try {
    await importMarcRecords(context, skipResults(readMarc(importJobFile(db, job.id)), job.records_read), {
      initialCounts: {
        read: job.records_read,
        imported: job.records_imported,
        updated: job.records_updated,
        rejected: job.records_rejected,
      },
      onCommit: async (trx, counts, problems) => {
        if (shouldStop()) throw new ImportStopped();
        if (!(await renewJobLease(trx, IMPORT_JOB_LEASE, holder, context.now(), IMPORT_LEASE_MS))) {
          throw new ImportLeaseLost();
        }
        warnings += problems.filter((problem) => problem.severity === 'warning').length;
        const kept = problems.filter((problem) => {
          reported[problem.severity] += 1;
          return reported[problem.severity] <= MAX_REPORTED_PROBLEMS;
        });
        await saveImportProgress(trx, job.id, { ...counts, warnings }, kept);
      },
    });
    await db.transaction().execute(async (trx) => {
      if (!(await renewJobLease(trx, IMPORT_JOB_LEASE, holder, context.now(), IMPORT_LEASE_MS))) {
        throw new ImportLeaseLost();
      }
      await finishImportJob(trx, job.id, {
        status: 'done',
        failureReason: null,
        finishedAt: context.now().toISOString(),
      });
    });
  } catch (error) {
    if (error instanceof ImportLeaseLost || error instanceof ImportStopped) throw error;
    // The file cannot be read on (not MARC after all, YAZ missing for MARC-8…): what was committed stays.
    const reason = error instanceof Error ? error.message : String(error);
    context.log.warn({ err: error, job: job.id }, 'MARC import failed');
    await finishImportJob(db, job.id, {
      status: 'failed',
      failureReason: reason,
      finishedAt: context.now().toISOString(),
    });
  }
}

/**
 * Runs queued imports one after another while this caller holds the import lease (job_leases
 * `catalogue-import`): whichever server takes it runs every job, the others return at once. A job a stopped server
 * left running is resumed after its last committed batch. Returns how many jobs this call ran to their end.
 */
export async function runImportQueue(
  context: AppContext,
  holder: string,
  shouldStop: () => boolean = () => false,
): Promise<number> {
  const { db } = context;
  let ran = 0;
  for (;;) {
    if (shouldStop()) return ran;
    if (!(await acquireJobLease(db, IMPORT_JOB_LEASE, holder, context.now(), IMPORT_LEASE_MS))) return ran;
    try {
      for (;;) {
        if (shouldStop()) break;
        const job = await db.transaction().execute(async (trx) => {
          if (!(await renewJobLease(trx, IMPORT_JOB_LEASE, holder, context.now(), IMPORT_LEASE_MS))) return undefined;
          return claimNextImportJob(trx, context.now().toISOString());
        });
        if (!job) break;
        await runImportJob(context, job, holder, shouldStop);
        ran += 1;
      }
    } catch (error) {
      if (!(error instanceof ImportLeaseLost || error instanceof ImportStopped)) throw error;
      if (error instanceof ImportLeaseLost) return ran;
    } finally {
      await releaseJobLease(db, IMPORT_JOB_LEASE, holder, context.now());
    }
    // A job queued by another server while this one still held the lease: that server could not take it, so
    // this one runs it now.
    if (shouldStop() || !(await hasQueuedImportJob(db))) return ran;
  }
}

/**
 * The import queue of one app: an upload starts a run at once (`kick`), a run in progress picks the new job up
 * when it ends, and closing the app waits for the batch in flight. The state that matters is in the database.
 */
export interface ImportQueueRunner {
  kick(): void;
  close(): Promise<void>;
}

export function createImportQueueRunner(context: AppContext): ImportQueueRunner {
  const holder = instanceName();
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  const loop = async () => {
    do {
      again = false;
      try {
        await runImportQueue(context, holder, () => closed);
      } catch (error) {
        context.log.warn({ err: error }, 'the MARC import queue stopped');
      }
    } while (again && !closed);
  };
  return {
    kick() {
      if (closed) return;
      if (running) {
        again = true;
        return;
      }
      running = loop().finally(() => {
        running = undefined;
      });
    },
    async close() {
      closed = true;
      await running;
    },
  };
}

/** Looks for queued or abandoned imports every IMPORT_POLL_MS in a running server (main.ts starts it). */
export function startImportScheduler(context: AppContext, log: AppLog): Scheduler {
  let stopped = false;
  const scheduler = startScheduler({
    intervalMs: IMPORT_POLL_MS,
    firstRunAfterMs: 2_000,
    log,
    failureMessage: 'the MARC import queue stopped',
    tick: async (holder) => {
      await runImportQueue(context, holder, () => stopped);
    },
  });
  return {
    stop() {
      stopped = true;
      scheduler.stop();
    },
  };
}

/** Wire names of the job statuses (API `situacao`). */
export const IMPORT_STATUS_WIRE: Record<ImportJobStatus, string> = {
  queued: 'na_fila',
  running: 'em_andamento',
  done: 'concluida',
  failed: 'falhou',
};
