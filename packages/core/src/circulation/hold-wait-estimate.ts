import { addDays, calendarDate, daysBetween } from './circulation-dates.ts';
import { type CopyDesignation, copySatisfies, type WantedDesignation } from './hold-rules.ts';

/** A circulating copy at the hold's library, as the estimate sees it. */
export interface WaitCopy extends CopyDesignation {
  /** `on_loan`, `on_hold_shelf` (kept for a patron no longer in the queue), `in_transit` or `available`. */
  status: string;
  /**
   * In transit to fill a hold (a patron no longer in the queue collects it at their pickup library); false for a
   * copy travelling home, which is free when it arrives.
   */
  travelsForHold: boolean;
  /** Due date (YYYY-MM-DD) of the open loan, when on loan. */
  dueDate: string | null;
  /** Renewals the open loan has had (0 when not on loan). */
  renewalCount: number;
  /** Loan period and renewals of the copy's loan type (the library's policy for it). */
  loanDays: number;
  renewalLimit: number;
}

/** A hold in the library's queue: what it asks for, and the day a suspension ends (null: not suspended). */
export interface QueuedHold extends WantedDesignation {
  /** Suspended until this day (YYYY-MM-DD): it takes no copy before it, and takes copies again from it on. */
  resumesOn: string | null;
}

/** What this library's past loans say (the server reads them from its returned loans). */
export interface ObservedLending {
  /** Mean days late of returned loans (0 when on time or none returned). */
  daysLate: number;
  /** Renewals / (renewals + returns): how often a loan that came due was renewed rather than returned. */
  renewalShare: number;
}

export interface WaitEstimateInput {
  now: Date;
  /** Circulating copies of the title at the hold's library (lost and reference copies left out). */
  copies: readonly WaitCopy[];
  /** Active holds ahead of this one in the library's queue, in queue order. */
  ahead: readonly QueuedHold[];
  hold: QueuedHold;
  observed: ObservedLending;
}

export interface WaitEstimate {
  /** The day a copy is expected to be released to the hold. */
  expectedOn: string;
  /** Whole days from today (0: today). */
  days: number;
  /** Copies that can satisfy the hold, and holds ahead that ask for one of them. */
  copiesCounted: number;
  holdsAhead: number;
  /** Whether the estimate counts renewals (a loan coming due while no hold can take its copy). */
  countsRenewals: boolean;
}

interface CopyState {
  copy: WaitCopy;
  /** The day the copy is next expected free (returned, or on the shelf). */
  freeOn: string;
  /** Coming back from a loan that may be renewed (renewals left), rather than on the shelf. */
  loanRenewalsLeft: number | null;
}

/**
 * When a copy can be expected for a hold, by playing the queue forward with the rules the server applies:
 * a returned copy goes to the first hold of the queue that it satisfies and that is not suspended
 * (releaseCopy); that patron borrows it the day it is released and keeps it for the loan period plus the
 * library's observed lateness, without renewing (a loan cannot be renewed while another patron waits,
 * TituloReservadoOutroUsuario). A loan that comes due while no waiting hold can take its copy (every such
 * hold suspended) is renewed when most loans at this library are (observed renewal share ≥ 1/2) and renewals
 * are left; otherwise the copy waits on the shelf. Null when no copy can ever satisfy the hold.
 * docs/circulation.md "Estimated wait" explains the assumptions shown to the patron.
 */
export function estimateHoldWait(input: WaitEstimateInput): WaitEstimate | null {
  const today = calendarDate(input.now);
  const lateness = Math.max(0, Math.round(input.observed.daysLate));
  const renews = input.observed.renewalShare >= 0.5;
  // YYYY-MM-DD dates order as text.
  const later = (a: string, b: string) => (a > b ? a : b);
  const earlier = (a: string, b: string) => (a < b ? a : b);
  const mine = input.copies.filter((copy) => copySatisfies(input.hold, copy));
  if (mine.length === 0) return null;
  const states: CopyState[] = input.copies.map((copy) =>
    copy.status === 'on_loan' && copy.dueDate
      ? {
          copy,
          freeOn: later(today, addDays(copy.dueDate, lateness)),
          loanRenewalsLeft: copy.renewalLimit - copy.renewalCount,
        }
      : copy.status === 'on_hold_shelf' || (copy.status === 'in_transit' && copy.travelsForHold)
        ? // Kept for (or travelling to) a patron no longer queued: they collect it today and borrow it for a loan
          // period (the days on the road are not known).
          { copy, freeOn: addDays(today, copy.loanDays + lateness), loanRenewalsLeft: copy.renewalLimit }
        : { copy, freeOn: today, loanRenewalsLeft: null },
  );
  const queue = [...input.ahead.map((hold) => ({ hold, me: false })), { hold: input.hold, me: true }];
  const waiting = (copy: WaitCopy) => queue.filter((entry) => copySatisfies(entry.hold, copy));
  let countsRenewals = false;
  for (;;) {
    // The copy free soonest (ties: input order); a copy no waiting hold can use is out of the play.
    const live = states.filter((state) => queue.some((entry) => copySatisfies(entry.hold, state.copy)));
    if (!live.some((state) => copySatisfies(input.hold, state.copy))) return null;
    const next = live.reduce((soonest, state) => (state.freeOn < soonest.freeOn ? state : soonest));
    const day = next.freeOn;
    const takers = waiting(next.copy);
    const taker = takers.find((entry) => entry.hold.resumesOn === null || entry.hold.resumesOn <= day);
    if (taker?.me) {
      return {
        expectedOn: day,
        days: daysBetween(today, day),
        copiesCounted: mine.length,
        holdsAhead: input.ahead.filter((hold) => mine.some((copy) => copySatisfies(hold, copy))).length,
        countsRenewals,
      };
    }
    if (taker) {
      queue.splice(queue.indexOf(taker), 1);
      next.freeOn = addDays(day, next.copy.loanDays + lateness);
      next.loanRenewalsLeft = next.copy.renewalLimit;
      continue;
    }
    // Every hold that could take the copy is suspended on `day`: the borrower may renew (from the due date).
    if (renews && next.loanRenewalsLeft !== null && next.loanRenewalsLeft > 0) {
      next.loanRenewalsLeft -= 1;
      next.freeOn = addDays(day, next.copy.loanDays);
      countsRenewals = true;
      continue;
    }
    next.loanRenewalsLeft = null;
    const resumes = takers.map((entry) => entry.hold.resumesOn).filter((date): date is string => date !== null);
    next.freeOn = resumes.reduce(earlier);
  }
}
