/** Unicode NFC, the form stored everywhere (MARC text converted by yaz arrives as NFD). */
export function toNfc(value: string): string {
  return value.normalize('NFC');
}

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * Search folding: lower case, accents removed, punctuation to spaces. Applied to indexed text and
 * to queries alike so `informacao` finds `informação` on SQLite and PostgreSQL.
 */
export function foldForSearch(value: string): string {
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
