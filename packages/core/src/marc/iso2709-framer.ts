import { RECORD_TERMINATOR } from './iso2709-structure.ts';

export type ByteChunk = Buffer | Uint8Array | string;

/** Node's stream chunks are Buffers; other sources may give plain Uint8Arrays. No copy is made. */
export function toBuffer(chunk: ByteChunk): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, 'utf8');
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** Bytes some exporters put between records (newlines, spaces, NUL padding, DOS end-of-file 0x1A). */
function isFiller(byte: number): boolean {
  return byte === 0x0a || byte === 0x0d || byte === 0x20 || byte === 0x09 || byte === 0x00 || byte === 0x1a;
}

/** Drops filler bytes in front of a record; returns an empty buffer when the frame is only filler. */
function trimLeadingFiller(frame: Buffer): Buffer {
  let start = 0;
  while (start < frame.length && isFiller(frame[start] as number)) start += 1;
  return start === 0 ? frame : frame.subarray(start);
}

/**
 * Splits a byte stream into ISO 2709 records on the record terminator 0x1D, without trusting the leader's
 * length: a record with a wrong length must not swallow the records after it. Each yielded buffer ends with
 * 0x1D, except a last one that the input cut short. Buffers may share memory with the source chunks.
 */
export async function* frameIso2709(source: AsyncIterable<ByteChunk>): AsyncGenerator<Buffer> {
  // Pieces of a record that spans chunks; joined once its terminator arrives (no quadratic concatenation).
  let carry: Buffer[] = [];
  for await (const chunk of source) {
    const bytes = toBuffer(chunk);
    let start = 0;
    let end = bytes.indexOf(RECORD_TERMINATOR, start);
    while (end >= 0) {
      let frame = bytes.subarray(start, end + 1);
      if (carry.length > 0) {
        carry.push(frame);
        frame = Buffer.concat(carry);
        carry = [];
      }
      frame = trimLeadingFiller(frame);
      if (frame.length > 0) yield frame;
      start = end + 1;
      end = bytes.indexOf(RECORD_TERMINATOR, start);
    }
    if (start < bytes.length) carry.push(bytes.subarray(start));
  }
  if (carry.length > 0) {
    const rest = trimLeadingFiller(Buffer.concat(carry));
    if (rest.length > 0) yield rest;
  }
}
