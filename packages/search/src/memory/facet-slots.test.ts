import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset.ts';
import { rowsOf } from './csr.testing.ts';
import { buildCommonFacetSlots, countCommonFacetSlots, groupedLetters } from './facet-slots.ts';
import { MatchedRecords } from './matched-records.ts';
import type { Csr } from './search-segment.ts';

const RECORDS = 3000;

/** A deterministic pseudo-random sequence (tests must not depend on Math.random). */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Letters T (500 values, packed with L into one 12-bit code), Y, K and P (up to 3,000 values each: one 12-bit
 * group apiece, so only one of them fits the 32-bit word beside T and L; the others are counted by value cells), L (a set of 3 values per record) and A (up to `mostAuthors` values per
 * record, from 400, a fifth of them not common).
 */
function catalogueOf(mostAuthors: number) {
  const random = generator(mostAuthors);
  let next = 0;
  const ids = (count: number) => Array.from({ length: count }, () => next++);
  const [t, y, k, p, l, a] = [ids(500), ids(3000), ids(3000), ids(3000), ids(3), ids(400)];
  const pick = (values: number[]) => values[Math.floor(random() * values.length)]!;
  const letterRows = new Map<string, Csr>([
    ['T', rowsOf(RECORDS, (ordinal) => (ordinal % 9 === 0 ? [] : [pick(t!)]))],
    ['Y', rowsOf(RECORDS, () => [pick(y!)])],
    ['K', rowsOf(RECORDS, () => [pick(k!)])],
    ['P', rowsOf(RECORDS, (ordinal) => (ordinal % 4 === 0 ? [] : [pick(p!)]))],
    ['L', rowsOf(RECORDS, () => l!.filter(() => random() < 0.5))],
    [
      'A',
      // Every 97th record has many more: they overflow their cells.
      rowsOf(RECORDS, (ordinal) => {
        const count = ordinal % 97 === 0 ? mostAuthors * 3 : Math.floor(random() * (mostAuthors + 1));
        return [...new Set(Array.from({ length: count }, () => pick(a!)))];
      }),
    ],
  ]);
  const authors = new Set(a);
  const common = (value: number) => !authors.has(value) || value % 5 !== 0;
  return { letterRows, common, single: (letter: string) => letter !== 'L' && letter !== 'A', valueCount: next };
}

/** Every grouped value and every common value of the matched records, counted exactly, the table left zeroed. */
function expectExactCounts(catalogue: ReturnType<typeof catalogueOf>) {
  const { letterRows, common, single, valueCount } = catalogue;
  const slots = buildCommonFacetSlots(letterRows, single, common, RECORDS);
  const grouped = groupedLetters(slots);
  // Many matches (the overflowing records read from their list) and few (each looked up among them).
  for (const share of [0.6, 0.002]) {
    const random = generator(Math.round(share * 1000));
    const ordinals = Uint32Array.from(
      Array.from({ length: RECORDS }, (_, ordinal) => ordinal).filter(() => random() < share),
    );
    const expected = new Uint32Array(valueCount);
    for (const [letter, { start, data }] of letterRows) {
      for (const ordinal of ordinals) {
        for (let i = start[ordinal]!; i < start[ordinal + 1]!; i += 1) {
          if (grouped.has(letter) || common(data[i]!)) expected[data[i]!]! += 1;
        }
      }
    }
    // Read from the set, and from the members once listed.
    for (const listed of [false, true]) {
      const matches = new MatchedRecords(Bitset.fromSorted(RECORDS, ordinals));
      if (listed) matches.ordinals();
      const counts = new Uint32Array(valueCount);
      const counted: number[] = [];
      countCommonFacetSlots(slots, matches, counts, counted);
      expect(Array.from(counts), `share ${share}, listed ${listed}`).toEqual(Array.from(expected));
      expect([...counted].sort((x, y) => x - y)).toEqual(
        Array.from(expected.keys()).filter((value) => expected[value]! > 0),
      );
      expect(
        slots.table.every((count) => count === 0),
        'the table is left zeroed',
      ).toBe(true);
    }
  }
  return slots;
}

describe('common facet slots', () => {
  for (const mostAuthors of [2, 6, 12]) {
    it(`count every grouped value and every common value exactly (up to ${mostAuthors} authors per record)`, () => {
      const slots = expectExactCounts(catalogueOf(mostAuthors));
      const grouped = groupedLetters(slots);
      // T and L share the first slot, one of Y, K and P the second; the third slot stays empty.
      expect(slots.groups).toHaveLength(2);
      expect(['T', 'L'].every((letter) => grouped.has(letter))).toBe(true);
      expect(['Y', 'K', 'P'].filter((letter) => grouped.has(letter))).toHaveLength(1);
      expect(slots.valueStride).toBeGreaterThanOrEqual(slots.valueWidth);
      // Strides 4 (counted straight from the set), 8 and beyond.
      expect(slots.valueStride).toBe({ 2: 4, 6: 8, 12: slots.valueWidth }[mostAuthors]);
      expect(slots.overflowRecords.length).toBeGreaterThan(0);
    });
  }

  it('places a group of at most 256 codes in the third slot, and counts all three', () => {
    const catalogue = catalogueOf(3);
    // V: 200 values, one per record. Without L, V (radix 201) and T (501) cannot share a group of 4,096 codes, so V's
    // group is the one small enough for the third slot.
    const random = generator(99);
    let next = catalogue.valueCount;
    const v = Array.from({ length: 200 }, () => next++);
    catalogue.letterRows.set(
      'V',
      rowsOf(RECORDS, () => [v[Math.floor(random() * v.length)]!]),
    );
    catalogue.letterRows.delete('L');
    const slots = expectExactCounts({ ...catalogue, valueCount: next });
    expect(slots.groups).toHaveLength(3);
    expect(slots.groups[2]!.letters.map(({ letter }) => letter)).toEqual(['V']);
  });
});
