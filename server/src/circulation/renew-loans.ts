import {
  CIRCULATION_CODES,
  type CirculationCode,
  CirculationRefusal,
  calendarDate,
  dueDateFrom,
  renewalRefusal,
} from '@estante/core';
import { inTransaction, lockLoan, lockPerson, lockRecord } from '../database/row-locks.ts';
import type { RenewalChannel } from '../database/schema.ts';
import {
  findPatronLoanCopy,
  findPersonById,
  isPatronBlocked,
  otherQueuedHolds,
  policyFor,
  renewOpenLoan,
} from './circulation.repository.ts';
import type { CirculationServices } from './circulation-services.ts';
import { openDayAt } from './library-calendar.ts';

export interface RenewalOutcome {
  loanId: number;
  renewed: boolean;
  code: CirculationCode | null;
  dueDate: string | null;
  renewalCount: number | null;
  renewalLimit: number | null;
}

/**
 * Renews each of the patron's loans in its own transaction: one refusal (a hold by someone else) does
 * not undo the others. The title's row is locked first, so a renewal and a hold placement or a
 * check-in of the same title never interleave, and two clicks on Renew count as two renewals at most
 * up to the limit, never past it. Each renewal is logged (loan_renewals) in its transaction, with who renewed:
 * the patron online or staff at the desk.
 */
export async function renewLoans(
  services: CirculationServices,
  personId: number,
  loanIds: readonly number[],
  by: RenewalChannel = 'patron',
): Promise<RenewalOutcome[]> {
  if (loanIds.length === 0) throw new CirculationRefusal(CIRCULATION_CODES.selectItemToRenew);
  const outcomes: RenewalOutcome[] = [];
  for (const loanId of [...new Set(loanIds)]) outcomes.push(await renewOne(services, personId, loanId, by));
  return outcomes;
}

async function renewOne(
  services: CirculationServices,
  personId: number,
  loanId: number,
  by: RenewalChannel,
): Promise<RenewalOutcome> {
  const { db, dialect } = services;
  const refused = (code: CirculationCode, loan?: { due_date: string; renewal_count: number }, limit?: number) => ({
    loanId,
    renewed: false,
    code,
    dueDate: loan?.due_date ?? null,
    renewalCount: loan?.renewal_count ?? null,
    renewalLimit: limit ?? null,
  });
  return inTransaction(db, async (trx) => {
    const target = await findPatronLoanCopy(trx, loanId, personId);
    if (!target) return refused(CIRCULATION_CODES.loanNotFound);
    await lockRecord(trx, dialect, target.record_id);
    await lockPerson(trx, dialect, personId);
    const loan = await lockLoan(trx, dialect, loanId);
    if (!loan || loan.returned_at !== null) return refused(CIRCULATION_CODES.loanNotFound);
    const person = await findPersonById(trx, personId);
    const policy = await policyFor(trx, person?.category_code ?? '', target.loan_type_code);
    const now = services.now();
    const code = renewalRefusal({
      dueDate: loan.due_date,
      renewalCount: loan.renewal_count,
      policy,
      patronBlocked: await isPatronBlocked(trx, personId, now),
      heldByAnotherPatron:
        (await otherQueuedHolds(trx, target.record_id, loan.library_id, personId, calendarDate(now))) > 0,
      now,
    });
    if (code) return refused(code, loan, policy.renewalLimit);
    // A due date never moves earlier: renewing early keeps the later of the two dates.
    const fresh = await openDayAt(trx, loan.library_id, dueDateFrom(now, policy.loanDays));
    const dueDate = fresh.localeCompare(loan.due_date) > 0 ? fresh : loan.due_date;
    const renewed = await renewOpenLoan(trx, {
      loanId,
      libraryId: loan.library_id,
      renewalCount: loan.renewal_count,
      dueDate,
      at: now,
      by,
    });
    // The guard in renewOpenLoan is belt and braces: under the record lock no other renewal can have slipped in.
    if (!renewed) return refused(CIRCULATION_CODES.renewalLimitReached, loan);
    return {
      loanId,
      renewed: true,
      code: null,
      dueDate,
      renewalCount: loan.renewal_count + 1,
      renewalLimit: policy.renewalLimit,
    };
  });
}
