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
  const body = prefix + String(article).padStart(12 - prefix.length, '0').slice(-(12 - prefix.length));
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
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

const cutterCache = new Map<string, string>();

/**
 * A Cutter-like author number: the initial letter plus three digits that grow with the
 * alphabetical position of the rest of the name, so marks sort like the names, as in the
 * Cutter-Sanborn tables (`Silva` → `S586`). Not the real table, but the same shape and order.
 */
export function cutterNumber(entry: string): string {
  let cached = cutterCache.get(entry);
  if (cached !== undefined) return cached;
  const letters = fold(entry).replace(/[^a-z]/g, '');
  const initial = (letters[0] ?? 'x').toUpperCase();
  let fraction = 0;
  let scale = 1;
  for (let i = 1; i < Math.min(letters.length, 6); i++) {
    scale /= 26;
    fraction += (letters.charCodeAt(i) - 97) * scale;
  }
  const digits = 100 + Math.floor(fraction * 899);
  cached = initial + String(digits);
  cutterCache.set(entry, cached);
  return cached;
}

const INITIAL_ARTICLES = /^(?:o|a|os|as|um|uma|the|an|el|la|los|las|lo|un|una)\s+/i;

/** Cutter mark: author number plus the first letter of the title, skipping an initial article. */
export function cutterMark(entry: string, title: string): string {
  const titleLetter = fold(title.replace(INITIAL_ARTICLES, '')).replace(/[^a-z]/g, '')[0] ?? '';
  return cutterNumber(entry) + titleLetter;
}
