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
 * The best `k` (ordinal, score) pairs offered in increasing ordinal order, ties going to the lower ordinal.
 * Specialised from topK because it takes every match of a broad search: with the ordinals increasing, a candidate
 * scoring no more than the worst kept is rejected by one comparison of two numbers.
 */
export class ScoreHeap {
  private readonly ordinals: Uint32Array;
  private readonly scores: Float32Array;
  private size = 0;

  constructor(private readonly k: number) {
    this.ordinals = new Uint32Array(k);
    this.scores = new Float32Array(k);
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
    ordinals[0] = ordinal;
    scores[0] = score;
    siftDown(this.k, this.worse, this.swap);
  }

  /**
   * The score a later candidate must exceed to be kept: the worst kept one's once k are kept (a later ordinal with
   * an equal score ranks after it), -Infinity before.
   */
  floor(): number {
    return this.size < this.k ? Number.NEGATIVE_INFINITY : this.scores[0]!;
  }

  /** The kept candidates, best first. */
  sorted(): { ordinal: number; score: number }[] {
    const kept = Array.from({ length: this.size }, (_, i) => ({ ordinal: this.ordinals[i]!, score: this.scores[i]! }));
    return kept.sort((a, b) => b.score - a.score || a.ordinal - b.ordinal);
  }

  // The heap's root is the worst kept: the lowest score, and among equal scores the highest ordinal.
  private readonly worse = (i: number, j: number) =>
    this.scores[i]! < this.scores[j]! || (this.scores[i] === this.scores[j] && this.ordinals[i]! > this.ordinals[j]!);

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
