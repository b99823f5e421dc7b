import type { LoanPolicy } from '@estante/core';
import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../database/schema.ts';

/**
 * The reports' reads (docs/staff-reports.md). Timestamps are ISO text on both engines, so a month is the text's first
 * seven characters (`substr`, the same function on SQLite and PostgreSQL) and a period is a text range: no
 * dialect-specific date functions. Counts come back as numbers on SQLite and as bigint text on PostgreSQL, hence
 * the Number() around each.
 */
type Db = Kysely<Database>;

/** Instants at or after `since` and before `until` (ISO text); either may be absent. */
export interface InstantRange {
  since?: string;
  until?: string;
}

/** The month (YYYY-MM) of an ISO text column. */
function monthOf<T extends keyof Database>(eb: ExpressionBuilder<Database, T>, column: string) {
  // biome-ignore lint/suspicious/noExplicitAny: the column is one of the caller's tables, checked by the callers.
  return eb.fn<string>('substr', [eb.ref(column as any), eb.lit(1), eb.lit(7)]);
}

function inRange<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: string,
  range: InstantRange,
): SelectQueryBuilder<DB, TB, O> {
  let bounded = query;
  // biome-ignore lint/suspicious/noExplicitAny: see monthOf.
  if (range.since !== undefined) bounded = bounded.where(column as any, '>=', range.since);
  // biome-ignore lint/suspicious/noExplicitAny: see monthOf.
  if (range.until !== undefined) bounded = bounded.where(column as any, '<', range.until);
  return bounded;
}

export interface LibraryRef {
  id: number;
  code: string;
  name: string;
}

export async function listLibraries(db: Db): Promise<LibraryRef[]> {
  return db.selectFrom('libraries').select(['id', 'code', 'name']).orderBy('code').execute();
}

export interface MonthLibraryCount {
  month: string;
  libraryId: number;
  count: number;
}

/** Loans made per month and library, in the range. */
export async function loansPerMonth(db: Db, range: InstantRange, libraryId?: number): Promise<MonthLibraryCount[]> {
  let query = db
    .selectFrom('loans')
    .select((eb) => [monthOf(eb, 'loans.loaned_at').as('month'), 'library_id', eb.fn.countAll<number>().as('count')])
    .groupBy((eb) => [monthOf(eb, 'loans.loaned_at'), 'library_id']);
  query = inRange(query, 'loans.loaned_at', range);
  if (libraryId !== undefined) query = query.where('library_id', '=', libraryId);
  return (await query.execute()).map(toMonthCount);
}

/** Loans returned per month and library, in the range. */
export async function returnsPerMonth(db: Db, range: InstantRange, libraryId?: number): Promise<MonthLibraryCount[]> {
  let query = db
    .selectFrom('loans')
    .select((eb) => [monthOf(eb, 'loans.returned_at').as('month'), 'library_id', eb.fn.countAll<number>().as('count')])
    .where('returned_at', 'is not', null)
    .groupBy((eb) => [monthOf(eb, 'loans.returned_at'), 'library_id']);
  query = inRange(query, 'loans.returned_at', range);
  if (libraryId !== undefined) query = query.where('library_id', '=', libraryId);
  return (await query.execute()).map(toMonthCount);
}

/**
 * Renewals per month and library: one row of loan_renewals per renewal, each in the month it happened. Before that
 * table (migration 2026-11-26-0046) a loan kept only its latest renewal, so older loans count one renewal, there.
 */
export async function renewalsPerMonth(db: Db, range: InstantRange, libraryId?: number): Promise<MonthLibraryCount[]> {
  let query = db
    .selectFrom('loan_renewals')
    .select((eb) => [
      monthOf(eb, 'loan_renewals.renewed_at').as('month'),
      'library_id',
      eb.fn.countAll<number>().as('count'),
    ])
    .groupBy((eb) => [monthOf(eb, 'loan_renewals.renewed_at'), 'library_id']);
  query = inRange(query, 'loan_renewals.renewed_at', range);
  if (libraryId !== undefined) query = query.where('library_id', '=', libraryId);
  return (await query.execute()).map(toMonthCount);
}

function toMonthCount(row: { month: string; library_id: number; count: number | string | bigint }): MonthLibraryCount {
  return { month: row.month, libraryId: row.library_id, count: Number(row.count) };
}

export interface WaitingHoldsFilter {
  libraryId?: number;
  placed: InstantRange;
}

