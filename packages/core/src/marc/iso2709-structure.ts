// ISO 2709 (MARC 21 "Record Structure", https://www.loc.gov/marc/specifications/specrecstruc.html):
// leader (24 bytes) | directory (12-byte entries) 0x1E | fields, each ending with 0x1E | 0x1D.

/** ISO 2709 record terminator. */
export const RECORD_TERMINATOR = 0x1d;
/** ISO 2709 field terminator (also ends the directory). */
export const FIELD_TERMINATOR = 0x1e;
/** ISO 2709 subfield delimiter. */
export const SUBFIELD_DELIMITER = 0x1f;

import { type MarcNote, marcNote } from './marc-read-result.ts';

const LEADER_LENGTH = 24;
const DIRECTORY_ENTRY_LENGTH = 12;

export interface DirectoryEntry {
  tag: string;
  /** Field length in bytes, including its field terminator (directory entry positions 3-6). */
  length: number;
  /** Offset of the field from the base address of data (directory entry positions 7-11). */
  start: number;
}

/** Where the fields of a structurally sound record are. */
export interface Iso2709Layout {
  ok: true;
  baseAddress: number;
  entries: DirectoryEntry[];
  /** Harmless defects, reported with the record. */
  warnings: MarcNote[];
}

/** A damaged structure: `code` names the part at fault (a stable MarcProblem code), `reason` says it in English. */
export type Iso2709Structure =
  | Iso2709Layout
  | { ok: false; code: 'RegistroTruncado' | 'LiderInvalido' | 'DiretorioInvalido'; reason: string };

/** Digits at `bytes[from..from+count)` as a number, or -1 if any byte is not an ASCII digit. */
function readNumber(bytes: Uint8Array, from: number, count: number): number {
  let value = 0;
  for (let index = from; index < from + count; index += 1) {
    const byte = bytes[index];
    if (byte === undefined || byte < 0x30 || byte > 0x39) return -1;
    value = value * 10 + byte - 0x30;
  }
  return value;
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  // Clamped both ways: a damaged directory may point past the record, and Buffer.from throws ("offset is outside
  // of buffer bounds") instead of answering an empty string, which stopped whole imports (issue 27).
  const start = Math.min(Math.max(0, from), bytes.length);
  const end = Math.max(start, Math.min(to, bytes.length));
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('latin1');
}

