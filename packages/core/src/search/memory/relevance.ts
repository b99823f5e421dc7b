import { ScoreHeap } from './top-k.ts';

/** One posting list of a search's positive terms and what a record found in it adds to its score. */
export interface WeightedPosting {
  list: Uint32Array;
  weight: number;
}

/** Records whose scores are summed at a time: 32 KB of scores, which stay in the processor's first-level cache. */
export const SCORE_BLOCK = 8192;

/**
 * The `k` matches (sorted ordinals) with the highest relevance (ties: the lower ordinal first), with their scores.
 * A record's score is the sum of the weights of the posting lists holding it, added in the order of `postings`.
 *
 * The records are taken a block at a time: every list adds its entries of the block into a block of scores, then
 * the block's matches are offered to the heap, then the block is zeroed. Summing each list into one score per
 * record of the segment instead swept a 4 MB array once per list (8 lists for a word searched in every field) and
 * again to read and to zero it, at a million records the largest part of ranking a broad search.
 */
export function topByRelevance(
  postings: readonly WeightedPosting[],
  matches: Uint32Array,
  k: number,
  block: Float32Array,
): { ordinal: number; score: number }[] {
  if (k <= 0) return [];
  const heap = new ScoreHeap(k);
  const cursors = new Uint32Array(postings.length);
  const starts = new Uint32Array(postings.length);
  let next = 0;
  let floor = heap.floor();
  while (next < matches.length) {
    // The block of the next match: blocks without a match are skipped, their entries passed over.
    const blockStart = matches[next]! - (matches[next]! % SCORE_BLOCK);
    const blockEnd = blockStart + SCORE_BLOCK;
    let written = 0;
    for (let p = 0; p < postings.length; p += 1) {
      const { list, weight } = postings[p]!;
      let i = lowerBound(list, blockStart, cursors[p]!);
      starts[p] = i;
      for (; i < list.length; i += 1) {
        const ordinal = list[i]!;
        if (ordinal >= blockEnd) break;
        block[ordinal - blockStart]! += weight;
      }
      written += i - starts[p]!;
      cursors[p] = i;
    }
    for (; next < matches.length; next += 1) {
      const ordinal = matches[next]!;
      if (ordinal >= blockEnd) break;
      const score = block[ordinal - blockStart]!;
      // Most matches of a broad search score no more than the worst kept: rejected here without a call.
      if (score <= floor) continue;
      heap.offer(ordinal, score);
      floor = heap.floor();
    }
    // Few entries are zeroed one by one (a selective search touches a few records of a block).
    if (written * 8 > SCORE_BLOCK) {
      block.fill(0);
      continue;
    }
    for (let p = 0; p < postings.length; p += 1) {
      const { list } = postings[p]!;
      for (let i = starts[p]!; i < cursors[p]!; i += 1) block[list[i]! - blockStart] = 0;
    }
  }
  return heap.sorted();
}

/** The first index from `from` on whose value is at least `value` in a sorted list (galloping, then halving). */
function lowerBound(list: Uint32Array, value: number, from: number): number {
  if (from >= list.length || list[from]! >= value) return from;
  let step = 1;
  let low = from;
  let high = from + 1;
  while (high < list.length && list[high]! < value) {
    low = high;
    step *= 2;
    high = from + step;
  }
  high = Math.min(high, list.length);
  // list[low] < value; list[high] >= value or high = length.
  while (low + 1 < high) {
    const middle = (low + high) >>> 1;
    if (list[middle]! < value) low = middle;
    else high = middle;
  }
  return high;
}
