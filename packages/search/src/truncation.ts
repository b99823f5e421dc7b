import { ERROR_CODES } from '@estante/contracts';
import { foldForSearch, InvalidInputError } from '@estante/core';

/**
 * Right truncation (docs/search.md, "Truncation"): `*` stands for any letters (none included), `?` inside a word for
 * exactly one.
 * A truncated word is kept in a row's words with its wildcards (`sau*`, `sa?de`) and expanded against the index's
 * vocabulary before matching; it is never stemmed.
 */
export const TRUNCATION = {
  /** Letters (or digits) a truncated word must have before its `*`: `a*` would name a 26th of the vocabulary. */
  minStem: 3,
  /**
   * Words a truncated word expands to at most: the most frequent in the searched fields (records per field, ties in
   * code point order). Beyond it the rarer words are left out rather than the search refused.
   */
  maxExpansions: 100,
} as const;

/** Code of the refusal of a truncated word whose stem is too short (422, translated by the web). */
export const TRUNCATION_TOO_SHORT = ERROR_CODES.truncationTooShort;

export class TruncationTooShortError extends InvalidInputError {
  constructor(word: string) {
    super(TRUNCATION_TOO_SHORT, { parameter: 'termo', value: word.slice(0, 100), minStem: TRUNCATION.minStem });
  }
}

const WILDCARD = /[*?]/;

/** True for a word that holds a wildcard (`brasi*`, `sa?de`). */
export function isTruncated(word: string): boolean {
  return WILDCARD.test(word);
}

/** The letters before a truncated word's first wildcard: where its expansions start in the sorted vocabulary. */
export function truncationStem(word: string): string {
  const at = word.search(WILDCARD);
  return at === -1 ? word : word.slice(0, at);
}

/** A test of a whole folded word against a truncated one. */
export function truncationMatcher(word: string): (candidate: string) => boolean {
  const source = word
    .split('')
    .map((character) => (character === '*' ? '.*' : character === '?' ? '.' : character))
    .join('');
  const pattern = new RegExp(`^${source}$`, 'u');
  return (candidate) => pattern.test(candidate);
}

const WORD_CHARACTER = /[\p{L}\p{N}\p{M}]/u;

function isWildcard(part: string | undefined): boolean {
  return part === '*' || part === '?';
}

/**
 * Folds a term keeping its wildcards attached to the letters around them: "Saú*de" → "sau*de", "brasil *" → "brasil"
 * (a wildcard not touching a letter is punctuation, as it was before truncation existed).
 */
export function foldKeepingWildcards(text: string): string {
  if (!WILDCARD.test(text)) return foldForSearch(text);
  const parts = text.split(/([*?])/);
  let result = '';
  for (let index = 0; index < parts.length; index += 1) {
    const part = parts[index]!;
    if (part === '*' || part === '?') {
      const before = parts[index - 1] ?? '';
      const after = parts[index + 1] ?? '';
      // Two wildcards in a row are split by an empty part: they touch each other.
      const touchesBefore = before === '' ? isWildcard(parts[index - 2]) : WORD_CHARACTER.test(before.at(-1)!);
      const touchesAfter = after === '' ? isWildcard(parts[index + 2]) : WORD_CHARACTER.test(after[0]!);
      result += (touchesBefore ? '' : ' ') + part + (touchesAfter ? '' : ' ');
    } else {
      const folded = foldForSearch(part);
      const leading = folded && !WORD_CHARACTER.test(part[0]!) ? ' ' : '';
      const trailing = folded && !WORD_CHARACTER.test(part.at(-1)!) ? ' ' : '';
      result += leading + folded + trailing;
    }
  }
  // A word of wildcards alone (a lone `*`) is punctuation; so are question marks ending a word ("queijo?"), so that a
  // pasted question is searched as typed: `?` stands for a letter only inside a word (`sa?de`) or beside a `*`.
  return result
    .split(/\s+/)
    .map((word) => word.replace(/(?<![*?])\?+$/, ''))
    .filter((word) => word && !/^[*?]+$/.test(word))
    .join(' ');
}

/**
 * Refuses a truncated word with fewer than TRUNCATION.minStem letters before its `*` (`sa?d*` has 3), or beginning with
 * a wildcard (left truncation is not offered). A word with `?` only (`sa?de`) names words of its own length: any stem.
 */
export function checkTruncation(word: string): void {
  if (!isTruncated(word)) return;
  const star = word.indexOf('*');
  const letters = star === -1 ? Number.POSITIVE_INFINITY : word.slice(0, star).replaceAll('?', '').length;
  if (truncationStem(word).length === 0 || letters < TRUNCATION.minStem) throw new TruncationTooShortError(word);
}
