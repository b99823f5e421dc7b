import { DEFAULT_PATRON_CATEGORY } from '@estante/contracts';
import { foldPersonName } from '@estante/core';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database/schema.ts';

/** SQL of the privacy feature (docs/privacy.md): consent, the anonymous stand-in, export, erasure and retention. */
type Db = Kysely<Database> | Transaction<Database>;

/** Holds no longer waiting for a copy: the part of the reading history that holds make. */
const CLOSED_HOLD_STATUSES = ['fulfilled', 'cancelled', 'expired'] as const;
const OPEN_HOLD_STATUSES = ['queued', 'released', 'in_transit'] as const;
const OPEN_LOAN_REQUEST_STATUSES = ['waiting', 'available', 'in_transit'] as const;

// --- Consent -------------------------------------------------------------------------------------------------

export async function findConsent(db: Db, personId: number) {
  return db
    .selectFrom('privacy_consents')
    .select(['reading_history', 'changed_at'])
    .where('person_id', '=', personId)
    .executeTakeFirst();
}

export async function saveConsent(db: Db, personId: number, readingHistory: boolean, changedAt: string) {
  const values = { reading_history: readingHistory ? 1 : 0, changed_at: changedAt };
  await db
    .insertInto('privacy_consents')
    .values({ person_id: personId, ...values })
    .onConflict((conflict) => conflict.column('person_id').doUpdateSet(values))
    .execute();
}

// --- The anonymous stand-in ----------------------------------------------------------------------------------

async function findAnonymousPatron(db: Db, institutionId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('anonymous_patrons')
    .select('person_id')
    .where('institution_id', '=', institutionId)
    .executeTakeFirst();
  return row?.person_id;
}

/**
 * The institution's stand-in person for detached history, created on first use: blocked, with no login, e-mail or
 * any other datum, so it can neither sign in nor be written to.
 */
export async function ensureAnonymousPatron(db: Db, institutionId: number, now: string): Promise<number> {
  const existing = await findAnonymousPatron(db, institutionId);
  if (existing !== undefined) return existing;
  await db
    .insertInto('patron_categories')
    .values({ code: DEFAULT_PATRON_CATEGORY, name: DEFAULT_PATRON_CATEGORY })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  const { id } = await db
    .insertInto('people')
    .values({
      institution_id: institutionId,
      name: 'Leitor anônimo',
      name_search: foldPersonName('Leitor anônimo'),
      category_code: DEFAULT_PATRON_CATEGORY,
      receives_email: 0,
      blocked: 1,
      failed_logins: 0,
      removed_library_ids_json: '[]',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('anonymous_patrons')
    .values({ institution_id: institutionId, person_id: id })
    .onConflict((conflict) => conflict.column('institution_id').doNothing())
    .execute();
  return (await findAnonymousPatron(db, institutionId)) ?? id;
}

export async function listInstitutionIds(db: Db): Promise<number[]> {
  return (await db.selectFrom('institutions').select('id').orderBy('id').execute()).map((row) => row.id);
}

export async function findPersonInstitution(db: Db, personId: number): Promise<number | undefined> {
  const row = await db.selectFrom('people').select('institution_id').where('id', '=', personId).executeTakeFirst();
  return row?.institution_id;
}

// --- Reading history -----------------------------------------------------------------------------------------

/**
 * Moves returned loans and closed holds to the stand-in: of one person (`personId`), or of every person of the
 * institution who has not consented (`personId` undefined). Only those closed before `closedBefore` when given.
 * Returns how many rows moved.
 */
export async function detachReadingHistory(
  db: Db,
  options: { institutionId: number; anonymousId: number; personId?: number; closedBefore?: string },
): Promise<number> {
  const { institutionId, anonymousId, personId, closedBefore } = options;
  const owners = db
    .selectFrom('people')
    .select('people.id')
    .where('people.institution_id', '=', institutionId)
    .where('people.id', '!=', anonymousId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('privacy_consents')
            .select('privacy_consents.person_id')
            .whereRef('privacy_consents.person_id', '=', 'people.id')
            .where('privacy_consents.reading_history', '=', 1),
        ),
      ),
    );
  let loans = db
    .updateTable('loans')
    .set({ person_id: anonymousId })
    .where('returned_at', 'is not', null)
    // A loan with a debt still owed stays: the debt screen names its title, and the library must keep it.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('debts')
            .select('debts.id')
            .whereRef('debts.loan_id', '=', 'loans.id')
            .whereRef('debts.person_id', '=', 'loans.person_id')
            .where((eb) => eb(eb('amount_cents', '-', eb('discount_cents', '+', eb.ref('paid_cents'))), '>', 0)),
        ),
      ),
    );
  let holds = db
    .updateTable('holds')
    .set({ person_id: anonymousId })
    .where('status', 'in', CLOSED_HOLD_STATUSES as unknown as ('fulfilled' | 'cancelled' | 'expired')[]);
  if (personId !== undefined) {
    loans = loans.where('person_id', '=', personId);
    holds = holds.where('person_id', '=', personId);
  } else {
    loans = loans.where('person_id', 'in', owners);
    holds = holds.where('person_id', 'in', owners);
  }
  if (closedBefore !== undefined) {
    loans = loans.where('returned_at', '<', closedBefore);
    holds = holds.where((eb) =>
      eb(eb.fn.coalesce('cancelled_at', 'pickup_until', 'released_at', 'placed_at'), '<', closedBefore),
    );
  }
  const [movedLoans, movedHolds] = [await loans.executeTakeFirst(), await holds.executeTakeFirst()];
  return Number(movedLoans.numUpdatedRows) + Number(movedHolds.numUpdatedRows);
}

