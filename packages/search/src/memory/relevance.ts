import type { Bitset } from './bitset.ts';
import type { MatchedRecords } from './matched-records.ts';
import { ScoreHeap } from './top-k.ts';

/** One posting list of a search's positive terms and what a record found in it adds to its score. */
export interface WeightedPosting {
  list: Uint32Array;
  weight: number;
  /** The same records as a set, when the segment keeps one (a dense list): looking a record up is one bit test. */
  set?: Bitset | undefined;
}

/** Records whose scores are summed at a time: 32 KB of scores, which stay in the processor's first-level cache. */
export const SCORE_BLOCK = 8192;

/**
 * A float32 sum of positive weights exceeds their exact sum by a relative 2^-24 per addition at most: bounds are
 * widened by this factor before a record is rejected, so rounding never drops one that would have been kept.
 */
const ROUNDING_MARGIN = 1 + 1e-5;

/**
 * The `k` matches with the highest relevance (ties: the lower ordinal first), with their scores. A record's score is
 * the sum of the weights of the posting lists holding it, added in the order of `postings` in single precision.
 * With `atLeast`, only matches scoring at least that are returned (the k-th best of other segments already ranked).
 *
 * The records are taken a block at a time: every list adds its entries of the block into a block of scores, then
 * the block's matches (read from the set's words) are offered to the heap, then the block is zeroed. Summing each
 * list into one score per record of the segment instead swept a 4 MB array once per list (8 lists for a word
 * searched in every field) and again to read and to zero it, at a million records the largest part of ranking a
 * broad search.
 *
 * Once the heap is full, its worst score may be above what the lightest lists together can give: a record found
 * only in those cannot be kept. When that leaves one list, the rest is ranked from its records (`rankCandidates`).
 *
 * When the matches are few beside the lists' entries (a broad word narrowed by filters or by another row), each
 * match is looked up in the lists instead (`rankCandidates` too).
 */
