import { dataFields, type MarcDataField, type MarcRecord } from '../marc/marc-record.ts';
import { joinIsbd } from './isbd.ts';
import {
  fieldText,
  firstClean,
  foldForSort,
  stripTrailingMarks,
  stripTrailingPunctuation,
  uniqueStrings,
} from './text.ts';
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

// Title subfields, joined in record order: $a title, $b remainder, $f/$g dates (archival), $k form,
// $n/$p number and name of part, $s version. $c (responsibility) and $h (medium, GMD) are left out.
const TITLE_CODES = ['a', 'b', 'f', 'g', 'k', 'n', 'p', 's'];

/**
 * Join title subfields with ISBD separators: the mark the cataloguer typed, or for records without ISBD
 * punctuation (e.g. Biblivre) the prescribed one: " : " before $b, ". " before $n/$p, ", " before $p
 * after $n and before $f/$g dates.
 */
export function joinTitleSubfields(
  field: MarcDataField,
  codes: readonly string[] = TITLE_CODES,
  finalStrip: (text: string) => string = stripTrailingPunctuation,
): string {
  return joinIsbd(
    field,
    codes,
    (code, previousCode) => {
      if (code === 'b') return ' : ';
      if (code === 'p' && previousCode === 'n') return ', ';
      if (code === 'n' || code === 'p') return '. ';
      if (code === 'f' || code === 'g') return ', ';
      return ' ';
    },
    finalStrip,
  );
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

/**
 * Uniform title (130/240/730) or uncontrolled related title (740) for display: $a $d $f $g $k $l $m $n $o
 * $p $r $s $t, the title and its qualifiers; $h medium and control subfields are dropped.
 */
function uniformTitleText(field: MarcDataField): string {
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
  // MARC 21 246 has no terminal period: a final period belongs to an abbreviation ("Rev. bras. doc.").
  for (const variant of dataFields(record, '246')) {
    variants.push(joinTitleSubfields(variant, ['a', 'b', 'f', 'n', 'p'], stripTrailingMarks));
  }
  if (uniformTitle) variants.push(uniformTitle);
  for (const uniform of dataFields(record, '730', '740')) variants.push(uniformTitleText(uniform));
  const titleKey = foldForSort(title);
  const variantTitles = uniqueStrings(variants).filter((variant) => foldForSort(variant) !== titleKey);

  // Assigned, not spread from small objects: a copy less each, and fewer shapes (extract-bibliographic.ts).
  const info: Partial<TitleInfo> = { title };
  if (subtitle) info.subtitle = subtitle;
  if (responsibility) info.statementOfResponsibility = responsibility;
  info.titleSortKey = titleSortKey(title, field?.ind2);
  if (titleVernacular) info.titleVernacular = titleVernacular;
  if (uniformTitle) info.uniformTitle = uniformTitle;
  info.variantTitles = variantTitles;
  return info as TitleInfo;
}

/** An 880 for 245 when the record has no Latin 245 at all (occurrence 00 or a dangling link). */
function unlinkedTitle(record: MarcRecord): MarcDataField | undefined {
  if (titleField(record)) return undefined;
  return dataFields(record, '880').find((field) => /^245-/.test(firstClean(field, '6') ?? ''));
}
