/** Standard numbers with valid check digits, and Cutter-like author marks. */

/** ISBN-13 check digit for the first 12 digits (weights 1,3,1,3…, modulus 10). */
export function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (first12.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/** ISBN-10 check digit for the first 9 digits (weights 10..2, modulus 11; 10 is written X). */
export function isbn10CheckDigit(first9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (first9.charCodeAt(i) - 48) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** ISSN check digit for the first 7 digits (weights 8..2, modulus 11; 10 is written X). */
export function issnCheckDigit(first7: string): string {
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += (first7.charCodeAt(i) - 48) * (8 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** Builds an ISBN-13 from a 978 prefix (group + registrant, digits only) and an article number. */
export function makeIsbn13(prefix: string, article: number): string {
  const body =
    prefix +
    String(article)
      .padStart(12 - prefix.length, '0')
      .slice(-(12 - prefix.length));
  return body + isbn13CheckDigit(body);
}

/** The ISBN-10 form of a 978 ISBN-13. */
export function isbn13To10(isbn13: string): string {
  const body = isbn13.slice(3, 12);
  return body + isbn10CheckDigit(body);
}

export function makeIssn(first7: string): string {
  return `${first7.slice(0, 4)}-${first7.slice(4, 7)}${issnCheckDigit(first7)}`;
}

/** True if a hyphenated or compact ISSN has a correct check digit. */
export function isValidIssn(issn: string): boolean {
  const compact = issn.replace('-', '').toUpperCase();
  return /^\d{7}[\dX]$/.test(compact) && issnCheckDigit(compact.slice(0, 7)) === compact[7];
}

/** Lower-case and strip accents (NFD + drop combining marks): the folding a search index applies. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/**
 * A Cutter-like author number: the initial letter plus three digits that grow with the
 * alphabetical position of the rest of the name, so marks sort like the names, as in the
 * Cutter-Sanborn tables. Not the real table, but the same shape and order.
 */
export function cutterNumber(entry: string): string {
  let initial = '';
  let fraction = 0;
  let scale = 1;
  let taken = 0;
  for (let i = 0; i < entry.length && taken < 6; i++) {
    const letter = foldLetter(entry.charAt(i));
    if (letter === '') continue;
    if (taken === 0) initial = letter.toUpperCase();
    else {
      scale /= 26;
      fraction += (letter.charCodeAt(0) - 97) * scale;
    }
    taken++;
  }
  const digits = 100 + Math.floor(fraction * 899);
  return (initial || 'X') + String(digits);
}

const ACCENTED = 'áàâãäåçéèêëíìîïñóòôõöúùûüýÿ';
const UNACCENTED = 'aaaaaaceeeeiiiinooooouuuuyy';

/** One character folded to a basic Latin lower-case letter, or '' if it is not a letter. */
function foldLetter(char: string): string {
  const lower = char.toLowerCase();
  if (lower >= 'a' && lower <= 'z') return lower;
  const index = ACCENTED.indexOf(lower);
  return index < 0 ? '' : (UNACCENTED[index] as string);
}

const INITIAL_ARTICLES = /^(?:o|a|os|as|the|an|el|la|los|las|lo)\s+/i;

/** Cutter mark: author number plus the first letter of the title, skipping an initial article. */
export function cutterMark(entry: string, title: string): string {
  const rest = title.replace(INITIAL_ARTICLES, '');
  let titleLetter = '';
  for (let i = 0; i < rest.length && !titleLetter; i++) titleLetter = foldLetter(rest.charAt(i));
  return cutterNumber(entry) + titleLetter;
}
