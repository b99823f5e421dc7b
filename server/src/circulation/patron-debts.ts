import type { PendingDebt } from '@estante/contracts';
import { lateFineCents } from '@estante/core';
import { presentAccruingFine, presentDebt } from './circulation.presenter.ts';
import { findPersonById, openLoans, pendingDebts, policyFor } from './circulation.repository.ts';
import type { CirculationServices } from './circulation-services.ts';

/**
 * GET /emprestimo/debitos-pendentes: the debts not yet paid in full, then the fine each open overdue loan accrues
 * (em_curso), worked out with the check-in's own rule (lateFineCents, the loan's policy) on the app's clock, so the
 * amount is the one the desk would charge if the copy came back now.
 */
export async function pendingDebtsWithAccruingFines(
  services: CirculationServices,
  personId: number,
): Promise<PendingDebt[]> {
  const { db } = services;
  const now = services.now();
  const owed = (await pendingDebts(db, personId)).map(presentDebt);
  const person = await findPersonById(db, personId);
  const accruing: PendingDebt[] = [];
  for (const loan of await openLoans(db, personId)) {
    const policy = await policyFor(db, person?.category_code ?? '', loan.loan_type_code);
    const fineCents = lateFineCents(loan.due_date, now, policy.finePerDayCents);
    if (fineCents > 0) accruing.push(presentAccruingFine(loan, fineCents, now));
  }
  return [...owed, ...accruing];
}
