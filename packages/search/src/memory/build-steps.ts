/**
 * Work that can stop between its steps: a generator that yields where the thread may run something else and returns
 * its result. A segment merged beside the searches (SegmentBuilder.buildInSteps) lets them run at those points; the
 * same work run at once (a refresh, a load) goes through them without stopping (runSteps).
 */
export type Steps<T> = Generator<void, T, void>;

/** Records (or rows) a loop of a build goes through between two points where it may stop. */
export const RECORDS_PER_STEP = 2048;

/** The work's result, run through without stopping. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Ordinals sorted a run at a time (the engine's sort, on a run of RECORDS_PER_STEP), then merged in pairs. */
const SORTED_RUN = RECORDS_PER_STEP;

/**
 * The ordinals 0 … size - 1 in `compare`'s order, in steps: runs of SORTED_RUN sorted, then merged two by two, with
 * a point to stop every RECORDS_PER_STEP records merged. One sort of 120,000 titles held a merge beside the searches
 * for 85 ms. `compare` must order every two ordinals (ties broken by ordinal), so the result is the one order.
 */
export function* sortedOrdinalsInSteps(size: number, compare: (a: number, b: number) => number): Steps<Uint32Array> {
  let order = new Uint32Array(size);
  for (let i = 0; i < size; i += 1) order[i] = i;
  for (let from = 0; from < size; from += SORTED_RUN) {
    order.subarray(from, Math.min(size, from + SORTED_RUN)).sort(compare);
    yield;
  }
  if (size <= SORTED_RUN) return order;
  let merged = new Uint32Array(size);
  for (let width = SORTED_RUN; width < size; width *= 2) {
    let sinceStep = 0;
    for (let left = 0; left < size; left += 2 * width) {
      const middle = Math.min(size, left + width);
      const right = Math.min(size, left + 2 * width);
      let i = left;
      let j = middle;
      let k = left;
      while (i < middle && j < right) {
        merged[k++] = compare(order[i]!, order[j]!) <= 0 ? order[i++]! : order[j++]!;
        sinceStep += 1;
        if (sinceStep === RECORDS_PER_STEP) {
          sinceStep = 0;
          yield;
        }
      }
      merged.set(order.subarray(i, middle), k);
      merged.set(order.subarray(j, right), k + (middle - i));
    }
    [order, merged] = [merged, order];
    yield;
  }
  return order;
}
