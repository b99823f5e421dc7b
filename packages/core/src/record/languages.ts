import { dataFields, type MarcRecord } from '../marc/marc-record.ts';
import { fixedField008 } from './fixed-fields.ts';
import { cleanSubfields } from './text.ts';

/**
 * Codes that say nothing about the language of the content, dropped from the language list:
 * zxx (no linguistic content: instrumental music, images), und (undetermined), and the fill/blank
 * values "|||" and "   " (which fail the pattern anyway). "mul" (multiple languages) is kept only when the
 * record names no specific language.
 */
const NON_LANGUAGES = new Set(['zxx', 'und', 'xxx']);

/** Split one 041 subfield: before 2001 several codes were run together ("engfre") in one subfield. */
function splitCodes(value: string): string[] {
  const compact = value.toLowerCase().replace(/[^a-z]/g, '');
  if (compact.length === 0 || compact.length % 3 !== 0) return [];
  const codes: string[] = [];
  for (let index = 0; index < compact.length; index += 3) codes.push(compact.slice(index, index + 3));
  return codes;
}

/**
 * MARC 21 008/35-37 language. An 008 that is too short (Biblivre writes 36 characters, leaving out Date 2)
 * still ends with language, 38 modified record and 39 cataloguing source, so then the code is read
 * counting from the end; it is kept only when it is three letters.
 */
function languageFrom008(fixed: string): string {
  const standard = fixed.slice(35, 38);
  if (fixed.length >= 40 || /^[a-z]{3}$/.test(standard)) return standard;
  const fromEnd = fixed.length >= 18 ? fixed.slice(fixed.length - 5, fixed.length - 2) : '';
  return /^[a-z]{3}$/.test(fromEnd) ? fromEnd : '';
}

/**
 * MARC language codes (ISO 639-2/B: por, eng, spa, fre, ger, ita) of the content: 008/35-37 first, then
 * 041 $a (text/sound track) and $d (sung or spoken text). 041 with ind2 7 uses another code list
 * (named in $2) and is skipped. Lower-case, de-duplicated.
 */
export function extractLanguages(record: MarcRecord): string[] {
  const codes: string[] = [];
  codes.push(...splitCodes(languageFrom008(fixedField008(record))));
  for (const field of dataFields(record, '041')) {
    if (field.ind2 === '7') continue;
    for (const value of cleanSubfields(field, 'a', 'd')) codes.push(...splitCodes(value));
  }
  const unique = [...new Set(codes)].filter((code) => !NON_LANGUAGES.has(code));
  const specific = unique.filter((code) => code !== 'mul');
  return specific.length > 0 ? specific : unique;
}
