import { controlFieldValue, dataFields, type MarcDataField, type MarcRecord } from '../marc/marc-record.ts';
import { type CopyAcquisition, kohaAcquisition, recordAcquisition } from './acquisition.ts';
import { cleanSubfields, cleanText, firstClean, stripTrailingPunctuation } from './text.ts';

export type CopyStatus = 'available' | 'lost' | 'not-for-loan' | 'on-loan';

/** One copy (exemplar) as described by a local item field or an 852 location; acquisition from 952 $d and 541. */
export interface Copy extends CopyAcquisition {
  /** Library (branch) code; '' when the field names none (the importer then uses its default library). */
  libraryCode: string;
  libraryName?: string;
  barcode?: string;
  callNumber?: string;
  itemType?: string;
  /** Shelving location. */
  location?: string;
  volume?: string;
  tome?: string;
  part?: string;
  copyNumber?: string;
  collection?: string;
  status?: CopyStatus;
  /** Due date as written by the source system, when on loan. */
  dueDate?: string;
  /** Public note about the copy. */
  note?: string;
  sourceTag: '852' | '949' | '952';
}

/** A MARC 21 holdings record (MFHD, leader/06 u v x y): its bibliographic link, locations and summaries. */
export interface HoldingsRecordInfo {
  /** 004: control number of the related bibliographic record. */
  linkedControlNumber?: string;
  copies: Copy[];
  /** 866-868 textual holdings ("v.1(1990)-v.20(2009)"). */
  summaries: string[];
}

/** Enumeration split the way Brazilian catalogues show it: volume, tomo (tome), parte (part). */
export function parseEnumeration(text: string | undefined): Pick<Copy, 'volume' | 'tome' | 'part'> {
  const value = cleanText(text);
  if (!value) return {};
  const volume = /\b(?:v|vol|volume)\.?\s*(\d+[a-z]?(?:\s*-\s*\d+)?)/i.exec(value)?.[1];
  const tome = /\b(?:t|tomo|tome|tom)\.?\s*(\d+[a-z]?)/i.exec(value)?.[1];
  const part = /\b(?:pt|p|parte|part)\.?\s*(\d+[a-z]?)/i.exec(value)?.[1];
  if (!volume && !tome && !part) return { volume: value };
  return { ...(volume ? { volume } : {}), ...(tome ? { tome } : {}), ...(part ? { part } : {}) };
}

/** Short codes (branch, location, item type) have no spaces; names do. */
function looksLikeCode(value: string | undefined): boolean {
  return !!value && /^[\p{L}\p{N}_.\-/]{1,24}$/u.test(value);
}

/** The object without its undefined and empty-text properties, the others in their order. */
function compact<T extends object>(value: T): T {
  // A loop: an import compacts every copy, and entries/filter/fromEntries made an array a property. The values are
  // object literals, so for-in sees their own properties only.
  const kept: Record<string, unknown> = {};
  for (const key in value) {
    const entry = value[key];
    if (entry !== undefined && entry !== '') kept[key] = entry;
  }
  return kept as T;
}

/**
 * Koha puts items in 952, but other systems use 952 for other things: LC for cataloguer's notes, TRLN for
 * OCLC holdings symbols ($a OCLC number, $b institution name), evergreen_nepali for "Library has 2 copies.".
 * None of the real sample files has a Koha item, and making a copy out of a note would be wrong, so a 952
 * counts as an item only with Koha's shape: $a home / $b holding branch present and written as codes, and
 * at least one item subfield ($p barcode, $o call number, $y item type) or both branches.
 */
export function isKohaItemField(field: MarcDataField): boolean {
  const home = firstClean(field, 'a');
  const holding = firstClean(field, 'b');
  if (!home && !holding) return false;
  if ((home && !looksLikeCode(home)) || (holding && !looksLikeCode(holding))) return false;
  return (home !== undefined && holding !== undefined) || ['p', 'o', 'y'].some((code) => firstClean(field, code));
}

/**
 * Koha 952 (MARC 21 framework): $a home library, $b holding library, $c shelving location, $h enumeration,
 * $o call number, $p barcode, $t copy number, $y item type, $8 collection, $z public note; status from
 * $1 lost, $7 not for loan (≠ 0; negative means "on order"), $0 withdrawn, $q due date (on loan).
 */
export function copyFromKoha952(field: MarcDataField): Copy {
  // Each subfield cleaned once: a Koha item reads a dozen codes, and firstClean went over the field for each.
  const values = firstCleanByCode(field);
  const first = (code: string) => values.get(code);
  const flag = (code: string) => {
    const value = first(code);
    return value !== undefined && value !== '0' && value !== '';
  };
  const dueDate = first('q');
  let status: CopyStatus = 'available';
  if (flag('1')) status = 'lost';
  else if (flag('7') || flag('0')) status = 'not-for-loan';
  else if (dueDate) status = 'on-loan';
  return compact({
    libraryCode: first('a') ?? first('b') ?? '',
    barcode: first('p'),
    callNumber: first('o'),
    itemType: first('y'),
    location: first('c'),
    ...parseEnumeration(first('h')),
    copyNumber: first('t'),
    collection: first('8'),
    status,
    dueDate,
    note: first('z'),
    ...kohaAcquisition(field),
    sourceTag: '952',
  });
}

