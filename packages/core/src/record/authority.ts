import { dataFields, type MarcDataField, type MarcRecord } from '../marc/marc-record.ts';
import { extractControlNumber, extractMatchKey } from './control-number.ts';
import type { Note } from './notes.ts';
import { headingText } from './subjects.ts';
import { cleanSubfields, fieldText, stripTrailingPunctuation, uniqueStrings } from './text.ts';

/**
 * Authority types of the spec's authority list (personal, institutional and event authors, uniform title,
 * subjects, geographic subjects, genre/form, chronological term, and the general, genre/form, geographic
 * and chronological subdivisions). 'other' for headings the list has no place for (162 medium of performance,
 * 147 named event) or records without a heading.
 */
export type AuthorityType =
  | 'personal'
  | 'corporate'
  | 'meeting'
  | 'uniformTitle'
  | 'chronological'
  | 'topical'
  | 'geographic'
  | 'genreForm'
  | 'generalSubdivision'
  | 'geographicSubdivision'
  | 'chronologicalSubdivision'
  | 'genreFormSubdivision'
  | 'other';

export interface AuthorityRecord {
  matchKey?: string;
  controlNumber?: string;
  type: AuthorityType;
  /** Authorised heading (1XX); '' when the record has none. */
  heading: string;
  /** Tag of the heading field ("100", "150", … or "103" in the IISG file). */
  headingTag?: string;
  /** "See from" tracings (4XX): forms not used, which should lead to the heading. */
  seeFrom: string[];
  /** "See also from" tracings (5XX): related headings. */
  seeAlso: string[];
  /** Public notes: 670 source data found, 675 not found, 678 biographical/historical, 680 public, 681. */
  notes: Note[];
}

/** MARC 21 Authority 1XX heading tags and their type; X00/X10/X11 with a $t are name/title headings. */
const HEADING_TYPES: Record<string, AuthorityType> = {
  '100': 'personal',
  '110': 'corporate',
  '111': 'meeting',
  '130': 'uniformTitle',
  '147': 'other',
  '148': 'chronological',
  '150': 'topical',
  '151': 'geographic',
  '155': 'genreForm',
  '162': 'other',
  '180': 'generalSubdivision',
  '181': 'geographicSubdivision',
  '182': 'chronologicalSubdivision',
  '185': 'genreFormSubdivision',
};

/**
 * Non-standard tag of the IISG file (evergreen_iisg_auth_1066, SOURCES.md): the heading is in 103 with the
 * Dutch form in $a and the English form in $b, tracings in 403/503, and no standard 1XX. The terms are
 * subject descriptors, so 103 is read as a topical heading; the English form becomes a see-from reference.
 */
const IISG_HEADING = '103';

const NOTE_TAGS = ['670', '675', '678', '680', '681'];

/** $i relationship information and $4/$e relationship codes in 4XX/5XX are not part of the heading. */
const TRACING_SKIPPED = ['i', 'e'];

function tracingText(field: MarcDataField): string {
  return headingText(field, field.tag.endsWith('11') ? ['i', 'j'] : TRACING_SKIPPED);
}

function headingField(record: MarcRecord): MarcDataField | undefined {
  return dataFields(record, ...Object.keys(HEADING_TYPES))[0] ?? dataFields(record, IISG_HEADING)[0];
}

function typeOf(field: MarcDataField | undefined): AuthorityType {
  if (!field) return 'other';
  if (field.tag === IISG_HEADING) return 'topical';
  const type = HEADING_TYPES[field.tag] ?? 'other';
  const nameTitle =
    (type === 'personal' || type === 'corporate' || type === 'meeting') && cleanSubfields(field, 't').length;
  return nameTitle ? 'uniformTitle' : type;
}

/** Read an authority record (leader/06 z): heading, type, see-from and see-also references, notes. */
export function extractAuthority(record: MarcRecord): AuthorityRecord {
  const field = headingField(record);
  const iisg = field?.tag === IISG_HEADING;
  // IISG: the Dutch form ($a) is the heading; a few records have only the English form ($b).
  const iisgForms = iisg && field ? cleanSubfields(field, 'a', 'b').map(stripTrailingPunctuation) : [];
  const heading = field ? (iisg ? (iisgForms[0] ?? '') : tracingText(field)) : '';
  const controlNumber = extractControlNumber(record);
  const matchKey = extractMatchKey(record);

  const seeFrom: string[] = [];
  const seeAlso: string[] = [];
  seeFrom.push(...iisgForms.slice(1));
  for (const tracing of record.fields) {
    if (!('subfields' in tracing)) continue;
    if (tracing.tag === '403') {
      seeFrom.push(...cleanSubfields(tracing, 'a', 'b').map(stripTrailingPunctuation));
    } else if (tracing.tag === '503') {
      seeAlso.push(...cleanSubfields(tracing, 'a').map(stripTrailingPunctuation));
    } else if (/^4\d\d$/.test(tracing.tag)) {
      seeFrom.push(tracingText(tracing));
    } else if (/^5\d\d$/.test(tracing.tag)) {
      seeAlso.push(tracingText(tracing));
    }
  }
  const notes = dataFields(record, ...NOTE_TAGS)
    .map((note) => ({ tag: note.tag, text: fieldText(note) }))
    .filter((note) => note.text);

  return {
    ...(matchKey ? { matchKey } : {}),
    ...(controlNumber ? { controlNumber } : {}),
    type: typeOf(field),
    heading,
    ...(field ? { headingTag: field.tag } : {}),
    seeFrom: uniqueStrings(seeFrom).filter((form) => form !== heading),
    seeAlso: uniqueStrings(seeAlso).filter((form) => form !== heading),
    notes,
  };
}
