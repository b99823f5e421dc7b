import type { MarcField, MarcRecord } from './marc-record.ts';

/**
 * Leader of a record as we hold it: UTF-8 text and the MARC 21 record structure. Sets leader/09 (character
 * coding scheme) to "a" = UCS/Unicode, and the positions MARC 21 fixes for every record because they describe
 * that structure: leader/10-11 = "22" (two indicators, two-byte subfield codes) and leader/20-23 = "4500"
 * (directory entry map). Real files have "45 0" there (the IISG authorities); yaz writes "4500" too.
 * Record length (00-04) and base address (12-16) are kept as read; the ISO 2709 writer recomputes them.
 */
export function normalizeLeader(leader: string): string {
  if (leader.length !== 24) return leader;
  if (leader[9] === 'a' && leader.slice(10, 12) === '22' && leader.slice(20) === '4500') return leader;
  return `${leader.slice(0, 9)}a22${leader.slice(12, 20)}4500`;
}

/**
 * Puts every string of the record in Unicode NFC. MARC 21 UTF-8 is usually decomposed (NFD: base letter then
 * combining mark, which is what yaz writes); DOMAIN.md asks for NFC before storing, indexing or comparing.
 * Mutates and returns the record (it is freshly built by the caller).
 */
export function normalizeRecordToNfc(record: MarcRecord): MarcRecord {
  record.leader = toNfc(record.leader);
  for (const field of record.fields as MarcField[]) {
    if ('subfields' in field) {
      for (const subfield of field.subfields) subfield.value = toNfc(subfield.value);
    } else {
      field.value = toNfc(field.value);
    }
  }
  return record;
}

/**
 * Text made only of characters below U+0300 (ASCII, Latin-1, Latin Extended, IPA) is already NFC: changing
 * under NFC takes a combining mark (U+0300 on) or another character at or above it. Testing that first is
 * several times faster than calling normalize() on every string.
 */
const MAY_CHANGE_UNDER_NFC = /[\u0300-\uffff]/;

function toNfc(text: string): string {
  return MAY_CHANGE_UNDER_NFC.test(text) ? text.normalize('NFC') : text;
}
