import { dataFields, type MarcDataField, type MarcRecord } from '../marc/marc-record.ts';
import { CONTROL_SUBFIELDS, cleanSubfields, cleanText, stripTrailingPunctuation, uniqueStrings } from './text.ts';

/** Subject access fields read by the catalogue (MARC 21 6XX). */
export const SUBJECT_TAGS = ['600', '610', '611', '630', '648', '650', '651', '653', '655'] as const;

/** MARC 21 6XX $v form, $x general, $y chronological, $z geographic subdivision. */
const SUBDIVISION_CODES = new Set(['v', 'x', 'y', 'z']);

/** Subdivision separator used in displays and in the subject index. */
export const SUBDIVISION_SEPARATOR = ' -- ';

export interface SubjectInfo {
  subjects: string[];
  /** 655 genre/form terms (also present in `subjects`). */
  genreForms: string[];
}

/** Relator subfields in name subjects: 600/610 $e, 611 $j (not part of the heading). */
function relatorCodes(tag: string): string[] {
  if (tag === '600' || tag === '610') return ['e'];
  if (tag === '611') return ['j'];
  return [];
}

/**
 * One subject heading as text: the heading proper (all subfields but subdivisions, relators and control
 * subfields), then each subdivision after " -- " ("Missions -- Indochine").
 */
export function subjectHeading(field: MarcDataField): string {
  return headingText(field, ['3', ...relatorCodes(field.tag)]);
}

/**
 * Heading text of any access point (6XX, authority 1XX/4XX/5XX): subfields in order, subdivisions
 * ($v $x $y $z) after " -- ", control subfields and the given extra codes left out.
 */
export function headingText(field: MarcDataField, extraSkipped: readonly string[] = []): string {
  const skip = new Set<string>([...CONTROL_SUBFIELDS, ...extraSkipped]);
  const heading: string[] = [];
  const subdivisions: string[] = [];
  for (const subfield of field.subfields) {
    if (skip.has(subfield.code)) continue;
    const text = cleanText(subfield.value);
    if (!text) continue;
    if (SUBDIVISION_CODES.has(subfield.code)) {
      const subdivision = stripTrailingPunctuation(text);
      if (subdivision) subdivisions.push(subdivision);
    } else if (subdivisions.length === 0) {
      // Personal names (X00): dates after a comma; GND records write no ISBD punctuation at all.
      const previous = heading[heading.length - 1];
      const needsComma = field.tag.endsWith('00') && subfield.code === 'd' && previous && !/[,.;:(-]$/.test(previous);
      if (needsComma) heading[heading.length - 1] = `${previous},`;
      heading.push(text);
    } else {
      // A heading subfield after a subdivision (rare, malformed): keep it with the last subdivision.
      subdivisions[subdivisions.length - 1] += ` ${stripTrailingPunctuation(text)}`;
    }
  }
  return [stripTrailingPunctuation(heading.join(' ')), ...subdivisions]
    .filter((part) => part !== '')
    .join(SUBDIVISION_SEPARATOR);
}

/** Headings of one field: MARC 21 653 $a is repeatable, each $a an uncontrolled term of its own. */
export function subjectHeadingsOf(field: MarcDataField): string[] {
  if (field.tag === '653') return cleanSubfields(field, 'a').map(stripTrailingPunctuation).filter(Boolean);
  const heading = subjectHeading(field);
  return heading ? [heading] : [];
}

/** Subject headings from 6XX in record order, de-duplicated (case and accents ignored), and 655 genre/forms. */
export function extractSubjects(record: MarcRecord): SubjectInfo {
  const fields = dataFields(record, ...SUBJECT_TAGS);
  return {
    subjects: uniqueStrings(fields.flatMap(subjectHeadingsOf)),
    genreForms: uniqueStrings(fields.filter((field) => field.tag === '655').flatMap(subjectHeadingsOf)),
  };
}
