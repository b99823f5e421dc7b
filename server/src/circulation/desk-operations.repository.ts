import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database/schema.ts';
import { ACTIVE_HOLD_STATUSES } from './hold-statuses.ts';

/** The queries of lending and taking back at the desk (desk-operations.ts holds the rules, in one transaction). */
type Executor = Kysely<Database> | Transaction<Database>;

/** The hold a copy was released (set aside) for, if any. */
export async function findHoldReleasedWith(trx: Executor, copyId: number) {
  return trx
    .selectFrom('holds')
    .select(['id', 'person_id'])
    .where('copy_id', '=', copyId)
    .where('status', '=', 'released')
    .executeTakeFirst();
}

/** The patron's own hold on a title, released or still queued. */
export async function findOwnActiveHold(trx: Executor, recordId: number, personId: number) {
  return trx
    .selectFrom('holds')
    .select(['id', 'status', 'queue_position', 'library_id'])
    .where('record_id', '=', recordId)
    .where('person_id', '=', personId)
    .where('status', 'in', ACTIVE_HOLD_STATUSES)
    .executeTakeFirst();
}

export async function setHoldFulfilled(trx: Executor, holdId: number, copyId: number): Promise<void> {
  await trx
    .updateTable('holds')
    .set({ status: 'fulfilled', queue_position: null, copy_id: copyId })
    .where('id', '=', holdId)
    .execute();
}

export async function insertLoan(
  trx: Executor,
  loan: { copyId: number; personId: number; libraryId: number; loanedAt: string; dueDate: string },
): Promise<number> {
  const { id } = await trx
    .insertInto('loans')
    .values({
      copy_id: loan.copyId,
      person_id: loan.personId,
      library_id: loan.libraryId,
      loaned_at: loan.loanedAt,
      last_renewed_at: null,
      due_date: loan.dueDate,
      returned_at: null,
      renewal_count: 0,
      fine_cents: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function setCopyOnLoan(trx: Executor, copyId: number, updatedAt: string): Promise<void> {
  await trx.updateTable('copies').set({ status: 'on_loan', updated_at: updatedAt }).where('id', '=', copyId).execute();
}

export async function findOpenLoanOfCopy(trx: Executor, copyId: number) {
  return trx
    .selectFrom('loans')
    .select('id')
    .where('copy_id', '=', copyId)
    .where('returned_at', 'is', null)
    .executeTakeFirst();
}

export async function setLoanReturned(trx: Executor, loanId: number, returnedAt: string, fineCents: number) {
  await trx
    .updateTable('loans')
    .set({ returned_at: returnedAt, fine_cents: fineCents })
    .where('id', '=', loanId)
    .execute();
}

/** The fine of a late return, as a debt of the patron; its id. */
export async function insertLateFine(
  trx: Executor,
  fine: { personId: number; libraryId: number; loanId: number; reason: string; amountCents: number; createdAt: string },
): Promise<number> {
  const { id } = await trx
    .insertInto('debts')
    .values({
      person_id: fine.personId,
      library_id: fine.libraryId,
      loan_id: fine.loanId,
      service_type: 'Empréstimo',
      reason: fine.reason,
      amount_cents: fine.amountCents,
      discount_cents: 0,
      paid_cents: 0,
      paid_at: null,
      created_at: fine.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