// --- Retention -----------------------------------------------------------------------------------------------

/** Closed loan requests older than `before` lose the phone, e-mail and address typed on them. */
export async function blankClosedLoanRequestContacts(db: Db, before: string): Promise<number> {
  const result = await db
    .updateTable('loan_requests')
    .set({ phone: '', email: '', delivery_address: null, authorised_person: null, receiving_location: null })
    .where('status', 'in', ['finished', 'cancelled'])
    .where('concluded_at', '<', before)
    .where((eb) => eb.or([eb('phone', '!=', ''), eb('email', '!=', ''), eb('delivery_address', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteReadAlerts(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('alerts')
    .where('read', '=', 1)
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Sessions, recovery codes and one-time links that expired before `before`. */
export async function deleteExpiredCredentials(db: Db, before: string): Promise<number> {
  const sessions = await db.deleteFrom('refresh_tokens').where('expires_at', '<', before).executeTakeFirst();
  const codes = await db.deleteFrom('recovery_codes').where('expires_at', '<', before).executeTakeFirst();
  const links = await db.deleteFrom('one_time_tokens').where('expires_at', '<', before).executeTakeFirst();
  return Number(sessions.numDeletedRows) + Number(codes.numDeletedRows) + Number(links.numDeletedRows);
}

export async function deleteClosedPrivacyRequests(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('privacy_requests')
    .where('status', '!=', 'pending')
    .where('handled_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

// --- Overview and export -------------------------------------------------------------------------------------

const count = (db: Db, table: CountedTable, personId: number) =>
  db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('person_id', '=', personId)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));

type CountedTable =
  | 'loans'
  | 'holds'
  | 'debts'
  | 'service_requests'
  | 'record_comments'
  | 'acquisition_suggestions'
  | 'alerts'
  | 'interest_profiles'
  | 'permanent_basket'
  | 'loan_requests';

/** How many rows of each kind the library keeps about the person. */
export async function countPersonalRows(db: Db, personId: number) {
  const [loans, holds, debts, services, loanRequests, comments, suggestions, alerts, profile, basket] =
    await Promise.all(
      (
        [
          'loans',
          'holds',
          'debts',
          'service_requests',
          'loan_requests',
          'record_comments',
          'acquisition_suggestions',
          'alerts',
          'interest_profiles',
          'permanent_basket',
        ] as const
      ).map((table) => count(db, table, personId)),
    );
  return {
    emprestimos: loans!,
    reservas: holds!,
    debitos: debts!,
    solicitacoes: services! + loanRequests!,
    comentarios: comments!,
    sugestoes: suggestions!,
    alertas: alerts!,
    perfil_interesse: profile!,
    cesta_permanente: basket!,
  };
}

/** Every row the library keeps about the person, table by table, with the titles named (the LGPD export). */
export async function readPersonalRows(db: Db, personId: number) {
  const person = await db.selectFrom('people').selectAll().where('id', '=', personId).executeTakeFirst();
  if (!person) return undefined;
  const [
    logins,
    loans,
    holds,
    debts,
    suspensions,
    loanRequests,
    serviceRequests,
    comments,
    generalComments,
    suggestions,
    alerts,
    interestProfile,
    permanentBasket,
    noDebtDeclarations,
    privacyRequests,
    consent,
  ] = await Promise.all([
    db.selectFrom('logins').select(['login', 'base']).where('person_id', '=', personId).execute(),
    db
      .selectFrom('loans')
      .innerJoin('copies', 'copies.id', 'loans.copy_id')
      .innerJoin('records', 'records.id', 'copies.record_id')
      .innerJoin('libraries', 'libraries.id', 'loans.library_id')
      .select([
        'loans.id',
        'records.id as record_id',
        'records.title',
        'libraries.code as library',
        'loans.loaned_at',
        'loans.due_date',
        'loans.returned_at',
        'loans.renewal_count',
      ])
      .where('loans.person_id', '=', personId)
      .orderBy('loans.loaned_at')
      .execute(),
    db
      .selectFrom('holds')
      .innerJoin('records', 'records.id', 'holds.record_id')
      .select([
        'holds.id',
        'records.id as record_id',
        'records.title',
        'holds.status',
        'holds.placed_at',
        'holds.released_at',
        'holds.cancelled_at',
      ])
      .where('holds.person_id', '=', personId)
      .orderBy('holds.placed_at')
      .execute(),
    db
      .selectFrom('debts')
      .select(['id', 'service_type', 'reason', 'amount_cents', 'discount_cents', 'paid_cents', 'paid_at', 'created_at'])
      .where('person_id', '=', personId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('suspensions')
      .select(['id', 'reason', 'starts_on', 'ends_on', 'lifted_at'])
      .where('person_id', '=', personId)
      .execute(),
    db
      .selectFrom('loan_requests')
      .innerJoin('records', 'records.id', 'loan_requests.record_id')
      .select([
        'loan_requests.protocol',
        'records.title',
        'loan_requests.status',
        'loan_requests.phone',
        'loan_requests.email',
        'loan_requests.delivery_address',
        'loan_requests.authorised_person',
        'loan_requests.requested_at',
        'loan_requests.concluded_at',
      ])
      .where('loan_requests.person_id', '=', personId)
      .execute(),
    db
      .selectFrom('service_requests')
      .select(['protocol', 'kind', 'status', 'payload_json', 'reply', 'created_at', 'concluded_at'])
      .where('person_id', '=', personId)
      .execute(),
    db
      .selectFrom('record_comments')
      .innerJoin('records', 'records.id', 'record_comments.record_id')
      .select(['records.title', 'record_comments.text', 'record_comments.status', 'record_comments.created_at'])
      .where('record_comments.person_id', '=', personId)
      .execute(),
    db.selectFrom('general_comments').select(['text', 'created_at']).where('person_id', '=', personId).execute(),
    db
      .selectFrom('acquisition_suggestions')
      .select(['title', 'author', 'publisher', 'status', 'created_at'])
      .where('person_id', '=', personId)
      .execute(),
    db
      .selectFrom('alerts')
      .select(['title', 'message', 'read', 'created_at'])
      .where('person_id', '=', personId)
      .execute(),
    db
      .selectFrom('interest_profiles')
      .select(['kind', 'code', 'label', 'valid_until'])
      .where('person_id', '=', personId)
      .execute(),
    db
      .selectFrom('permanent_basket')
      .innerJoin('records', 'records.id', 'permanent_basket.record_id')
      .select(['records.id as record_id', 'records.title'])
      .where('permanent_basket.person_id', '=', personId)
      .execute(),
    db
      .selectFrom('no_debt_declarations')
      .select(['verification_code', 'issued_at'])
      .where('person_id', '=', personId)
      .execute(),
    db
      .selectFrom('privacy_requests')
      .select(['reason', 'status', 'reply', 'created_at', 'handled_at'])
      .where('person_id', '=', personId)
      .execute(),
    findConsent(db, personId),
  ]);
  return {
    person,
    logins,
    loans,
    holds,
    debts,
    suspensions,
    loanRequests,
    serviceRequests,
    comments,
    generalComments,
    suggestions,
    alerts,
    interestProfile,
    permanentBasket,
    noDebtDeclarations,
    privacyRequests,
    consent,
  };
}

// --- Erasure -------------------------------------------------------------------------------------------------

/** What the person still has open, which the library must keep (and so blocks the erasure). */
export async function countOpenObligations(db: Db, personId: number) {
  const [loans, holds, requests, debts] = await Promise.all([
    db
      .selectFrom('loans')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('person_id', '=', personId)
      .where('returned_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('holds')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('person_id', '=', personId)
      .where('status', 'in', OPEN_HOLD_STATUSES as unknown as ('queued' | 'released' | 'in_transit')[])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('loan_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('person_id', '=', personId)
      .where('status', 'in', OPEN_LOAN_REQUEST_STATUSES as unknown as ('waiting' | 'available' | 'in_transit')[])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('debts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('person_id', '=', personId)
      .where((eb) => eb(eb('amount_cents', '-', eb('discount_cents', '+', eb.ref('paid_cents'))), '>', 0))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    emprestimos: Number(loans.n),
    reservas: Number(holds.n),
    solicitacoes: Number(requests.n),
    debitos: Number(debts.n),
  };
}

/**
 * Erases the person's data in one transaction: the person row keeps only its id, institution and category (the
 * loans, paid debts and requests that accounting and statistics keep stay linked to that empty row); sign-in,
 * profile, basket, alerts, comments and requests' texts go. Run by the deletion request's completion.
 */
export async function erasePersonRows(trx: Db, personId: number, now: string): Promise<void> {
  for (const table of [
    'logins',
    'refresh_tokens',
    'recovery_codes',
    'one_time_tokens',
    'password_history',
    'person_permissions',
    'alerts',
    'interest_profiles',
    'interest_profile_notices',
    'permanent_basket',
    'loan_tokens',
    'record_comments',
    'service_requests',
    'privacy_consents',
  ] as const) {
    await trx.deleteFrom(table).where('person_id', '=', personId).execute();
  }
  await trx.updateTable('general_comments').set({ person_id: null }).where('person_id', '=', personId).execute();
  await trx.updateTable('acquisition_suggestions').set({ person_id: null }).where('person_id', '=', personId).execute();
  await trx
    .updateTable('loan_requests')
    .set({ phone: '', email: '', delivery_address: null, authorised_person: null, receiving_location: null })
    .where('person_id', '=', personId)
    .execute();
  await trx.updateTable('holds').set({ notes: null }).where('person_id', '=', personId).execute();
  await trx.updateTable('privacy_requests').set({ reason: null }).where('person_id', '=', personId).execute();
  await trx
    .updateTable('people')
    .set({
      name: 'Pessoa removida',
      name_search: foldPersonName('Pessoa removida'),
      email: null,
      phone: null,
      tax_id: null,
      national_id: null,
      birth_date: null,
      gender: null,
      nationality: null,
      education: null,
      marital_status: null,
      job: null,
      street: null,
      complement: null,
      postal_code: null,
      city: null,
      district: null,
      location: null,
      receives_email: 0,
      blocked: 1,
      block_reason: null,
      password_hash: null,
      locked_until: null,
      language: null,
      removed_library_ids_json: '[]',
      updated_at: now,
    })
    .where('id', '=', personId)
    .execute();
}
