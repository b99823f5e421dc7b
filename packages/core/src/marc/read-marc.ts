import { createReadStream } from 'node:fs';
import { detectMarcFormat } from './detect-format.ts';
import { type ByteChunk, toBuffer } from './iso2709-framer.ts';
import { readIso2709 } from './iso2709-reader.ts';
import { findRecordStart, RECORD_TERMINATOR } from './iso2709-structure.ts';
import { type MarcReadOptions, type MarcReadResult, UnknownMarcFormatError } from './marc-read-result.ts';
import { readMarcXml } from './marcxml-reader.ts';

/** Enough bytes to see past a BOM and leading whitespace to an XML tag or an ISO 2709 leader. */
const PEEK_BYTES = 256;

/** How far to look for a first record behind junk: a little more than the largest ISO 2709 record. */
const JUNK_PEEK_BYTES = 128 * 1024;

/** Whether a plausible ISO 2709 record ends at one of the first record terminators of `head`. */
function startsWithJunkBeforeRecord(head: Buffer): boolean {
  let start = 0;
  for (let end = head.indexOf(RECORD_TERMINATOR); end >= 0; end = head.indexOf(RECORD_TERMINATOR, start)) {
    if (findRecordStart(head.subarray(start, end + 1), 0) >= 0) return true;
    start = end + 1;
  }
  return false;
}

/**
 * Reads the first chunks of a stream without losing them: returns them joined, plus an iterable that replays
 * them before the rest of the stream. Only one iterator over the source is ever taken.
 */
async function peek(source: AsyncIterable<ByteChunk>): Promise<{
  head: Buffer;
  replay: AsyncIterable<Buffer>;
  iterator: AsyncIterator<ByteChunk>;
  more: (bytes: number) => Promise<Buffer>;
}> {
  const iterator = source[Symbol.asyncIterator]();
  const seen: Buffer[] = [];
  let length = 0;
  let done = false;
  /** Reads on until `bytes` bytes (or the end) are held; answers all the bytes held. */
  async function more(bytes: number): Promise<Buffer> {
    while (!done && length < bytes) {
      const next = await iterator.next();
      if (next.done) {
        done = true;
        break;
      }
      const chunk = toBuffer(next.value);
      seen.push(chunk);
      length += chunk.length;
    }
    return Buffer.concat(seen);
  }
  await more(PEEK_BYTES);
  async function* replay(): AsyncGenerator<Buffer> {
    try {
      yield* seen.splice(0);
      if (done) return;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield toBuffer(next.value);
      done = true;
    } finally {
      // The caller stopped early: let the source release its resources (closes a file stream).
      if (!done) await iterator.return?.();
    }
  }
  return { head: Buffer.concat(seen), replay: replay(), iterator, more };
}

/**
 * Reads MARC records from ISO 2709 (`.mrc`: UTF-8, Latin-1, and MARC-8 through `options.startMarc8Transcoder`)
 * or MARCXML, detected from the content. Yields one result per record in file order; throws
 * UnknownMarcFormatError if the input is neither. The server's readMarc and readMarcFile
 * (server/src/catalogue/import/read-marc.ts) plug in YAZ for MARC-8.
 */
export async function* readMarc(
  source: AsyncIterable<ByteChunk> | NodeJS.ReadableStream,
  options: MarcReadOptions = {},
): AsyncGenerator<MarcReadResult> {
  const { head, replay, iterator, more } = await peek(source as AsyncIterable<ByteChunk>);
  if (head.length === 0) return;
  let format = detectMarcFormat(head.subarray(0, PEEK_BYTES));
  // Junk in front of the first record: an ISO 2709 file still, if a sound record ends within reach (the
  // reader then reports the junk and resynchronises).
  if (format === 'unknown' && startsWithJunkBeforeRecord(await more(JUNK_PEEK_BYTES))) format = 'iso2709';
  if (format === 'iso2709') {
    yield* readIso2709(replay, options);
  } else if (format === 'marcxml') {
    yield* readMarcXml(replay);
  } else {
    await iterator.return?.();
    const shown = JSON.stringify(head.toString('latin1', 0, 16));
    throw new UnknownMarcFormatError(`not a MARC file: neither ISO 2709 nor MARCXML (starts with ${shown})`);
  }
}

/** Reads a MARC file from disk in streaming fashion (see readMarc). */
export function readMarcFile(path: string, options: MarcReadOptions = {}): AsyncGenerator<MarcReadResult> {
  return readMarc(createReadStream(path, { highWaterMark: 256 * 1024 }), options);
}
