import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileWat } from '../../scripts/compile-wat.ts';
import { Bitset } from './bitset.ts';
import { rowsOf } from './csr.testing.ts';
import { FACET_KERNELS_WASM } from './facet-kernels.wasm.ts';
import { buildCommonFacetSlots, countCommonFacetSlots, countGroupCodes } from './facet-slots.ts';
import { MatchedRecords } from './matched-records.ts';

describe('facet kernels (WebAssembly)', () => {
  it('are the compiled facet-kernels.wat (run `npm run build:wasm -w packages/search` after editing it)', async () => {
    const source = fs.readFileSync(new URL('./facet-kernels.wat', import.meta.url), 'utf8');
    const compiled = await compileWat('facet-kernels.wat', source);
    expect(Buffer.from(compiled).toString('base64')).toBe(FACET_KERNELS_WASM);
  });

  it('count with 32-bit cells in JavaScript when the common values outgrow 16-bit cell numbers', () => {
    // 20,000 records with 4 values of their own: 80,000 common values, past the 65,536 a u16 cell can name.
    const records = 20_000;
    const letterRows = new Map([['A', rowsOf(records, (ordinal) => [0, 1, 2, 3].map((n) => 4 * ordinal + n))]]);
    const slots = buildCommonFacetSlots(
      letterRows,
      () => false,
      () => true,
      records,
    );
    expect(slots.kernels.valueCells).toBeUndefined();
    expect(slots.valueCells).toBeInstanceOf(Uint32Array);
    const members = Uint32Array.from({ length: 7000 }, (_, n) => n * 2 + 1);
    const counts = new Uint32Array(4 * records);
    const counted: number[] = [];
    countCommonFacetSlots(slots, new MatchedRecords(Bitset.fromSorted(records, members)), counts, counted);
    const expected = new Uint32Array(4 * records);
    for (const ordinal of members) for (let n = 0; n < 4; n += 1) expected[4 * ordinal + n] = 1;
    expect(counts).toEqual(expected);
    expect(counted).toHaveLength(4 * members.length);
    expect(slots.table.every((count) => count === 0)).toBe(true);
  });

  for (const [authors, stride] of [
    [3, 4],
    [7, 8],
  ] as const) {
    it(`count three groups and the value cells over a set at stride ${stride}, and each group's codes alone`, () => {
      // T (300 values) in the first slot, Y (2,000) in the second (codes past 2,047 use the slot's top bit), I (100)
      // in the third; A: `authors` values per record, counted by value cells.
      const records = 5000;
      const sizes = [300, 2000, 100, 500];
      const offsets = [0, 300, 2300, 2400];
      const valueAt = (ordinal: number, letter: number, n = 0) =>
        offsets[letter]! + ((ordinal * 7919 + n * 131 + letter * 104_729) % sizes[letter]!);
      const letterRows = new Map(
        ['T', 'Y', 'I', 'A'].map((letter, index) => [
          letter,
          rowsOf(records, (ordinal) =>
            index < 3
              ? [valueAt(ordinal, index)]
              : [...new Set(Array.from({ length: authors }, (_, n) => valueAt(ordinal, 3, n)))],
          ),
        ]),
      );
      const slots = buildCommonFacetSlots(
        letterRows,
        (letter) => letter !== 'A',
        () => true,
        records,
      );
      expect(slots.groups.map((group) => group.letters.map(({ letter }) => letter).join())).toEqual(['T', 'Y', 'I']);
      expect(slots.valueStride).toBe(stride);
      const members = Array.from({ length: records }, (_, ordinal) => ordinal).filter((ordinal) => ordinal % 3 !== 1);
      const set = Bitset.fromSorted(records, Uint32Array.from(members));

      const counts = new Uint32Array(2900);
      countCommonFacetSlots(slots, new MatchedRecords(set), counts, []);
      const expected = new Uint32Array(2900);
      for (const { start, data } of letterRows.values()) {
        for (const ordinal of members)
          for (let i = start[ordinal]!; i < start[ordinal + 1]!; i += 1) expected[data[i]!]! += 1;
      }
      expect(counts).toEqual(expected);

      slots.groups.forEach((group, groupIndex) => {
        const codes = countGroupCodes(slots, groupIndex, set);
        const expectedCodes = new Uint32Array(group.size);
        for (const ordinal of members) expectedCodes[(slots.groupWords[ordinal]! >>> group.shift) & group.mask]! += 1;
        expect(codes).toEqual(expectedCodes);
      });
      expect(slots.table.every((count) => count === 0)).toBe(true);
    });
  }
});
