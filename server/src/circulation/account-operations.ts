import crypto from 'node:crypto';
import {
  CIRCULATION_CODES,
  CirculationRefusal,
  calendarDate,
  debtBalanceCents,
  InvalidInputError,
  isCalendarDate,
  NotFoundError,
} from '@estante/core';
import type { Kysely } from 'kysely';
import { inTransaction, lockPerson } from '../database/row-locks.ts';
import type { Database } from '../database/schema.ts';
import {
  deleteLoanTokensOf,
  findDebt,
  findDebtPerson,
  findSuspension,
  findValidLoanToken,
  insertDebtWaiver,
  insertLoanToken,
  insertSuspension,
  loanTokenExists,
  setDebtDiscount,
  setDebtPaid,
  setSuspensionLifted,
} from './account-operations.repository.ts';
import { findPersonByLogin } from './circulation.repository.ts';
import type { CirculationServices } from './circulation-services.ts';

/** Staff receive a payment towards a debt; a payment larger than what is owed is refused. */
export async function receivePayment(services: CirculationServices, debtId: number, amountCents: number) {
  const { db, dialect } = services;
  if (!Number.isInteger(amountCents) || amountCents <= 0) throw new CirculationRefusal(CIRCULATION_CODES.invalidAmount);
  const debt = await findDebtPerson(db, debtId);
  if (!debt) throw new NotFoundError('debt');
  return inTransaction(db, async (trx) => {
    await lockPerson(trx, dialect, debt.person_id);
    const row = await findDebt(trx, debtId);
    const balance = debtBalanceCents({
      amountCents: row.amount_cents,
      discountCents: row.discount_cents,
      paidCents: row.paid_cents,
    });
    if (balance === 0) throw new CirculationRefusal(CIRCULATION_CODES.nothingToPay);
    if (amountCents > balance) throw new CirculationRefusal(CIRCULATION_CODES.invalidAmount, { saldo: balance });
    await setDebtPaid(trx, debtId, row.paid_cents + amountCents, services.now().toISOString());
    const after = await findDebt(trx, debtId);
    return { debtId, paidCents: row.paid_cents + amountCents, balanceCents: balance - amountCents, before: row, after };
  });
}

/**
 * Staff waive what a patron owes on a debt, in part (`amountCents`) or whole (the balance, when omitted), with a
 * reason: its own operation, kept in `debt_waivers` with who waived and when, apart from payments (the money the
 * library received). The debt's discount grows by the amount, so every balance rule sees it.
 */
export async function waiveDebt(
  services: CirculationServices,
  debtId: number,
  input: { reason: string; amountCents?: number; staffPersonId: number | null },
) {
  const { db, dialect } = services;
  const reason = input.reason.trim();
  if (reason === '') throw new CirculationRefusal(CIRCULATION_CODES.waiverReasonRequired);
  if (input.amountCents !== undefined && (!Number.isInteger(input.amountCents) || input.amountCents <= 0))
    throw new CirculationRefusal(CIRCULATION_CODES.invalidAmount);
  const debt = await findDebtPerson(db, debtId);
  if (!debt) throw new NotFoundError('debt');
  return inTransaction(db, async (trx) => {
    await lockPerson(trx, dialect, debt.person_id);
    const before = await findDebt(trx, debtId);
    const balance = debtBalanceCents({
      amountCents: before.amount_cents,
      discountCents: before.discount_cents,
      paidCents: before.paid_cents,
    });
    if (balance === 0) throw new CirculationRefusal(CIRCULATION_CODES.nothingToPay);
    const amount = input.amountCents ?? balance;
    if (amount > balance) throw new CirculationRefusal(CIRCULATION_CODES.invalidAmount, { saldo: balance });
    const at = services.now().toISOString();
    const waiverId = await insertDebtWaiver(trx, {
      debtId,
      amountCents: amount,
      reason,
      waivedBy: input.staffPersonId,
      createdAt: at,
    });
    await setDebtDiscount(trx, debtId, before.discount_cents + amount);
    const after = await findDebt(trx, debtId);
    return { waiverId, debtId, waivedCents: amount, balanceCents: balance - amount, before, after };
  });
}

/** Staff suspend a patron's right to borrow, from today until `endsOn` (or until lifted when null). */
export async function addSuspension(
  services: CirculationServices,
  input: { login: string; reason: string; endsOn: string | null; startsOn?: string },
) {
  const { db } = services;
  const person = await findPersonByLogin(db, input.login);
  if (!person) throw new NotFoundError('patron');
  const startsOn = input.startsOn ?? calendarDate(services.now());
  if (!isCalendarDate(startsOn) || (input.endsOn !== null && !isCalendarDate(input.endsOn)))
    throw new InvalidInputError('DataInvalida');
  if (input.endsOn !== null && input.endsOn < startsOn) throw new CirculationRefusal(CIRCULATION_CODES.startAfterEnd);
  if (input.reason.trim() === '') throw new InvalidInputError('CampoObrigatorioNaoPreenchido');
  const id = await insertSuspension(db, {
    personId: person.id,
    reason: input.reason.trim(),
    startsOn,
    endsOn: input.endsOn,
  });
  return { suspensionId: id, personId: person.id, after: await findSuspension(db, id) };
}

export async function liftSuspension(services: CirculationServices, suspensionId: number) {
  const before = await findSuspension(services.db, suspensionId);
  if ((await setSuspensionLifted(services.db, suspensionId, services.now().toISOString())) === 0)
    throw new NotFoundError('suspension');
  return { suspensionId, before, after: await findSuspension(services.db, suspensionId) };
}

/** How long a loan token lets the patron (or someone they give it to) borrow at a self-service kiosk. */
export const LOAN_TOKEN_MINUTES = 120;

/** POST /emprestimo/token: a fresh 6-digit token (kiosks have a numeric keypad); earlier ones stop working. */
export async function issueLoanToken(services: CirculationServices, personId: number) {
  const { db } = services;
  const now = services.now();
  return inTransaction(db, async (trx) => {
    await deleteLoanTokensOf(trx, personId);
    // Tokens are unique among the valid ones; retry the rare collision with another patron's token.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const token = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      if (await loanTokenExists(trx, token)) continue;
      const validUntil = new Date(now.getTime() + LOAN_TOKEN_MINUTES * 60_000).toISOString();
      await insertLoanToken(trx, { personId, token, validUntil, createdAt: now.toISOString() });
      return { token, validUntil };
    }
    throw new Error('could not draw a free loan token');
  });
}

/** GET /emprestimo/token: the patron's token while it is valid. */
export async function currentLoanToken(db: Kysely<Database>, personId: number, now: Date) {
  const row = await findValidLoanToken(db, personId, now.toISOString());
  return row ? { token: row.token, validUntil: row.valid_until } : null;
}
