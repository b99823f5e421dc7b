/** The reminder shows this many days before the registration renewal is due, and stays until the patron renews. */
export const RENEWAL_NOTICE_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * Which registration-renewal reminder a patron gets (GET /pessoas/renovar): `overdue` once the server says the
 * renewal is due, `due` in the month before `renovarAte` (YYYY-MM-DD, read as that day's start in UTC), else none.
 */
export function renewalNotice(renewal: { renovar: boolean; renovarAte: string }, now: Date): 'due' | 'overdue' | null {
  if (renewal.renovar) return 'overdue';
  const due = Date.parse(`${renewal.renovarAte}T00:00:00Z`);
  if (Number.isNaN(due)) return null;
  return due - now.getTime() <= RENEWAL_NOTICE_DAYS * DAY_MS ? 'due' : null;
}
