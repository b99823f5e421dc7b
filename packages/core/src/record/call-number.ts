import { dataFields, type MarcDataField, type MarcRecord } from '../marc/marc-record.ts';
import { type ClassificationScheme, callNumberSortKey, detectCallNumberScheme } from './call-number-sort.ts';
import { type Copy, extractHoldings } from './holdings.ts';
import { CONTROL_SUBFIELDS, cleanSubfields, cleanText } from './text.ts';

export interface Classification {
  scheme: ClassificationScheme;
  value: string;
}

export interface CallNumberInfo {
  /** Call number to show: the local one when the library wrote one, else built from a classification field. */
  callNumber?: string;
  callNumberSortKey?: string;
  /** Main classification: the first of 082 (Dewey/CDD), 080 (UDC/CDU), 050 (LCC), 090/099 (local). */
  classification?: Classification;
  classifications: Classification[];
}

/** MARC 21 082 $a: prime marks (') and slashes (/) show where the number may be cut; they are not shown. */
function cleanDewey(value: string): string {
  return value.replace(/['/]/g, '').trim();
}

/** Sirsi exports write LC call numbers with "'" between parts ("BV'2300'S4'L38"). */
function cleanLcc(value: string): string {
  return value.replace(/'/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Local call number fields (090 OCLC local LC-style, 099 local free text, Biblivre's 090 with CDD + Cutter). */
function localCallNumber(field: MarcDataField): string {
  return field.subfields
    .filter((subfield) => !(CONTROL_SUBFIELDS as readonly string[]).includes(subfield.code))
    .map((subfield) => cleanText(subfield.value))
    .filter(Boolean)
    .join(' ');
}

function fromClassField(field: MarcDataField): { value: string; scheme: ClassificationScheme } | undefined {
  const classNumber = cleanSubfields(field, 'a')[0];
  if (!classNumber) return undefined;
  const item = cleanSubfields(field, 'b').join(' ');
  if (field.tag === '082') return { value: [cleanDewey(classNumber), item].filter(Boolean).join(' '), scheme: 'ddc' };
  if (field.tag === '080') {
    // MARC 21 080 $x common auxiliary subdivision is written straight after the number ("821.134.3-31").
    const auxiliaries = cleanSubfields(field, 'x').join('');
    return { value: [`${classNumber}${auxiliaries}`, item].filter(Boolean).join(' '), scheme: 'udc' };
  }
  return { value: cleanLcc([classNumber, item].filter(Boolean).join(' ')), scheme: 'lcc' };
}

/** Classification numbers: 082 Dewey, 080 UDC, 050 LCC (class number only), and local 090/099. */
export function extractClassifications(record: MarcRecord): Classification[] {
  const result: Classification[] = [];
  const push = (scheme: ClassificationScheme, value: string) => {
    if (value && !result.some((known) => known.scheme === scheme && known.value === value)) {
      result.push({ scheme, value });
    }
  };
  for (const field of dataFields(record, '082'))
    for (const value of cleanSubfields(field, 'a')) push('ddc', cleanDewey(value));
  for (const field of dataFields(record, '080')) {
    const value = cleanSubfields(field, 'a')[0];
    if (value) push('udc', `${value}${cleanSubfields(field, 'x').join('')}`);
  }
  for (const field of dataFields(record, '050'))
    for (const value of cleanSubfields(field, 'a')) push('lcc', cleanLcc(value));
  for (const field of dataFields(record, '090', '099')) {
    const value = cleanSubfields(field, 'a')[0];
    if (value) {
      const scheme = detectCallNumberScheme(value);
      push(scheme, scheme === 'ddc' ? cleanDewey(value) : value);
    }
  }
  return result;
}

/**
 * The call number of the record, first found in: local 090/099; the copies (852 $k$h$i$m, Koha 952 $o,
 * Sirsi 949 $a); then built from 050 ($a $b), 082 ($a $b), 080 ($a $x $b). The sort key uses the scheme of
 * the source field when known and the shape of the number otherwise.
 */
export function extractCallNumber(record: MarcRecord, copies: Copy[] = extractHoldings(record)): CallNumberInfo {
  const classifications = extractClassifications(record);
  let callNumber: string | undefined;
  let scheme: ClassificationScheme | undefined;
  // An 090/099 needs its class part ($a): Yale's records carry 090 with only a "$b \1980\175" legacy code.
  const local = dataFields(record, '090', '099')
    .filter((field) => cleanSubfields(field, 'a').length > 0)
    .map(localCallNumber)
    .find(Boolean);
  if (local) callNumber = local;
  for (const tag of ['852', '952', '949'] as const) {
    if (callNumber) break;
    callNumber = copies.find((copy) => copy.sourceTag === tag && copy.callNumber)?.callNumber;
  }
  if (!callNumber) {
    for (const tag of ['050', '082', '080']) {
      const built = dataFields(record, tag).map(fromClassField).find(Boolean);
      if (built) {
        callNumber = built.value;
        scheme = built.scheme;
        break;
      }
    }
  }
  // Assigned, not spread from small objects: a copy less each, and fewer shapes (extract-bibliographic.ts).
  const info: Partial<CallNumberInfo> = {};
  if (callNumber) {
    info.callNumber = callNumber;
    info.callNumberSortKey = callNumberSortKey(callNumber, scheme);
  }
  if (classifications[0]) info.classification = classifications[0];
  info.classifications = classifications;
  return info as CallNumberInfo;
}
