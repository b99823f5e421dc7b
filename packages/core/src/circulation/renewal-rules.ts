import { daysLate } from './circulation-dates.ts';
import { CIRCULATION_CODES, type CirculationCode } from './circulation-errors.ts';
import type { LoanPolicy } from './loan-policy.ts';

export interface RenewalFacts {
  dueDate: string;
  renewalCount: number;
  policy: LoanPolicy;
  /** Suspended, flagged blocked, or owing money to the library. */
  patronBlocked: boolean;
  /** Another patron waits in a hold queue for this title at this library. */
  heldByAnotherPatron: boolean;
  now: Date;
}

/**
 * Why a loan may not be renewed, or null when it may. Order follows what a patron can act on first:
 * a blocked patron, then a hold by someone else (000 §8), the renewal limit, an overdue item.
 */
export function renewalRefusal(facts: RenewalFacts): CirculationCode | null {
  if (facts.patronBlocked) return CIRCULATION_CODES.patronBlocked;
  if (facts.heldByAnotherPatron) return CIRCULATION_CODES.reservedByAnotherUser;
  if (facts.renewalCount >= facts.policy.renewalLimit) return CIRCULATION_CODES.renewalLimitReached;
  if (!facts.policy.renewOverdue && daysLate(facts.dueDate, facts.now) > 0) return CIRCULATION_CODES.loanOverdue;
  return null;
}
