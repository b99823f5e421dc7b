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

/** Number of filler bytes at the start of a frame (all of it when the frame is only filler). */
function leadingFiller(frame: Buffer): number {
  let start = 0;
  while (start < frame.length && isFiller(frame[start] as number)) start += 1;
  return start;
}

/** One framed record: its bytes, and where they start in the input (0-based byte offset), for reports. */
export interface Iso2709Frame {
  bytes: Buffer;
  offset: number;
  /** Bytes in front of a record that are not part of it (set by the reader when it resynchronises). */
  junk?: boolean;
  /** A run of bytes too long to be a record, cut off without waiting for a 0x1D that may never come. */
  overlong?: boolean;
}

/** ISO 2709 records have at most 99,999 bytes (leader/00-04): a record ending later starts within these. */
const MAX_RECORD_BYTES = 99_999;
/** Bytes held while no 0x1D comes: past this, all but the last MAX_RECORD_BYTES are junk (memory stays bounded). */
const MAX_CARRIED_BYTES = 4 * MAX_RECORD_BYTES;

/**
 * Splits a byte stream into ISO 2709 records on the record terminator 0x1D, without trusting the leader's
 * length: a record with a wrong length must not swallow the records after it. Each yielded frame ends with
 * 0x1D, except a last one that the input cut short. Buffers may share memory with the source chunks.
 */
export async function* frameIso2709(source: AsyncIterable<ByteChunk>): AsyncGenerator<Iso2709Frame> {
  // Pieces of a record that spans chunks; joined once its terminator arrives (no quadratic concatenation).
  let carry: Buffer[] = [];
  let carried = 0;
  // Input offset of the first byte of the frame being gathered.
  let frameOffset = 0;
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
        carried = 0;
      }
      const filler = leadingFiller(frame);
      if (filler < frame.length) yield { bytes: frame.subarray(filler), offset: frameOffset + filler };
      frameOffset += frame.length;
      start = end + 1;
      end = bytes.indexOf(RECORD_TERMINATOR, start);
    }
    if (start < bytes.length) {
      carry.push(bytes.subarray(start));
      carried += bytes.length - start;
      if (carried > MAX_CARRIED_BYTES) {
        const held = Buffer.concat(carry);
        const cut = held.length - MAX_RECORD_BYTES;
        yield { bytes: held.subarray(0, cut), offset: frameOffset, overlong: true };
        frameOffset += cut;
        carry = [held.subarray(cut)];
        carried = MAX_RECORD_BYTES;
      }
    }
  }
  if (carry.length > 0) {
    const rest = Buffer.concat(carry);
    const filler = leadingFiller(rest);
    if (filler < rest.length) yield { bytes: rest.subarray(filler), offset: frameOffset + filler };
  }
}
