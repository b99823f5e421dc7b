import { controlFieldValue, dataFields, type MarcRecord } from '../marc/marc-record.ts';
import { cleanText, firstClean, optional } from './text.ts';

/** MARC 21 001 control number, trimmed; undefined when absent or blank. */
export function extractControlNumber(record: MarcRecord): string | undefined {
  return optional(cleanText(controlFieldValue(record, '001')));
}

/** MARC 21 003 control number identifier: the MARC organisation code of the system that assigned 001. */
export function extractControlSource(record: MarcRecord): string | undefined {
  return optional(cleanText(controlFieldValue(record, '003')));
}

/**
 * The key a re-import matches an existing record on. 001 values are only unique inside the system that
 * assigned them (SOURCES.md: the same 001 appears in different sets), so 003+001 when both exist
 * ("DLC:12345"), 001 alone otherwise; with no 001, the first 035 $a system control number
 * ("(OCoLC)12345"). Undefined when none exists: the caller decides (e.g. always insert).
 */
export function extractMatchKey(record: MarcRecord): string | undefined {
  const controlNumber = extractControlNumber(record);
  const source = extractControlSource(record);
  if (controlNumber) return source ? `${source}:${controlNumber}` : controlNumber;
  for (const field of dataFields(record, '035')) {
    const systemNumber = firstClean(field, 'a');
    if (systemNumber) return systemNumber;
  }
  return undefined;
}
