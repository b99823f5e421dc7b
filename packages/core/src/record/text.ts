import type { MarcDataField } from '../marc/marc-record.ts';
import { characterFoldTable, foldWithTable } from '../text/fold.ts';

/**
 * Subfields that carry control data, not text to show or index:
 * MARC 21 $0 authority record number, $1 real-world object URI, $2 source of term, $4 relator code,
 * $5 institution to which the field applies, $6 linkage (880), $8 field link and sequence number,
 * $9 local (Koha authority link). $w is the record control number in 4XX/5XX/7XX/8XX.
 */
export const CONTROL_SUBFIELDS = ['0', '1', '2', '4', '5', '6', '7', '8', '9', 'w'] as const;

// Bidirectional marks: MARC 880 $6 values and RTL text often carry U+200E/U+200F (seen in the LC samples).
const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// C1 controls, chiefly the MARC 21 non-sort markers U+0098 (start) and U+009C (end) that the DNB's GND records
// put around "von" in "Goethe, Johann Wolfgang \u0098von\u009c": the text between them stays, the marks go.
const C1_CONTROLS = /[\u0080-\u009f]/g;

/** Printable ASCII only: NFC, NFD and every mark, control and fold below leave it as it is. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * Printable ASCII and the Latin letters and signs after it (U+00A1-02FF, no-break space excluded): each of those
 * characters is its own NFC and none is a mark, so such a text is NFC already; and its only whitespace is ' '.
 */
const PLAIN_LATIN = /^[\x20-\x7e\xa1-\u02ff]*$/;

/** NFC-normalise, drop bidi marks and control characters, collapse runs of whitespace and trim. */
export function cleanText(value: string | undefined): string {
  if (!value) return '';
  // Fast path for most subfields (an import cleans every one): nothing to normalise or drop, only spaces to collapse.
  if (PLAIN_LATIN.test(value)) return (value.includes('  ') ? value.replace(/ {2,}/g, ' ') : value).trim();
  return value
    .normalize('NFC')
    .replace(BIDI_MARKS, '')
    .replace(C1_CONTROLS, '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Remove the ISBD punctuation a cataloguer types before the next element: trailing " /", " :", " ;", " =", ","
 * (and their full-width CJK forms) and a final period. A period is kept after an initial or a short
 * abbreviation ("Smith, J.", "ed.", "v."), following the Blacklight/Traject `trim_punctuation` rule: it is
 * stripped only after three letters or digits, after a digit ("v. 12.", "1999."), after a closing bracket,
 * quote, "?" or "!", or after a CJK character (those scripts have no abbreviations with a period: "大乔.").
 * Unbalanced square brackets at either end are removed too.
 */
export function stripTrailingPunctuation(value: string | undefined): string {
  return removeUnbalancedBrackets(onTail(cleanText(value), stripMarksAndPeriod));
}

/**
 * Like stripTrailingPunctuation but keeps a final period: for areas that usually end in an abbreviation
 * (250 "2. ed. rev. e ampl.", 300 "24 cm.", "4 3/4 pol."), where the period belongs to the abbreviation.
 */
export function stripTrailingMarks(value: string | undefined): string {
  return removeUnbalancedBrackets(onTail(cleanText(value), stripMarks));
}

const TRAILING_MARK = /\s*[/:;=,／：；＝，、]\s*$/u;
const TRAILING_FULL_STOP = /\s*。$/u;
const TERMINAL_PERIOD =
  /([\p{L}\p{N}]{3}|\p{N}|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]|[)\]"'»”?!])\s*\.$/u;

function stripMarks(tail: string): string {
  if (keepsItsEnd(tail)) return tail;
  let text = tail;
  let previous: string;
  do {
    previous = text;
    text = text.replace(TRAILING_MARK, '').trimEnd();
    // A text that now keeps its end would come out of another round unchanged: skip that round's pattern.
  } while (text !== previous && !keepsItsEnd(text));
  return text;
}

/** The last characters that stripMarks or stripMarksAndPeriod can remove (of a text that ends in no whitespace). */
const STRIPPABLE_ENDS = new Set(['/', ':', ';', '=', ',', '／', '：', '；', '＝', '，', '、', '。', '.']);

/** True when the text ends in neither a mark to strip nor whitespace: the patterns below would change nothing. */
function keepsItsEnd(text: string): boolean {
  const last = text.charAt(text.length - 1);
  return !STRIPPABLE_ENDS.has(last) && last.trim() !== '';
}

function stripMarksAndPeriod(tail: string): string {
  // Most values end in a letter or digit: nothing to strip, and no pattern to try (the caller's text is trimmed).
  if (keepsItsEnd(tail)) return tail;
  let text = tail;
  let previous: string;
  do {
    previous = text;
    text = stripMarks(text);
    // Both patterns end in their stop: only a text ending in it can match (TERMINAL_PERIOD is the costly one).
    if (text.endsWith('。')) text = text.replace(TRAILING_FULL_STOP, '');
    if (text.endsWith('.')) text = withoutTerminalPeriod(text) ?? text.replace(TERMINAL_PERIOD, '$1');
    text = text.trimEnd();
  } while (text !== previous && !keepsItsEnd(text));
  return text;
}

/**
 * TERMINAL_PERIOD applied to a text ending in '.' when the characters before the period are ASCII (most texts; the
 * pattern with its Unicode classes is the costly part of stripping): the period and the spaces before it go after
 * a digit, a closing bracket, quote, '?' or '!', or three letters or digits. Undefined when the pattern must decide
 * (a character it could read is not ASCII).
 */
function withoutTerminalPeriod(text: string): string | undefined {
  let last = text.length - 2;
  while (last >= 0 && text.charCodeAt(last) === 0x20) last--;
  if (last < 0) return text;
  const code = text.charCodeAt(last);
  if (code >= 0x80 || isAsciiSpace(code)) return undefined;
  if (isAsciiDigit(code) || ')]"\'?!'.includes(text.charAt(last))) return text.slice(0, last + 1);
  if (!isAsciiLetter(code)) return text;
  for (let index = last - 1; index >= last - 2; index--) {
    if (index < 0) return text;
    const before = text.charCodeAt(index);
    if (before >= 0x80) return undefined;
    if (!isAsciiLetter(before) && !isAsciiDigit(before)) return text;
  }
  return text.slice(0, last + 1);
}

function isAsciiDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function isAsciiLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/** Whitespace the pattern's \s would skip, besides ' ' (tab, line breaks): left to the pattern. */
function isAsciiSpace(code: number): boolean {
  return code >= 0x09 && code <= 0x0d;
}

/**
 * The end-anchored patterns only look at the last few characters: apply them to the tail of a long text
 * (a 3,000-character 505 note) instead of letting the regex engine try every start position.
 */
function onTail(text: string, change: (tail: string) => string, size = 32): string {
  if (text.length <= size) return change(text);
  return text.slice(0, -size) + change(text.slice(-size));
}

/** "[São Paulo" → "São Paulo", "1999]" → "1999": MARC transcriptions split one bracketed element over subfields. */
export function removeUnbalancedBrackets(value: string): string {
  if (!value.includes('[') && !value.includes(']')) return value.trim();
  let text = value;
  const opens = (text.match(/\[/g) ?? []).length;
  const closes = (text.match(/\]/g) ?? []).length;
  if (opens > closes && text.startsWith('[')) text = text.slice(1);
  else if (closes > opens && text.endsWith(']')) text = text.slice(0, -1);
  return text.trim();
}

/**
 * Diacritics to fold: the combining diacritical mark blocks (U+0300-036F, 1AB0-1AFF, 1DC0-1DFF, 20D0-20FF,
 * the MARC-8 ligature halves FE20-FE2F) and the romanisation modifier letters ʹ ʺ ʻ ʼ ʽ ʾ ʿ. Not every
 * \p{M}: the vowel signs of Devanagari and other Indic scripts are marks too, and removing them ruins the word.
 */
const FOLDED_MARKS = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f\u02b9-\u02bf]/g;

