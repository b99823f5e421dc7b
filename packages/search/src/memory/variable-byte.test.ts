import { describe, expect, it } from 'vitest';
import {
  countGapsIn,
  countNumbers,
  decodeGaps,
  decodeNumbers,
  encodeGapRows,
  encodeRecordColumns,
  GrowableBytes,
} from './variable-byte.ts';

describe('variable-byte numbers', () => {
  it('writes 7 bits a byte, the lowest first, the high bit on every byte but the last', () => {
    const bytes = new GrowableBytes(2);
    for (const value of [0, 1, 127, 128, 300, 16_383, 16_384, 2_097_152, 0xffffffff]) bytes.pushNumber(value);
    // biome-ignore format: one line per number
    expect([...bytes.toArray()]).toEqual([
      0x00,
      0x01,
      0x7f,
      0x80, 0x01, // 128 = 0 + 1 × 128
      0xac, 0x02, // 300 = 44 + 2 × 128
      0xff, 0x7f, // 16,383 = 127 + 127 × 128
      0x80, 0x80, 0x01, // 16,384 = 128²
      0x80, 0x80, 0x80, 0x01, // 2,097,152 = 128³
      0xff, 0xff, 0xff, 0xff, 0x0f, // the largest unsigned 32-bit number
    ]);
  });

  it('decodes what it wrote, up to the largest unsigned 32-bit number', () => {
    const values = [0, 1, 127, 128, 300, 16_383, 16_384, 2_097_152, 268_435_455, 268_435_456, 0x80000000, 0xffffffff];
    const bytes = new GrowableBytes();
    for (const value of values) bytes.pushNumber(value);
    const encoded = bytes.toArray();
    const out = new Uint32Array(encoded.length);
    const count = decodeNumbers(encoded, 0, encoded.length, out);
    expect([...out.subarray(0, count)]).toEqual(values);
  });

  it('encodes rows a record at a time: the byte lengths of its columns but the last, then their numbers', () => {
    // Two records of three columns: [5, 200] [] [1] and [] [] [].
    const rows = encodeRecordColumns(Uint32Array.of(0, 2, 2, 3, 3, 3, 3), Uint32Array.of(5, 200, 1), 3);
    expect([...rows.start]).toEqual([0, 6, 8]);
    // Lengths 3 (5, then 200 = 72 + 1 × 128) and 0, then 5 | 200 | 1; the second record: lengths 0 and 0.
    expect([...rows.bytes]).toEqual([0x03, 0x00, 0x05, 0xc8, 0x01, 0x01, 0x00, 0x00]);
  });

  it('decodes a row in the middle of the bytes into the start of the buffer', () => {
    const out = new Uint32Array(4).fill(9);
    expect(decodeNumbers(Uint8Array.of(0x05, 0xc8, 0x01, 0x07), 1, 4, out)).toBe(2);
    expect([...out]).toEqual([200, 7, 9, 9]);
  });

  it('writes sorted rows as gaps (the first number, then the difference to the one before) and reads them back', () => {
    const rows = encodeGapRows(Uint32Array.of(0, 3, 3, 5), Uint32Array.of(7, 8, 300, 0, 129));
    // 7 | 8 - 7 = 1 | 300 - 8 = 292 = 36 + 2 × 128 || (empty row) || 0 | 129 = 1 + 1 × 128
    expect([...rows.bytes]).toEqual([0x07, 0x01, 0xa4, 0x02, 0x00, 0x81, 0x01]);
    expect([...rows.start]).toEqual([0, 4, 4, 7]);
    expect([...decodeGaps(rows.bytes, 0, 4)]).toEqual([7, 8, 300]);
    expect([...decodeGaps(rows.bytes, 4, 4)]).toEqual([]);
    expect([...decodeGaps(rows.bytes, 4, 7)]).toEqual([0, 129]);
  });

  it('counts the numbers of a range from their last bytes, stopping at enough', () => {
    const bytes = Uint8Array.of(0x07, 0x01, 0xa4, 0x02, 0x00, 0x81, 0x01);
    expect(countNumbers(bytes, 0, 7, 100)).toBe(5);
    expect(countNumbers(bytes, 0, 7, 2)).toBe(2);
    expect(countNumbers(bytes, 2, 4, 100)).toBe(1);
  });

  it('counts the numbers of a gap row that a set holds, reading the row in place', () => {
    // The rows above: 7, 8, 300 || (empty) || 0, 129.
    const bytes = Uint8Array.of(0x07, 0x01, 0xa4, 0x02, 0x00, 0x81, 0x01);
    const held = new Set([8, 129, 300, 5]);
    expect(countGapsIn(bytes, 0, 4, held)).toBe(2);
    expect(countGapsIn(bytes, 4, 4, held)).toBe(0);
    expect(countGapsIn(bytes, 4, 7, held)).toBe(1);
  });
});
