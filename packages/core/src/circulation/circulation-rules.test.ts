import { describe, expect, it } from 'vitest';
import { checkoutRefusal, debtBalanceCents } from './checkout-rules.ts';
import { addDays, daysLate, dueDateFrom, isCalendarDate, lateFineCents } from './circulation-dates.ts';
import { CIRCULATION_CODES } from './circulation-errors.ts';
import { holdRefusal } from './hold-rules.ts';
import { FALLBACK_POLICY, type LoanPolicy, resolveLoanPolicy } from './loan-policy.ts';
import { canMoveLoanRequest, LOAN_REQUEST_CODES, loanRequestRefusal } from './loan-request-rules.ts';
import { renewalRefusal } from './renewal-rules.ts';

const policy = (patch: Partial<LoanPolicy>): LoanPolicy => ({ ...FALLBACK_POLICY, ...patch });

describe('loan policy resolution', () => {
  const policies = [
    policy({ loanDays: 14 }),
    policy({ patronCategory: '04', loanDays: 30 }),
    policy({ loanType: 'DVD', loanDays: 3 }),
    policy({ patronCategory: '04', loanType: 'DVD', loanDays: 5 }),
  ];
  it('prefers category and loan type, then loan type, then category, then the default row', () => {
    expect(resolveLoanPolicy(policies, '04', 'DVD').loanDays).toBe(5);
    expect(resolveLoanPolicy(policies, '01', 'DVD').loanDays).toBe(3);
    expect(resolveLoanPolicy(policies, '04', 'LIVRO').loanDays).toBe(30);
    expect(resolveLoanPolicy(policies, '01', null).loanDays).toBe(14);
  });
  it('falls back to the built-in policy when the library configured none that applies', () => {
    expect(resolveLoanPolicy([policy({ patronCategory: '04' })], '01', 'LIVRO')).toBe(FALLBACK_POLICY);
  });
});

describe('circulation dates and fines', () => {
  it('adds loan days and moves a Sunday due date to Monday', () => {
    // 2026-11-23 is a Monday: +14 is Monday 12-07; +6 is Sunday 11-29, moved to Monday 11-30.
    expect(dueDateFrom(new Date('2026-11-23T15:00:00Z'), 14)).toBe('2026-12-07');
    expect(dueDateFrom(new Date('2026-11-23T15:00:00Z'), 6)).toBe('2026-11-30');
  });
  it('counts whole days late and charges the daily fine for each', () => {
    expect(daysLate('2026-11-20', new Date('2026-11-20T23:59:00Z'))).toBe(0);
    expect(daysLate('2026-11-20', new Date('2026-11-23T08:00:00Z'))).toBe(3);
    expect(lateFineCents('2026-11-20', new Date('2026-11-23T08:00:00Z'), 150)).toBe(450);
    expect(lateFineCents('2026-11-25', new Date('2026-11-23T08:00:00Z'), 150)).toBe(0);
    // Amounts worked out by hand: one second past midnight is a whole day; December 15 to January 24 is 40 days.
    expect(lateFineCents('2026-11-16', new Date('2026-11-17T00:00:01Z'), 250)).toBe(250);
    expect(lateFineCents('2026-12-15', new Date('2027-01-24T18:00:00Z'), 150)).toBe(6000);
    expect(lateFineCents('2028-02-28', new Date('2028-03-01T12:00:00Z'), 175)).toBe(350);
  });
  it('crosses month and year ends and validates calendar dates', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('29/02/2028')).toBe(false);
  });
});

describe('renewal eligibility', () => {
  const base = {
    dueDate: '2026-11-30',
    renewalCount: 0,
    policy: policy({ renewalLimit: 2 }),
    patronBlocked: false,
    heldByAnotherPatron: false,
    now: new Date('2026-11-23T10:00:00Z'),
  };
  it('allows a renewal within the limit', () => {
    expect(renewalRefusal(base)).toBeNull();
    expect(renewalRefusal({ ...base, renewalCount: 1 })).toBeNull();
  });
  it('refuses at the limit, when another patron holds the title, and for a blocked patron', () => {
    expect(renewalRefusal({ ...base, renewalCount: 2 })).toBe(CIRCULATION_CODES.renewalLimitReached);
    expect(renewalRefusal({ ...base, heldByAnotherPatron: true })).toBe(CIRCULATION_CODES.reservedByAnotherUser);
    expect(renewalRefusal({ ...base, patronBlocked: true, heldByAnotherPatron: true })).toBe(
      CIRCULATION_CODES.patronBlocked,
    );
  });
  it('refuses an overdue loan unless the policy allows renewing overdue items', () => {
    const overdue = { ...base, dueDate: '2026-11-20' };
    expect(renewalRefusal(overdue)).toBe(CIRCULATION_CODES.loanOverdue);
    expect(renewalRefusal({ ...overdue, policy: policy({ renewOverdue: true }) })).toBeNull();
  });
});

