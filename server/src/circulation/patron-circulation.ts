import { calendarDate, renewalRefusal } from '@estante/core';
import { presentPendingTitle } from './circulation.presenter.ts';
import { findPersonById, isPatronBlocked, openLoans, otherQueuedHolds, policyFor } from './circulation.repository.ts';
import type { CirculationServices } from './circulation-services.ts';

/** GET /emprestimo/titulos-pendentes: open loans with due date, renewals, late flag and whether each may be renewed now. */
export async function pendingTitles(services: CirculationServices, personId: number, showDetails: boolean) {
  const { db } = services;
  const now = services.now();
  const person = await findPersonById(db, personId);
  const blocked = await isPatronBlocked(db, personId, now);
  const loans = await openLoans(db, personId);
  return Promise.all(
    loans.map(async (loan) => {
      const policy = await policyFor(db, person?.category_code ?? '', loan.loan_type_code);
      const refusal = renewalRefusal({
        dueDate: loan.due_date,
        renewalCount: loan.renewal_count,
        policy,
        patronBlocked: blocked,
        heldByAnotherPatron:
          (await otherQueuedHolds(db, loan.record_id, loan.library_id, personId, calendarDate(now))) > 0,
        now,
      });
      return presentPendingTitle(loan, policy, refusal, now, showDetails);
    }),
  );
}
