import { dataFields, type MarcRecord } from '../marc/marc-record.ts';
import { typeOfRecord } from './fixed-fields.ts';

/** MARC 21 Authority format: leader/06 = z. */
export function isAuthority(record: MarcRecord): boolean {
  return typeOfRecord(record) === 'z';
}

/** MARC 21 Holdings format (MFHD): leader/06 u unknown, v multipart, x single-part, y serial item holdings. */
export function isHoldingsRecord(record: MarcRecord): boolean {
  return ['u', 'v', 'x', 'y'].includes(typeOfRecord(record));
}

/** Anything that is neither an authority nor a holdings record is read as bibliographic. */
export function isBibliographic(record: MarcRecord): boolean {
  return !isAuthority(record) && !isHoldingsRecord(record);
}

/**
 * Accessibility information about the resource: MARC 21 341 (accessibility content, 2019) or 532
 * (accessibility note, 2021). Feeds the "possui_acessibilidade" flag of the search result.
 */
export function hasAccessibilityInformation(record: MarcRecord): boolean {
  return dataFields(record, '341', '532').length > 0;
}