describe('hold placement', () => {
  const onLoan = { status: 'on_loan', circulates: true };
  const base = {
    copies: [onLoan],
    patronBlocked: false,
    activeHolds: 0,
    holdLimit: 2,
    alreadyHoldsTitle: false,
    hasTitleOnLoan: false,
  };
  it('accepts a hold when every circulating copy is out', () => {
    expect(holdRefusal(base)).toBeNull();
  });
  it('refuses while a copy is on the shelf, and when no copy circulates', () => {
    expect(holdRefusal({ ...base, copies: [onLoan, { status: 'available', circulates: true }] })).toBe(
      CIRCULATION_CODES.copyAvailable,
    );
    expect(holdRefusal({ ...base, copies: [{ status: 'available', circulates: false }] })).toBe(
      CIRCULATION_CODES.noCopyAllowsHold,
    );
    expect(holdRefusal({ ...base, copies: [{ status: 'lost', circulates: true }] })).toBe(
      CIRCULATION_CODES.noCopyAllowsHold,
    );
  });
  it('refuses duplicates, titles on loan to the patron, the limit and blocked patrons', () => {
    expect(holdRefusal({ ...base, alreadyHoldsTitle: true })).toBe(CIRCULATION_CODES.holdAlreadyPlaced);
    expect(holdRefusal({ ...base, hasTitleOnLoan: true })).toBe(CIRCULATION_CODES.titleAlreadyOnLoan);
    expect(holdRefusal({ ...base, activeHolds: 2 })).toBe(CIRCULATION_CODES.holdLimitReached);
    expect(holdRefusal({ ...base, patronBlocked: true })).toBe(CIRCULATION_CODES.patronBlocked);
  });
});

describe('check-out at the desk', () => {
  const base = {
    copyStatus: 'available',
    circulates: true,
    reservedForPersonId: null,
    personId: 7,
    patronBlocked: false,
    removedFromLibrary: false,
    openLoans: 0,
    loanLimit: 1,
  };
  it('lends an available copy, or one on the hold shelf to the patron it waits for', () => {
    expect(checkoutRefusal(base)).toBeNull();
    expect(checkoutRefusal({ ...base, copyStatus: 'on_hold_shelf', reservedForPersonId: 7 })).toBeNull();
  });
  it('refuses a copy kept for someone else, one on loan, one that does not circulate, and over the limit', () => {
    expect(checkoutRefusal({ ...base, copyStatus: 'on_hold_shelf', reservedForPersonId: 8 })).toBe(
      CIRCULATION_CODES.copyReservedForAnother,
    );
    expect(checkoutRefusal({ ...base, copyStatus: 'on_loan' })).toBe(CIRCULATION_CODES.copyNotAvailable);
    expect(checkoutRefusal({ ...base, copyStatus: 'in_transit' })).toBe('ExemplarEmTransito');
    expect(checkoutRefusal({ ...base, circulates: false })).toBe(CIRCULATION_CODES.copyDoesNotCirculate);
    expect(checkoutRefusal({ ...base, openLoans: 1 })).toBe(CIRCULATION_CODES.loanLimitReached);
    expect(checkoutRefusal({ ...base, removedFromLibrary: true })).toBe(CIRCULATION_CODES.removedFromLibrary);
  });
  it('computes what is still owed on a debt', () => {
    expect(debtBalanceCents({ amountCents: 2250, discountCents: 250, paidCents: 1000 })).toBe(1000);
    expect(debtBalanceCents({ amountCents: 500, discountCents: 0, paidCents: 600 })).toBe(0);
  });
});

describe('loan requests', () => {
  const base = {
    patronBlocked: false,
    openRequests: 0,
    requestLimit: 2,
    duplicate: false,
    availableCopies: 2,
    openRequestsForTitle: 1,
  };
  it('accepts while a copy is left unrequested, and refuses in the spec’s cases', () => {
    expect(loanRequestRefusal(base)).toBeNull();
    expect(loanRequestRefusal({ ...base, openRequests: 2 })).toBe(LOAN_REQUEST_CODES.limitExceeded);
    expect(loanRequestRefusal({ ...base, duplicate: true })).toBe(LOAN_REQUEST_CODES.duplicate);
    expect(loanRequestRefusal({ ...base, availableCopies: 0, openRequestsForTitle: 0 })).toBe(
      LOAN_REQUEST_CODES.noCopiesAvailable,
    );
    expect(loanRequestRefusal({ ...base, openRequestsForTitle: 2 })).toBe(LOAN_REQUEST_CODES.allCopiesRequested);
  });
  it('moves waiting → in transit → available → finished, and cancels only open requests', () => {
    expect(canMoveLoanRequest('waiting', 'in_transit')).toBe(true);
    expect(canMoveLoanRequest('in_transit', 'available')).toBe(true);
    expect(canMoveLoanRequest('available', 'finished')).toBe(true);
    expect(canMoveLoanRequest('waiting', 'finished')).toBe(false);
    expect(canMoveLoanRequest('finished', 'cancelled')).toBe(false);
    expect(canMoveLoanRequest('available', 'cancelled')).toBe(true);
  });
});
