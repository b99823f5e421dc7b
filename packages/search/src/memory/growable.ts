/** An append-only Uint32Array that doubles when full (building a segment without arrays of boxed numbers). */
export class GrowableUint32 {
  private data: Uint32Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Uint32Array(capacity);
  }

  /**
   * Values already made (a snapshot's, or another thread's on a SharedArrayBuffer) taken over without a copy: the
   * first push beyond them grows into a new array of this thread's own, so the given array is never written.
   */
  static over(values: Uint32Array): GrowableUint32 {
    const growable = new GrowableUint32(0);
    growable.data = values;
    growable.length = values.length;
    return growable;
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Uint32Array(Math.max(1024, this.data.length * 2));
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }

  at(index: number): number {
    return this.data[index]!;
  }

  /** The last value pushed (0 when empty). */
  last(): number {
    return this.length === 0 ? 0 : this.data[this.length - 1]!;
  }

  /** The values as a view: values are only appended (beyond it, or into a grown copy), so it keeps its contents. */
  view(): Uint32Array {
    return this.data.subarray(0, this.length);
  }

  /** The values, trimmed to their length (a copy; the builder is dropped afterwards). */
  toArray(): Uint32Array {
    return this.data.slice(0, this.length);
  }
}
