export type MarcFormat = 'iso2709' | 'marcxml' | 'unknown';

const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const LESS_THAN = 0x3c;

function isDigit(byte: number | undefined): boolean {
  return byte !== undefined && byte >= 0x30 && byte <= 0x39;
}

function allDigits(bytes: Uint8Array, from: number, to: number): boolean {
  for (let index = from; index < to; index += 1) {
    if (!isDigit(bytes[index])) return false;
  }
  return true;
}

/**
 * Tells ISO 2709 from MARCXML by content, never by file name: files arrive as `.mrc`, `.dat`, `.iso`, `.txt`
 * or with no extension at all. Pass the first few hundred bytes of the input.
 */
export function detectMarcFormat(firstBytes: Uint8Array): MarcFormat {
  let start = 0;
  // UTF-8 byte order mark, then XML-style whitespace (some exporters also put newlines between records).
  if (firstBytes[0] === 0xef && firstBytes[1] === 0xbb && firstBytes[2] === 0xbf) start = 3;
  // UTF-16 byte order marks: only XML is ever written in UTF-16.
  else if ((firstBytes[0] === 0xff && firstBytes[1] === 0xfe) || (firstBytes[0] === 0xfe && firstBytes[1] === 0xff)) {
    return 'marcxml';
  }
  while (start < firstBytes.length) {
    const byte = firstBytes[start];
    if (byte !== SPACE && byte !== TAB && byte !== LF && byte !== CR) break;
    start += 1;
  }
  if (firstBytes[start] === LESS_THAN) return 'marcxml';
  // ISO 2709 leader: 00-04 record length (5 digits); 12-16 base address of data (5 digits) when we can see it.
  if (!allDigits(firstBytes, start, start + 5)) return 'unknown';
  if (firstBytes.length >= start + 17 && !allDigits(firstBytes, start + 12, start + 17)) return 'unknown';
  return 'iso2709';
}
