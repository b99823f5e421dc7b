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
  findValidLoanToken,
  insertLoanToken,
  insertSuspension,
  loanTokenExists,
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
    return { debtId, paidCents: row.paid_cents + amountCents, balanceCents: balance - amountCents };
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
  return { suspensionId: id, personId: person.id };
}

export async function liftSuspension(services: CirculationServices, suspensionId: number) {
  if ((await setSuspensionLifted(services.db, suspensionId, services.now().toISOString())) === 0)
    throw new NotFoundError('suspension');
  return { suspensionId };
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
