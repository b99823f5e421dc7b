import { addDays, InvalidInputError, isCalendarDate, NotFoundError } from '@estante/core';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import {
  closedDayRows,
  closedDaysBetween,
  deleteClosedDay,
  findLibraryIdByCode,
  upsertClosedDay,
} from './library-calendar.repository.ts';

/** A library never closes for longer than this many days in a row; beyond it the calendar is wrong, not the date. */
const MAX_CLOSED_RUN = 366;

const isSunday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 0;

/**
 * The first day on or after `day` when the library is open: not a Sunday (the libraries' weekly closed day,
 * docs/circulation.md) and not one of its closed days. Pure, so the rule is testable without a database.
 */
export function nextOpenDay(day: string, closedDays: ReadonlySet<string>): string {
  let candidate = day;
  for (let step = 0; step < MAX_CLOSED_RUN; step++) {
    if (!isSunday(candidate) && !closedDays.has(candidate)) return candidate;
    candidate = addDays(candidate, 1);
  }
  return candidate;
}

/** Closed days of a library from `from` on (enough to cover any run of consecutive closed days). */
async function closedDaysFrom(db: Kysely<Database>, libraryId: number, from: string): Promise<Set<string>> {
  return new Set(await closedDaysBetween(db, libraryId, from, addDays(from, MAX_CLOSED_RUN)));
}

/** `day` moved to the library's next open day: due dates and hold pickup deadlines never fall on a closed day. */
export async function openDayAt(db: Kysely<Database>, libraryId: number, day: string): Promise<string> {
  return nextOpenDay(day, await closedDaysFrom(db, libraryId, day));
}

export interface ClosedDay {
  libraryCode: string;
  day: string;
  description: string | null;
}

async function libraryIdByCode(db: Kysely<Database>, code: string): Promise<number> {
  const libraryId = await findLibraryIdByCode(db, code.trim());
  if (libraryId === undefined) throw new NotFoundError('library', { codigo: code });
  return libraryId;
}

function validDay(day: string): string {
  if (!isCalendarDate(day)) throw new InvalidInputError('DataInvalida', { data: day });
  return day;
}

/** Staff mark a day closed (idempotent: marking it again updates the description). */
export async function addClosedDay(db: Kysely<Database>, day: ClosedDay): Promise<void> {
  const libraryId = await libraryIdByCode(db, day.libraryCode);
  const values = { library_id: libraryId, day: validDay(day.day), description: day.description?.trim() || null };
  await upsertClosedDay(db, values);
}

/** Staff reopen a day (404 when it was not closed). */
export async function removeClosedDay(db: Kysely<Database>, libraryCode: string, day: string): Promise<void> {
  const libraryId = await libraryIdByCode(db, libraryCode);
  if (!(await deleteClosedDay(db, libraryId, validDay(day))))
    throw new NotFoundError('closed day', { biblioteca: libraryCode, data: day });
}

/** Closed days of one library (or all), from `from` on, in date order. */
export async function listClosedDays(
  db: Kysely<Database>,
  options: { libraryCode?: string; from?: string } = {},
): Promise<ClosedDay[]> {
  const libraryId = options.libraryCode ? await libraryIdByCode(db, options.libraryCode) : undefined;
  const from = options.from ? validDay(options.from) : undefined;
  const rows = await closedDayRows(db, { libraryId, from });
  return rows.map((row) => ({ libraryCode: row.code, day: row.day, description: row.description }));
}
