import type { Csr } from './search-segment.ts';

/** Compressed rows of `records` records, record r holding valuesOf(r) (the facet tests' letter rows). */
export function rowsOf(records: number, valuesOf: (ordinal: number) => number[]): Csr {
  const start = new Uint32Array(records + 1);
  const data: number[] = [];
  for (let ordinal = 0; ordinal < records; ordinal += 1) {
    data.push(...valuesOf(ordinal));
    start[ordinal + 1] = data.length;
  }
  return { start, data: Uint32Array.from(data) };
}
