import { isUtf8 } from 'node:buffer';
import { type ByteChunk, frameIso2709 } from './iso2709-framer.ts';
import { parseUtf8Iso2709, reencodeIso2709 } from './iso2709-record.ts';
import {
  checkIso2709Structure,
  type DirectoryEntry,
  findControlNumber,
  type Iso2709Layout,
  SUBFIELD_DELIMITER,
} from './iso2709-structure.ts';
import { type MarcReadOptions, type MarcReadResult, rejected } from './marc-read-result.ts';
import { detectRecordCharset } from './record-charset.ts';
import { YazTranscoder } from './yaz-transcoder.ts';

/**
 * Most bytes of records held back to keep file order behind a record that yaz has not returned yet. yaz's
 * output is block-buffered (a few KiB), so an answer may wait for more input; past this limit we end that yaz's
 * input, which makes it flush and exit, and later MARC-8 records start a new yaz. Memory stays bounded even when
 * MARC-8 records needing conversion are rare in a long file, and waiting can never deadlock.
 */
const MAX_QUEUED_BYTES = 1024 * 1024;

type Outcome = MarcReadResult | Promise<MarcReadResult>;

interface InFlight {
  result?: MarcReadResult;
  promise?: Promise<void>;
  bytes: number;
}

function parseRecord(raw: Buffer, position: number, isAsciiOnly: boolean, warnings: string[]): MarcReadResult {
  try {
    const notes = [...warnings];
    return { ok: true, position, record: parseUtf8Iso2709(raw, isAsciiOnly, notes), warnings: notes };
  } catch (error) {
    return rejected(position, `cannot read the fields: ${(error as Error).message}`, findControlNumber(raw));
  }
}

/** Subfield codes of each field, to notice text that yaz dropped (it skips invalid MARC-8 bytes silently). */
function subfieldCodes(raw: Buffer, baseAddress: number, entry: DirectoryEntry): string {
  const end = baseAddress + entry.start + entry.length - 1;
  let codes = '';
  let index = raw.indexOf(SUBFIELD_DELIMITER, baseAddress + entry.start);
  while (index >= 0 && index < end) {
    codes += String.fromCharCode(raw[index + 1] as number);
    index = raw.indexOf(SUBFIELD_DELIMITER, index + 1);
  }
  return codes;
}

function readConverted(original: Buffer, before: Iso2709Layout, converted: Buffer, position: number): MarcReadResult {
  const controlNumber = findControlNumber(original);
  const after = checkIso2709Structure(converted);
  if (!after.ok) return rejected(position, `after MARC-8 conversion by yaz: ${after.reason}`, controlNumber);
  if (!isUtf8(converted)) return rejected(position, 'MARC-8 conversion by yaz did not give UTF-8', controlNumber);
  const tagsBefore = before.entries.map((entry) => entry.tag).join(' ');
  if (after.entries.map((entry) => entry.tag).join(' ') !== tagsBefore) {
    return rejected(
      position,
      'MARC-8 conversion by yaz returned a different record (fields do not match)',
      controlNumber,
    );
  }
  const damaged = before.entries
    .filter(
      (entry, index) =>
        subfieldCodes(original, before.baseAddress, entry) !==
        subfieldCodes(converted, after.baseAddress, after.entries[index] as DirectoryEntry),
    )
    .map((entry) => entry.tag);
  const warnings =
    damaged.length > 0
      ? [`MARC-8 conversion by yaz dropped text in field ${damaged.join(', ')} (invalid MARC-8 bytes)`]
      : [];
  return parseRecord(converted, position, false, [...after.warnings, ...warnings]);
}

/** Checks, decodes and parses one framed record; MARC-8 records are answered later, by yaz. */
function readFramedRecord(raw: Buffer, position: number, marc8: () => YazTranscoder): Outcome {
  const structure = checkIso2709Structure(raw);
  if (!structure.ok) return rejected(position, structure.reason, findControlNumber(raw));
  const charset = detectRecordCharset(raw);
  switch (charset.kind) {
    case 'utf8': {
      const warnings = charset.warning ? [...structure.warnings, charset.warning] : structure.warnings;
      return parseRecord(raw, position, charset.isAsciiOnly, warnings);
    }
    case 'latin1': {
      // Re-encode before parsing so that the directory's byte offsets describe the UTF-8 bytes.
      const utf8 = reencodeIso2709(raw, structure.baseAddress, structure.entries, 'latin1');
      const check = checkIso2709Structure(utf8);
      if (!check.ok) return rejected(position, `after decoding as ISO-8859-1: ${check.reason}`, findControlNumber(raw));
      return parseRecord(utf8, position, false, [...check.warnings, charset.warning]);
    }
    case 'marc8':
      return marc8()
        .transcode(raw)
        .then(
          (converted) => readConverted(raw, structure, converted, position),
          (error: Error) => rejected(position, error.message, findControlNumber(raw)),
        );
  }
}

/**
 * Reads ISO 2709 (MARC 21 "exchange format") records from a byte stream, one result per record in file order.
 * Structure is checked before any field is read; UTF-8, mislabelled Latin-1 and MARC-8 (through one yaz
 * process for the whole input) come out as NFC-normalised UTF-8 with leader/09 = "a". Pulls the source only
 * as fast as the caller consumes results, so memory stays flat whatever the file size.
 */
export async function* readIso2709(
  source: AsyncIterable<ByteChunk>,
  options: MarcReadOptions = {},
): AsyncGenerator<MarcReadResult> {
  const started: YazTranscoder[] = [];
  let yaz: YazTranscoder | undefined;
  const marc8 = () => {
    if (!yaz) {
      yaz = new YazTranscoder({ from: 'MARC-8', ...options });
      started.push(yaz);
    }
    return yaz;
  };
  // Results waiting to keep file order behind a record still in yaz. Always empty for a UTF-8 file.
  const queue: InFlight[] = [];
  let queuedBytes = 0;
  let position = 0;
  try {
    for await (const frame of frameIso2709(source)) {
      position += 1;
      const outcome = readFramedRecord(frame, position, marc8);
      if (!(outcome instanceof Promise)) {
        if (queue.length === 0) {
          yield outcome;
          continue;
        }
        queue.push({ result: outcome, bytes: frame.length });
      } else {
        const entry: InFlight = { bytes: frame.length };
        entry.promise = outcome.then((result) => {
          entry.result = result;
        });
        queue.push(entry);
      }
      queuedBytes += frame.length;
      while (queue.length > 0) {
        const head = queue[0] as InFlight;
        if (!head.result) {
          if (queuedBytes <= MAX_QUEUED_BYTES) break;
          yaz?.end();
          yaz = undefined;
          await head.promise;
        }
        queue.shift();
        queuedBytes -= head.bytes;
        yield head.result as MarcReadResult;
      }
    }
    yaz?.end();
    for (const head of queue.splice(0)) {
      await head.promise;
      yield head.result as MarcReadResult;
    }
  } finally {
    await Promise.all(started.map((transcoder) => transcoder.close()));
  }
}
