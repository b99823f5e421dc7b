import { isAscii, isUtf8 } from 'node:buffer';
import { type MarcNote, marcNote } from './marc-read-result.ts';

const ESCAPE = 0x1b;

/** How the bytes of one ISO 2709 record must be decoded, and what was guessed on the way. */
export type RecordCharset =
  | { kind: 'utf8'; isAsciiOnly: boolean; warning?: MarcNote }
  | { kind: 'latin1'; warning: MarcNote }
  | { kind: 'marc8'; warning?: MarcNote };

/**
 * Picks the decoding of one record from leader/09 (MARC 21: "a" = UCS/Unicode, blank = MARC-8) checked against
 * the bytes, because real files lie (DOMAIN.md): Latin-1 labelled UTF-8, UTF-8 labelled MARC-8.
 */
/**
 * MARC-8 escape sequences (MARC 21 Specifications, "Character Sets", Part 3): ESC ( , $ ) - designate a G0
 * or G1 set (Cyrillic ESC ( N, Greek ESC ( S, Hebrew ESC ( 2, Arabic ESC ( 3, CJK ESC $ 1…), ESC g / b / p
 * switch to Greek symbols, subscripts, superscripts, ESC s back to ASCII. The bytes after them are ASCII
 * codes, so a record written this way is all ASCII and must be looked at before the ASCII shortcut.
 */
function hasMarc8Escape(raw: Buffer): boolean {
  for (let index = raw.indexOf(ESCAPE); index >= 0; index = raw.indexOf(ESCAPE, index + 1)) {
    const next = raw[index + 1];
    // ( , $ ) - b g p s
    if (next === 0x28 || next === 0x2c || next === 0x24 || next === 0x29 || next === 0x2d) return true;
    if (next === 0x62 || next === 0x67 || next === 0x70 || next === 0x73) return true;
  }
  return false;
}

function unlabelledUtf8(label: string): MarcNote {
  return marcNote(
    'CodificacaoDesconhecida',
    { valor: label },
    `read as UTF-8: leader/09 "${label}" is neither blank (MARC-8) nor "a" (Unicode)`,
  );
}

export function detectRecordCharset(raw: Buffer): RecordCharset {
  const codingScheme = raw[9];
  if (raw.includes(ESCAPE) && hasMarc8Escape(raw) && (codingScheme === 0x20 || isAscii(raw))) {
    // Blank leader/09 says MARC-8; an all-ASCII record with escape sequences can only be MARC-8 whatever the
    // label says (ESC is not text in UTF-8). Without this, escaped Cyrillic was stored as raw codes (issue 27).
    return codingScheme === 0x20
      ? { kind: 'marc8' }
      : {
          kind: 'marc8',
          warning: marcNote(
            'LidoComoMarc8',
            {},
            'read as MARC-8: the record has MARC-8 escape sequences (leader/09 is not blank)',
          ),
        };
  }
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
        warning: marcNote(
          'LidoComoUtf8',
          {},
          'read as UTF-8: leader/09 says MARC-8 (blank) but the bytes are valid UTF-8',
        ),
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
          warning: unlabelledUtf8(String.fromCharCode(codingScheme ?? 0x3f)),
        };
  }
  // Not UTF-8 whatever the label says: the usual culprit is a Latin-1 export labelled "a" (Biblivre, see SOURCES.md).
  return {
    kind: 'latin1',
    warning: marcNote('LidoComoLatin1', {}, 'decoded as ISO-8859-1: bytes were not valid UTF-8'),
  };
}