/** Holds waiting for a copy (queued; suspended ones too, they keep their place), grouped by title and library. */
function waitingHoldGroups(db: Db, filter: WaitingHoldsFilter) {
  let query = db
    .selectFrom('holds')
    .where('holds.status', '=', 'queued')
    .groupBy(['holds.record_id', 'holds.library_id'])
    .select((eb) => [
      'holds.record_id',
      'holds.library_id',
      eb.fn.countAll<number>().as('queue'),
      eb.fn.min<string>('holds.placed_at').as('oldest'),
    ]);
  query = inRange(query, 'holds.placed_at', filter.placed);
  if (filter.libraryId !== undefined) query = query.where('holds.library_id', '=', filter.libraryId);
  return query;
}

export async function countWaitingHolds(
  db: Db,
  filter: WaitingHoldsFilter,
): Promise<{ groups: number; holds: number }> {
  const row = await db
    .selectFrom(waitingHoldGroups(db, filter).as('groups'))
    .select((eb) => [eb.fn.countAll<number>().as('groups'), eb.fn.sum<number>('groups.queue').as('holds')])
    .executeTakeFirst();
  return { groups: Number(row?.groups ?? 0), holds: Number(row?.holds ?? 0) };
}

export interface WaitingHoldsRow {
  recordId: number;
  title: string;
  author: string | null;
  libraryId: number;
  queue: number;
  oldest: string;
}

/** The longest queues first; among equal ones, the one waiting longest. `limit` undefined: every group. */
export async function listWaitingHolds(
  db: Db,
  filter: WaitingHoldsFilter,
  page: { offset: number; limit?: number },
): Promise<WaitingHoldsRow[]> {
  let query = db
    .selectFrom(waitingHoldGroups(db, filter).as('groups'))
    .innerJoin('records', 'records.id', 'groups.record_id')
    .select([
      'groups.record_id',
      'groups.library_id',
      'groups.queue',
      'groups.oldest',
      'records.title',
      'records.main_author',
    ])
    .orderBy('groups.queue', 'desc')
    .orderBy('groups.oldest')
    .orderBy('groups.record_id')
    .orderBy('groups.library_id')
    .offset(page.offset);
  if (page.limit !== undefined) query = query.limit(page.limit);
  return (await query.execute()).map((row) => ({
    recordId: row.record_id,
    title: row.title,
    author: row.main_author,
    libraryId: row.library_id,
    queue: Number(row.queue),
    oldest: row.oldest,
  }));
}

export interface OverdueFilter {
  /** Today (YYYY-MM-DD): a loan is overdue when its due date is before it. */
  today: string;
  libraryId?: number;
  /** Due dates (YYYY-MM-DD) in this range, both inclusive. */
  dueFrom?: string;
  dueTo?: string;
}

function overdueLoans(db: Db, filter: OverdueFilter) {
  let query = db.selectFrom('loans').where('loans.returned_at', 'is', null).where('loans.due_date', '<', filter.today);
  if (filter.dueFrom !== undefined) query = query.where('loans.due_date', '>=', filter.dueFrom);
  if (filter.dueTo !== undefined) query = query.where('loans.due_date', '<=', filter.dueTo);
  if (filter.libraryId !== undefined) query = query.where('loans.library_id', '=', filter.libraryId);
  return query;
}

/** Overdue loans in all, and per band of due dates: `bandStarts` are the earliest due dates of each band. */
export async function countOverdue(
  db: Db,
  filter: OverdueFilter,
  bandStarts: readonly string[],
): Promise<{ total: number; bands: number[] }> {
  const row = await overdueLoans(db, filter)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      ...bandStarts.map((start, index) =>
        eb.fn
          .sum<number>(eb.case().when('loans.due_date', '>=', start).then(eb.lit(1)).else(eb.lit(0)).end())
          .as(`band${index}`),
      ),
    ])
    .executeTakeFirst();
  const record = (row ?? {}) as Record<string, unknown>;
  return {
    total: Number(record.total ?? 0),
    bands: bandStarts.map((_, index) => Number(record[`band${index}`] ?? 0)),
  };
}

export interface OverdueRow {
  loanId: number;
  dueDate: string;
  libraryId: number;
  personName: string;
  categoryCode: string;
  login: string | null;
  recordId: number;
  title: string;
  copyId: number;
  barcode: string | null;
  loanType: string | null;
}

