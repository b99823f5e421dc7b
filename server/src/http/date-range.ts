import { CIRCULATION_CODES, CirculationRefusal, InvalidInputError, isCalendarDate } from '@estante/core';

/**
 * The spec's date filter (000 §6): both dates are needed to filter, and the start cannot be after the end.
 * Neither date: no filter.
 */
export function parseDateRange(dataIni?: string, dataFim?: string): { from?: string; to?: string } {
  const from = dataIni?.trim() || undefined;
  const to = dataFim?.trim() || undefined;
  if (!from && !to) return {};
  if (!from || !to) throw new CirculationRefusal(CIRCULATION_CODES.datesRequired);
  if (!isCalendarDate(from) || !isCalendarDate(to)) throw new InvalidInputError('DataInvalida');
  if (from > to) throw new CirculationRefusal(CIRCULATION_CODES.startAfterEnd);
  return { from, to };
}
