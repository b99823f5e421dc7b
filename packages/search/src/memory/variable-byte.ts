/**
 * Variable-byte numbers (Lucene's VInt, protobuf's varint): 7 bits a byte, the lowest first, the high bit set on
 * every byte but a number's last. Word ids below 128 take one byte, below 16,384 two, below 2,097,152 three; the
 * vocabulary numbers words as it meets them, so the frequent ones, met early, have small ids.
 */

/** Rows of variable-byte numbers: the numbers of row r are encoded in bytes[start[r] … start[r + 1]). */
export interface ByteRows {
  start: Uint32Array;
  bytes: Uint8Array;
}

/** An append-only byte array that doubles when full. */
export class GrowableBytes {
  private data: Uint8Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Uint8Array(capacity);
  }

  /** Appends `value` (an unsigned 32-bit integer) as variable-byte. */
  pushNumber(value: number): void {
    if (this.length + 5 > this.data.length) {
      const grown = new Uint8Array(Math.max(this.data.length * 2, 16));
      grown.set(this.data);
      this.data = grown;
    }
    let rest = value >>> 0;
    while (rest >= 0x80) {
      this.data[this.length++] = (rest & 0x7f) | 0x80;
      rest >>>= 7;
    }
    this.data[this.length++] = rest;
  }

  /** The bytes, trimmed to their length (a copy). */
  toArray(): Uint8Array {
    return this.data.slice(0, this.length);
  }
}

/** The numbers of each row of `rows` (compressed rows of numbers), encoded as rows of variable-byte numbers. */
export function encodeRows(start: Uint32Array, data: Uint32Array): ByteRows {
  const bytes = new GrowableBytes(data.length + (data.length >>> 1) + 16);
  const byteStart = new Uint32Array(start.length);
  for (let row = 0; row + 1 < start.length; row += 1) {
    for (let i = start[row]!; i < start[row + 1]!; i += 1) bytes.pushNumber(data[i]!);
    byteStart[row + 1] = bytes.length;
  }
  return { start: byteStart, bytes: bytes.toArray() };
}

/**
 * Sorted rows (data[start[r] … start[r + 1]) increasing) as variable-byte gaps: each row's first number, then each
 * number minus the one before it (posting lists of ordinals: 1.2 bytes an entry instead of 4).
 */
export function encodeGapRows(start: Uint32Array, data: Uint32Array): ByteRows {
  const bytes = new GrowableBytes(data.length + 16);
  const byteStart = new Uint32Array(start.length);
  for (let row = 0; row + 1 < start.length; row += 1) {
    let previous = 0;
    for (let i = start[row]!; i < start[row + 1]!; i += 1) {
      bytes.pushNumber(data[i]! - previous);
      previous = data[i]!;
    }
    byteStart[row + 1] = bytes.length;
  }
  return { start: byteStart, bytes: bytes.toArray() };
}

/** The sorted numbers whose variable-byte gaps are bytes[from … to) (encodeGapRows), as a new array. */
export function decodeGaps(bytes: Uint8Array, from: number, to: number): Uint32Array {
  const list = new Uint32Array(to - from);
  const count = decodeNumbers(bytes, from, to, list);
  for (let i = 1; i < count; i += 1) list[i]! += list[i - 1]!;
  return list.subarray(0, count);
}

/** How many numbers bytes[from … to) hold, counting no further than `enough`. */
export function countNumbers(bytes: Uint8Array, from: number, to: number, enough: number): number {
  let count = 0;
  for (let i = from; i < to && count < enough; i += 1) if (bytes[i]! < 0x80) count += 1;
  return count;
}

/**
 * Decodes the numbers encoded in bytes[from … to) into `out` from its index 0 and returns how many there were.
 * `out` holds at least to - from numbers (a number takes at least one byte).
 */
export function decodeNumbers(bytes: Uint8Array, from: number, to: number, out: Uint32Array): number {
  let count = 0;
  let value = 0;
  let shift = 0;
  for (let i = from; i < to; i += 1) {
    const byte = bytes[i]!;
    value |= (byte & 0x7f) << shift;
    if (byte < 0x80) {
      out[count++] = value >>> 0;
      value = 0;
      shift = 0;
    } else {
      shift += 7;
    }
  }
  return count;
}

/** The numbers of one row of `rows`, as a new array. */
export function rowNumbers({ start, bytes }: ByteRows, row: number): Uint32Array {
  const from = start[row]!;
  const to = start[row + 1]!;
  const out = new Uint32Array(to - from);
  return out.subarray(0, decodeNumbers(bytes, from, to, out));
}
