import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset.ts';
import { MatchedRecords } from './matched-records.ts';
import { SCORE_BLOCK, topByRelevance, type WeightedPosting } from './relevance.ts';
import { DENSE_LIST_SHARE } from './search-segment.ts';

/** A deterministic pseudo-random sequence (mulberry32), so a failure repeats. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Sorted ordinals below `size`, each kept with probability `density` (none inside the skipped blocks). */
function sortedSample(size: number, density: number, next: () => number, skippedBlocks: Set<number>): Uint32Array {
  const kept: number[] = [];
  for (let ordinal = 0; ordinal < size; ordinal += 1) {
    if (skippedBlocks.has(Math.floor(ordinal / SCORE_BLOCK))) continue;
    if (next() < density) kept.push(ordinal);
  }
  return Uint32Array.from(kept);
}

/** The same ranking by brute force: each record's weights summed in the lists' order, in single precision. */
function bruteForce(postings: WeightedPosting[], matches: Uint32Array, k: number) {
  const scores = new Map<number, number>();
  for (const { list, weight } of postings) {
    for (const ordinal of list) scores.set(ordinal, Math.fround((scores.get(ordinal) ?? 0) + weight));
  }
  return [...matches]
    .map((ordinal) => ({ ordinal, score: scores.get(ordinal) ?? 0 }))
    .sort((a, b) => b.score - a.score || a.ordinal - b.ordinal)
    .slice(0, k);
}

/** The postings with the dense lists also given as sets, by the rule a segment keeps them by. */
function withDenseSets(size: number, postings: WeightedPosting[]): WeightedPosting[] {
  return postings.map((posting) =>
    posting.list.length * DENSE_LIST_SHARE >= size
      ? { ...posting, set: Bitset.fromSorted(size, posting.list) }
      : posting,
  );
}

