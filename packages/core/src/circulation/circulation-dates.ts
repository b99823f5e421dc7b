const DAY_MS = 86_400_000;

/** The calendar date (YYYY-MM-DD, UTC) of an instant. Circulation dates are whole days. */
export function calendarDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** `date` (YYYY-MM-DD) plus `days` days. */
export function addDays(date: string, days: number): string {
  return calendarDate(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The due date of a loan or renewal made at `at`: that day plus the policy's loan days. A due date on a
 * Sunday moves to Monday, when the libraries are open (docs/circulation.md).
 */
export function dueDateFrom(at: Date, loanDays: number): string {
  const due = addDays(calendarDate(at), loanDays);
  return new Date(`${due}T00:00:00Z`).getUTCDay() === 0 ? addDays(due, 1) : due;
}

/** Days a loan due on `dueDate` is late when returned (or looked at) on `on`; 0 when on time. */
export function daysLate(dueDate: string, on: Date): number {
  return Math.max(0, daysBetween(dueDate, calendarDate(on)));
}

/** The fine for a late return: days late times the policy's daily fine, in cents. */
export function lateFineCents(dueDate: string, returnedAt: Date, finePerDayCents: number): number {
  return daysLate(dueDate, returnedAt) * finePerDayCents;
}

/** A valid YYYY-MM-DD calendar date. */
export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && calendarDate(new Date(`${value}T00:00:00Z`)) === value;
}
