import { dataFields, type MarcDataField, type MarcRecord } from '../marc/marc-record.ts';
import { cleanSubfields, foldForSort, stripTrailingPunctuation, uniqueStrings } from './text.ts';
import { vernacularPartner } from './vernacular.ts';

export type AuthorKind = 'personal' | 'corporate' | 'meeting';

export interface Author {
  /** Display form of the heading without dates and trailing punctuation ("Lovano, Joe"). */
  name: string;
  /** Relator terms ($e; $j for meetings), e.g. "editor, tradutor". */
  role?: string;
  /** Relator codes or URIs from $4 ("aut", "trl"), for translation on the web. */
  roleCodes?: string[];
  /** Personal name dates, $d ("1952-"). */
  dates?: string;
  kind: AuthorKind;
  /** Main entry (1XX) rather than added entry (7XX). */
  main: boolean;
  tag: string;
  /** The name in its original script, from the 880 partner field. */
  vernacularName?: string;
}

/** MARC 21 X00/X10/X11: which subfields make up the name, by kind (the part before any $t title). */
const NAME_CODES: Record<AuthorKind, readonly string[]> = {
  // X00: $a name, $b numeration, $c titles, $q fuller form ($d dates kept apart).
  personal: ['a', 'b', 'c', 'q'],
  // X10: $a name, $b subordinate unit, $c place, $d date of meeting or treaty, $g miscellaneous, $n number.
  corporate: ['a', 'b', 'c', 'd', 'g', 'n'],
  // X11: $a meeting name, $e subordinate unit, $q name following jurisdiction, $n number, $d date, $c place, $g.
  meeting: ['a', 'e', 'q', 'n', 'd', 'c', 'g'],
};

/** Subfields that start the title part of a name/title heading (X00-X11 $t and what follows it). */
const TITLE_PART = new Set(['t', 'k', 'f', 'l', 'm', 'o', 'p', 'r', 's']);

/** Kind of heading from the last two digits of the tag (X00 personal, X10 corporate, X11 meeting). */
export function authorKindOf(field: MarcDataField): AuthorKind {
  if (field.tag === '720') return field.ind1 === '1' ? 'personal' : 'corporate';
  const suffix = field.tag.slice(1);
  if (suffix === '10') return 'corporate';
  if (suffix === '11') return 'meeting';
  return 'personal';
}

/** Name part of a heading field (subfields before $t), without trailing punctuation. */
export function headingName(field: MarcDataField, kind: AuthorKind = authorKindOf(field)): string {
  const codes = NAME_CODES[kind];
  const parts: string[] = [];
  for (const subfield of field.subfields) {
    if (TITLE_PART.has(subfield.code)) break;
    if (!codes.includes(subfield.code)) continue;
    if (kind === 'personal' && subfield.code === 'q' && repeatsName(subfield.value, parts)) continue;
    parts.push(subfield.value);
  }
  return stripTrailingPunctuation(parts.join(' '));
}

/**
 * MARC 21 X00 $q is the fuller form of a name, "(Fabio Gonçalves)". Biblivre writes the whole name again
 * in direct order ("$a Ferreira, Fabio Gonçalves $q Fabio Gonçalves Ferreira"); a $q whose words are all
 * in the name already adds nothing and is left out.
 */
function repeatsName(fullerForm: string, nameParts: string[]): boolean {
  const nameWords = new Set(foldForSort(nameParts.join(' ')).split(' '));
  const words = foldForSort(fullerForm).split(' ').filter(Boolean);
  return words.length > 0 && words.every((word) => nameWords.has(word));
}

function authorFromField(record: MarcRecord, field: MarcDataField, main: boolean): Author | undefined {
  const kind = authorKindOf(field);
  const name = headingName(field, kind);
  if (!name) return undefined;
  const dates = kind === 'personal' ? stripTrailingPunctuation(cleanSubfields(field, 'd').join(' ')) : '';
  // MARC 21 X00/X10 $e and X11 $j are relator terms; $4 relator codes (MARC relator list) in all of them.
  const roles = uniqueStrings(cleanSubfields(field, kind === 'meeting' ? 'j' : 'e').map(stripTrailingPunctuation));
  const roleCodes = uniqueStrings(cleanSubfields(field, '4').map(stripTrailingPunctuation));
  const partner = vernacularPartner(record, field);
  const vernacularName = partner ? headingName(partner, kind) : '';
  // Assigned, not spread from small objects: a copy less each, and fewer shapes (extract-bibliographic.ts).
  const author: Partial<Author> = { name };
  if (roles.length) author.role = roles.join(', ');
  if (roleCodes.length) author.roleCodes = roleCodes;
  if (dates) author.dates = dates;
  author.kind = kind;
  author.main = main;
  author.tag = field.tag;
  if (vernacularName) author.vernacularName = vernacularName;
  return author as Author;
}

/**
 * Authors: main entries 100/110/111, then added entries 700/710/711 and uncontrolled names 720, in record
 * order. The same name is kept once (case and accents ignored; a form without dates matches one with dates),
 * the first occurrence wins and lends the role of later ones when it has none.
 */
export function extractAuthors(record: MarcRecord): Author[] {
  const result: Author[] = [];
  const candidates = [
    ...dataFields(record, '100', '110', '111').map((field) => ({ field, main: true })),
    ...dataFields(record, '700', '710', '711', '720').map((field) => ({ field, main: false })),
  ];
  for (const { field, main } of candidates) {
    const author = authorFromField(record, field, main);
    if (!author) continue;
    const key = foldForSort(author.name);
    const existing = result.find(
      (other) =>
        other.kind === author.kind &&
        foldForSort(other.name) === key &&
        (!other.dates || !author.dates || foldForSort(other.dates) === foldForSort(author.dates)),
    );
    if (!existing) {
      result.push(author);
      continue;
    }
    if (!existing.role && author.role) existing.role = author.role;
    if (!existing.roleCodes && author.roleCodes) existing.roleCodes = author.roleCodes;
    if (!existing.dates && author.dates) existing.dates = author.dates;
    if (!existing.vernacularName && author.vernacularName) existing.vernacularName = author.vernacularName;
  }
  return result;
}

/** "Name, dates" as shown in a list or index. */
export function authorDisplayName(author: Author): string {
  return author.dates ? `${author.name}, ${author.dates}` : author.name;
}
