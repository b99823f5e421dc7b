import { RECORDS_PER_STEP, runSteps, type Steps } from './build-steps.ts';

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

  /** Appends the bytes of another. */
  pushBytes(other: GrowableBytes): void {
    if (this.length + other.length > this.data.length) {
      const grown = new Uint8Array(Math.max(this.data.length * 2, this.length + other.length));
      grown.set(this.data.subarray(0, this.length));
      this.data = grown;
    }
    this.data.set(other.data.subarray(0, other.length), this.length);
    this.length += other.length;
  }

  /** The bytes, trimmed to their length (a copy). */
  toArray(): Uint8Array {
    return this.data.slice(0, this.length);
  }
}

/**
 * Compressed rows of numbers grouped `columns` rows to a record (row = record × columns + column), encoded as one
 * row of bytes per record: the byte lengths of its first `columns` - 1 rows, then each row's variable-byte numbers,
 * the last row running to the record's end. A start per record and a byte or so per column (rows of a few dozen
 * bytes) instead of a 32-bit start per row.
 */
export function encodeRecordColumns(start: Uint32Array, data: Uint32Array, columns: number): ByteRows {
  return runSteps(encodeRecordColumnsInSteps(start, data, columns));
}

/** encodeRecordColumns with a point to stop every RECORDS_PER_STEP records (SegmentBuilder.buildInSteps). */
export function* encodeRecordColumnsInSteps(start: Uint32Array, data: Uint32Array, columns: number): Steps<ByteRows> {
  const records = (start.length - 1) / columns;
  const bytes = new GrowableBytes(data.length + (data.length >>> 1) + records * columns + 16);
  const row = new GrowableBytes(64);
  const recordStart = new Uint32Array(records + 1);
  for (let record = 0; record < records; record += 1) {
    if (record % RECORDS_PER_STEP === RECORDS_PER_STEP - 1) yield;
    row.length = 0;
    for (let column = 0; column < columns; column += 1) {
      const slot = record * columns + column;
      const before = row.length;
      for (let i = start[slot]!; i < start[slot + 1]!; i += 1) row.pushNumber(data[i]!);
      if (column < columns - 1) bytes.pushNumber(row.length - before);
    }
    bytes.pushBytes(row);
    recordStart[record + 1] = bytes.length;
  }
  return { start: recordStart, bytes: bytes.toArray() };
}

/** Numbers encodeGapRowsInSteps writes between two points where it may stop (about 1 ms). */
const NUMBERS_PER_STEP = RECORDS_PER_STEP * 64;

/**
 * Sorted rows (data[start[r] … start[r + 1]) increasing) as variable-byte gaps: each row's first number, then each
 * number minus the one before it (posting lists of ordinals: 1.2 bytes an entry instead of 4).
 */
export function encodeGapRows(start: Uint32Array, data: Uint32Array): ByteRows {
  return runSteps(encodeGapRowsInSteps(start, data));
}

/** encodeGapRows with a point to stop between two rows every NUMBERS_PER_STEP numbers or so. */
export function* encodeGapRowsInSteps(start: Uint32Array, data: Uint32Array): Steps<ByteRows> {
  const bytes = new GrowableBytes(data.length + 16);
  const byteStart = new Uint32Array(start.length);
  let stepEnd = NUMBERS_PER_STEP;
  for (let row = 0; row + 1 < start.length; row += 1) {
    if (start[row]! >= stepEnd) {
      stepEnd = start[row]! + NUMBERS_PER_STEP;
      yield;
    }
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

/**
 * How many of the sorted numbers whose gaps are bytes[from … to) (encodeGapRows) `set` has: a short row read in
 * place, nothing allocated (a rare facet value's records counted over a search's matches).
 */
export function countGapsIn(bytes: Uint8Array, from: number, to: number, set: { has(n: number): boolean }): number {
  let count = 0;
  let number = 0;
  let value = 0;
  let shift = 0;
  for (let i = from; i < to; i += 1) {
    const byte = bytes[i]!;
    value |= (byte & 0x7f) << shift;
    if (byte < 0x80) {
      number += value >>> 0;
      if (set.has(number)) count += 1;
      value = 0;
      shift = 0;
    } else {
      shift += 7;
    }
  }
  return count;
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
