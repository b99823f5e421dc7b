import { isUtf8 } from 'node:buffer';
import { type ByteChunk, frameIso2709, type Iso2709Frame } from './iso2709-framer.ts';
import { parseUtf8Iso2709, reencodeIso2709 } from './iso2709-record.ts';
import {
  checkIso2709Structure,
  type DirectoryEntry,
  findControlNumber,
  findRecordStart,
  type Iso2709Layout,
  SUBFIELD_DELIMITER,
} from './iso2709-structure.ts';
import {
  MARC8_WITHOUT_TRANSCODER,
  type MarcNote,
  type MarcProblem,
  type MarcReadOptions,
  type MarcReadResult,
  marcNote,
  type RecordTranscoder,
  rejected,
} from './marc-read-result.ts';
import { detectRecordCharset } from './record-charset.ts';

/**
 * Most bytes of records held back to keep file order behind a record that the MARC-8 converter has not returned
 * yet. yaz's output is block-buffered (a few KiB), so an answer may wait for more input; past this limit we end
 * that converter's input, which makes it flush (yaz exits), and later MARC-8 records start a new one. Memory stays
 * bounded even when MARC-8 records needing conversion are rare in a long file, and waiting can never deadlock.
 */
const MAX_QUEUED_BYTES = 1024 * 1024;

type Outcome = MarcReadResult | Promise<MarcReadResult>;

interface InFlight {
  result?: MarcReadResult;
  promise?: Promise<void>;
  bytes: number;
}

/** A rejection's code without values: the report gives the record's place beside it. */
const coded = (code: string): MarcProblem => ({ code, params: {} });

function parseRecord(raw: Buffer, position: number, isAsciiOnly: boolean, warnings: MarcNote[]): MarcReadResult {
  try {
    const notes = [...warnings];
    return { ok: true, position, record: parseUtf8Iso2709(raw, isAsciiOnly, notes), warnings: notes };
  } catch (error) {
    return rejected(
      position,
      `cannot read the fields: ${(error as Error).message}`,
      findControlNumber(raw),
      coded('CamposIlegiveis'),
    );
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

function readConverted(
  original: Buffer,
  before: Iso2709Layout,
  converted: Buffer,
  position: number,
  labelWarning: MarcNote | undefined,
): MarcReadResult {
  const controlNumber = findControlNumber(original);
  const after = checkIso2709Structure(converted);
  const damaged = coded('Marc8ConversaoInvalida');
  if (!after.ok) return rejected(position, `after MARC-8 conversion by yaz: ${after.reason}`, controlNumber, damaged);
  if (!isUtf8(converted))
    return rejected(position, 'MARC-8 conversion by yaz did not give UTF-8', controlNumber, damaged);
  const tagsBefore = before.entries.map((entry) => entry.tag).join(' ');
  if (after.entries.map((entry) => entry.tag).join(' ') !== tagsBefore) {
    return rejected(
      position,
      'MARC-8 conversion by yaz returned a different record (fields do not match)',
      controlNumber,
      damaged,
    );
  }
  const lost = before.entries
    .filter(
      (entry, index) =>
        subfieldCodes(original, before.baseAddress, entry) !==
        subfieldCodes(converted, after.baseAddress, after.entries[index] as DirectoryEntry),
    )
    .map((entry) => entry.tag);
  const warnings =
    lost.length > 0
      ? [
          marcNote(
            'Marc8TextoPerdido',
            { campos: lost.join(', ') },
            `MARC-8 conversion by yaz dropped text in field ${lost.join(', ')} (invalid MARC-8 bytes)`,
          ),
        ]
      : [];
  if (labelWarning) warnings.unshift(labelWarning);
  return parseRecord(converted, position, false, [...after.warnings, ...warnings]);
}

/** A copy with leader/09 blank: yaz reads a record labelled "a" as UTF-8 whatever its -f option says. */
function asLabelledMarc8(raw: Buffer): Buffer {
  const copy = Buffer.from(raw);
  copy[9] = 0x20;
  return copy;
}

/** Starts (or reuses) the converter for MARC-8 records; undefined when the reader was given none. */
type Marc8Converter = () => RecordTranscoder | undefined;

/** Checks, decodes and parses one framed record; MARC-8 records are answered later, by the converter (yaz). */
function checkAndParse(raw: Buffer, position: number, marc8: Marc8Converter): Outcome {
  const structure = checkIso2709Structure(raw);
  if (!structure.ok) {
    return rejected(position, structure.reason, findControlNumber(raw), { code: structure.code, params: {} });
  }
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
      if (!check.ok) {
        const reason = `after decoding as ISO-8859-1: ${check.reason}`;
        return rejected(position, reason, findControlNumber(raw), coded('Latin1Danificado'));
      }
      return parseRecord(utf8, position, false, [...check.warnings, charset.warning]);
    }
    case 'marc8': {
      const transcoder = marc8();
      // A pure reader cannot convert MARC-8 itself: refused like any unreadable record, the file goes on.
      if (!transcoder) {
        return rejected(position, MARC8_WITHOUT_TRANSCODER, findControlNumber(raw), {
          code: 'Marc8SemConversor',
          params: {},
        });
      }
      return transcoder.transcode(charset.warning ? asLabelledMarc8(raw) : raw).then(
        (converted) => readConverted(raw, structure, converted, position, charset.warning),
        (error: Error) => rejected(position, error.message, findControlNumber(raw), coded('Marc8ConversaoFalhou')),
      );
    }
  }
}

