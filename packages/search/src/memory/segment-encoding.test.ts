import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset.ts';
import { blockStarts, encodePostings, postingRow, singleColumn } from './search-segment.ts';
import { decodeGaps } from './variable-byte.ts';

describe('posting lists as Postings keep them', () => {
  it('writes a sparse list as variable-byte gaps: the first ordinal, then the difference to the one before', () => {
    // 1,000 records: a list needs 63 records (1/16) to be dense, so both lists below are sparse.
    const encoded = encodePostings(
      { words: Uint32Array.of(3, 9), start: Uint32Array.of(0, 3, 5) },
      Uint32Array.of(5, 6, 300, 0, 999),
      1000,
    );
    expect([...encoded.words]).toEqual([3, 9]);
    expect([...encoded.start]).toEqual([0, 3, 5]);
    // 5 → 0x05; 6 - 5 = 1 → 0x01; 300 - 6 = 294 = 38 + 2 × 128 → 0xa6 0x02 | 0 → 0x00; 999 = 103 + 7 × 128 → 0xe7 0x07
    expect([...encoded.bytes]).toEqual([0x05, 0x01, 0xa6, 0x02, 0x00, 0xe7, 0x07]);
    expect([...encoded.byteStart]).toEqual([0, 4, 7]);
    expect([...encoded.denseRows]).toEqual([]);
    expect(encoded.denseWords.length).toBe(0);
    expect([...decodeGaps(encoded.bytes, 0, 4)]).toEqual([5, 6, 300]);
    expect([...decodeGaps(encoded.bytes, 4, 7)]).toEqual([0, 999]);
  });

  it('keeps a list of at least 1/16 of the records as a set only, its bits one set after the other', () => {
    // 64 records: 4 records make a list dense. Word 4 (records 1, 33, 62, 63) is dense; word 7 (records 2, 5, 9)
    // is not.
    const encoded = encodePostings(
      { words: Uint32Array.of(4, 7), start: Uint32Array.of(0, 4, 7) },
      Uint32Array.of(1, 33, 62, 63, 2, 5, 9),
      64,
    );
    expect([...encoded.denseRows]).toEqual([0]);
    // Two 32-bit words per set of 64 records: bit 1 of the first; bits 1 (33), 30 (62) and 31 (63) of the second.
    expect([...encoded.denseWords]).toEqual([0b10, 0xc0000002]);
    expect([...encoded.bytes]).toEqual([0x02, 0x03, 0x04]);
    expect([...encoded.byteStart]).toEqual([0, 0, 3]);
    expect([...new Bitset(64, encoded.denseWords).toArray()]).toEqual([1, 33, 62, 63]);
  });

  it("finds a word's row by binary search, -1 for a word the column does not hold", () => {
    const words = Uint32Array.of(2, 5, 8, 1000);
    expect([2, 5, 8, 1000].map((word) => postingRow(words, word))).toEqual([0, 1, 2, 3]);
    expect([0, 3, 9, 2000].map((word) => postingRow(words, word))).toEqual([-1, -1, -1, -1]);
    expect(postingRow(new Uint32Array(0), 0)).toBe(-1);
  });
});

describe('a facet letter with at most one value per record', () => {
  it('keeps a byte a record: 0 without a value, else 1 + the place of the value in first-met order', () => {
    // Records 0…4: value 70, none, 12, 70, 4000.
    const column = singleColumn({ start: Uint32Array.of(0, 1, 1, 2, 3, 4), data: Uint32Array.of(70, 12, 70, 4000) });
    expect(column.cells).toBeInstanceOf(Uint8Array);
    expect([...column.cells]).toEqual([1, 0, 2, 1, 3]);
    expect([...column.values]).toEqual([70, 12, 4000]);
  });

  it('takes two bytes a record from 255 distinct values on', () => {
    const data = Uint32Array.from({ length: 300 }, (_, value) => 1000 + value);
    const start = Uint32Array.from({ length: 301 }, (_, ordinal) => ordinal);
    const column = singleColumn({ start, data });
    expect(column.cells).toBeInstanceOf(Uint16Array);
    expect([column.cells[0], column.cells[299]]).toEqual([1, 300]);
    expect(column.values[299]).toBe(1299);
  });
});

describe('row starts in blocks of 256 rows', () => {
  it('keeps a 32-bit start per block and each row 16-bit from its block start', () => {
    // 600 rows of 3 values each: starts 0, 3, 6, … 1,800.
    const start = Uint32Array.from({ length: 601 }, (_, row) => row * 3);
    const blocks = blockStarts(start);
    expect(blocks.blockShift).toBe(8);
    expect([...blocks.blockStart]).toEqual([0, 768, 1536]);
    expect([blocks.offsets[0], blocks.offsets[255], blocks.offsets[256], blocks.offsets[600]]).toEqual([
      0, 765, 0, 264,
    ]);
    const starts = Array.from(start, (_, row) => blocks.blockStart[row >>> 8]! + blocks.offsets[row]!);
    expect(starts).toEqual([...start]);
  });

  it('takes a block per row when a block would span 65,536 values or more', () => {
    const start = Uint32Array.of(0, 70_000, 70_001);
    const blocks = blockStarts(start);
    expect(blocks.blockShift).toBe(0);
    expect([...blocks.blockStart]).toEqual([0, 70_000, 70_001]);
    expect([...blocks.offsets]).toEqual([0, 0, 0]);
  });
});
