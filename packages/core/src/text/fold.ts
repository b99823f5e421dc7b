/** Unicode NFC, the form stored everywhere (MARC text converted by yaz arrives as NFD). */
export function toNfc(value: string): string {
  return value.normalize('NFC');
}

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const ASCII = /^[\x00-\x7f]*$/;

/**
 * Search folding: lower case, accents removed, punctuation to spaces. Applied to indexed text and
 * to queries alike so `informacao` finds `informação` on SQLite and PostgreSQL.
 */
export function foldForSearch(value: string): string {
  // Fast path for ASCII (an import folds every indexed text): nothing to decompose, and after lower-casing the
  // letters and digits are a-z and 0-9.
  if (ASCII.test(value)) {
    return value
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  }
  return value
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Splits folded text into search tokens. */
export function searchTokens(value: string): string[] {
  const folded = foldForSearch(value);
  return folded ? folded.split(' ') : [];
}

/**
 * A person's name as the staff desk matches it (people.name_search): lower case, accents removed (NFKD, combining
 * marks dropped), spaces collapsed; punctuation kept so `d'ávila` is still one word. Done here, not in SQL, so SQLite
 * (whose lower() knows only ASCII) and PostgreSQL agree.
 */
export function foldPersonName(value: string): string {
  return value.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
