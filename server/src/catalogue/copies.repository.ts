import type { Kysely } from 'kysely';
import type { CopyStatus, Database } from '../database/schema.ts';

export interface CopyListRow {
  id: number;
  library_code: string;
  library_name: string;
  barcode: string | null;
  call_number: string | null;
  volume: string | null;
  tome: string | null;
  part: string | null;
  material: string | null;
  loan_type_name: string | null;
  /** The loan type lends (1), is reference only (0), or is unknown to the library (null: lends). */
  loan_type_circulates: number | null;
  location: string | null;
  collection: string | null;
  status: CopyStatus;
  due_date: string | null;
}

export interface CopyFilter {
  libraryCode?: string;
  volume?: string;
  tome?: string;
  part?: string;
}

/** Copies of a record with their library, loan type and the due date of an open loan; by library, then volume. */
export async function listCopies(
  db: Kysely<Database>,
  recordId: number,
  filter: CopyFilter = {},
): Promise<CopyListRow[]> {
  let query = db
    .selectFrom('copies')
    .innerJoin('libraries', 'libraries.id', 'copies.library_id')
    .leftJoin('loan_types', 'loan_types.code', 'copies.loan_type_code')
    .leftJoin('loans', (join) => join.onRef('loans.copy_id', '=', 'copies.id').on('loans.returned_at', 'is', null))
    .select([
      'copies.id',
      'libraries.code as library_code',
      'libraries.name as library_name',
      'copies.barcode',
      'copies.call_number',
      'copies.volume',
      'copies.tome',
      'copies.part',
      'copies.material',
      'loan_types.name as loan_type_name',
      'loan_types.circulates as loan_type_circulates',
      'copies.location',
      'copies.collection',
      'copies.status',
      'loans.due_date',
    ])
    .where('copies.record_id', '=', recordId);
  if (filter.libraryCode) query = query.where('libraries.code', '=', filter.libraryCode);
  if (filter.volume) query = query.where('copies.volume', '=', filter.volume);
  if (filter.tome) query = query.where('copies.tome', '=', filter.tome);
  if (filter.part) query = query.where('copies.part', '=', filter.part);
  return query.orderBy('libraries.name').orderBy('copies.volume').orderBy('copies.id').execute();
}

export interface LibraryCopyCount {
  code: string;
  name: string;
  total: number;
  available: number;
}

export async function countCopiesByLibrary(db: Kysely<Database>, recordId: number): Promise<LibraryCopyCount[]> {
  const rows = await db
    .selectFrom('copies')
    .innerJoin('libraries', 'libraries.id', 'copies.library_id')
    .select([
      'libraries.code',
      'libraries.name',
      'copies.status',
      (eb) => eb.fn.countAll<string | number>().as('count'),
    ])
    .where('copies.record_id', '=', recordId)
    .groupBy(['libraries.code', 'libraries.name', 'copies.status'])
    .execute();
  const byCode = new Map<string, LibraryCopyCount>();
  for (const row of rows) {
    const entry = byCode.get(row.code) ?? { code: row.code, name: row.name, total: 0, available: 0 };
    entry.total += Number(row.count);
    if (row.status === 'available') entry.available += Number(row.count);
    byCode.set(row.code, entry);
  }
  return [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Does any copy of the record circulate (its loan type lends, or it has none, which lends by default)? */
export async function hasCirculatingAvailableCopy(db: Kysely<Database>, recordId: number): Promise<boolean> {
  const row = await db
    .selectFrom('copies')
    .leftJoin('loan_types', 'loan_types.code', 'copies.loan_type_code')
    .select('copies.id')
    .where('copies.record_id', '=', recordId)
    .where('copies.status', '=', 'available')
    .where((eb) => eb.or([eb('loan_types.circulates', 'is', null), eb('loan_types.circulates', '=', 1)]))
    .executeTakeFirst();
  return row !== undefined;
}

export interface ActivityCounts {
  loans: number;
  holds: number;
  onLoan: number;
  activeHolds: number;
}

/** Loans and holds of a record within [from, to] (ISO dates, inclusive), optionally at one library. */
export async function countActivity(
  db: Kysely<Database>,
  recordId: number,
  range: { from?: string; to?: string; libraryCode?: string },
): Promise<ActivityCounts> {
  const to = range.to ? `${range.to}T23:59:59.999Z` : undefined;
  let loans = db
    .selectFrom('loans')
    .innerJoin('copies', 'copies.id', 'loans.copy_id')
    .innerJoin('libraries', 'libraries.id', 'loans.library_id')
    .select([(eb) => eb.fn.countAll<string | number>().as('count')])
    .where('copies.record_id', '=', recordId);
  let holds = db
    .selectFrom('holds')
    .innerJoin('libraries', 'libraries.id', 'holds.library_id')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('holds.record_id', '=', recordId);
  if (range.libraryCode) {
    loans = loans.where('libraries.code', '=', range.libraryCode);
    holds = holds.where('libraries.code', '=', range.libraryCode);
  }
  let loansInRange = loans;
  let holdsInRange = holds;
  if (range.from) {
    loansInRange = loansInRange.where('loans.loaned_at', '>=', range.from);
    holdsInRange = holdsInRange.where('holds.placed_at', '>=', range.from);
  }
  if (to) {
    loansInRange = loansInRange.where('loans.loaned_at', '<=', to);
    holdsInRange = holdsInRange.where('holds.placed_at', '<=', to);
  }
  const [loanCount, holdCount, onLoan, activeHolds] = await Promise.all([
    loansInRange.executeTakeFirst(),
    holdsInRange.executeTakeFirst(),
    loans.where('loans.returned_at', 'is', null).executeTakeFirst(),
    // Active as circulation counts it (ACTIVE_HOLD_STATUSES): queued, travelling to the pickup library, on the shelf.
    holds.where('holds.status', 'in', ['queued', 'in_transit', 'released']).executeTakeFirst(),
  ]);
  return {
    loans: Number(loanCount?.count ?? 0),
    holds: Number(holdCount?.count ?? 0),
    onLoan: Number(onLoan?.count ?? 0),
    activeHolds: Number(activeHolds?.count ?? 0),
  };
}

/** Dates (ISO text) of every loan and hold of a record; grouped by year and month in the use-case. */
export async function listActivityDates(
  db: Kysely<Database>,
  recordId: number,
): Promise<{ loans: string[]; holds: string[] }> {
  const [loans, holds] = await Promise.all([
    db
      .selectFrom('loans')
      .innerJoin('copies', 'copies.id', 'loans.copy_id')
      .select('loans.loaned_at as at')
      .where('copies.record_id', '=', recordId)
      .execute(),
    db.selectFrom('holds').select('placed_at as at').where('record_id', '=', recordId).execute(),
  ]);
  return { loans: loans.map((row) => row.at), holds: holds.map((row) => row.at) };
}
