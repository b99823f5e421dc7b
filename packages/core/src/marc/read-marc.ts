import { createReadStream } from 'node:fs';
import { detectMarcFormat } from './detect-format.ts';
import { type ByteChunk, toBuffer } from './iso2709-framer.ts';
import { readIso2709 } from './iso2709-reader.ts';
import { type MarcReadOptions, type MarcReadResult, UnknownMarcFormatError } from './marc-read-result.ts';
import { readMarcXml } from './marcxml-reader.ts';

/** Enough bytes to see past a BOM and leading whitespace to an XML tag or an ISO 2709 leader. */
const PEEK_BYTES = 256;

/**
 * Reads the first chunks of a stream without losing them: returns them joined, plus an iterable that replays
 * them before the rest of the stream. Only one iterator over the source is ever taken.
 */
async function peek(
  source: AsyncIterable<ByteChunk>,
): Promise<{ head: Buffer; replay: AsyncIterable<Buffer>; iterator: AsyncIterator<ByteChunk> }> {
  const iterator = source[Symbol.asyncIterator]();
  const seen: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < PEEK_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    const bytes = toBuffer(next.value);
    seen.push(bytes);
    length += bytes.length;
  }
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
  return { head: Buffer.concat(seen), replay: replay(), iterator };
}

/**
 * Reads MARC records from ISO 2709 (`.mrc`, any character set) or MARCXML, detected from the content.
 * Yields one result per record in file order; throws UnknownMarcFormatError if the input is neither.
 */
export async function* readMarc(
  source: AsyncIterable<ByteChunk> | NodeJS.ReadableStream,
  options: MarcReadOptions = {},
): AsyncGenerator<MarcReadResult> {
  const { head, replay, iterator } = await peek(source as AsyncIterable<ByteChunk>);
  if (head.length === 0) return;
  const format = detectMarcFormat(head.subarray(0, PEEK_BYTES));
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
