/** An append-only Uint32Array that doubles when full (building a segment without arrays of boxed numbers). */
export class GrowableUint32 {
  private data: Uint32Array;
  length = 0;

  constructor(capacity = 1024) {
    this.data = new Uint32Array(capacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Uint32Array(this.data.length * 2);
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

  /** The values, trimmed to their length (a copy; the builder is dropped afterwards). */
  toArray(): Uint32Array {
    return this.data.slice(0, this.length);
  }
}
