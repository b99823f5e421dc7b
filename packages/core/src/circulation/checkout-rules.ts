import { CIRCULATION_CODES, type CirculationCode } from './circulation-errors.ts';

export interface CheckoutFacts {
  copyStatus: string;
  circulates: boolean;
  /** The patron a released hold keeps this copy for, if any. */
  reservedForPersonId: number | null;
  personId: number;
  patronBlocked: boolean;
  /** The patron took a no-debts declaration for the copy's library and is no longer its member. */
  removedFromLibrary: boolean;
  openLoans: number;
  loanLimit: number;
}

/** Why a copy may not be lent to a patron at the desk, or null. */
export function checkoutRefusal(facts: CheckoutFacts): CirculationCode | null {
  if (!facts.circulates) return CIRCULATION_CODES.copyDoesNotCirculate;
  if (facts.copyStatus === 'on_hold_shelf') {
    if (facts.reservedForPersonId !== facts.personId) return CIRCULATION_CODES.copyReservedForAnother;
  } else if (facts.copyStatus === 'in_transit') return CIRCULATION_CODES.copyInTransit;
  else if (facts.copyStatus !== 'available') return CIRCULATION_CODES.copyNotAvailable;
  if (facts.removedFromLibrary) return CIRCULATION_CODES.removedFromLibrary;
  if (facts.patronBlocked) return CIRCULATION_CODES.patronBlocked;
  if (facts.openLoans >= facts.loanLimit) return CIRCULATION_CODES.loanLimitReached;
  return null;
}

/** What a patron still owes on one debt, in cents (never negative). */
export function debtBalanceCents(debt: { amountCents: number; discountCents: number; paidCents: number }): number {
  return Math.max(0, debt.amountCents - debt.discountCents - debt.paidCents);
}