describe('topByRelevance', () => {
  it('ranks the matches as summing every score first would, across blocks, dense and sparse', () => {
    const size = 7 * SCORE_BLOCK + 123;
    const block = new Float32Array(SCORE_BLOCK);
    const next = random(7);
    for (const density of [0.0005, 0.02, 0.3]) {
      // Blocks 2 and 5 have no entry at all; lists of different lengths and weights (some equal, for ties).
      const skipped = new Set([2, 5]);
      const lists = [10, 5, 4, 2, 2, 1, 1, 0.37].map((weight, index) => ({
        list: sortedSample(size, density / (1 + index), next, skipped),
        weight: weight * 1.7,
      }));
      const union = new Set(lists.flatMap(({ list }) => [...list]));
      // The matches: every record of a list, or only some (as filters leave), or records of no list (score 0).
      const everything = Uint32Array.from([...union].sort((a, b) => a - b));
      const filtered = everything.filter((ordinal) => ordinal % 3 !== 1);
      const withUnscored = Uint32Array.from(
        [...new Set([...everything, 3 * SCORE_BLOCK + 7, size - 1])].sort((a, b) => a - b),
      );
      // Few matches beside the lists' entries (a broad word narrowed by filters), some in no list.
      const few = Uint32Array.from(
        [...new Set([...everything.filter((ordinal) => ordinal % 23 === 0), 3 * SCORE_BLOCK + 7, size - 1])].sort(
          (a, b) => a - b,
        ),
      );
      // Lists kept as sets or not: the few matches are then looked up in the lists, the others summed in blocks.
      for (const [matches, postings] of [everything, filtered, withUnscored, few].flatMap((matches) => [
        [matches, lists] as const,
        [matches, withDenseSets(size, lists)] as const,
      ])) {
        for (const k of [1, 20, 1000, matches.length + 5]) {
          const expected = bruteForce(postings, matches, k);
          const matched = new MatchedRecords(Bitset.fromSorted(size, matches));
          expect(topByRelevance(postings, matched, k, block), `density ${density}, k ${k}`).toEqual(expected);
          // The block was left zeroed: the same search again answers the same.
          expect(topByRelevance(postings, matched, k, block), `again, density ${density}, k ${k}`).toEqual(expected);
        }
      }
      expect(block.every((score) => score === 0)).toBe(true);
    }
  });

  it('ranks from the heavy list alone once the light ones cannot reach the worst kept, as summing everything would', () => {
    // One heavy short list (a title word) and long light ones (the same word in notes and subjects): after the first
    // block the worst kept is above the light lists' sum, so only the heavy list's records are candidates.
    const size = 6 * SCORE_BLOCK + 45;
    const block = new Float32Array(SCORE_BLOCK);
    const next = random(11);
    for (const heavyDensity of [0.002, 0.02]) {
      // The second record of every block is in every list (the best score): the ranking from the heavy list starts
      // at a block's first word, and must not pass over it.
      const inEveryList = Array.from({ length: 6 }, (_, block) => block * SCORE_BLOCK + 1);
      const withBest = (list: Uint32Array) => Uint32Array.from(new Set([...list, ...inEveryList])).sort();
      const postings = [
        { list: withBest(sortedSample(size, 0.4, next, new Set())), weight: 1.31 },
        { list: withBest(sortedSample(size, heavyDensity, next, new Set())), weight: 28.1 },
        { list: withBest(sortedSample(size, 0.3, next, new Set())), weight: 2.96 },
        { list: withBest(sortedSample(size, 0.01, next, new Set())), weight: 22.8 },
        { list: withBest(sortedSample(size, 0.25, next, new Set([1]))), weight: 2.96 },
      ];
      const everything = Uint32Array.from(
        [...new Set(postings.flatMap(({ list }) => [...list]))].sort((a, b) => a - b),
      );
      const filtered = everything.filter((ordinal) => ordinal % 5 !== 2);
      for (const [matches, ranked] of [everything, filtered].flatMap((matches) => [
        [matches, postings] as const,
        [matches, withDenseSets(size, postings)] as const,
      ])) {
        const matched = new MatchedRecords(Bitset.fromSorted(size, matches));
        for (const k of [1, 20, 300]) {
          const expected = bruteForce(ranked, matches, k);
          expect(topByRelevance(ranked, matched, k, block), `heavy ${heavyDensity}, k ${k}`).toEqual(expected);
        }
      }
      expect(block.every((score) => score === 0)).toBe(true);
    }
  });

  it('keeps only matches scoring at least what other segments ranked, a score equal to it kept', () => {
    const size = 5 * SCORE_BLOCK + 9;
    const block = new Float32Array(SCORE_BLOCK);
    const next = random(5);
    // Equal weights, so that many records share each score.
    const lists = [3, 3, 1.5, 1.5, 0.25].map((weight) => ({
      list: sortedSample(size, 0.05, next, new Set()),
      weight,
    }));
    // The lists' records, and a few in none of them (score 0).
    const matches = Uint32Array.from(
      [...new Set([...lists.flatMap(({ list }) => [...list]), 2, 3 * SCORE_BLOCK + 1, size - 1])].sort((a, b) => a - b),
    );
    for (const postings of [lists, withDenseSets(size, lists)]) {
      const matched = new MatchedRecords(Bitset.fromSorted(size, matches));
      for (const k of [1, 20, 1000, matches.length]) {
        const all = bruteForce(postings, matches, k);
        // The 5th best score: the records scoring it exactly are kept, as a later segment's record may rank among them
        // by its number; 0 keeps the records in no list; a bound above every score leaves nothing.
        for (const atLeast of [all[Math.min(4, all.length - 1)]!.score, 1.5 + 0.25, 0, 3 + 3 + 1.5 + 1.5 + 0.25 + 1]) {
          const expected = all.filter(({ score }) => score >= atLeast);
          expect(topByRelevance(postings, matched, k, block, atLeast), `k ${k}, at least ${atLeast}`).toEqual(expected);
        }
      }
    }
    expect(block.every((score) => score === 0)).toBe(true);
  });

  it('answers nothing for no matches or k = 0', () => {
    const block = new Float32Array(SCORE_BLOCK);
    const postings = [{ list: Uint32Array.from([1, 2, 3]), weight: 1 }];
    expect(topByRelevance(postings, new MatchedRecords(new Bitset(4)), 10, block)).toEqual([]);
    const two = new MatchedRecords(Bitset.fromSorted(4, [1, 2]));
    expect(topByRelevance(postings, two, 0, block)).toEqual([]);
  });
});
