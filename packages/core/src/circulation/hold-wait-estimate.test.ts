import { describe, expect, it } from 'vitest';
import { ANY_DESIGNATION } from './hold-rules.ts';
import { estimateHoldWait, type QueuedHold, type WaitCopy, type WaitEstimateInput } from './hold-wait-estimate.ts';

// Wednesday 25 November 2026: every expected day below is counted by hand from it.
const now = new Date('2026-11-25T10:00:00Z');

const copy = (patch: Partial<WaitCopy>): WaitCopy => ({
  volume: null,
  tome: null,
  part: null,
  material: null,
  status: 'on_loan',
  travelsForHold: false,
  dueDate: '2026-12-01',
  renewalCount: 0,
  loanDays: 14,
  renewalLimit: 2,
  ...patch,
});
const hold = (patch: Partial<QueuedHold> = {}): QueuedHold => ({ ...ANY_DESIGNATION, resumesOn: null, ...patch });

const input = (patch: Partial<WaitEstimateInput>): WaitEstimateInput => ({
  now,
  copies: [copy({})],
  ahead: [],
  hold: hold(),
  observed: { daysLate: 0, renewalShare: 0 },
  ...patch,
});

const expected = (patch: Partial<WaitEstimateInput>) => {
  const estimate = estimateHoldWait(input(patch));
  return estimate && [estimate.expectedOn, estimate.days];
};

describe('estimated wait for a hold', () => {
  it('first in the queue: the due date of the copy', () => {
    expect(estimateHoldWait(input({}))).toEqual({
      expectedOn: '2026-12-01',
      days: 6,
      copiesCounted: 1,
      holdsAhead: 0,
      countsRenewals: false,
    });
  });

  it('behind one patron: the due date plus their loan period (they cannot renew while you wait)', () => {
    expect(expected({ ahead: [hold()] })).toEqual(['2026-12-15', 20]);
  });

  it('two copies and two patrons ahead: the first copy comes round again first', () => {
    // 12-01 copy A to the 1st, back 12-15; 12-10 copy B to the 2nd, back 12-24; 12-15 copy A to you.
    const estimate = estimateHoldWait(
      input({ copies: [copy({}), copy({ dueDate: '2026-12-10' })], ahead: [hold(), hold()] }),
    );
    expect(estimate).toMatchObject({ expectedOn: '2026-12-15', days: 20, copiesCounted: 2, holdsAhead: 2 });
  });

  it("adds the library's observed lateness to every return, and never expects a copy before today", () => {
    // 12-01 + 2 late = 12-03 to the patron ahead; 12-03 + 14 + 2 = 12-19.
    expect(expected({ ahead: [hold()], observed: { daysLate: 2.4, renewalShare: 0 } })).toEqual(['2026-12-19', 24]);
    expect(expected({ copies: [copy({ dueDate: '2026-11-20' })], observed: { daysLate: 2, renewalShare: 0 } })).toEqual(
      ['2026-11-25', 0],
    );
  });

  it('counts copies kept on the hold shelf for someone else, and copies travelling', () => {
    expect(expected({ copies: [copy({ status: 'on_hold_shelf', dueDate: null, loanDays: 7 })] })).toEqual([
      '2026-12-02',
      7,
    ]);
    // Travelling home: free when it arrives (today, as the days on the road are not known).
    expect(expected({ copies: [copy({ status: 'in_transit', dueDate: null })] })).toEqual(['2026-11-25', 0]);
  });

  it("does not count a copy travelling to another patron's hold as free: they borrow it first", () => {
    // They collect it today (11-25) and keep it 7 days plus 1 day late: back 12-03.
    const travelling = copy({ status: 'in_transit', travelsForHold: true, dueDate: null, loanDays: 7 });
    expect(expected({ copies: [travelling], observed: { daysLate: 1, renewalShare: 0 } })).toEqual(['2026-12-03', 8]);
    // Behind one patron, with a copy due 12-01 as well: the loaned copy, back 12-01, goes to the patron ahead; the
    // travelling copy, back 12-02 (7 days from today), is this hold's. Counted free, it would go ahead on 11-25.
    expect(expected({ copies: [travelling, copy({})], ahead: [hold()] })).toEqual(['2026-12-02', 7]);
  });

  it('follows volumes: a patron ahead waiting for another volume does not delay you', () => {
    const copies = [copy({ volume: '1' }), copy({ volume: '2', dueDate: '2026-12-20' })];
    // Any volume: volume 1 goes to the patron ahead on 12-01 and comes back 12-15, before volume 2 (12-20).
    expect(expected({ copies, ahead: [hold({ volume: '1' })] })).toEqual(['2026-12-15', 20]);
    const volume2 = estimateHoldWait(input({ copies, ahead: [hold({ volume: '1' })], hold: hold({ volume: '2' }) }));
    expect(volume2).toMatchObject({ expectedOn: '2026-12-20', days: 25, copiesCounted: 1, holdsAhead: 0 });
    expect(estimateHoldWait(input({ copies, hold: hold({ volume: '3' }) }))).toBeNull();
  });

  it('skips suspended holds ahead, as the queue does', () => {
    expect(expected({ ahead: [hold({ resumesOn: '2026-12-10' })] })).toEqual(['2026-12-01', 6]);
    // Resumed by the due date: it takes the copy first.
    expect(expected({ ahead: [hold({ resumesOn: '2026-12-01' })] })).toEqual(['2026-12-15', 20]);
  });

  it('a suspended hold: the copy waits on the shelf, or is renewed where most loans are', () => {
    const suspended = hold({ resumesOn: '2026-12-10' });
    expect(estimateHoldWait(input({ hold: suspended, observed: { daysLate: 0, renewalShare: 0.2 } }))).toMatchObject({
      expectedOn: '2026-12-10',
      days: 15,
      countsRenewals: false,
    });
    // Renewed on its due date 12-01 for 14 days: back 12-15.
    expect(estimateHoldWait(input({ hold: suspended, observed: { daysLate: 0, renewalShare: 0.6 } }))).toMatchObject({
      expectedOn: '2026-12-15',
      days: 20,
      countsRenewals: true,
    });
    // No renewal left on the loan: it comes back and waits on the shelf.
    expect(
      expected({
        copies: [copy({ renewalCount: 2 })],
        hold: suspended,
        observed: { daysLate: 0, renewalShare: 0.6 },
      }),
    ).toEqual(['2026-12-10', 15]);
  });
});
