/** A fixed-size set of record ordinals, 32 per word: and/or/and-not of a million records are ~31,000 word operations. */
export class Bitset {
  readonly words: Uint32Array;

  /** An empty set, or the set whose words are `words` (a view kept as it is: a dense posting list's set). */
  constructor(
    readonly size: number,
    words?: Uint32Array,
  ) {
    this.words = words ?? new Uint32Array((size + 31) >>> 5);
    if (this.words.length !== (size + 31) >>> 5) throw new Error('a set of the wrong length');
  }

  static fromSorted(size: number, ordinals: ArrayLike<number>): Bitset {
    const set = new Bitset(size);
    set.addAll(ordinals);
    return set;
  }

  static full(size: number): Bitset {
    const set = new Bitset(size);
    set.words.fill(0xffffffff);
    const extra = set.words.length * 32 - size;
    if (extra > 0) set.words[set.words.length - 1] = 0xffffffff >>> extra;
    return set;
  }

  has(ordinal: number): boolean {
    return (this.words[ordinal >>> 5]! & (1 << (ordinal & 31))) !== 0;
  }

  add(ordinal: number): void {
    this.words[ordinal >>> 5]! |= 1 << (ordinal & 31);
  }

  addAll(ordinals: ArrayLike<number>): void {
    const words = this.words;
    for (let i = 0; i < ordinals.length; i += 1) {
      const ordinal = ordinals[i]!;
      words[ordinal >>> 5]! |= 1 << (ordinal & 31);
    }
  }

  and(other: Bitset): this {
    const words = this.words;
    const others = other.words;
    for (let i = 0; i < words.length; i += 1) words[i]! &= others[i]!;
    return this;
  }

  or(other: Bitset): this {
    const words = this.words;
    const others = other.words;
    for (let i = 0; i < words.length; i += 1) words[i]! |= others[i]!;
    return this;
  }

  andNot(other: Bitset): this {
    const words = this.words;
    const others = other.words;
    for (let i = 0; i < words.length; i += 1) words[i]! &= ~others[i]!;
    return this;
  }

  clone(): Bitset {
    const copy = new Bitset(this.size);
    copy.words.set(this.words);
    return copy;
  }

  count(): number {
    let total = 0;
    const words = this.words;
    for (let i = 0; i < words.length; i += 1) {
      let v = words[i]!;
      if (v === 0) continue;
      v -= (v >>> 1) & 0x55555555;
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return total;
  }

  /** The members in increasing order (`count`: their number, when the caller knows it). */
  toArray(count = this.count()): Uint32Array {
    const result = new Uint32Array(count);
    let n = 0;
    const words = this.words;
    for (let i = 0; i < words.length; i += 1) {
      let v = words[i]!;
      while (v !== 0) {
        const low = v & -v;
        result[n++] = (i << 5) + 31 - Math.clz32(low);
        v ^= low;
      }
    }
    return result;
  }
}
