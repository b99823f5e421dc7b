import type { MarcProblem } from '@estante/core';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ImportJobStatus, ImportJobTable } from '../../database/schema.ts';
import type { ImportCounts, ImportProblem } from './import-marc.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export type ImportJobRow = Selectable<ImportJobTable> & { submitted_by: string | null };

const JOB_COLUMNS = [
  'j.id',
  'j.status',
  'j.file_name',
  'j.format',
  'j.size_bytes',
  'j.records_expected',
  'j.records_read',
  'j.records_imported',
  'j.records_updated',
  'j.records_rejected',
  'j.warnings',
  'j.failure_reason',
  'j.person_id',
  'j.submitted_at',
  'j.started_at',
  'j.finished_at',
  'p.name as submitted_by',
] as const;

function jobs(db: Executor) {
  return db.selectFrom('import_jobs as j').leftJoin('people as p', 'p.id', 'j.person_id').select(JOB_COLUMNS);
}

/** Stores a queued job and its file in one transaction: a job is never queued without its file. */
export async function insertImportJob(
  db: Kysely<Database>,
  job: {
    fileName: string;
    format: 'iso2709' | 'marcxml';
    size: number;
    expected: number;
    personId: number;
    submittedAt: string;
  },
  chunks: Buffer[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('import_jobs')
      .values({
        status: 'queued',
        file_name: job.fileName,
        format: job.format,
        size_bytes: job.size,
        records_expected: job.expected,
        person_id: job.personId,
        submitted_at: job.submittedAt,
        failure_reason: null,
        started_at: null,
        finished_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // One chunk per statement: each is up to a megabyte, and SQLite's and PostgreSQL's statements stay small.
    for (const [seq, bytes] of chunks.entries()) {
      await trx.insertInto('import_job_chunks').values({ job_id: id, seq, bytes }).execute();
    }
    return id;
  });
}

export async function findImportJob(db: Executor, id: number): Promise<ImportJobRow | undefined> {
  return jobs(db).where('j.id', '=', id).executeTakeFirst();
}

/** One page of jobs, newest first, optionally of one status. */
export async function listImportJobs(
  db: Kysely<Database>,
  filter: { status?: ImportJobStatus; offset: number; limit: number },
): Promise<{ total: number; rows: ImportJobRow[] }> {
  let count = db.selectFrom('import_jobs').select((eb) => eb.fn.countAll<number | string>().as('total'));
  let page = jobs(db).orderBy('j.id', 'desc').limit(filter.limit).offset(filter.offset);
  if (filter.status) {
    count = count.where('status', '=', filter.status);
    page = page.where('j.status', '=', filter.status);
  }
  const [total, rows] = await Promise.all([count.executeTakeFirst(), page.execute()]);
  return { total: Number(total?.total ?? 0), rows };
}

/** A line of a job's report as stored: the English reason, and the problem's code and values when it has one. */
export interface ImportReportLine {
  position: number;
  reason: string;
  problem: MarcProblem | null;
}

/** The job's report: problems of one severity in file order, at most `limit`. */
export async function importJobProblems(
  db: Kysely<Database>,
  jobId: number,
  severity: ImportProblem['severity'],
  limit: number,
): Promise<ImportReportLine[]> {
  const rows = await db
    .selectFrom('import_job_problems')
    .select(['position', 'reason', 'code', 'params_json'])
    .where('job_id', '=', jobId)
    .where('severity', '=', severity)
    .orderBy('position')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    position: row.position,
    reason: row.reason,
    problem: row.code === null ? null : { code: row.code, params: JSON.parse(row.params_json ?? '{}') },
  }));
}

/** How many problems of each severity the job's report already holds (a resumed job goes on counting). */
export async function countImportJobProblems(
  db: Kysely<Database>,
  jobId: number,
): Promise<Record<ImportProblem['severity'], number>> {
  const rows = await db
    .selectFrom('import_job_problems')
    .select(['severity', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('job_id', '=', jobId)
    .groupBy('severity')
    .execute();
  const counts = { rejected: 0, warning: 0 };
  for (const row of rows) counts[row.severity] = Number(row.count);
  return counts;
}

/**
 * The next job to run, marked running: one left running by an instance that stopped (its lease expired, so it
 * resumes where its last batch ended), else the oldest queued one. Called only by the holder of the import lease.
 */
export async function claimNextImportJob(trx: Transaction<Database>, now: string): Promise<ImportJobRow | undefined> {
  const next =
    (await jobs(trx).where('j.status', '=', 'running').orderBy('j.id').executeTakeFirst()) ??
    (await jobs(trx).where('j.status', '=', 'queued').orderBy('j.id').executeTakeFirst());
  if (!next) return undefined;
  await trx
    .updateTable('import_jobs')
    .set({ status: 'running', started_at: next.started_at ?? now })
    .where('id', '=', next.id)
    .execute();
  return { ...next, status: 'running', started_at: next.started_at ?? now };
}

export async function hasQueuedImportJob(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('import_jobs').select('id').where('status', '=', 'queued').executeTakeFirst();
  return row !== undefined;
}

/** The stored file of a job, a chunk per statement (memory holds one chunk at a time). */
export async function* importJobFile(db: Kysely<Database>, jobId: number): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq += 1) {
    const row = await db
      .selectFrom('import_job_chunks')
      .select('bytes')
      .where('job_id', '=', jobId)
      .where('seq', '=', seq)
      .executeTakeFirst();
    if (!row) return;
    yield Buffer.from(row.bytes);
  }
}

/** Saves the counts and the new report lines of a job, in the transaction of the batch they describe. */
export async function saveImportProgress(
  trx: Transaction<Database>,
  jobId: number,
  counts: ImportCounts & { warnings: number },
  problems: ImportProblem[],
): Promise<void> {
  await trx
    .updateTable('import_jobs')
    .set({
      records_read: counts.read,
      records_imported: counts.imported,
      records_updated: counts.updated,
      records_rejected: counts.rejected,
      warnings: counts.warnings,
    })
    .where('id', '=', jobId)
    .execute();
  for (let start = 0; start < problems.length; start += 200) {
    await trx
      .insertInto('import_job_problems')
      .values(
        problems.slice(start, start + 200).map((problem) => ({
          job_id: jobId,
          position: problem.position,
          severity: problem.severity,
          reason: problem.reason.slice(0, 2000),
          code: problem.problem?.code ?? null,
          params_json: problem.problem ? JSON.stringify(problem.problem.params) : null,
        })),
      )
      .execute();
  }
}

/** Ends a job (done or failed) and drops its file, which nothing reads any more. */
export async function finishImportJob(
  trx: Executor,
  jobId: number,
  outcome: { status: 'done' | 'failed'; failureReason: string | null; finishedAt: string },
): Promise<void> {
  await trx
    .updateTable('import_jobs')
    .set({ status: outcome.status, failure_reason: outcome.failureReason, finished_at: outcome.finishedAt })
    .where('id', '=', jobId)
    .execute();
  await trx.deleteFrom('import_job_chunks').where('job_id', '=', jobId).execute();
}
