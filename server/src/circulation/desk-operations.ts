import {
  CIRCULATION_CODES,
  CirculationRefusal,
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
import { type CopyRouting, closeQueueGap, releaseCopy } from './hold-queue.ts';
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
    return {
      loanId: id,
      dueDate,
      personId: patron.id,
      copyId: copy.id,
      title: copy.title,
      barcode: copy.barcode,
      copyStatusBefore: copy.status,
      loan: { id, copy_id: copy.id, person_id: patron.id, loaned_at: loanedAt.toISOString(), due_date: dueDate },
      holdFulfilled: ownHold?.id ?? null,
    };
  });
}

/** What a check-in did, for the desk to say (docs/staff-desk.md, "Check-in and the trap"). */
export interface CheckInResult {
  loanId: number;
  personId: number;
  copyId: number;
  recordId: number;
  title: string;
  barcode: string | null;
  fineCents: number;
  debtId: number | null;
  heldForPersonId: number | null;
  routing: CopyRouting;
  /** The rows before and after, for the staff audit trail. */
  audit: { before: unknown; after: unknown };
}

/**
 * Staff take a copy back: the loan closes, a late return becomes a fine (a debt), and the copy goes to
 * the first patron in the title's hold queue (trapped: on the holds shelf, or in transit to the hold's pickup
 * library), who is told by e-mail once it is ready. Two desks checking in one copy at once: the second finds no
 * open loan under the title's lock and is refused (ExemplarNaoEmprestado), so the queue moves once.
 */
export async function checkIn(services: CirculationServices, reference: CopyReference): Promise<CheckInResult> {
  const { db, dialect } = services;
  const now = services.now();
  const found = await requireCopy(services, reference);
  const result = await inTransaction(db, async (trx) => {
    await lockRecord(trx, dialect, found.record_id);
    const open = await findOpenLoanOfCopy(trx, found.id);
    if (!open) {
      const copy = (await findCopy(trx, { id: found.id }))!;
      throw new CirculationRefusal(
        copy.status === 'in_transit' ? CIRCULATION_CODES.copyInTransit : CIRCULATION_CODES.copyNotOnLoan,
      );
    }
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
    // The desk checking the copy in stands at the copy's own library (the loan's library).
    const routing = await releaseCopy(trx, found.id, now);
    const copyAfter = (await findCopy(trx, { id: found.id }))!;
    const audit = {
      before: { emprestimo: loan, exemplar: { id: found.id, status: 'on_loan' } },
      after: {
        emprestimo: { ...loan, returned_at: stamp, fine_cents: fineCents },
        exemplar: { id: found.id, status: copyAfter.status },
        cod_debito: debtId,
        reserva: routing.hold,
      },
    };
    return { loanId: loan.id, personId: loan.person_id, fineCents, debtId, routing, audit };
  });
  if (result.routing.notice) await sendHoldReleasedMail(services, result.routing.notice);
  return {
    ...result,
    copyId: found.id,
    recordId: found.record_id,
    title: found.title,
    barcode: found.barcode,
    heldForPersonId: result.routing.hold?.personId ?? null,
  };
}