/** "bytes 120-3455" (1-based, inclusive), the place of a rejected record in its file. */
function byteRange(frame: Iso2709Frame): string {
  return `bytes ${frame.offset + 1}-${frame.offset + frame.bytes.length}`;
}

/** Leader/00-04 as a number, or -1. */
function declaredLength(raw: Buffer): number {
  const digits = raw.toString('latin1', 0, 5);
  return /^\d{5}$/.test(digits) ? Number(digits) : -1;
}

/**
 * Splits a frame that holds junk (or the remains of a damaged record) in front of a sound record into the two,
 * so that the record is kept (resynchronisation): framing on 0x1D glues whatever precedes a record to it.
 */
function splitJunk(frame: Iso2709Frame): Iso2709Frame[] {
  const { bytes } = frame;
  if (frame.overlong || declaredLength(bytes) === bytes.length) return [frame];
  const start = findRecordStart(bytes, 1);
  if (start < 0) return [frame];
  return [
    { bytes: bytes.subarray(0, start), offset: frame.offset, junk: true },
    { bytes: bytes.subarray(start), offset: frame.offset + start },
  ];
}

/** Why a frame that is no record was skipped, in English and as a code with the numbers its sentence needs. */
function junkProblem(frame: Iso2709Frame): { reason: string; problem: MarcProblem } {
  const { bytes } = frame;
  const place = placeOf(frame);
  if (frame.overlong) {
    return {
      reason: `${bytes.length} bytes without a record terminator (0x1D), more than an ISO 2709 record can hold (99,999): not a MARC record, skipped`,
      problem: { code: 'SemTerminador', params: place },
    };
  }
  const length = declaredLength(bytes);
  if (length > 0) {
    return {
      reason: `${bytes.length} bytes before the next record are a damaged or cut record (its leader says ${length} bytes): skipped`,
      problem: { code: 'RegistroCortado', params: { ...place, declarados: length } },
    };
  }
  return {
    reason: `${bytes.length} bytes before the next record are bytes that are not a MARC record (no valid leader): skipped`,
    problem: { code: 'NaoEhMarc', params: place },
  };
}

/**
 * One frame's result. Never throws: whatever a damaged record does to the code that reads it, the record is
 * rejected with its place and the reason, and the rest of the file is read (README, issue 27).
 */
