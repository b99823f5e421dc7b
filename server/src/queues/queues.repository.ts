import type { Kysely } from 'kysely';
import type { Database, LoanRequestStatus, PrivacyRequestTable } from '../database/schema.ts';
import type { Page } from './paging.ts';

/** The queues read here: closed-stack loan requests, no-debts declarations issued and privacy requests. */
type Db = Kysely<Database>;

// --- Closed-stack loan requests --------------------------------------------------------------------------------

export interface LoanRequestFilter {
  /** Requests from or to this library (the desk that fetches the copy and the one that hands it over). */
  libraryCode?: string;
  status?: LoanRequestStatus;
}

function loanRequestsIn(db: Db, filter: LoanRequestFilter) {
  let query = db.selectFrom('loan_requests');
  if (filter.status) query = query.where('loan_requests.status', '=', filter.status);
  if (filter.libraryCode) {
    const libraryCode = filter.libraryCode;
    const library = db.selectFrom('libraries').select('libraries.id').where('libraries.code', '=', libraryCode);
    query = query.where((eb) =>
      eb.or([
        eb('loan_requests.source_library_id', 'in', library),
        eb('loan_requests.receiving_library_id', 'in', library),
      ]),
    );
  }
  return query;
}

/** A page of loan requests, oldest first, with title, patron and both libraries. */
export function listLoanRequests(db: Db, filter: LoanRequestFilter, page: Page) {
  return loanRequestsIn(db, filter)
    .innerJoin('records', 'records.id', 'loan_requests.record_id')
    .innerJoin('people', 'people.id', 'loan_requests.person_id')
    .innerJoin('libraries as source', 'source.id', 'loan_requests.source_library_id')
    .innerJoin('libraries as receiving', 'receiving.id', 'loan_requests.receiving_library_id')
    .select([
      'loan_requests.id',
      'loan_requests.record_id',
      'loan_requests.protocol',
      'loan_requests.status',
      'loan_requests.volume',
      'loan_requests.tome',
      'loan_requests.part',
      'loan_requests.material',
      'loan_requests.phone',
      'loan_requests.email',
      'loan_requests.receiving_location',
      'loan_requests.authorised_person',
      'loan_requests.home_delivery',
      'loan_requests.delivery_address',
      'loan_requests.requested_at',
      'loan_requests.concluded_at',
      'records.title',
      'people.name as person_name',
      'source.code as source_code',
      'source.name as source_name',
      'receiving.code as receiving_code',
      'receiving.name as receiving_name',
    ])
    .orderBy('loan_requests.requested_at')
    .orderBy('loan_requests.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countLoanRequests(db: Db, filter: LoanRequestFilter): Promise<number> {
  const row = await loanRequestsIn(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function loanRequestCountsByStatus(db: Db, libraryCode?: string) {
  const rows = await loanRequestsIn(db, { libraryCode })
    .select(['loan_requests.status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('loan_requests.status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.n) }));
}

// --- No-debts declarations -------------------------------------------------------------------------------------

export interface DeclarationFilter {
  /** Declarations naming this library, including those that name every library. */
  libraryCode?: string;
  /** ISO instants: issued from `from` and before `before`. */
  from?: string;
  before?: string;
}

function declarationsIn(db: Db, filter: DeclarationFilter) {
  let query = db.selectFrom('no_debt_declarations');
  if (filter.libraryCode) {
    const library = db.selectFrom('libraries').select('libraries.id').where('libraries.code', '=', filter.libraryCode);
    query = query.where((eb) =>
      eb.or([eb('no_debt_declarations.library_id', 'is', null), eb('no_debt_declarations.library_id', 'in', library)]),
    );
  }
  if (filter.from) query = query.where('no_debt_declarations.issued_at', '>=', filter.from);
  if (filter.before) query = query.where('no_debt_declarations.issued_at', '<', filter.before);
  return query;
}

/** A page of declarations, newest first. */
export function listDeclarations(db: Db, filter: DeclarationFilter, page: Page) {
  return declarationsIn(db, filter)
    .innerJoin('people', 'people.id', 'no_debt_declarations.person_id')
    .leftJoin('libraries', 'libraries.id', 'no_debt_declarations.library_id')
    .select([
      'no_debt_declarations.id',
      'no_debt_declarations.verification_code',
      'no_debt_declarations.issued_at',
      'people.name as person_name',
      'libraries.code as library_code',
      'libraries.name as library_name',
    ])
    .orderBy('no_debt_declarations.issued_at', 'desc')
    .orderBy('no_debt_declarations.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countDeclarations(db: Db, filter: DeclarationFilter): Promise<number> {
  const row = await declarationsIn(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// --- Privacy requests ------------------------------------------------------------------------------------------

export type PrivacyStatus = PrivacyRequestTable['status'];

function privacyRequestsIn(db: Db, status?: PrivacyStatus) {
  let query = db.selectFrom('privacy_requests');
  if (status) query = query.where('privacy_requests.status', '=', status);
  return query;
}

function privacyColumns(db: Db, status?: PrivacyStatus) {
  return privacyRequestsIn(db, status)
    .innerJoin('people', 'people.id', 'privacy_requests.person_id')
    .leftJoin('people as handler', 'handler.id', 'privacy_requests.handled_by')
    .select((eb) => [
      'privacy_requests.id',
      'privacy_requests.person_id',
      'privacy_requests.reason',
      'privacy_requests.status',
      'privacy_requests.reply',
      'privacy_requests.created_at',
      'privacy_requests.handled_at',
      'people.name as person_name',
      'people.email as person_email',
      'handler.name as handler_name',
      eb
        .selectFrom('logins')
        .select('logins.login')
        .whereRef('logins.person_id', '=', 'privacy_requests.person_id')
        .orderBy('logins.id')
        .limit(1)
        .as('login'),
    ]);
}

/** A page of privacy requests, oldest first (a legal deadline runs from the day each was made). */
export function listPrivacyRequests(db: Db, status: PrivacyStatus | undefined, page: Page) {
  return privacyColumns(db, status)
    .orderBy('privacy_requests.created_at')
    .orderBy('privacy_requests.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export type PrivacyRequestRow = Awaited<ReturnType<typeof listPrivacyRequests>>[number];

export async function countPrivacyRequests(db: Db, status?: PrivacyStatus): Promise<number> {
  const row = await privacyRequestsIn(db, status)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function privacyCountsByStatus(db: Db) {
  const rows = await privacyRequestsIn(db)
    .select(['privacy_requests.status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('privacy_requests.status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.n) }));
}

/** The person's own requests, newest first. */
export function ownPrivacyRequests(db: Db, personId: number) {
  return db
    .selectFrom('privacy_requests')
    .select(['id', 'reason', 'status', 'reply', 'created_at', 'handled_at'])
    .where('person_id', '=', personId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

export async function countPendingPrivacyRequestsOf(db: Db, personId: number): Promise<number> {
  const row = await db
    .selectFrom('privacy_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('person_id', '=', personId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertPrivacyRequest(
  db: Db,
  values: { personId: number; reason: string | null; createdAt: string },
): Promise<number> {
  const { id } = await db
    .insertInto('privacy_requests')
    .values({
      person_id: values.personId,
      reason: values.reason,
      status: 'pending',
      reply: null,
      created_at: values.createdAt,
      handled_at: null,
      handled_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function findPrivacyRequest(db: Db, requestId: number) {
  return privacyColumns(db).where('privacy_requests.id', '=', requestId).executeTakeFirst();
}

/** Closes a pending request; false when it was not pending (another staff member came first). */
export async function closePrivacyRequest(
  db: Db,
  requestId: number,
  changes: { status: 'done' | 'refused'; reply: string | null; handledAt: string; handledBy: number },
): Promise<boolean> {
  const result = await db
    .updateTable('privacy_requests')
    .set({ status: changes.status, reply: changes.reply, handled_at: changes.handledAt, handled_by: changes.handledBy })
    .where('id', '=', requestId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findPersonContact(db: Db, personId: number) {
  return db.selectFrom('people').select(['name', 'email', 'language']).where('id', '=', personId).executeTakeFirst();
}
