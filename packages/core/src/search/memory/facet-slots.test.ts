import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset.ts';
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

function rowsOf(valuesOf: (ordinal: number) => number[]): Csr {
  const start = new Uint32Array(RECORDS + 1);
  const data: number[] = [];
  for (let ordinal = 0; ordinal < RECORDS; ordinal += 1) {
    data.push(...valuesOf(ordinal));
    start[ordinal + 1] = data.length;
  }
  return { start, data: Uint32Array.from(data) };
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
    ['T', rowsOf((ordinal) => (ordinal % 9 === 0 ? [] : [pick(t!)]))],
    ['Y', rowsOf(() => [pick(y!)])],
    ['K', rowsOf(() => [pick(k!)])],
    ['P', rowsOf((ordinal) => (ordinal % 4 === 0 ? [] : [pick(p!)]))],
    ['L', rowsOf(() => l!.filter(() => random() < 0.5))],
    [
      'A',
      // Every 97th record has many more: they overflow their cells.
      rowsOf((ordinal) => {
        const count = ordinal % 97 === 0 ? mostAuthors * 3 : Math.floor(random() * (mostAuthors + 1));
        return [...new Set(Array.from({ length: count }, () => pick(a!)))];
      }),
    ],
  ]);
  const authors = new Set(a);
  const common = (value: number) => !authors.has(value) || value % 5 !== 0;
  return { letterRows, common, single: (letter: string) => letter !== 'L' && letter !== 'A', valueCount: next };
}

describe('common facet slots', () => {
  for (const mostAuthors of [2, 6, 12]) {
    it(`count every grouped value and every common value exactly (up to ${mostAuthors} authors per record)`, () => {
      const { letterRows, common, single, valueCount } = catalogueOf(mostAuthors);
      const slots = buildCommonFacetSlots(letterRows, single, common, RECORDS);
      const grouped = groupedLetters(slots);
      expect(slots.groups).toHaveLength(2);
      expect(['T', 'L'].every((letter) => grouped.has(letter))).toBe(true);
      expect(['Y', 'K', 'P'].filter((letter) => grouped.has(letter))).toHaveLength(1);
      expect(slots.valueStride).toBeGreaterThanOrEqual(slots.valueWidth);
      expect(slots.overflowRecords.length).toBeGreaterThan(0);
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
        const counts = new Uint32Array(valueCount);
        const counted: number[] = [];
        countCommonFacetSlots(slots, new MatchedRecords(Bitset.fromSorted(RECORDS, ordinals)), counts, counted);
        expect(Array.from(counts), `share ${share}`).toEqual(Array.from(expected));
        expect([...counted].sort((x, y) => x - y)).toEqual(
          Array.from(expected.keys()).filter((value) => expected[value]! > 0),
        );
        expect(
          slots.table.every((count) => count === 0),
          'the table is left zeroed',
        ).toBe(true);
      }
    });
  }
});
