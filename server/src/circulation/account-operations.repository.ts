import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database/schema.ts';

/** The queries of the staff's account operations and the loan tokens (account-operations.ts holds the rules). */
type Executor = Kysely<Database> | Transaction<Database>;

export async function findDebtPerson(db: Executor, debtId: number) {
  return db.selectFrom('debts').select(['person_id']).where('id', '=', debtId).executeTakeFirst();
}

export async function findDebt(trx: Executor, debtId: number) {
  return trx.selectFrom('debts').selectAll().where('id', '=', debtId).executeTakeFirstOrThrow();
}

export async function setDebtPaid(trx: Executor, debtId: number, paidCents: number, paidAt: string): Promise<void> {
  await trx.updateTable('debts').set({ paid_cents: paidCents, paid_at: paidAt }).where('id', '=', debtId).execute();
}

/** A waiver of part or all of a debt (account-operations.ts, waiveDebt). */
export async function insertDebtWaiver(
  trx: Executor,
  waiver: { debtId: number; amountCents: number; reason: string; waivedBy: number | null; createdAt: string },
): Promise<number> {
  const { id } = await trx
    .insertInto('debt_waivers')
    .values({
      debt_id: waiver.debtId,
      amount_cents: waiver.amountCents,
      reason: waiver.reason,
      waived_by: waiver.waivedBy,
      created_at: waiver.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function setDebtDiscount(trx: Executor, debtId: number, discountCents: number): Promise<void> {
  await trx.updateTable('debts').set({ discount_cents: discountCents }).where('id', '=', debtId).execute();
}

/** The suspension as it stands (the audit's before). */
export function findSuspension(db: Executor, suspensionId: number) {
  return db.selectFrom('suspensions').selectAll().where('id', '=', suspensionId).executeTakeFirst();
}

export async function insertSuspension(
  db: Executor,
  suspension: { personId: number; reason: string; startsOn: string; endsOn: string | null },
): Promise<number> {
  const { id } = await db
    .insertInto('suspensions')
    .values({
      person_id: suspension.personId,
      library_id: null,
      reason: suspension.reason,
      starts_on: suspension.startsOn,
      ends_on: suspension.endsOn,
      lifted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Lifts a suspension still in force; the number of rows changed. */
export async function setSuspensionLifted(db: Executor, suspensionId: number, liftedAt: string): Promise<number> {
  const result = await db
    .updateTable('suspensions')
    .set({ lifted_at: liftedAt })
    .where('id', '=', suspensionId)
    .where('lifted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteLoanTokensOf(trx: Executor, personId: number): Promise<void> {
  await trx.deleteFrom('loan_tokens').where('person_id', '=', personId).execute();
}

export async function loanTokenExists(trx: Executor, token: string): Promise<boolean> {
  return (await trx.selectFrom('loan_tokens').select('id').where('token', '=', token).executeTakeFirst()) !== undefined;
}

export async function insertLoanToken(
  trx: Executor,
  row: { personId: number; token: string; validUntil: string; createdAt: string },
): Promise<void> {
  await trx
    .insertInto('loan_tokens')
    .values({ person_id: row.personId, token: row.token, valid_until: row.validUntil, created_at: row.createdAt })
    .execute();
}

/** The person's newest token still valid at `now` (ISO time). */
export async function findValidLoanToken(db: Executor, personId: number, now: string) {
  return db
    .selectFrom('loan_tokens')
    .select(['token', 'valid_until'])
    .where('person_id', '=', personId)
    .where('valid_until', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
