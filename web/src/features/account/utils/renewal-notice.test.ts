import { describe, expect, it } from 'vitest';
import { renewalNotice } from './renewal-notice.ts';

describe('renewalNotice', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it('says overdue once the server asks for the renewal, whatever the date', () => {
    expect(renewalNotice({ renovar: true, renovarAte: '2027-05-01' }, now)).toBe('overdue');
  });

  it('warns in the 30 days before the renewal date, and not earlier', () => {
    expect(renewalNotice({ renovar: false, renovarAte: '2026-12-26' }, now)).toBe('due');
    expect(renewalNotice({ renovar: false, renovarAte: '2026-11-27' }, now)).toBe('due');
    expect(renewalNotice({ renovar: false, renovarAte: '2026-12-27' }, now)).toBeNull();
    expect(renewalNotice({ renovar: false, renovarAte: '2027-11-26' }, now)).toBeNull();
  });

  it('shows nothing for a date it cannot read', () => {
    expect(renewalNotice({ renovar: false, renovarAte: 'amanhã' }, now)).toBeNull();
  });
});
