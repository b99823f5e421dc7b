import { CIRCULATION_CODES, type CirculationCode } from './circulation-errors.ts';

export interface HoldCopyFacts {
  status: string;
  circulates: boolean;
}

export interface HoldFacts {
  /** Copies of the title at the chosen library that match volume, tome, part and material. */
  copies: readonly HoldCopyFacts[];
  patronBlocked: boolean;
  activeHolds: number;
  holdLimit: number;
  alreadyHoldsTitle: boolean;
  hasTitleOnLoan: boolean;
}

/** Copy statuses a hold can wait for: the copy will come back to the shelf. */
const HOLDABLE_STATUSES = new Set(['on_loan', 'on_hold_shelf', 'in_transit', 'available']);

/**
 * Why a hold may not be placed, or null. A hold waits for a copy that circulates; it cannot be placed
 * while one is on the shelf (000 §5: "cannot be placed while copies are still available for loan").
 */
export function holdRefusal(facts: HoldFacts): CirculationCode | null {
  if (facts.patronBlocked) return CIRCULATION_CODES.patronBlocked;
  const holdable = facts.copies.filter((copy) => copy.circulates && HOLDABLE_STATUSES.has(copy.status));
  if (holdable.length === 0) return CIRCULATION_CODES.noCopyAllowsHold;
  if (holdable.some((copy) => copy.status === 'available')) return CIRCULATION_CODES.copyAvailable;
  if (facts.alreadyHoldsTitle) return CIRCULATION_CODES.holdAlreadyPlaced;
  if (facts.hasTitleOnLoan) return CIRCULATION_CODES.titleAlreadyOnLoan;
  if (facts.activeHolds >= facts.holdLimit) return CIRCULATION_CODES.holdLimitReached;
  return null;
}
