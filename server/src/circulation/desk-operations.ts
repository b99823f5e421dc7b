import {
  CIRCULATION_CODES,
  CirculationRefusal,
  calendarDate,
  checkoutRefusal,
  dueDateFrom,
  lateFineCents,
  NotFoundError,
} from '@estante/core';
import { inTransaction, lockLoan, lockPerson, lockRecord } from '../database/row-locks.ts';
import {
  copyCirculates,
  findCopy,
  findPersonById,
  findPersonByLogin,
  isPatronBlocked,
  openLoans,
  policyFor,
} from './circulation.repository.ts';
import type { CirculationServices } from './circulation-services.ts';
import {
  findHoldReleasedWith,
  findOpenLoanOfCopy,
  findOwnActiveHold,
  insertLateFine,
  insertLoan,
  setCopyOnLoan,
  setHoldFulfilled,
  setLoanReturned,
} from './desk-operations.repository.ts';
import { sendHoldReleasedMail } from './hold-mail.ts';
import { closeQueueGap, type HoldReleasedNotice, releaseCopy } from './hold-queue.ts';
import { openDayAt } from './library-calendar.ts';

export interface CopyReference {
  copyId?: number;
  barcode?: string;
}

export interface CheckOutInput extends CopyReference {
  login: string;
  /** Offline circulation: when the loan really happened (the desk was down); never in the future. */
  loanedAt?: Date;
}

async function requireCopy(services: CirculationServices, reference: CopyReference) {
  const copy = await findCopy(services.db, { id: reference.copyId, barcode: reference.barcode });
  if (!copy) throw new NotFoundError('copy');
  return copy;
}

/** Staff lend a copy to a patron at the desk. A released hold for that patron is fulfilled by it. */
export async function checkOut(services: CirculationServices, input: CheckOutInput) {
  const { db, dialect } = services;
  const now = services.now();
  const loanedAt = input.loanedAt && input.loanedAt < now ? input.loanedAt : now;
  const patron = await findPersonByLogin(db, input.login);
  if (!patron) throw new NotFoundError('patron');
  const found = await requireCopy(services, input);
  return inTransaction(db, async (trx) => {
    await lockRecord(trx, dialect, found.record_id);
    await lockPerson(trx, dialect, patron.id);
    const copy = (await findCopy(trx, { id: found.id }))!;
    const heldFor = await findHoldReleasedWith(trx, copy.id);
    const policy = await policyFor(trx, patron.category_code, copy.loan_type_code);
    const refusal = checkoutRefusal({
      copyStatus: copy.status,
      circulates: copyCirculates(copy),
      reservedForPersonId: heldFor?.person_id ?? null,
      personId: patron.id,
      patronBlocked: await isPatronBlocked(trx, patron.id, now),
      removedFromLibrary: (JSON.parse(patron.removed_library_ids_json) as number[]).includes(copy.library_id),
      openLoans: (await openLoans(trx, patron.id)).length,
      loanLimit: policy.loanLimit,
    });
    if (refusal) throw new CirculationRefusal(refusal);
    const stamp = now.toISOString();
    // The patron's own hold on this title (released for this copy, or still queued) is now served.
    const ownHold = await findOwnActiveHold(trx, copy.record_id, patron.id);
    if (ownHold) {
      await setHoldFulfilled(trx, ownHold.id, copy.id);
      if (ownHold.status === 'queued' && ownHold.queue_position !== null)
        await closeQueueGap(trx, copy.record_id, ownHold.library_id, ownHold.queue_position);
    }
    // The due date never falls on a day the lending library is closed (docs/circulation.md, "Library calendar").
    const dueDate = await openDayAt(trx, copy.library_id, dueDateFrom(loanedAt, policy.loanDays));
    const id = await insertLoan(trx, {
      copyId: copy.id,
      personId: patron.id,
      libraryId: copy.library_id,
      loanedAt: loanedAt.toISOString(),
      dueDate,
    });
    await setCopyOnLoan(trx, copy.id, stamp);
    return { loanId: id, dueDate, personId: patron.id, copyId: copy.id };
  });
}

/**
 * Staff take a copy back: the loan closes, a late return becomes a fine (a debt), and the copy goes to
 * the first patron in the title's hold queue, who is told by e-mail.
 */
export async function checkIn(services: CirculationServices, reference: CopyReference) {
  const { db, dialect } = services;
  const now = services.now();
  const found = await requireCopy(services, reference);
  const result = await inTransaction(db, async (trx) => {
    await lockRecord(trx, dialect, found.record_id);
    const open = await findOpenLoanOfCopy(trx, found.id);
    if (!open) throw new CirculationRefusal(CIRCULATION_CODES.copyNotOnLoan);
    const loan = (await lockLoan(trx, dialect, open.id))!;
    const person = await findPersonById(trx, loan.person_id);
    const policy = await policyFor(trx, person?.category_code ?? '', found.loan_type_code);
    const fineCents = lateFineCents(loan.due_date, now, policy.finePerDayCents);
    const stamp = now.toISOString();
    await setLoanReturned(trx, loan.id, stamp, fineCents);
    let debtId: number | null = null;
    if (fineCents > 0) {
      const days = fineCents / Math.max(1, policy.finePerDayCents);
      debtId = await insertLateFine(trx, {
        personId: loan.person_id,
        libraryId: loan.library_id,
        loanId: loan.id,
        reason: `Devolução com ${days} dia${days === 1 ? '' : 's'} de atraso (vencimento ${loan.due_date})`,
        amountCents: fineCents,
        createdAt: stamp,
      });
    }
    const notice: HoldReleasedNotice | undefined = await releaseCopy(trx, found.id, now);
    return { loanId: loan.id, personId: loan.person_id, fineCents, debtId, returnedOn: calendarDate(now), notice };
  });
  if (result.notice) await sendHoldReleasedMail(services, result.notice);
  return {
    loanId: result.loanId,
    fineCents: result.fineCents,
    debtId: result.debtId,
    heldForPersonId: result.notice?.personId ?? null,
  };
}