export function topByRelevance(
  weightedPostings: readonly WeightedPosting[],
  matches: MatchedRecords,
  k: number,
  block: Float32Array,
  atLeast = Number.NEGATIVE_INFINITY,
): { ordinal: number; score: number }[] {
  if (k <= 0) return [];
  // An empty list adds nothing to any score, and its weight would only loosen the bounds of the lightest lists.
  const postings = weightedPostings.filter(({ list }) => list.length > 0);
  const heap = new ScoreHeap(k, atLeast);
  const cursors = new Uint32Array(postings.length);
  const bounds = new LightestLists(postings);
  if (lookUpIsCheaper(postings, matches.count)) {
    rankCandidates(postings, bounds, matches.ordinals(), 0, -1, undefined, cursors, heap);
    return heap.sorted();
  }
  const words = matches.set.words;
  const starts = new Uint32Array(postings.length);
  // The set's next word to read: every member before it has been offered.
  let word = 0;
  let floor = heap.floor();
  for (;;) {
    while (word < words.length && words[word] === 0) word += 1;
    if (word === words.length) break;
    const light = bounds.cannotReach(floor);
    // Not even a record in every list could now be kept.
    if (light === postings.length) break;
    if (light === postings.length - 1 && light > 0) {
      const heavy = bounds.order[light]!;
      const from = lowerBound(postings[heavy]!.list, word << 5, cursors[heavy]!);
      rankCandidates(postings, bounds, postings[heavy]!.list, from, heavy, words, cursors, heap);
      return heap.sorted();
    }
    // The block of the next word with a match (SCORE_BLOCK is a multiple of 32): blocks without one are skipped.
    const blockStart = (word << 5) - ((word << 5) % SCORE_BLOCK);
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
    const lastWord = Math.min(words.length, blockEnd >>> 5);
    for (; word < lastWord; word += 1) {
      let bits = words[word]!;
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        const ordinal = (word << 5) + 31 - Math.clz32(low);
        const score = block[ordinal - blockStart]!;
        // Most matches of a broad search score no more than the worst kept: rejected here without a call.
        if (score <= floor) continue;
        heap.offer(ordinal, score);
        floor = heap.floor();
      }
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

/**
 * Whether looking each match up in every list costs less than summing the lists' entries into blocks. A look-up in
 * a list kept as a set is a bit test; in another list it moves the list's cursor, so it may walk the whole list.
 * (Without the sets, walking the dense lists made the look-ups no cheaper than the blocks: docs/performance.md.)
 */
function lookUpIsCheaper(postings: readonly WeightedPosting[], matches: number): boolean {
  let entries = 0;
  let lookUps = 0;
  for (const { list, set } of postings) {
    entries += list.length;
    lookUps += set ? matches : matches + list.length;
  }
  return lookUps * 2 < entries + matches;
}

/**
 * The lists from the lightest weight up, with the sums of the lightest ones: what a record found only in the
 * `j` lightest lists can score at most (MaxScore, Turtle and Flood 1995: the pruning Lucene applies to
 * disjunctions).
 */
class LightestLists {
  /** Indexes of the postings, lightest weight first. */
  readonly order: number[];
  /** lightest[j]: the sum of the j lightest weights. */
  readonly lightest: Float64Array;

  constructor(private readonly postings: readonly WeightedPosting[]) {
    this.order = postings.map((_, index) => index).sort((a, b) => postings[a]!.weight - postings[b]!.weight);
    this.lightest = new Float64Array(postings.length + 1);
    for (let j = 0; j < postings.length; j += 1) {
      this.lightest[j + 1] = this.lightest[j]! + postings[this.order[j]!]!.weight;
    }
  }

  /** How many of the lightest lists a record found only in them cannot score above `floor` with. */
  cannotReach(floor: number): number {
    let light = 0;
    while (light < this.postings.length && this.lightest[light + 1]! * ROUNDING_MARGIN <= floor) light += 1;
    return light;
  }
}

/**
 * Ranks candidates by looking each up in the lists, heaviest first, until it holds enough weight to beat the worst
 * kept or can no longer (MaxScore's bound again: most candidates of a broad search are dropped after one look-up);
 * a survivor's score is then summed in the lists' order and precision, as the blocks sum it. A look-up in a list
 * kept as a set is a bit test; in another list it moves that list's cursor forward.
 *
 * The candidates are either the matches themselves (`source` -1), or, when a single list is heavy enough that a
 * record outside it cannot be kept (a broad word in the titles, found in notes and subjects too), the records of
 * that list (`source`) from index `from` on that are among the `matched` words. With two heavy lists or more,
 * merging them record by record cost more than the blocks (page 50 of a broad search: 2.4 → 3.8 ms), so they keep
 * the blocks.
 */
function rankCandidates(
  postings: readonly WeightedPosting[],
  bounds: LightestLists,
  candidates: Uint32Array,
  from: number,
  source: number,
  matched: Uint32Array | undefined,
  cursors: Uint32Array,
  heap: ScoreHeap,
): void {
  const count = postings.length;
  const { order, lightest } = bounds;
  const lists = postings.map(({ list }) => list);
  const weights = postings.map(({ weight }) => weight);
  const sets = postings.map(({ set }) => set?.words);
  const best = lightest[count]!;
  const member = new Uint8Array(count);
  let floor = heap.floor();
  for (let i = from; i < candidates.length; i += 1) {
    const candidate = candidates[i]!;
    if (matched && (matched[candidate >>> 5]! & (1 << (candidate & 31))) === 0) continue;
    let bound = best;
    let kept = true;
    for (let j = count - 1; j >= 0; j -= 1) {
      const p = order[j]!;
      if (p === source) {
        member[p] = 1;
        continue;
      }
      const setWords = sets[p];
      let found: boolean;
      if (setWords) {
        found = (setWords[candidate >>> 5]! & (1 << (candidate & 31))) !== 0;
      } else {
        const list = lists[p]!;
        let at = cursors[p]!;
        // No call when the cursor already stands at or past the candidate (a sparser list, or a dense one near it).
        if (at < list.length && list[at]! < candidate) {
          at = lowerBound(list, candidate, at);
          cursors[p] = at;
        }
        found = at < list.length && list[at] === candidate;
      }
      if (found) {
        member[p] = 1;
      } else {
        member[p] = 0;
        bound -= weights[p]!;
        if (bound * ROUNDING_MARGIN <= floor) {
          kept = false;
          break;
        }
      }
    }
    if (!kept) continue;
    let score = 0;
    for (let p = 0; p < count; p += 1) if (member[p] === 1) score = Math.fround(score + weights[p]!);
    if (score <= floor) continue;
    heap.offer(candidate, score);
    floor = heap.floor();
    // Not even a record in every list could now be kept.
    if (best * ROUNDING_MARGIN <= floor) return;
  }
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
