/** Unicode NFC, the form stored everywhere (MARC text converted by yaz arrives as NFD). */
export function toNfc(value: string): string {
  return value.normalize('NFC');
}

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const ASCII = /^[\x00-\x7f]*$/;

/**
 * Text folded one character at a time: for Latin letters with accents (Latin-1 and Latin Extended-A/B) and general
 * punctuation, `fold(text)` is the concatenation of each character folded alone, so a table of the characters
 * folded once replaces the Unicode normalisations (NFD, NFC), which cost an import more than the rest of its folding.
 * What makes that hold for these characters: none is a combining mark (NFD reorders only marks, NFC only composes a
 * mark or a jamo onto what precedes it), and none but the Greek capital sigma lower-cases by context (not in the
 * ranges). A table entry is the folded character (letters and digits, kept), '' for a separator, or undefined for a
 * character the table does not fold (the caller then takes the normalising path).
 */
export type CharacterFoldTable = readonly (string | undefined)[];

/** Latin-1, Latin Extended-A and B, IPA (to U+02FF, less the combining marks after it) and general punctuation. */
const TABLE_RANGES: readonly [number, number][] = [
  [0x00, 0x2ff],
  [0x2000, 0x206f],
];

/**
 * The table for a fold: `foldCharacter` folds one character, `isKept` tells a kept character from a separator. A
 * character whose fold mixes kept characters and separators, or folds to nothing, is left to the normalising path.
 */
export function characterFoldTable(foldCharacter: (character: string) => string, isKept: RegExp): CharacterFoldTable {
  const table: (string | undefined)[] = [];
  for (const [first, last] of TABLE_RANGES) {
    for (let code = first; code <= last; code++) {
      const character = String.fromCharCode(code);
      if (/\p{M}/u.test(character)) continue;
      const folded = foldCharacter(character);
      const kept = [...folded].filter((part) => isKept.test(part)).length;
      if (folded !== '' && kept === [...folded].length) table[code] = folded;
      else if (folded !== '' && kept === 0) table[code] = '';
    }
  }
  return table;
}

/**
 * `text` folded with a character table: kept characters as the table folds them, each run of separators one space,
 * none at either end. Undefined when a character is not in the table.
 */
export function foldWithTable(text: string, table: CharacterFoldTable): string | undefined {
  let folded = '';
  let separated = false;
  for (let index = 0; index < text.length; index++) {
    const character = table[text.charCodeAt(index)];
    if (character === undefined) return undefined;
    if (character === '') {
      separated = folded !== '';
    } else {
      if (separated) {
        folded += ' ';
        separated = false;
      }
      folded += character;
    }
  }
  return folded;
}

/** foldForSearch by Unicode normalisation: any text (the table's characters fold the same way). */
function foldForSearchSlowly(value: string): string {
  return value
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const SEARCH_FOLD_TABLE = characterFoldTable(
  (character) => character.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase(),
  /^[\p{L}\p{N}]$/u,
);

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
  return foldWithTable(value, SEARCH_FOLD_TABLE) ?? foldForSearchSlowly(value);
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
