import { dataFields, type MarcDataField, type MarcRecord } from '../marc/marc-record.ts';
import { cleanText, fieldText, firstClean, foldForSort, stripTrailingPunctuation, uniqueStrings } from './text.ts';
import { vernacularFieldFor } from './vernacular.ts';

export interface TitleInfo {
  /** 245 $a $b $n $p (with $f $g $k $s of archival and music records), ISBD punctuation tidied. '' when no 245. */
  title: string;
  subtitle?: string;
  statementOfResponsibility?: string;
  /** Lower-case, accents folded, initial article skipped (245 ind2). */
  titleSortKey: string;
  /** The 880 partner of 245, when the record has one. */
  titleVernacular?: string;
  /** 130/240 uniform title of the work. */
  uniformTitle?: string;
  /** 246 varying forms, 130/240/730 uniform titles, 740 uncontrolled related titles, extra 245s. */
  variantTitles: string[];
}

// Title subfields in display order of appearance: $a title, $b remainder, $f/$g dates (archival), $k form,
// $n/$p number and name of part, $s version. $c (responsibility) and $h (medium, GMD) are left out.
const TITLE_CODES = ['a', 'b', 'f', 'g', 'k', 'n', 'p', 's'];

/**
 * Join title subfields with ISBD separators. The separator is the mark the cataloguer typed at the end of the
 * previous subfield (" : " remainder, " = " parallel title, " ; " further title, ". " part), or, for records
 * without ISBD punctuation (e.g. Biblivre), the prescribed one for the next subfield: " : " before $b,
 * ". " before $n/$p, ", " before $p after $n, ", " before $f dates.
 */
export function joinTitleSubfields(field: MarcDataField, codes: readonly string[] = TITLE_CODES): string {
  const parts = field.subfields
    .filter((subfield) => codes.includes(subfield.code))
    .map((subfield) => ({ code: subfield.code, text: cleanText(subfield.value) }))
    .filter((part) => part.text !== '');
  let result = '';
  let pendingMark = '';
  let previousCode = '';
  for (const part of parts) {
    const mark = /\s*([:;=/,.])$/.exec(part.text)?.[1] ?? '';
    let text = stripTrailingPunctuation(part.text);
    // A period after an abbreviation ("v.", "Mr.") survives stripping: then it is not a separator.
    const endsWithPeriod = text.endsWith('.');
    if (result) {
      result += separatorFor(pendingMark, part.code, previousCode);
    } else if (!text) {
      continue;
    }
    // Leading ISBD marks that belong to the previous element ("= Parallel" typed in $b).
    if (result) text = text.replace(/^[:;=/]\s*/, '');
    result += text;
    pendingMark = endsWithPeriod ? '' : mark;
    previousCode = part.code;
  }
  return stripTrailingPunctuation(result);
}

function separatorFor(mark: string, code: string, previousCode: string): string {
  switch (mark) {
    case ':':
      return ' : ';
    case ';':
      return ' ; ';
    case '=':
      return ' = ';
    case '.':
      return '. ';
    case ',':
      return ', ';
    default:
      break;
  }
  if (code === 'b') return ' : ';
  if (code === 'p' && previousCode === 'n') return ', ';
  if (code === 'n' || code === 'p') return '. ';
  if (code === 'f' || code === 'g') return ', ';
  return ' ';
}

/**
 * Sort key of a title: MARC 21 245/240/130 ind2 (730/740 ind1, 246 none) = number of nonfiling characters,
 * the initial article to skip ("The ", "O ", "A ", "L'"). MARC counts a diacritic as a character, so the
 * count is applied to the decomposed (NFD) text; if that would cut a word in two (a system that counted
 * precomposed characters) the precomposed count is tried, and if both cut a word nothing is skipped.
 */
export function titleSortKey(title: string, nonfilingIndicator: string | undefined): string {
  const count = Number.parseInt(nonfilingIndicator ?? '', 10);
  if (!Number.isFinite(count) || count <= 0) return foldForSort(title);
  for (const form of [title.normalize('NFD'), title.normalize('NFC')]) {
    if (count >= form.length) continue;
    const before = form.slice(0, count);
    const after = form.slice(count);
    if (!/[\p{L}\p{N}]$/u.test(before) || !/^[\p{L}\p{N}]/u.test(after)) return foldForSort(after);
  }
  return foldForSort(title);
}

/** The title statement: first 245 (some records, e.g. evergreen_nepali, repeat 245 in another script). */
function titleField(record: MarcRecord): MarcDataField | undefined {
  return dataFields(record, '245')[0];
}

/** MARC 21 130/240 ind2 / 730 ind1: nonfiling characters; the uniform title shown without them. */
function uniformTitleText(field: MarcDataField): string {
  // $a $d $f $g $k $l $m $n $o $p $r $s $t: title and its qualifiers; $h medium and control subfields dropped.
  return fieldText(field, ['a', 'd', 'f', 'g', 'k', 'l', 'm', 'n', 'o', 'p', 'r', 's', 't']);
}

/** Title, subtitle, responsibility, sort key, vernacular title, uniform and variant titles. */
export function extractTitle(record: MarcRecord): TitleInfo {
  const field = titleField(record);
  const title = field ? joinTitleSubfields(field) : '';
  const subtitle = field ? stripTrailingPunctuation(field.subfields.find((s) => s.code === 'b')?.value) : '';
  const responsibility = field ? fieldText(field, ['c']) : '';
  const vernacularField = vernacularFieldFor(record, field) ?? unlinkedTitle(record);
  const titleVernacular = vernacularField ? joinTitleSubfields(vernacularField) : '';

  const uniformField = dataFields(record, '130', '240')[0];
  const uniformTitle = uniformField ? uniformTitleText(uniformField) : '';

  const variants: string[] = [];
  for (const extra of dataFields(record, '245').slice(1)) variants.push(joinTitleSubfields(extra));
  for (const variant of dataFields(record, '246')) variants.push(joinTitleSubfields(variant, ['a', 'b', 'f', 'n', 'p']));
  if (uniformTitle) variants.push(uniformTitle);
  for (const uniform of dataFields(record, '730', '740')) variants.push(uniformTitleText(uniform));
  const titleKey = foldForSort(title);
  const variantTitles = uniqueStrings(variants).filter((variant) => foldForSort(variant) !== titleKey);

  return {
    title,
    ...(subtitle ? { subtitle } : {}),
    ...(responsibility ? { statementOfResponsibility: responsibility } : {}),
    titleSortKey: titleSortKey(title, field?.ind2),
    ...(titleVernacular ? { titleVernacular } : {}),
    ...(uniformTitle ? { uniformTitle } : {}),
    variantTitles,
  };
}

/** An 880 for 245 when the record has no Latin 245 at all (occurrence 00 or a dangling link). */
function unlinkedTitle(record: MarcRecord): MarcDataField | undefined {
  if (titleField(record)) return undefined;
  return dataFields(record, '880').find((field) => /^245-/.test(firstClean(field, '6') ?? ''));
}
