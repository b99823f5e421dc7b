import { isAscii, isUtf8 } from 'node:buffer';

const ESCAPE = 0x1b;

/** How the bytes of one ISO 2709 record must be decoded, and what was guessed on the way. */
export type RecordCharset =
  | { kind: 'utf8'; isAsciiOnly: boolean; warning?: string }
  | { kind: 'latin1'; warning: string }
  | { kind: 'marc8' };

/**
 * Picks the decoding of one record from leader/09 (MARC 21: "a" = UCS/Unicode, blank = MARC-8) checked against
 * the bytes, because real files lie (DOMAIN.md): Latin-1 labelled UTF-8, UTF-8 labelled MARC-8.
 */
export function detectRecordCharset(raw: Buffer): RecordCharset {
  const codingScheme = raw[9];
  if (isAscii(raw)) {
    // ASCII is the same in MARC-8 (its default G0 set), UTF-8 and Latin-1: nothing to convert or guess.
    return { kind: 'utf8', isAsciiOnly: true };
  }
  if (codingScheme === 0x20) {
    // MARC-8 text outside ASCII is ANSEL (a combining mark byte 0xE0-0xFE then an ASCII letter) or escape
    // sequences (0x1B) to other sets; both are invalid UTF-8. Valid UTF-8 without escapes is a mislabelled record.
    if (!raw.includes(ESCAPE) && isUtf8(raw)) {
      return {
        kind: 'utf8',
        isAsciiOnly: false,
        warning: 'read as UTF-8: leader/09 says MARC-8 (blank) but the bytes are valid UTF-8',
      };
    }
    return { kind: 'marc8' };
  }
  if (isUtf8(raw)) {
    return codingScheme === 0x61
      ? { kind: 'utf8', isAsciiOnly: false }
      : {
          kind: 'utf8',
          isAsciiOnly: false,
          warning: `read as UTF-8: leader/09 "${String.fromCharCode(codingScheme ?? 0x3f)}" is neither blank (MARC-8) nor "a" (Unicode)`,
        };
  }
  // Not UTF-8 whatever the label says: the usual culprit is a Latin-1 export labelled "a" (Biblivre, see SOURCES.md).
  return { kind: 'latin1', warning: 'decoded as ISO-8859-1: bytes were not valid UTF-8' };
}
