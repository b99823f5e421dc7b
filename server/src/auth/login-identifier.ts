/**
 * The one spelling of a login identifier used for throttle keys: Unicode compatibility form, spaces trimmed and
 * collapsed, case folded, and a tax id (CPF) reduced to its digits, as `findLoginsForUserCode` reads it. Without it,
 * `123.456.789-09`, `12345678909` and `123 456 789 09` were three counters for one account (issue 27, finding 2).
 */
export function normaliseLoginIdentifier(identifier: string): string {
  const folded = identifier.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  const compact = folded.replace(/[.\-\s]/g, '');
  return /^\d+$/.test(compact) ? compact : folded;
}
