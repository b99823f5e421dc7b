import { dataFields, type MarcDataField, type MarcRecord } from '../marc/marc-record.ts';
import { firstClean } from './text.ts';

/** How a copy came to the library (the acquisition statistics' three kinds, docs/acquisitions.md). */
export const ACQUISITION_TYPES = ['compra', 'doacao', 'permuta'] as const;
export type AcquisitionType = (typeof ACQUISITION_TYPES)[number];

export function isAcquisitionType(value: unknown): value is AcquisitionType {
  return typeof value === 'string' && (ACQUISITION_TYPES as readonly string[]).includes(value);
}

/** How a copy was acquired and when (YYYY-MM-DD), as far as the record says. */
export interface CopyAcquisition {
  acquisitionType?: AcquisitionType;
  acquiredOn?: string;
}

// Words catalogues write in 541 $c (method of acquisition), in the five languages of the product; whole words only
// ("don" in "London" is not a gift).
const word = (alternatives: string) => new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, 'iu');
const PURCHASE = word('compra|comprad[oa]|purchased?|achat|acquist[oi]|adquirid[oa]|bought');
const GIFT = word('doa[cç][aã]o|doad[oa]|gift|donat(?:ion|ed)?|don|dono|donaci[oó]n|donazione|regalo');
const EXCHANGE = word('permuta|exchange|[ée]change|canje|scambio|interc[aâ]mbio');

/** The kind of acquisition a 541 $c names, or undefined when it names none of the three. */
export function acquisitionTypeOf(text: string | undefined): AcquisitionType | undefined {
  if (!text) return undefined;
  if (EXCHANGE.test(text)) return 'permuta';
  if (GIFT.test(text)) return 'doacao';
  if (PURCHASE.test(text)) return 'compra';
  return undefined;
}

/**
 * A date as sources write it (Koha 952 $d "2019-03-07", MARC 541 $d "20190307", "2019-03-07 10:00"), as YYYY-MM-DD;
 * undefined when it is not a real calendar day (a year alone says no month for the statistics).
 */
export function acquisitionDay(text: string | undefined): string | undefined {
  const match = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(text?.trim() ?? '');
  if (!match) return undefined;
  const [, year, month, day] = match;
  return isCalendarDay(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : undefined;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Whether the day exists in the proleptic Gregorian calendar, counted instead of asking a Date (an import reads a
 * date for every copy). Years below 100 are refused, as the Date check refused them (Date.UTC reads 0-99 as 1900-1999).
 */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 100 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1]!);
}

/**
 * MARC 21 541 (Immediate Source of Acquisition): $c method of acquisition, $d date of acquisition. The first 541
 * that says something applies to every copy of the record that does not say it itself (Koha's 952 $d).
 * A 541 with first indicator 0 is private, but the statistics only count it, never show it.
 */
export function recordAcquisition(record: MarcRecord): CopyAcquisition {
  const result: CopyAcquisition = {};
  for (const field of dataFields(record, '541')) {
    result.acquisitionType ??= acquisitionTypeOf(firstClean(field, 'c'));
    result.acquiredOn ??= acquisitionDay(firstClean(field, 'd'));
  }
  return result;
}

/** Koha 952 $d: date acquired. */
export function kohaAcquisition(field: MarcDataField): CopyAcquisition {
  const acquiredOn = acquisitionDay(firstClean(field, 'd'));
  return acquiredOn ? { acquiredOn } : {};
}
