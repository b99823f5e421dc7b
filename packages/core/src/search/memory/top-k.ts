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
 * The `k` ordinals with the highest scores (ties: the lower ordinal first), from ordinals in increasing order: the
 * relevance page. Specialised from topK because it runs over every match of a broad search: with the ordinals
 * increasing, a candidate scoring no more than the worst kept is rejected by one comparison of two numbers.
 */
export function topKByScore(ordinals: Uint32Array, scores: Float32Array, k: number): number[] {
  if (k <= 0) return [];
  const heapOrdinals = new Uint32Array(k);
  const heapScores = new Float32Array(k);
  let size = 0;
  // The heap's root is the worst kept: the lowest score, and among equal scores the highest ordinal.
  const worse = (i: number, j: number) =>
    heapScores[i]! < heapScores[j]! || (heapScores[i] === heapScores[j] && heapOrdinals[i]! > heapOrdinals[j]!);
  const swap = (i: number, j: number) => {
    const ordinal = heapOrdinals[i]!;
    const score = heapScores[i]!;
    heapOrdinals[i] = heapOrdinals[j]!;
    heapScores[i] = heapScores[j]!;
    heapOrdinals[j] = ordinal;
    heapScores[j] = score;
  };
  for (let n = 0; n < ordinals.length; n += 1) {
    const ordinal = ordinals[n]!;
    const score = scores[ordinal]!;
    if (size < k) {
      heapOrdinals[size] = ordinal;
      heapScores[size] = score;
      siftUp(size, worse, swap);
      size += 1;
      continue;
    }
    // A later ordinal with an equal score ranks after every kept one.
    if (score <= heapScores[0]!) continue;
    heapOrdinals[0] = ordinal;
    heapScores[0] = score;
    siftDown(k, worse, swap);
  }
  const kept = Array.from(heapOrdinals.subarray(0, size));
  return kept.sort((a, b) => scores[b]! - scores[a]! || a - b);
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
