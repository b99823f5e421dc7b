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
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!worse(i, parent)) break;
        swap(i, parent);
        i = parent;
      }
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let worst = i;
        if (left < k && worse(left, worst)) worst = left;
        if (right < k && worse(right, worst)) worst = right;
        if (worst === i) break;
        swap(i, worst);
        i = worst;
      }
    }
  }
  return heap.sort(compare);
}