function readFramedRecord(frame: Iso2709Frame, position: number, marc8: Marc8Converter): Outcome {
  try {
    if (frame.junk || frame.overlong) {
      const { reason, problem } = junkProblem(frame);
      return rejected(position, `${byteRange(frame)}: ${reason}`, findControlNumber(frame.bytes), problem);
    }
    const outcome = checkAndParse(frame.bytes, position, marc8);
    if (!(outcome instanceof Promise)) return outcome.ok ? outcome : placed(outcome, frame);
    return outcome.then(
      (result) => (result.ok ? result : placed(result, frame)),
      (error: Error) =>
        rejected(position, `${byteRange(frame)}: ${error.message}`, undefined, {
          code: 'Marc8ConversaoFalhou',
          params: placeOf(frame),
        }),
    );
  } catch (error) {
    return rejected(position, `${byteRange(frame)}: cannot read this record: ${(error as Error).message}`, undefined, {
      code: 'RegistroIlegivel',
      params: placeOf(frame),
    });
  }
}

/** A rejection with the record's byte range in front of its reason. */
function placed(result: MarcReadResult & { ok: false }, frame: Iso2709Frame): MarcReadResult {
  const problem = result.problem && { ...result.problem, params: { ...placeOf(frame), ...result.problem.params } };
  return { ...result, reason: `${byteRange(frame)}: ${result.reason}`, ...(problem ? { problem } : {}) };
}

/** The frame's first and last byte (1-based, inclusive) and its size: the numbers of byteRange, for a code. */
function placeOf(frame: Iso2709Frame): { inicio: number; fim: number; bytes: number } {
  return { inicio: frame.offset + 1, fim: frame.offset + frame.bytes.length, bytes: frame.bytes.length };
}

/**
 * Reads ISO 2709 (MARC 21 "exchange format") records from a byte stream, one result per record in file order.
 * Structure is checked before any field is read; UTF-8, mislabelled Latin-1 and MARC-8 (through the converter
 * of `options.startMarc8Transcoder`, one for the whole input as a rule) come out as NFC-normalised UTF-8 with
 * leader/09 = "a". Pulls the source only as fast as the caller consumes results, so memory stays flat whatever
 * the file size.
 */
export async function* readIso2709(
  source: AsyncIterable<ByteChunk>,
  options: MarcReadOptions = {},
): AsyncGenerator<MarcReadResult> {
  const started: RecordTranscoder[] = [];
  let converter: RecordTranscoder | undefined;
  const marc8: Marc8Converter = () => {
    if (!converter && options.startMarc8Transcoder) {
      converter = options.startMarc8Transcoder();
      started.push(converter);
    }
    return converter;
  };
  // Results waiting to keep file order behind a record still in the converter. Always empty for a UTF-8 file.
  const queue: InFlight[] = [];
  let queuedBytes = 0;
  let position = 0;
  try {
    for await (const framed of frameIso2709(source)) {
      for (const frame of splitJunk(framed)) {
        position += 1;
        const outcome = readFramedRecord(frame, position, marc8);
        const size = frame.bytes.length;
        if (!(outcome instanceof Promise)) {
          if (queue.length === 0) {
            yield outcome;
            continue;
          }
          queue.push({ result: outcome, bytes: size });
        } else {
          const entry: InFlight = { bytes: size };
          entry.promise = outcome.then((result) => {
            entry.result = result;
          });
          queue.push(entry);
        }
        queuedBytes += size;
        while (queue.length > 0) {
          const head = queue[0] as InFlight;
          if (!head.result) {
            if (queuedBytes <= MAX_QUEUED_BYTES) break;
            converter?.end();
            converter = undefined;
            await head.promise;
          }
          queue.shift();
          queuedBytes -= head.bytes;
          yield head.result as MarcReadResult;
        }
      }
    }
    converter?.end();
    for (const head of queue.splice(0)) {
      await head.promise;
      yield head.result as MarcReadResult;
    }
  } finally {
    await Promise.all(started.map((transcoder) => transcoder.close()));
  }
}
