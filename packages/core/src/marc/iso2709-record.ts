/// <reference path="./marcjs.d.ts" />
import marcjs, { type MarcjsField } from 'marcjs';
import { type DirectoryEntry, isControlTag } from './iso2709-structure.ts';
import { type MarcNote, marcNote } from './marc-read-result.ts';
import type { MarcField, MarcRecord } from './marc-record.ts';
import { normalizeLeader, normalizeRecordToNfc } from './normalize-record.ts';

const { Iso2709Parser } = marcjs;

function toMarcField(parts: MarcjsField, warnings: MarcNote[]): MarcField {
  const tag = parts[0] ?? '';
  if (isControlTag(tag)) return { tag, value: parts[1] ?? '' };
  const indicators = parts[1] ?? '';
  const subfields = [];
  for (let index = 2; index < parts.length; index += 2) {
    const code = parts[index] ?? '';
    // A delimiter with nothing after it ("\x1F\x1E"): no code, no data. yaz drops it as well.
    if (code === '') {
      warnings.push(
        marcNote(
          'SubcampoVazio',
          { campo: tag },
          `field ${tag}: ignored an empty subfield (a subfield delimiter with no code)`,
        ),
      );
      continue;
    }
    subfields.push({ code, value: parts[index + 1] ?? '' });
  }
  return { tag, ind1: indicators[0] ?? ' ', ind2: indicators[1] ?? ' ', subfields };
}

/**
 * Reads one structurally checked ISO 2709 record whose bytes are valid UTF-8. Field splitting by byte
 * offsets is marcjs's `Iso2709Parser.parse`; this converts its `[tag, inds, code, value, ...]` arrays to our
 * MarcRecord shape, normalises the leader (leader/09 = "a") and the text (NFC). Adds what it notices to
 * `warnings`.
 */
export function parseUtf8Iso2709(raw: Buffer, isAsciiOnly: boolean, warnings: MarcNote[]): MarcRecord {
  const parsed = Iso2709Parser.parse(raw);
  const fields = parsed.fields.map((parts) => toMarcField(parts, warnings));
  const record: MarcRecord = { leader: normalizeLeader(parsed.leader), fields };
  // NFC of pure ASCII is itself: skip the per-string normalisation for the (very common) ASCII-only record.
  return isAsciiOnly ? record : normalizeRecordToNfc(record);
}

/**
 * Re-encodes a record from a single-byte character set to UTF-8, rebuilding the directory so that field
 * lengths and starting positions stay true in bytes (Latin-1 "é" is 1 byte, UTF-8 "é" is 2).
 */
export function reencodeIso2709(
  raw: Buffer,
  baseAddress: number,
  entries: DirectoryEntry[],
  encoding: 'latin1',
): Buffer {
  const fields = entries.map((entry) =>
    Buffer.from(raw.toString(encoding, baseAddress + entry.start, baseAddress + entry.start + entry.length), 'utf8'),
  );
  let directory = '';
  let start = 0;
  for (let index = 0; index < entries.length; index += 1) {
    const length = (fields[index] as Buffer).length;
    directory += `${(entries[index] as DirectoryEntry).tag}${String(length).padStart(4, '0')}${String(start).padStart(5, '0')}`;
    start += length;
  }
  const newBase = 24 + directory.length + 1;
  const total = newBase + start + 1;
  const leader = `${String(total).padStart(5, '0')}${raw.toString('latin1', 5, 12)}${String(newBase).padStart(5, '0')}${raw.toString('latin1', 17, 24)}`;
  return Buffer.concat([Buffer.from(`${leader}${directory}\x1e`, 'latin1'), ...fields, Buffer.from([0x1d])]);
}