/** For each subfield code of the field, what firstClean(field, code) answers: its first non-empty cleaned value. */
function firstCleanByCode(field: MarcDataField): Map<string, string> {
  const values = new Map<string, string>();
  for (const subfield of field.subfields) {
    if (values.has(subfield.code)) continue;
    const value = cleanText(subfield.value);
    if (value !== '') values.set(subfield.code, value);
  }
  return values;
}

/** Sirsi current locations ($k) that say where the copy is instead of on the shelf. */
const SIRSI_ON_LOAN = /^(CHECKEDOUT|CHECKED-OUT|ON-LOAN|ONLOAN)$/i;
const SIRSI_LOST = /^(LOST|LOST-ASSUM|LOST-CLAIM|MISSING|DISCARD|WITHDRAWN)/i;

/**
 * SirsiDynix Unicorn item field, as in evergreen_jazz_1k and evergreen_lul_fre_500 (same layout as the
 * 999 of Sirsi exports): $a call number (TRLN adds the item part in $b), $w call number scheme, $c copy
 * number, $i barcode, $k current location, $l home location, $m library, $o note, $p price, $r circulates
 * (Y/N), $t item type, $v volume ("3 v." books have $v 1, 2, 3), $x item category.
 */
export function copyFrom949(field: MarcDataField): Copy {
  const currentLocation = firstClean(field, 'k');
  let status: CopyStatus = 'available';
  if (currentLocation && SIRSI_LOST.test(currentLocation)) status = 'lost';
  else if (currentLocation && SIRSI_ON_LOAN.test(currentLocation)) status = 'on-loan';
  else if (currentLocation)
    status = 'not-for-loan'; // BINDERY, REPAIR, INTRANSIT…: not on the shelf
  else if (firstClean(field, 'r')?.toUpperCase() === 'N') status = 'not-for-loan';
  const callNumber = cleanSubfields(field, 'a', 'b').join(' ');
  const note = firstClean(field, 'o')?.replace(/^\.(NOTE|COMMENT)\.\s*/i, '');
  return compact({
    libraryCode: firstClean(field, 'm') ?? '',
    barcode: firstClean(field, 'i'),
    callNumber,
    itemType: firstClean(field, 't'),
    location: firstClean(field, 'l'),
    ...parseEnumeration(firstClean(field, 'v')),
    copyNumber: firstClean(field, 'c'),
    collection: firstClean(field, 'x'),
    status,
    note,
    sourceTag: '949',
  });
}

/** Status words some systems (Evergreen's holdings export, see evergreen_maps) write in 852 $z. */
function statusFromNote(note: string | undefined): CopyStatus | undefined {
  if (!note) return undefined;
  if (/^(available|dispon[ií]vel|disponible)$/i.test(note)) return 'available';
  if (/^(checked out|on loan|emprestado|prestado)$/i.test(note)) return 'on-loan';
  if (/^(lost|missing|extraviado|perdido)$/i.test(note)) return 'lost';
  return undefined;
}

/**
 * MARC 21 852 location: $a institution, $b sublocation or collection (the library code in practice),
 * $c shelving location, $k prefix, $h classification part, $i item part, $m suffix (or $j shelving control
 * number), $p barcode, $t copy number, $z public note. An 852 without a barcode still describes one holding.
 */
export function copyFrom852(field: MarcDataField): Copy {
  const institution = firstClean(field, 'a');
  const sublocation = firstClean(field, 'b');
  const classified = cleanSubfields(field, 'k', 'h', 'i', 'm').join(' ');
  const callNumber = classified || cleanSubfields(field, 'j').join(' ');
  const note = firstClean(field, 'z');
  return compact({
    libraryCode: sublocation ?? institution ?? '',
    libraryName: institution && !looksLikeCode(institution) ? stripTrailingPunctuation(institution) : undefined,
    barcode: firstClean(field, 'p'),
    callNumber,
    location: firstClean(field, 'c'),
    copyNumber: firstClean(field, 't'),
    status: statusFromNote(note),
    note: statusFromNote(note) ? undefined : note,
    sourceTag: '852',
  });
}

/**
 * Copies from the local fields of a record, in record order: each 949 and each Koha-shaped 952 is one copy,
 * each 852 one holding. Fields of other shapes are ignored rather than turned into bogus copies.
 */
export function extractHoldings(record: MarcRecord): Copy[] {
  const copies: Copy[] = [];
  for (const field of dataFields(record, '852', '949', '952')) {
    if (field.tag === '952') {
      if (isKohaItemField(field)) copies.push(copyFromKoha952(field));
    } else if (field.tag === '949') {
      copies.push(copyFrom949(field));
    } else {
      copies.push(copyFrom852(field));
    }
  }
  const acquisition = recordAcquisition(record);
  return acquisition.acquisitionType || acquisition.acquiredOn
    ? copies.map((copy) => ({ ...acquisition, ...copy }))
    : copies;
}

/** Read a holdings record (leader/06 u, v, x, y): 004 link, 852 locations, 866-868 summaries. */
export function extractHoldingsRecord(record: MarcRecord): HoldingsRecordInfo {
  const linked = cleanText(controlFieldValue(record, '004'));
  return {
    ...(linked ? { linkedControlNumber: linked } : {}),
    copies: extractHoldings(record),
    summaries: dataFields(record, '866', '867', '868')
      .map((field) => cleanSubfields(field, 'a').join(' '))
      .filter(Boolean),
  };
}
