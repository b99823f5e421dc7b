import type { LanguageTag } from '@estante/contracts';

/** "2026-03" as the language writes a month: "mar. de 2026", "Mar 2026". Months are UTC, as the server counts. */
export function formatMonth(month: string, language: LanguageTag): string {
  return new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** "2026-03-09" as a short day with its month: "9 de mar.", "Mar 9". */
export function formatShortDay(day: string, language: LanguageTag): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Every month (YYYY-MM) from the month of `from` to the month of `to` (both YYYY-MM-DD), in order. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.slice(0, 7).split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current > last || months.length > 240) break;
    months.push(current);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}