function isDigitCode(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/**
 * MARC 21 control fields are 001-009 (tag 00X). This must agree with marcjs, which parses a field as a control
 * field when `parseInt(tag) < 10`; the fast path gives the same answer for all-digit tags.
 */
export function isControlTag(tag: string): boolean {
  const first = tag.charCodeAt(0);
  const second = tag.charCodeAt(1);
  if (isDigitCode(first) && isDigitCode(second) && isDigitCode(tag.charCodeAt(2))) {
    return first === 0x30 && second === 0x30;
  }
  return Number.parseInt(tag, 10) < 10;
}

// A plain function, not a closure made per record: tsx (esbuild keepNames) wraps every named closure.
function fail(code: 'RegistroTruncado' | 'LiderInvalido' | 'DiretorioInvalido', reason: string): Iso2709Structure {
  return { ok: false, code, reason };
}

/**
 * Checks that one framed record (ending with 0x1D) is structurally sound before anything reads its fields by
 * byte offset, so a damaged record is rejected with a reason instead of being read as garbage.
 */
export function checkIso2709Structure(raw: Uint8Array): Iso2709Structure {
  if (raw[raw.length - 1] !== RECORD_TERMINATOR) {
    return fail(
      'RegistroTruncado',
      `truncated record: the input ends after ${raw.length} bytes without a record terminator (0x1D)`,
    );
  }
  if (raw.length < LEADER_LENGTH + 2) {
    return fail(
      'LiderInvalido',
      `record of ${raw.length} bytes is shorter than a 24-byte leader plus directory terminator`,
    );
  }
  // Leader/00-04: record length, counting the leader and the record terminator.
  const recordLength = readNumber(raw, 0, 5);
  if (recordLength < 0)
    return fail('LiderInvalido', `record length in leader/00-04 is not numeric: "${ascii(raw, 0, 5)}"`);
  if (recordLength !== raw.length) {
    return fail(
      'RegistroTruncado',
      `record length in leader/00-04 says ${recordLength} bytes but the record ends (0x1D) after ${raw.length} bytes: bad length or truncated record`,
    );
  }
  // Leader/12-16: base address of data = 24 + directory length, the directory ending with 0x1E.
  const baseAddress = readNumber(raw, 12, 5);
  if (baseAddress < 0)
    return fail('LiderInvalido', `base address of data in leader/12-16 is not numeric: "${ascii(raw, 12, 17)}"`);
  if (baseAddress < LEADER_LENGTH + 1 || baseAddress >= raw.length) {
    return fail(
      'LiderInvalido',
      `base address of data in leader/12-16 (${baseAddress}) lies outside the record (${raw.length} bytes)`,
    );
  }
  if (raw[baseAddress - 1] !== FIELD_TERMINATOR) {
    const terminator = raw.indexOf(FIELD_TERMINATOR, LEADER_LENGTH);
    return fail(
      'LiderInvalido',
      `base address of data in leader/12-16 (${baseAddress}) does not point just after the directory terminator (0x1E${terminator < 0 ? ' missing' : ` at byte ${terminator}`})`,
    );
  }
  const directoryLength = baseAddress - 1 - LEADER_LENGTH;
  if (directoryLength % DIRECTORY_ENTRY_LENGTH !== 0) {
    return fail('DiretorioInvalido', `directory length (${directoryLength} bytes) is not a multiple of 12`);
  }
  // The data area runs from the base address to the record terminator (excluded).
  const dataLength = raw.length - 1 - baseAddress;
  const entryCount = directoryLength / DIRECTORY_ENTRY_LENGTH;
  const entries: DirectoryEntry[] = new Array(entryCount);
  const warnings: MarcNote[] = [];
  for (let index = 0; index < entryCount; index += 1) {
    const offset = LEADER_LENGTH + index * DIRECTORY_ENTRY_LENGTH;
    const tag = String.fromCharCode(raw[offset] as number, raw[offset + 1] as number, raw[offset + 2] as number);
    const length = readNumber(raw, offset + 3, 4);
    const start = readNumber(raw, offset + 7, 5);
    const where = `directory entry ${index + 1} (tag "${tag}")`;
    if (length < 0 || start < 0) {
      return fail(
        'DiretorioInvalido',
        `${where}: field length or starting position is not numeric: "${ascii(raw, offset, offset + 12)}"`,
      );
    }
    if (length < 1 || start + length > dataLength) {
      return fail(
        'DiretorioInvalido',
        `${where}: field at ${start}+${length} runs past the end of the data (${dataLength} bytes)`,
      );
    }
    const fieldStart = baseAddress + start;
    if (raw[fieldStart + length - 1] !== FIELD_TERMINATOR) {
      return fail(
        'DiretorioInvalido',
        `${where}: field does not end with a field terminator (0x1E): wrong length or starting position`,
      );
    }
    if (!isControlTag(tag) && length > 1) {
      // MARC 21 data fields: two indicators, then subfields, each introduced by 0x1F (leader/10-11 = "22").
      if (length < 3 || raw[fieldStart] === SUBFIELD_DELIMITER || raw[fieldStart + 1] === SUBFIELD_DELIMITER) {
        return fail('DiretorioInvalido', `${where}: data field has no indicators`);
      }
      if (length > 3 && raw[fieldStart + 2] !== SUBFIELD_DELIMITER) {
        // Seen in real exports (a stray "\\" or space after the indicators); yaz drops it too.
        const firstDelimiter = raw.indexOf(SUBFIELD_DELIMITER, fieldStart + 2);
        const strayEnd =
          firstDelimiter < 0 || firstDelimiter > fieldStart + length ? fieldStart + length - 1 : firstDelimiter;
        const stray = Buffer.from(raw.buffer, raw.byteOffset + fieldStart + 2, strayEnd - fieldStart - 2).toString(
          'utf8',
        );
        warnings.push(
          marcNote(
            'TextoAntesDoSubcampo',
            { campo: tag, texto: stray },
            `field ${tag}: dropped text between the indicators and the first subfield: ${JSON.stringify(stray)}`,
          ),
        );
      }
    }
    entries[index] = { tag, length, start };
  }
  return { ok: true, baseAddress, entries, warnings };
}

/** Best-effort 001 of a record that failed the structure check, so the rejection can name the record. */
export function findControlNumber(raw: Uint8Array): string | undefined {
  const directoryEnd = raw.indexOf(FIELD_TERMINATOR, LEADER_LENGTH);
  if (directoryEnd < 0) return undefined;
  const base = readNumber(raw, 12, 5) === directoryEnd + 1 ? directoryEnd + 1 : -1;
  for (let offset = LEADER_LENGTH; offset + DIRECTORY_ENTRY_LENGTH <= directoryEnd; offset += DIRECTORY_ENTRY_LENGTH) {
    if (ascii(raw, offset, offset + 3) !== '001') continue;
    const start = readNumber(raw, offset + 7, 5);
    const length = readNumber(raw, offset + 3, 4);
    if (base < 0 || start < 0 || length < 2) return undefined;
    const from = base + start;
    const terminator = raw.indexOf(FIELD_TERMINATOR, from);
    const to = Math.min(terminator < 0 ? raw.length : terminator, from + length - 1, from + 64);
    const value = ascii(raw, from, to).trim();
    return /^[\x20-\x7e]+$/.test(value) ? value : undefined;
  }
  return undefined;
}

function isLowerLetter(byte: number | undefined): boolean {
  return byte !== undefined && byte >= 0x61 && byte <= 0x7a;
}

/** Smallest record: a leader, one directory entry, the directory terminator, a one-byte field, 0x1D. */
const SMALLEST_RECORD = LEADER_LENGTH + DIRECTORY_ENTRY_LENGTH + 3;

/**
 * Whether a record whose leader is plausible starts at `bytes[at]` and ends (0x1D) exactly at the end of
 * `bytes`: leader/00-04 gives that length, leader/05-07 are status and type codes (lower-case letters, 05
 * and 07 may be blank), leader/10-11 "22" and 20-21 "45" (MARC 21 fixes them for every record), leader/12-16 a
 * base address inside the record just after the directory's 0x1E, with a directory of whole 12-byte entries.
 * Used to find the next record after junk (resynchronisation); a chance match in random bytes needs all of it.
 */
export function isPlausibleRecordAt(bytes: Uint8Array, at: number): boolean {
  const length = bytes.length - at;
  if (length < SMALLEST_RECORD || bytes[bytes.length - 1] !== RECORD_TERMINATOR) return false;
  if (readNumber(bytes, at, 5) !== length) return false;
  const status = bytes[at + 5];
  const kind = bytes[at + 6];
  const level = bytes[at + 7];
  if (
    !(status === 0x20 || isLowerLetter(status)) ||
    !isLowerLetter(kind) ||
    !(level === 0x20 || isLowerLetter(level))
  ) {
    return false;
  }
  if (bytes[at + 10] !== 0x32 || bytes[at + 11] !== 0x32 || bytes[at + 20] !== 0x34 || bytes[at + 21] !== 0x35) {
    return false;
  }
  const baseAddress = readNumber(bytes, at + 12, 5);
  return (
    baseAddress >= LEADER_LENGTH + DIRECTORY_ENTRY_LENGTH + 1 &&
    baseAddress < length &&
    (baseAddress - 1 - LEADER_LENGTH) % DIRECTORY_ENTRY_LENGTH === 0 &&
    bytes[at + baseAddress - 1] === FIELD_TERMINATOR
  );
}

/**
 * Where, after `from`, the record that ends with this frame starts (see isPlausibleRecordAt), or -1. A frame
 * that does not start with its own record holds junk (or the remains of a damaged record) in front of one.
 */
export function findRecordStart(bytes: Uint8Array, from: number): number {
  for (let at = from; at + SMALLEST_RECORD <= bytes.length; at += 1) {
    // Cheap first test (a digit) before the full check: most junk bytes fail here.
    const first = bytes[at] as number;
    if (first >= 0x30 && first <= 0x39 && isPlausibleRecordAt(bytes, at)) return at;
  }
  return -1;
}
