import type { LoanRequestStatusName } from '@estante/core';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database } from '../database/schema.ts';

/** The loan requests' queries (loan-requests.ts holds the rules, in one transaction where they write). */
type Executor = Kysely<Database> | Transaction<Database>;

/** A record of the public catalogue: a suppressed one is not found (docs/staff-catalogue.md). */
export async function findRecordTitle(db: Executor, recordId: number) {
  return db
    .selectFrom('records')
    .select(['id', 'title'])
    .where('id', '=', recordId)
    .where('suppressed', '=', 0)
    .executeTakeFirst();
}

export async function listLibraries(db: Executor) {
  return db.selectFrom('libraries').select(['code', 'name']).orderBy('name').execute();
}

export async function findPersonContact(db: Executor, personId: number) {
  return db.selectFrom('people').select(['phone', 'email']).where('id', '=', personId).executeTakeFirst();
}

export async function findLibraryIdByCode(trx: Executor, code: string) {
  return trx.selectFrom('libraries').select('id').where('code', '=', code).executeTakeFirst();
}

/** Open requests of the person, or for the title, by anyone. */
export async function openLoanRequestsOf(
  trx: Executor,
  personId: number,
  recordId: number,
  openStatuses: readonly LoanRequestStatusName[],
) {
  return trx
    .selectFrom('loan_requests')
    .select(['record_id', 'person_id', 'source_library_id'])
    .where('status', 'in', [...openStatuses])
    .where((eb) => eb.or([eb('person_id', '=', personId), eb('record_id', '=', recordId)]))
    .execute();
}

export async function insertLoanRequest(trx: Executor, values: Insertable<Database['loan_requests']>): Promise<number> {
  const { id } = await trx.insertInto('loan_requests').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The patron's requests made within the dates, optionally in one status. */
export async function findLoanRequests(
  db: Executor,
  personId: number,
  filter: { from?: string; to?: string; status?: LoanRequestStatusName },
) {
  let query = db
    .selectFrom('loan_requests')
    .innerJoin('records', 'records.id', 'loan_requests.record_id')
    .innerJoin('libraries as source', 'source.id', 'loan_requests.source_library_id')
    .innerJoin('libraries as receiving', 'receiving.id', 'loan_requests.receiving_library_id')
    .select([
      'loan_requests.id',
      'loan_requests.protocol',
      'loan_requests.record_id',
      'loan_requests.status',
      'loan_requests.requested_at',
      'loan_requests.concluded_at',
      'loan_requests.home_delivery',
      'loan_requests.authorised_person',
      'records.title',
      'source.name as source_name',
      'receiving.name as receiving_name',
    ])
    .where('loan_requests.person_id', '=', personId);
  if (filter.from) query = query.where('loan_requests.requested_at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) query = query.where('loan_requests.requested_at', '<=', `${filter.to}T23:59:59.999Z`);
  if (filter.status) query = query.where('loan_requests.status', '=', filter.status);
  return query.orderBy('loan_requests.requested_at', 'desc').orderBy('loan_requests.id', 'desc').limit(500).execute();
}

export async function findLoanRequestStatus(trx: Executor, requestId: number) {
  return trx.selectFrom('loan_requests').select(['status']).where('id', '=', requestId).executeTakeFirst();
}

/** Moves a request from `from` to `to`; the number of rows changed (0 when another move came first). */
export async function setLoanRequestStatus(
  trx: Executor,
  requestId: number,
  from: LoanRequestStatusName,
  to: LoanRequestStatusName,
  concludedAt: string | null,
): Promise<number> {
  const updated = await trx
    .updateTable('loan_requests')
    .set({ status: to, concluded_at: concludedAt })
    .where('id', '=', requestId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows);
}
