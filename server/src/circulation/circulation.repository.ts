import { calendarDate, debtBalanceCents, type LoanPolicy, resolveLoanPolicy } from '@estante/core';
import type { Kysely } from 'kysely';
import type { Database, RenewalChannel } from '../database/schema.ts';

type Db = Kysely<Database>;

export async function loadPolicies(db: Db): Promise<LoanPolicy[]> {
  const rows = await db.selectFrom('loan_policies').selectAll().orderBy('id').execute();
  return rows.map((row) => ({
    patronCategory: row.patron_category_code,
    loanType: row.loan_type_code,
    loanDays: row.loan_days,
    renewalLimit: row.renewal_limit,
    renewOverdue: row.renew_overdue === 1,
    finePerDayCents: row.fine_per_day_cents,
    holdLimit: row.hold_limit,
    holdPickupDays: row.hold_pickup_days,
    loanLimit: row.loan_limit,
    loanRequestLimit: row.loan_request_limit,
    pendingCommentLimit: row.pending_comment_limit,
  }));
}

export async function policyFor(db: Db, categoryCode: string, loanType: string | null): Promise<LoanPolicy> {
  return resolveLoanPolicy(await loadPolicies(db), categoryCode, loanType);
}

export async function findPersonById(db: Db, personId: number) {
  return db
    .selectFrom('people')
    .select(['id', 'name', 'email', 'category_code', 'blocked', 'receives_email'])
    .where('id', '=', personId)
    .executeTakeFirst();
}

export async function findPersonByLogin(db: Db, login: string) {
  return db
    .selectFrom('logins')
    .innerJoin('people', 'people.id', 'logins.person_id')
    .select([
      'people.id',
      'people.name',
      'people.email',
      'people.category_code',
      'people.blocked',
      'people.removed_library_ids_json',
    ])
    .where('logins.login', '=', login)
    .executeTakeFirst();
}

/** Suspensions in force on `today` (YYYY-MM-DD). */
export async function activeSuspensions(db: Db, personId: number, today: string) {
  return db
    .selectFrom('suspensions')
    .selectAll()
    .where('person_id', '=', personId)
    .where('lifted_at', 'is', null)
    .where('starts_on', '<=', today)
    .where((eb) => eb.or([eb('ends_on', 'is', null), eb('ends_on', '>=', today)]))
    .orderBy('starts_on')
    .execute();
}

export async function pendingDebts(db: Db, personId: number) {
  const rows = await db
    .selectFrom('debts')
    .leftJoin('libraries', 'libraries.id', 'debts.library_id')
    .selectAll('debts')
    .select(['libraries.name as library_name'])
    .where('debts.person_id', '=', personId)
    .orderBy('debts.created_at')
    .orderBy('debts.id')
    .execute();
  return rows.filter(
    (row) =>
      debtBalanceCents({
        amountCents: row.amount_cents,
        discountCents: row.discount_cents,
        paidCents: row.paid_cents,
      }) > 0,
  );
}

/**
 * Whether the patron may not borrow, renew or hold: flagged blocked, suspended, or owing the library
 * money (docs/circulation.md).
 */
export async function isPatronBlocked(db: Db, personId: number, now: Date): Promise<boolean> {
  const person = await findPersonById(db, personId);
  if (!person || person.blocked === 1) return true;
  if ((await activeSuspensions(db, personId, calendarDate(now))).length > 0) return true;
  return (await pendingDebts(db, personId)).length > 0;
}

const loanColumns = [
  'loans.id',
  'loans.copy_id',
  'loans.person_id',
  'loans.library_id',
  'loans.loaned_at',
  'loans.last_renewed_at',
  'loans.due_date',
  'loans.returned_at',
  'loans.renewal_count',
  'loans.fine_cents',
  'copies.record_id',
  'copies.barcode',
  'copies.call_number',
  'copies.volume',
  'copies.tome',
  'copies.part',
  'copies.material',
  'copies.loan_type_code',
  'copies.location',
  'records.title',
  'records.main_author',
  'libraries.code as library_code',
  'libraries.name as library_name',
] as const;

export type LoanView = Awaited<ReturnType<typeof openLoans>>[number];

function loansQuery(db: Db) {
  return db
    .selectFrom('loans')
    .innerJoin('copies', 'copies.id', 'loans.copy_id')
    .innerJoin('records', 'records.id', 'copies.record_id')
    .innerJoin('libraries', 'libraries.id', 'loans.library_id')
    .select(loanColumns);
}

export async function openLoans(db: Db, personId: number) {
  return loansQuery(db)
    .where('loans.person_id', '=', personId)
    .where('loans.returned_at', 'is', null)
    .orderBy('loans.due_date')
    .orderBy('loans.id')
    .execute();
}