/** The most overdue first. `limit` undefined: every loan. */
export async function listOverdue(
  db: Db,
  filter: OverdueFilter,
  page: { offset: number; limit?: number },
): Promise<OverdueRow[]> {
  let query = overdueLoans(db, filter)
    .innerJoin('copies', 'copies.id', 'loans.copy_id')
    .innerJoin('records', 'records.id', 'copies.record_id')
    .innerJoin('people', 'people.id', 'loans.person_id')
    .select((eb) => [
      'loans.id as loan_id',
      'loans.due_date',
      'loans.library_id',
      'people.name',
      'people.category_code',
      'records.id as record_id',
      'records.title',
      'copies.id as copy_id',
      'copies.barcode',
      'copies.loan_type_code',
      // A person may sign in with several user codes: the first one given is the card the desk knows.
      eb
        .selectFrom('logins')
        .select('logins.login')
        .whereRef('logins.person_id', '=', 'loans.person_id')
        .orderBy('logins.id')
        .limit(1)
        .as('login'),
    ])
    .orderBy('loans.due_date')
    .orderBy('loans.id')
    .offset(page.offset);
  if (page.limit !== undefined) query = query.limit(page.limit);
  return (await query.execute()).map((row) => ({
    loanId: row.loan_id,
    dueDate: row.due_date,
    libraryId: row.library_id,
    personName: row.name,
    categoryCode: row.category_code,
    login: row.login,
    recordId: row.record_id,
    title: row.title,
    copyId: row.copy_id,
    barcode: row.barcode,
    loanType: row.loan_type_code,
  }));
}

/** Every loan policy, to find the daily fine of each overdue loan (as the desk does at check-in). */
export async function listLoanPolicies(db: Db): Promise<LoanPolicy[]> {
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

export interface SuggestionCount {
  month: string;
  status: string;
  count: number;
}

/** Purchase suggestions sent per month, by their status now. */
export async function suggestionsPerMonth(db: Db, range: InstantRange, libraryId?: number): Promise<SuggestionCount[]> {
  let query = db
    .selectFrom('acquisition_suggestions')
    .select((eb) => [
      monthOf(eb, 'acquisition_suggestions.created_at').as('month'),
      'status',
      eb.fn.countAll<number>().as('count'),
    ])
    .groupBy((eb) => [monthOf(eb, 'acquisition_suggestions.created_at'), 'status']);
  query = inRange(query, 'acquisition_suggestions.created_at', range);
  if (libraryId !== undefined) query = query.where('library_id', '=', libraryId);
  const rows = await query.execute();
  return rows.map((row) => ({ month: row.month, status: row.status, count: Number(row.count) }));
}

export interface PurchaseOrderCount {
  month: string;
  status: PurchaseOrderStatus;
  orders: number;
  copies: number;
  valueCents: number;
}

type PurchaseOrderStatus = Database['purchase_orders']['status'];

/** Purchase orders created per month, by their status now: how many, the copies ordered and their price. */
export async function purchaseOrdersPerMonth(
  db: Db,
  range: InstantRange,
  libraryId?: number,
): Promise<PurchaseOrderCount[]> {
  let query = db
    .selectFrom('purchase_orders')
    .leftJoin('purchase_order_items', 'purchase_order_items.order_id', 'purchase_orders.id')
    .select((eb) => [
      monthOf(eb, 'purchase_orders.created_at').as('month'),
      'purchase_orders.status',
      eb.fn.count<number>('purchase_orders.id').distinct().as('orders'),
      eb.fn.coalesce(eb.fn.sum<number>('purchase_order_items.quantity'), eb.lit(0)).as('copies'),
      eb.fn
        .coalesce(
          eb.fn.sum<number>(eb('purchase_order_items.quantity', '*', eb.ref('purchase_order_items.unit_price_cents'))),
          eb.lit(0),
        )
        .as('value'),
    ])
    .groupBy((eb) => [monthOf(eb, 'purchase_orders.created_at'), 'purchase_orders.status']);
  query = inRange(query, 'purchase_orders.created_at', range);
  if (libraryId !== undefined) query = query.where('purchase_orders.library_id', '=', libraryId);
  const rows = await query.execute();
  return rows.map((row) => ({
    month: row.month,
    status: row.status,
    orders: Number(row.orders),
    copies: Number(row.copies),
    valueCents: Number(row.value),
  }));
}
