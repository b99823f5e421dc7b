/**
 * The `k` best of `items` in order (`compare` < 0 when the first is better), without sorting them all: a heap of
 * the k best so far whose root is the worst kept, so most of 300,000 matches are rejected by one comparison.
 */
export function topK(items: ArrayLike<number>, k: number, compare: (a: number, b: number) => number): number[] {
  if (k <= 0) return [];
  if (items.length <= k) return Array.from(items).sort(compare);
  const heap: number[] = [];
  const worse = (i: number, j: number) => compare(heap[i]!, heap[j]!) > 0;
  const swap = (i: number, j: number) => {
    const t = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = t;
  };
  for (let n = 0; n < items.length; n += 1) {
    const item = items[n]!;
    if (heap.length < k) {
      heap.push(item);
      siftUp(heap.length - 1, worse, swap);
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      siftDown(k, worse, swap);
    }
  }
  return heap.sort(compare);
}

/**
 * The k-th largest of `values` (1 ≤ k ≤ values.length): a heap of the k largest so far whose root is the smallest
 * kept, so most values are passed over with one comparison. Sorting them all to read one (~6,000 subject counts of
 * a broad search) took ~0.25 ms of that search at a million records (CPU profile: 0.44 → 0.19 ms).
 */
export function kthLargest(values: ArrayLike<number>, k: number): number {
  if (k < 1 || k > values.length) throw new RangeError(`k = ${k} of ${values.length} values`);
  const heap = new Float64Array(k);
  const worse = (i: number, j: number) => heap[i]! < heap[j]!;
  const swap = (i: number, j: number) => {
    const t = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = t;
  };
  for (let n = 0; n < k; n += 1) {
    heap[n] = values[n]!;
    siftUp(n, worse, swap);
  }
  for (let n = k; n < values.length; n += 1) {
    const value = values[n]!;
    if (value <= heap[0]!) continue;
    heap[0] = value;
    siftDown(k, worse, swap);
  }
  return heap[0]!;
}

/**
 * The best `k` (ordinal, score) pairs offered in increasing ordinal order, ties going to the lower ordinal.
 * Specialised from topK because it takes every match of a broad search: with the ordinals increasing, a candidate
 * scoring no more than the worst kept is rejected by one comparison of two numbers.
 */
export class ScoreHeap {
  private readonly ordinals: Uint32Array;
  private readonly scores: Float32Array;
  private size = 0;
  /** What `atLeast` allows: a double just below it, so that a (single-precision) score equal to it is still kept. */
  private readonly outside: number;

  /**
   * `atLeast`: a score the candidates must reach, known from elsewhere (the k-th best of the segments ranked before
   * this one): one below it cannot be among the k best of them all.
   */
  constructor(
    private readonly k: number,
    atLeast = Number.NEGATIVE_INFINITY,
  ) {
    this.ordinals = new Uint32Array(k);
    this.scores = new Float32Array(k);
    // Single-precision scores a step apart differ by 2^-24 of their value at least: none lies between the two. Scores
    // are never negative, so a bound of 0 (a record in no list) or less leaves every candidate in.
    this.outside = atLeast > 0 ? atLeast * (1 - 2 ** -40) : Number.NEGATIVE_INFINITY;
  }

  /** Offers a candidate; ordinals must come in increasing order. */
  offer(ordinal: number, score: number): void {
    const { ordinals, scores } = this;
    if (this.size < this.k) {
      ordinals[this.size] = ordinal;
      scores[this.size] = score;
      siftUp(this.size, this.worse, this.swap);
      this.size += 1;
      return;
    }
    // A later ordinal with an equal score ranks after every kept one.
    if (score <= scores[0]!) return;
    // The new root moved down the hole left by each worse child: written out, as page 50 of a broad search offers
    // tens of thousands of candidates to a heap of 1,000 (a shared sift-down calling closures cost 0.7 ms there).
    const stored = Math.fround(score);
    const k = this.k;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= k) break;
      const right = left + 1;
      let child = left;
      if (right < k && isWorse(scores[right]!, ordinals[right]!, scores[left]!, ordinals[left]!)) child = right;
      if (!isWorse(scores[child]!, ordinals[child]!, stored, ordinal)) break;
      scores[i] = scores[child]!;
      ordinals[i] = ordinals[child]!;
      i = child;
    }
    scores[i] = stored;
    ordinals[i] = ordinal;
  }

  /**
   * The score a later candidate must exceed to be kept: the worst kept one's once k are kept (a later ordinal with
   * an equal score ranks after it), and at least just below `atLeast`.
   */
  floor(): number {
    return this.size < this.k ? this.outside : Math.max(this.outside, this.scores[0]!);
  }

  /** The kept candidates, best first. */
  sorted(): { ordinal: number; score: number }[] {
    const kept = Array.from({ length: this.size }, (_, i) => ({ ordinal: this.ordinals[i]!, score: this.scores[i]! }));
    return kept.sort((a, b) => b.score - a.score || a.ordinal - b.ordinal);
  }

  // The heap's root is the worst kept: the lowest score, and among equal scores the highest ordinal.
  private readonly worse = (i: number, j: number) =>
    isWorse(this.scores[i]!, this.ordinals[i]!, this.scores[j]!, this.ordinals[j]!);

  private readonly swap = (i: number, j: number) => {
    const { ordinals, scores } = this;
    const ordinal = ordinals[i]!;
    const score = scores[i]!;
    ordinals[i] = ordinals[j]!;
    scores[i] = scores[j]!;
    ordinals[j] = ordinal;
    scores[j] = score;
  };
}

/** The heap's order: a lower score is worse, and among equal scores the higher ordinal. */
function isWorse(score: number, ordinal: number, otherScore: number, otherOrdinal: number): boolean {
  return score < otherScore || (score === otherScore && ordinal > otherOrdinal);
}

type HeapOrder = (i: number, j: number) => boolean;
type HeapSwap = (i: number, j: number) => void;

/** Moves the item at position i up while it is worse than its parent (the root is the worst kept). */
function siftUp(start: number, worse: HeapOrder, swap: HeapSwap): void {
  let i = start;
  while (i > 0) {
    const parent = (i - 1) >> 1;
    if (!worse(i, parent)) break;
    swap(i, parent);
    i = parent;
  }
}

/** Moves a new root of a full heap of `size` items down below every worse child. */
function siftDown(size: number, worse: HeapOrder, swap: HeapSwap): void {
  let i = 0;
  for (;;) {
    const left = 2 * i + 1;
    const right = left + 1;
    let worst = i;
    if (left < size && worse(left, worst)) worst = left;
    if (right < size && worse(right, worst)) worst = right;
    if (worst === i) break;
    swap(i, worst);
    i = worst;
  }
}