export async function loanHistory(
  db: Db,
  personId: number,
  filter: { from?: string; to?: string; onlyWithFine: boolean },
) {
  let query = loansQuery(db).where('loans.person_id', '=', personId).where('loans.returned_at', 'is not', null);
  if (filter.from) query = query.where('loans.loaned_at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to) query = query.where('loans.loaned_at', '<=', `${filter.to}T23:59:59.999Z`);
  if (filter.onlyWithFine) query = query.where('loans.fine_cents', '>', 0);
  return query.orderBy('loans.loaned_at', 'desc').orderBy('loans.id', 'desc').limit(500).execute();
}

export async function findLoanView(db: Db, loanId: number) {
  return loansQuery(db).where('loans.id', '=', loanId).executeTakeFirst();
}

/**
 * Patrons other than `personId` waiting in the queue for the title at the library on `today`: a hold suspended
 * past today does not count (it refuses no renewal meanwhile, as in Koha; docs/circulation.md).
 */
export async function otherQueuedHolds(db: Db, recordId: number, libraryId: number, personId: number, today: string) {
  const row = await db
    .selectFrom('holds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('record_id', '=', recordId)
    .where('library_id', '=', libraryId)
    .where('status', '=', 'queued')
    .where('person_id', '!=', personId)
    .where((eb) => eb.or([eb('suspended_until', 'is', null), eb('suspended_until', '<=', today)]))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findCopy(db: Db, where: { id?: number; barcode?: string }) {
  let query = db
    .selectFrom('copies')
    .leftJoin('loan_types', 'loan_types.code', 'copies.loan_type_code')
    .innerJoin('records', 'records.id', 'copies.record_id')
    .selectAll('copies')
    .select(['loan_types.circulates', 'records.title']);
  if (where.id !== undefined) query = query.where('copies.id', '=', where.id);
  else if (where.barcode !== undefined) query = query.where('copies.barcode', '=', where.barcode);
  else return undefined;
  return query.executeTakeFirst();
}

/** A copy circulates when its loan type says so; a copy with no loan type circulates (imported data). */
export function copyCirculates(copy: { circulates: number | null; loan_type_code: string | null }): boolean {
  return copy.loan_type_code === null || copy.circulates === null || copy.circulates === 1;
}

/** Who a circulation e-mail goes to, and in which language. */
export function mailRecipient(db: Db, personId: number) {
  return db
    .selectFrom('people')
    .select(['name', 'email', 'receives_email', 'language'])
    .where('id', '=', personId)
    .executeTakeFirst();
}

/** The title and the library a hold's e-mail names. */
export async function recordTitleAndLibraryName(db: Db, recordId: number, libraryId: number) {
  const record = await db.selectFrom('records').select('title').where('id', '=', recordId).executeTakeFirst();
  const library = await db.selectFrom('libraries').select('name').where('id', '=', libraryId).executeTakeFirst();
  return { record, library };
}

/** Holds released to the shelf whose pickup day ended before `today`, one title after the other. */
export function releasedHoldsUncollectedBefore(db: Db, today: string) {
  return db
    .selectFrom('holds')
    .select(['id', 'record_id'])
    .where('status', '=', 'released')
    .where('pickup_until', '<', today)
    .orderBy('record_id')
    .execute();
}

export function findHold(db: Db, holdId: number) {
  return db.selectFrom('holds').selectAll().where('id', '=', holdId).executeTakeFirstOrThrow();
}

export async function setHoldStatus(db: Db, holdId: number, status: 'expired'): Promise<void> {
  await db.updateTable('holds').set({ status }).where('id', '=', holdId).execute();
}

/** The title and loan type of the patron's own loan, to lock and check its renewal. */
export function findPatronLoanCopy(db: Db, loanId: number, personId: number) {
  return db
    .selectFrom('loans')
    .innerJoin('copies', 'copies.id', 'loans.copy_id')
    .select(['copies.record_id', 'copies.loan_type_code'])
    .where('loans.id', '=', loanId)
    .where('loans.person_id', '=', personId)
    .executeTakeFirst();
}

/** Renews an open loan that still has `renewalCount` renewals; false when it changed meanwhile. */
/**
 * Renews an open loan and logs the renewal in loan_renewals (the report counts those rows per month). Call it inside
 * the renewal's transaction, so the loan and its log never disagree.
 */
export async function renewOpenLoan(
  db: Db,
  renewal: { loanId: number; libraryId: number; renewalCount: number; dueDate: string; at: Date; by: RenewalChannel },
): Promise<boolean> {
  const renewedAt = renewal.at.toISOString();
  const updated = await db
    .updateTable('loans')
    .set({ due_date: renewal.dueDate, renewal_count: renewal.renewalCount + 1, last_renewed_at: renewedAt })
    .where('id', '=', renewal.loanId)
    .where('renewal_count', '=', renewal.renewalCount)
    .where('returned_at', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  await db
    .insertInto('loan_renewals')
    .values({
      loan_id: renewal.loanId,
      library_id: renewal.libraryId,
      renewed_at: renewedAt,
      renewed_by: renewal.by,
      due_date: renewal.dueDate,
    })
    .execute();
  return true;
}
