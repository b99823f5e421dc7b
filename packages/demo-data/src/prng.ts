/**
 * Small seeded pseudo-random number generator and samplers.
 *
 * Why not `Math.random()`: it cannot be seeded, and its algorithm is an engine detail
 * (V8 changed it in 2015 and may again). The demo catalogue and the benchmark catalogues
 * must be byte-identical for a given seed on every machine and every Node version, so the
 * generator carries its own PRNG written only with 32-bit integer arithmetic (`Math.imul`,
 * shifts), whose results are fixed by the ECMAScript specification.
 *
 * Algorithm: mulberry32 (Tommy Ettinger, public domain), 32-bit state, period 2^32, good
 * enough statistical quality for test data and very fast. Seeds are mixed with the
 * splitmix32/murmur3 finaliser so that neighbouring seeds (record 1, record 2…) give
 * unrelated streams.
 */

/** murmur3 fmix32: a bijective avalanche mix of a 32-bit integer. */
export function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Derives an independent 32-bit seed from a base seed and up to two stream numbers. */
export function deriveSeed(seed: number, stream: number, substream = 0): number {
  let h = mix32((seed | 0) ^ 0x9e3779b9);
  h = mix32(h ^ Math.imul(stream | 0, 0x27d4eb2d));
  h = mix32(h ^ Math.imul((substream | 0) + 0x165667b1, 0x2545f491));
  return h;
}

export class Rng {
  private state: number;

  constructor(seed = 1) {
    this.state = seed >>> 0;
  }

  reseed(seed: number): void {
    this.state = seed >>> 0;
  }

  /** Next unsigned 32-bit integer (mulberry32). */
  nextUint32(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }

  /** Uniform float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Uniform integer in [min, max] (inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** True with the given probability. */
  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /**
   * Picks from a list ordered by popularity, with Zipf–Mandelbrot ranks: P(rank r) ∝ 1 / (r + offset).
   * offset 1 is classic Zipf (s = 1); a larger offset flattens the head.
   */
  zipf<T>(items: readonly T[], offset = 1): T {
    return items[zipfTable(items.length, offset).sampleIndex(this.next())] as T;
  }

  /** Picks by explicit weights (a precomputed {@link WeightedTable}). */
  weighted<T>(table: WeightedTable<T>): T {
    return table.sample(this.next());
  }
}

/** Cumulative-weight table sampled by binary search: O(log n) per draw, no allocation. */
export class WeightedTable<T> {
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(
    readonly items: readonly T[],
    weights: readonly number[],
  ) {
    if (items.length === 0 || items.length !== weights.length) throw new Error('WeightedTable: bad input');
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    for (let i = 0; i < weights.length; i++) {
      sum += weights[i] as number;
      this.cumulative[i] = sum;
    }
    this.total = sum;
  }

  sampleIndex(unit: number): number {
    const target = unit * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] as number) > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  sample(unit: number): T {
    return this.items[this.sampleIndex(unit)] as T;
  }
}

/** Zipf tables by offset, then by list length (a table depends only on those two). */
const zipfOffsets: number[] = [];
const zipfTablesByOffset: WeightedTable<number>[][] = [];

/**
 * Zipf table over ranks 0..n-1: P(rank r) ∝ 1 / (r + offset). Cached by (offset, n) with array
 * lookups only, since the generator draws ~50 Zipf ranks per record.
 * Only division and addition are used (correctly rounded in IEEE 754), never `**`/`Math.pow`
 * with a fractional exponent, whose last bit may differ between V8 versions.
 */
export function zipfTable(n: number, offset: number): WeightedTable<number> {
  let slot = zipfOffsets.indexOf(offset);
  if (slot < 0) {
    slot = zipfOffsets.length;
    zipfOffsets.push(offset);
    zipfTablesByOffset.push([]);
  }
  const tables = zipfTablesByOffset[slot] as WeightedTable<number>[];
  let table = tables[n];
  if (!table) {
    const ranks = Array.from({ length: n }, (_, i) => i);
    table = new WeightedTable(
      ranks,
      ranks.map((r) => 1 / (r + offset)),
    );
    tables[n] = table;
  }
  return table;
}
