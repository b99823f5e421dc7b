import type { MarcDataField } from '../marc/marc-record.ts';
import { cleanText, stripTrailingMarks, stripTrailingPunctuation } from './text.ts';

/** Separator to use before a subfield when the previous one carries no ISBD mark. */
export type DefaultSeparator = (code: string, previousCode: string) => string;

/** ISBD prescribed punctuation typed at the end of a subfield, as it reads between two elements. */
const MARK_SEPARATORS: Record<string, string> = { ':': ' : ', ';': ' ; ', '=': ' = ', '.': '. ', ',': ', ' };

/**
 * Join subfields of a field with ISBD separators. The separator is the mark the cataloguer typed at the end
 * of the previous subfield (" : " other title information or publisher, " ; " further place or title,
 * " = " parallel title, ". " part, ", " date); a "/" announces a statement of responsibility that is not
 * joined, so it falls back to the default. A period after an abbreviation ("v.", "ed.") stays as text.
 */
export function joinIsbd(
  field: MarcDataField,
  codes: readonly string[],
  defaultSeparator: DefaultSeparator,
  finalStrip: (text: string) => string = stripTrailingPunctuation,
): string {
  let result = '';
  let pendingMark = '';
  let previousCode = '';
  const parts = field.subfields.filter((subfield) => codes.includes(subfield.code));
  for (const [index, subfield] of parts.entries()) {
    const raw = cleanText(subfield.value);
    const mark = /\s*([:;=/,.])$/.exec(raw)?.[1] ?? '';
    // The last part's end is left to finalStrip, which may keep a period that ends an abbreviation.
    let text = index === parts.length - 1 ? stripTrailingMarks(raw) : stripTrailingPunctuation(raw);
    if (!text) continue;
    if (result) {
      result += MARK_SEPARATORS[pendingMark] ?? defaultSeparator(subfield.code, previousCode);
      // A mark typed at the start of this subfield instead ("$b = Parallel title") is already in the separator.
      text = text.replace(/^[:;=/]\s*/, '');
    }
    result += text;
    pendingMark = text.endsWith('.') ? '' : mark;
    previousCode = subfield.code;
  }
  return finalStrip(result);
}
