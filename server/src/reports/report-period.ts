import { addDays, calendarDate, daysBetween, InvalidInputError, isCalendarDate } from '@estante/core';

/** A report's period, both days inclusive (YYYY-MM-DD, UTC like every circulation date). */
export interface ReportPeriod {
  from: string;
  to: string;
}

/** The period filter of a report whose period is optional (holds waiting, overdue loans). */
export interface OptionalPeriod {
  from?: string;
  to?: string;
}

/** De after ate, or a day that does not exist (2026-02-30). */
export const INVALID_PERIOD = 'PeriodoInvalido';
/** Longer periods than ten years are refused: an aggregate of every day since year 1 is no report. */
export const MAX_PERIOD_DAYS = 3653;

function checkDay(field: 'de' | 'ate', value: string | undefined): void {
  if (value !== undefined && !isCalendarDate(value)) throw new InvalidInputError(INVALID_PERIOD, { campo: field });
}

function checkOrder(from: string | undefined, to: string | undefined): void {
  if (from === undefined || to === undefined) return;
  const days = daysBetween(from, to);
  if (days < 0 || days >= MAX_PERIOD_DAYS) throw new InvalidInputError(INVALID_PERIOD, { de: from, ate: to });
}

/** The first day of the month `months` months before `day`'s month. */
function monthStartBefore(day: string, months: number): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return calendarDate(date);
}

export type DefaultSpan = { months: number } | { days: number };

/**
 * The period of an aggregate report: `de`/`ate` as given; without `ate`, today; without `de`, the start of the span
 * before `ate` (the last 12 calendar months for the monthly reports, the last 30 days for daily access).
 */
export function reportPeriod(query: { de?: string; ate?: string }, today: Date, span: DefaultSpan): ReportPeriod {
  checkDay('de', query.de);
  checkDay('ate', query.ate);
  const to = query.ate ?? calendarDate(today);
  const from = query.de ?? ('months' in span ? monthStartBefore(to, span.months - 1) : addDays(to, 1 - span.days));
  checkOrder(from, to);
  return { from, to };
}

/** The period of a list report: only the days given. */
export function optionalPeriod(query: { de?: string; ate?: string }): OptionalPeriod {
  checkDay('de', query.de);
  checkDay('ate', query.ate);
  checkOrder(query.de, query.ate);
  return { from: query.de, to: query.ate };
}

/** Instants (ISO text) in the period are at or after `since` and before `until` (the day after `to`). */
export function instantBounds(period: OptionalPeriod): { since?: string; until?: string } {
  return {
    since: period.from === undefined ? undefined : `${period.from}T00:00:00.000Z`,
    until: period.to === undefined ? undefined : `${addDays(period.to, 1)}T00:00:00.000Z`,
  };
}

/** Every month (YYYY-MM) the period touches, in order. */
export function monthsOf(period: ReportPeriod): string[] {
  const months: string[] = [];
  const date = new Date(`${period.from.slice(0, 7)}-01T00:00:00Z`);
  const last = period.to.slice(0, 7);
  for (let month = period.from.slice(0, 7); month <= last; month = calendarDate(date).slice(0, 7)) {
    months.push(month);
    date.setUTCMonth(date.getUTCMonth() + 1);
  }
  return months;
}

/** Every day of the period, in order. */
export function daysOf(period: ReportPeriod): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) days.push(day);
  return days;
}
