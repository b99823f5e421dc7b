/**
 * Shelf order of call numbers ("número de chamada"): class number, then author mark (Cutter-Sanborn or PHA),
 * then work mark, edition, volume and copy. Plain string order puts "10" before "5.1" and "S59" before
 * "S586"; the keys built here sort correctly when compared byte by byte (SQLite BINARY, PostgreSQL
 * COLLATE "C": a locale-aware collation would ignore the separators).
 */

export type ClassificationScheme = 'ddc' | 'udc' | 'lcc' | 'local';

/** Order of schemes in a mixed shelf list; each scheme is a shelf of its own. */
const SCHEME_PREFIX: Record<ClassificationScheme, string> = { ddc: '1', udc: '2', lcc: '3', local: '4' };

// Dewey: one to three digits, an optional decimal part. "/" and "'" are segmentation marks (MARC 21 082 $a).
const DDC = /^(\d{1,3})(?:\.(\d+))?(?=$|[\s/'A-Z])/;
// UDC main number: digits with a point every three ("821.134.3"), then auxiliaries ((81) -31 :  = "…").
const UDC = /^(\d+(?:\.\d+)*)([^\s]*)/;
// LCC: one to three letters, a class number with optional decimals ("QA 76.76", "BV'2300").
const LCC = /^([A-Z]{1,3})\s*(\d+)(?:\.(\d+))?/;

/** Number of digits integers are padded to outside the class number (volumes, years, editions, copies). */
const NUMBER_WIDTH = 6;

/** Upper-case, accents removed, Sirsi "'" separators as spaces, whitespace collapsed. */
function normalise(callNumber: string): string {
  return callNumber
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/'/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Guess the scheme of a call number from its shape: Dewey "028.5 A235", UDC "821.134.3(81)-31 A235" or
 * "323.362.4" (points every three digits, auxiliaries), LCC "BV 2300 S4 L38", else local ("FIC SMI", "5490").
 */
export function detectCallNumberScheme(callNumber: string): ClassificationScheme {
  const text = normalise(callNumber);
  const classPart = text.split(' ')[0] ?? '';
  if (/^\d+(?:\.\d+)*(?:[(:="+[]|-\d)/.test(classPart) || /^\d{1,3}(?:\.\d+){2,}/.test(classPart)) return 'udc';
  if (DDC.test(text.replace(/\//g, ''))) return 'ddc';
  if (/^[A-Z]{1,3} ?\d/.test(text)) return 'lcc';
  return 'local';
}

/** Does the call number have the shape of the scheme its source claims? */
function fits(scheme: ClassificationScheme, text: string): boolean {
  if (scheme === 'ddc') return DDC.test(text.replace(/\//g, ''));
  if (scheme === 'udc') return UDC.test(text);
  if (scheme === 'lcc') return LCC.test(text);
  return true;
}

/**
 * A token after the class number. Author marks (Cutter-Sanborn "S586i", PHA "B823a", LC cutter ".S46")
 * are decimal: their digits compare as written, so S586 < S5861 < S59, and a "." ends them so the work
 * mark sorts after the bare mark (S586 < S586i < S5861). Other numbers (v.2, 2.ed., 1998, ex.3) are padded.
 */
function tokenKey(token: string): string {
  const mark = /^\.?([A-Z]{1,3})(\d+)([A-Z]*)$/.exec(token);
  if (mark) return `${mark[1]}${mark[2]}.${mark[3]}`;
  return token.replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(NUMBER_WIDTH, '0'));
}

function restKey(rest: string): string {
  return rest.split(/\s+/).filter(Boolean).map(tokenKey).join(' ');
}

function joinKey(scheme: ClassificationScheme, classKey: string, rest: string): string {
  const tail = restKey(rest);
  return `${SCHEME_PREFIX[scheme]} ${classKey}${tail ? ` ${tail}` : ''}`;
}

/**
 * Sort key for a call number. The scheme comes from the field (082 Dewey, 080 UDC, 050 LCC) or is
 * detected; a number that does not fit the scheme claimed (a local "5490" in an 050) is detected again.
 * Dewey: the integer part padded to three digits, the decimals as written (5.1 < 10 < 100.2 < 100.25).
 * UDC: the main number with its points removed (decimal: 5 < 53 < 6), auxiliaries as text.
 * LCC: class letters padded to three, class number padded to five digits plus decimals, then cutters.
 * Author marks are compared as decimals, other numbers (volume, year, copy) as integers.
 */
export function callNumberSortKey(callNumber: string, scheme?: ClassificationScheme): string {
  const text = normalise(callNumber);
  if (!text) return '';
  const chosen = scheme && fits(scheme, text) ? scheme : detectCallNumberScheme(text);
  if (chosen === 'ddc') {
    const compact = text.replace(/\//g, '');
    const match = DDC.exec(compact);
    if (match) {
      const classKey = `${match[1]!.padStart(3, '0')}${match[2] ? `.${match[2]}` : ''}`;
      return joinKey('ddc', classKey, compact.slice(match[0].length));
    }
  }
  if (chosen === 'udc') {
    const match = UDC.exec(text);
    if (match) return joinKey('udc', `${match[1]!.replace(/\./g, '')}${match[2]}`, text.slice(match[0].length));
  }
  if (chosen === 'lcc') {
    const match = LCC.exec(text);
    if (match) {
      const classKey = `${match[1]!.padEnd(3, ' ')}${match[2]!.padStart(5, '0')}${match[3] ? `.${match[3]}` : ''}`;
      return joinKey('lcc', classKey, text.slice(match[0].length));
    }
  }
  return `${SCHEME_PREFIX.local} ${restKey(text)}`;
}

/** Compare two call numbers in shelf order (for in-memory sorting). */
export function compareCallNumbers(left: string, right: string): number {
  const a = callNumberSortKey(left);
  const b = callNumberSortKey(right);
  return a < b ? -1 : a > b ? 1 : 0;
}
