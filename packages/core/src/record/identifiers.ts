import ISBN from 'isbn3';
import { dataFields, type MarcRecord } from '../marc/marc-record.ts';
import { cleanSubfields, cleanText, stripTrailingMarks, stripTrailingPunctuation, uniqueStrings } from './text.ts';

export interface Isbn {
  /** ISBN-13 without hyphens; every valid ISBN has one. */
  isbn13: string;
  /** ISBN-10 without hyphens, when the ISBN-13 is in the 978 range. */
  isbn10?: string;
  /** Hyphenated form of the ISBN as catalogued (10 or 13 digits), e.g. "978-85-359-0277-8". */
  display: string;
  /** Qualifier after the number: "broch.", "v. 1", "pbk." (020 $q, or parenthesised text in $a). */
  qualifier?: string;
}

export interface IsbnInfo {
  isbns: Isbn[];
  /** 020 $z (cancelled/invalid) and 020 $a values that are not valid ISBNs, as written. */
  invalidIsbns: string[];
  /** Every ISBN-13 and ISBN-10 form of the valid ISBNs, so that searching either finds the record. */
  isbnSearchKeys: string[];
}

export interface OtherIdentifier {
  /** isrc, upc, ismn, ean, sici, doi, handle, uri… (024), lccn (010), publisher-number (028), system (035). */
  scheme: string;
  value: string;
}

export interface IssnInfo {
  /** Valid ISSNs from 022 $a, formatted "NNNN-NNNC". */
  issns: string[];
  /** 022 $a with a wrong check digit, $y incorrect and $z cancelled ISSNs, as written. */
  invalidIssns: string[];
}

/**
 * An ISBN inside free text: optional 978/979 prefix, nine digits and a check character, with single hyphens
 * or spaces allowed between them, not glued to further digits ("089542262X295" is not an ISBN).
 */
const ISBN_IN_TEXT = /(?<![0-9])(?:97[89][- ]?)?[0-9](?:[- ]?[0-9]){8}[- ]?[0-9Xx](?![0-9Xx])/;

/**
 * Split "9788535902778 (broch.)", "0553268473 (pbk.) :", "978-85-322-6345-2" into the number and its
 * qualifier (the text after the number, parentheses removed).
 */
export function splitIsbnText(text: string): { candidate: string; qualifier?: string } {
  const clean = cleanText(text);
  const match = ISBN_IN_TEXT.exec(clean);
  if (!match) return { candidate: clean.replace(/[\s:;,./]+$/, '') };
  const candidate = match[0].replace(/[\s-]/g, '').toUpperCase();
  const rest = unwrapQualifier(clean.slice(match.index + match[0].length));
  return { candidate, ...(rest ? { qualifier: rest } : {}) };
}

/** "(broch.) :" → "broch.": the qualifier without its parentheses and trailing ISBD mark. */
function unwrapQualifier(text: string): string {
  return stripTrailingMarks(text)
    .replace(/^[([]\s*/, '')
    .replace(/\s*[)\]]$/, '')
    .trim();
}

/**
 * Parse one ISBN with isbn3 (which checks the check digit and the registration-group ranges);
 * undefined when it is not a valid ISBN-10 or ISBN-13. Never throws.
 */
export function parseIsbn(text: string): Isbn | undefined {
  const { candidate, qualifier } = splitIsbnText(text);
  if (!/^(\d{9}[\dX]|\d{13})$/.test(candidate)) return undefined;
  let parsed: ReturnType<typeof ISBN.parse>;
  try {
    parsed = ISBN.parse(candidate);
  } catch {
    return undefined;
  }
  if (!parsed?.isValid || !parsed.isbn13) return undefined;
  return {
    isbn13: parsed.isbn13,
    ...(parsed.isbn10 ? { isbn10: parsed.isbn10 } : {}),
    display: (parsed.isIsbn10 ? parsed.isbn10h : parsed.isbn13h) ?? parsed.isbn13,
    ...(qualifier ? { qualifier } : {}),
  };
}

/** Both forms of an ISBN as search keys ("9780553268478", "0553268473"); [] when invalid. */
export function isbnSearchKeys(text: string): string[] {
  const isbn = parseIsbn(text);
  if (!isbn) return [];
  return isbn.isbn10 ? [isbn.isbn13, isbn.isbn10] : [isbn.isbn13];
}