/** Lower-case and remove diacritics and punctuation: the form used for sort keys and de-duplication. */
export function foldForSort(value: string): string {
  // Fast path for plain ASCII text, most of the data: nothing to normalise or fold.
  if (PRINTABLE_ASCII.test(value)) {
    return value
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  }
  // Accented Latin text, most of the rest: folded character by character from a table (fold.ts says why that is
  // the same).
  return foldWithTable(value, SORT_FOLD_TABLE) ?? foldForSortByNormalising(value);
}

function foldForSortByNormalising(value: string): string {
  return value
    .normalize('NFD')
    .replace(FOLDED_MARKS, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

const SORT_FOLD_TABLE = characterFoldTable(
  (character) => character.normalize('NFD').replace(FOLDED_MARKS, '').normalize('NFC').toLowerCase(),
  /^[\p{L}\p{M}\p{N}]$/u,
);

/**
 * Folded forms of recent values, as uniqueStrings compares them: a record's full text (search-fields.ts) folds again
 * every line its search fields folded, and records repeat their publishers and subjects. Bounded, and a pure memo.
 */
const sortKeys = new Map<string, string>();

function sortKeyOf(value: string): string {
  let key = sortKeys.get(value);
  if (key === undefined) {
    if (sortKeys.size >= 4096) sortKeys.clear();
    key = foldForSort(value) || value;
    sortKeys.set(value, key);
  }
  return key;
}

/** Keep the first occurrence of each value, comparing the folded form (case and accents ignored). Drops empties. */
export function uniqueStrings(values: Iterable<string>): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const value of values) {
    if (!value) continue;
    const key = sortKeyOf(value);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(value);
  }
  return result;
}

/** Cleaned values of the given subfield codes, in field order, empty values dropped. */
export function cleanSubfields(field: MarcDataField, ...codes: string[]): string[] {
  // Loops, not filter/map/filter: extraction calls these for most subfields of every record it reads.
  const values: string[] = [];
  for (const subfield of field.subfields) {
    if (!codes.includes(subfield.code)) continue;
    const value = cleanText(subfield.value);
    if (value !== '') values.push(value);
  }
  return values;
}

/** First cleaned value of a subfield code, or undefined when absent or empty. */
export function firstClean(field: MarcDataField, code: string): string | undefined {
  for (const subfield of field.subfields) {
    if (subfield.code !== code) continue;
    const value = cleanText(subfield.value);
    if (value !== '') return value;
  }
  return undefined;
}

/**
 * Text of a field for display and indexing: the given subfields (default: all but control subfields) joined
 * with a space, keeping the cataloguer's internal punctuation and dropping the trailing one.
 */
export function fieldText(
  field: MarcDataField,
  codes?: readonly string[],
  strip: (text: string) => string = stripTrailingPunctuation,
): string {
  const parts: string[] = [];
  for (const subfield of field.subfields) {
    if (codes ? !codes.includes(subfield.code) : (CONTROL_SUBFIELDS as readonly string[]).includes(subfield.code)) {
      continue;
    }
    const value = cleanText(subfield.value);
    if (value !== '') parts.push(value);
  }
  return strip(parts.join(' '));
}

/** Character at a position of a fixed-length field (leader, 008), or '' when the field is too short. */
export function charAt(value: string | undefined, position: number): string {
  return value?.charAt(position) ?? '';
}

/** Undefined for an empty string, so optional properties stay absent instead of holding ''. */
export function optional(value: string | undefined): string | undefined {
  return value ? value : undefined;
}
