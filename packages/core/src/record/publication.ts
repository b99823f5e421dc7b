import { dataFields, type MarcDataField, type MarcRecord } from '../marc/marc-record.ts';
import { fixedField008 } from './fixed-fields.ts';
import { joinIsbd } from './isbd.ts';
import { cleanSubfields, cleanText, fieldText, stripTrailingMarks, stripTrailingPunctuation } from './text.ts';
import { vernacularPartner } from './vernacular.ts';

export interface Publication {
  /** 260/264 $a, several places joined with " ; ". */
  place?: string;
  /** 260/264 $b, several names joined with " ; ". */
  publisher?: string;
  /** 260/264 $c as transcribed, trailing punctuation removed ("c1999", "[2011]"). */
  date?: string;
  /** Four-digit year of publication: 008/07-10 when valid, else the first year in 260/264 $c. */
  year?: number;
  /** The chosen field as transcribed ("São Paulo : Ciranda Cultural, 2011"). */
  statement?: string;
  /** "Place : Publisher, date" rebuilt from the parts, for displays and citations. */
  imprint?: string;
  /** The field the data came from. */
  sourceTag?: '260' | '264';
  /** The 880 partner of that field (imprint in the original script). */
  statementVernacular?: string;
}

/**
 * The field that states publication. RDA records use 264; ind2 1 = publication (the Blacklight/VuFind rule:
 * 264 ind2 1 before 260). Then 260 (AACR2), then 264 ind2 0 production (unpublished: theses, manuscripts),
 * 2 distribution, 3 manufacture. 264 ind2 4 (copyright notice date) only supplies a fallback year.
 */
export function publicationField(record: MarcRecord): MarcDataField | undefined {
  const fields264 = dataFields(record, '264');
  return (
    fields264.find((field) => field.ind2 === '1') ??
    dataFields(record, '260')[0] ??
    fields264.find((field) => field.ind2 === '0') ??
    fields264.find((field) => field.ind2 === '2') ??
    fields264.find((field) => field.ind2 === '3')
  );
}

/**
 * Year from the 008 (MARC 21 008/06 type of date, 07-10 Date 1). Not usable when the date type is
 * b (no dates, B.C.) or n (unknown), or Date 1 is not four digits ("uuuu", "19uu", "||||" as in Biblivre).
 */
export function yearFrom008(record: MarcRecord): number | undefined {
  const fixed = fixedField008(record);
  if (fixed.length < 11) return undefined;
  const dateType = fixed.charAt(6);
  if (dateType === 'b' || dateType === 'n') return undefined;
  const date1 = fixed.slice(7, 11);
  if (!/^\d{4}$/.test(date1)) return undefined;
  const year = Number(date1);
  // "0000" and similar placeholders are not years; nor is a date far in the future.
  return isPlausibleYear(year) ? year : undefined;
}

/** This year (local time), and when it ends: asked for every year read, and a new Date() each time cost an import. */
let thisYear = { year: 0, endsAt: 0 };

function currentYear(): number {
  const now = Date.now();
  if (now >= thisYear.endsAt || now < thisYear.endsAt - 367 * 86_400_000) {
    const year = new Date(now).getFullYear();
    thisYear = { year, endsAt: new Date(year + 1, 0, 1).getTime() };
  }
  return thisYear.year;
}

function isPlausibleYear(year: number): boolean {
  return year >= 1000 && year <= currentYear() + 5;
}

/** First plausible four-digit year in a transcribed date ("c1999", "[2011?]", "2021 [1964]" → 2021). */
export function yearFromText(text: string | undefined): number | undefined {
  for (const match of cleanText(text).matchAll(/(?<!\d)(\d{4})(?!\d)/g)) {
    const year = Number(match[1]);
    if (isPlausibleYear(year)) return year;
  }
  return undefined;
}

function joinParts(values: string[]): string {
  return values.map(stripTrailingPunctuation).filter(Boolean).join(' ; ');
}

/** Place, publisher, date, year and imprint of the record. */
export function extractPublication(record: MarcRecord): Publication {
  const field = publicationField(record);
  const place = field ? joinParts(cleanSubfields(field, 'a')) : '';
  const publisher = field ? joinParts(cleanSubfields(field, 'b')) : '';
  const date = field ? joinParts(cleanSubfields(field, 'c')) : '';
  const copyrightDate = dataFields(record, '264')
    .filter((candidate) => candidate.ind2 === '4')
    .flatMap((candidate) => cleanSubfields(candidate, 'c'))[0];
  const year = yearFrom008(record) ?? yearFromText(date) ?? yearFromText(copyrightDate);
  const statement = field ? publicationStatement(field) : '';
  const partner = field ? vernacularPartner(record, field) : undefined;
  const statementVernacular = partner ? publicationStatement(partner) : '';
  const imprint = buildImprint(place, publisher, date || (year ? String(year) : ''));
  // Assigned, not spread from small objects: a copy less each, and fewer shapes (extract-bibliographic.ts).
  const publication: Publication = {};
  if (place) publication.place = place;
  if (publisher) publication.publisher = publisher;
  if (date) publication.date = date;
  if (year) publication.year = year;
  if (statement) publication.statement = statement;
  if (imprint) publication.imprint = imprint;
  if (field) publication.sourceTag = field.tag as '260' | '264';
  if (statementVernacular) publication.statementVernacular = statementVernacular;
  return publication;
}

/**
 * The 260/264 as transcribed, with ISBD punctuation supplied where the record has none:
 * " ; " before a further place ($a), " : " before a publisher ($b), ", " before the date ($c).
 * $e/$f/$g (manufacture) follow with a space: the record already writes their parentheses.
 */
export function publicationStatement(field: MarcDataField): string {
  return joinIsbd(field, ['3', 'a', 'b', 'c', 'e', 'f', 'g'], (code) => {
    if (code === 'a') return ' ; ';
    if (code === 'b') return ' : ';
    if (code === 'c') return ', ';
    return ' ';
  });
}

/** ISBD imprint: "Place : Publisher, date", leaving out missing parts with their punctuation. */
export function buildImprint(place: string, publisher: string, date: string): string {
  let text = place;
  if (publisher) text = text ? `${text} : ${publisher}` : publisher;
  if (date) text = text ? `${text}, ${date}` : date;
  return text;
}

/** MARC 21 250 edition statement: $a edition, $b remainder ("2. ed. rev. e ampl."). */
export function extractEdition(record: MarcRecord): string | undefined {
  const field = dataFields(record, '250')[0];
  // The period is kept: edition statements end in abbreviations ("2. ed.", "rev. e ampl.").
  const text = field ? fieldText(field, ['a', 'b'], stripTrailingMarks) : '';
  return text || undefined;
}

/** MARC 21 300: $a extent, $b other physical details, $c dimensions, $e accompanying material. */
export function extractPhysicalDescription(record: MarcRecord): string | undefined {
  const text = dataFields(record, '300')
    // The period is kept: the area usually ends in an abbreviation ("24 cm.", "4 3/4 pol.").
    .map((field) => fieldText(field, ['3', 'a', 'b', 'c', 'e', 'f', 'g'], stripTrailingMarks))
    .filter(Boolean)
    .join(' ; ');
  return text || undefined;
}