/** MARC 21 020: $a ISBN (+ $q qualifier), $z cancelled/invalid ISBN. */
export function extractIsbns(record: MarcRecord): IsbnInfo {
  const isbns: Isbn[] = [];
  const invalid: string[] = [];
  for (const field of dataFields(record, '020')) {
    // 020 $q qualifying information, written "(broch.)" by some systems and "broch." by others.
    const qualifiers = cleanSubfields(field, 'q').map(unwrapQualifier);
    for (const value of cleanSubfields(field, 'a')) {
      const isbn = parseIsbn(value);
      if (!isbn) {
        invalid.push(stripTrailingPunctuation(value));
        continue;
      }
      const qualifier = [isbn.qualifier, ...qualifiers].filter(Boolean).join(', ');
      if (!isbns.some((known) => known.isbn13 === isbn.isbn13)) {
        isbns.push({ ...isbn, ...(qualifier ? { qualifier } : {}) });
      }
    }
    for (const value of cleanSubfields(field, 'z')) invalid.push(stripTrailingPunctuation(value));
  }
  return {
    isbns,
    invalidIsbns: uniqueStrings(invalid.filter(Boolean)),
    isbnSearchKeys: [...new Set(isbns.flatMap((isbn) => (isbn.isbn10 ? [isbn.isbn13, isbn.isbn10] : [isbn.isbn13])))],
  };
}

/** ISSN check digit: weights 8..2 over the first seven digits, mod 11, 10 written X. */
export function isValidIssn(text: string): boolean {
  const compact = normaliseIssn(text);
  if (!compact) return false;
  const digits = compact.replace('-', '');
  let sum = 0;
  for (let index = 0; index < 7; index += 1) sum += Number(digits[index]) * (8 - index);
  const check = (11 - (sum % 11)) % 11;
  return digits[7] === (check === 10 ? 'X' : String(check));
}

/** "0028-0836", "00280836", "ISSN 0028-0836" → "0028-0836"; undefined when it has not the ISSN shape. */
export function normaliseIssn(text: string): string | undefined {
  const match = /(\d{4})\s*-?\s*(\d{3}[\dXx])/.exec(cleanText(text));
  return match ? `${match[1]}-${match[2]!.toUpperCase()}` : undefined;
}

/** MARC 21 022: $a ISSN, $l ISSN-L, $y incorrect ISSN, $z cancelled ISSN. */
export function extractIssns(record: MarcRecord): IssnInfo {
  const issns: string[] = [];
  const invalid: string[] = [];
  for (const field of dataFields(record, '022')) {
    for (const value of cleanSubfields(field, 'a', 'l')) {
      const issn = normaliseIssn(value);
      if (issn && isValidIssn(issn)) issns.push(issn);
      else invalid.push(stripTrailingPunctuation(value));
    }
    for (const value of cleanSubfields(field, 'y', 'z')) invalid.push(stripTrailingPunctuation(value));
  }
  return { issns: [...new Set(issns)], invalidIssns: uniqueStrings(invalid.filter(Boolean)) };
}

/** MARC 21 024 ind1: type of standard number ($2 names the source when ind1 is 7). */
const STANDARD_NUMBER_SCHEMES: Record<string, string> = {
  '0': 'isrc',
  '1': 'upc',
  '2': 'ismn',
  '3': 'ean',
  '4': 'sici',
};

/** 010 LCCN, 024 other standard numbers, 028 publisher/music numbers, 035 system control numbers. */
export function extractOtherIdentifiers(record: MarcRecord): OtherIdentifier[] {
  const result: OtherIdentifier[] = [];
  const push = (scheme: string, value: string | undefined) => {
    const text = stripTrailingPunctuation(value);
    if (text && !result.some((known) => known.scheme === scheme && known.value === text)) {
      result.push({ scheme, value: text });
    }
  };
  for (const field of dataFields(record, '010')) push('lccn', cleanSubfields(field, 'a')[0]);
  for (const field of dataFields(record, '024')) {
    const source = cleanSubfields(field, '2')[0]?.toLowerCase();
    const scheme = STANDARD_NUMBER_SCHEMES[field.ind1] ?? (field.ind1 === '7' && source ? source : 'other');
    for (const value of cleanSubfields(field, 'a')) push(scheme, value);
  }
  for (const field of dataFields(record, '028')) {
    // 028 $a number, $b source (label): "CDP 7 47067 2 (EMI)" is how the number is cited.
    const number = cleanSubfields(field, 'a')[0];
    const label = cleanSubfields(field, 'b')[0];
    if (number) push('publisher-number', label ? `${number} (${stripTrailingPunctuation(label)})` : number);
  }
  for (const field of dataFields(record, '035')) {
    for (const value of cleanSubfields(field, 'a')) push('system', value);
  }
  return result;
}
