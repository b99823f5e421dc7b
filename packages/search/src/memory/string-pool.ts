/**
 * Append-only strings kept in typed arrays (UTF-16 code units with offsets), with an optional hash index to
 * number each distinct string once. The units are kept a byte each while every unit of the pool is below 256
 * (Latin-1: Portuguese, Spanish, French, Italian words and codes), two bytes from the first string that needs it on.
 *
 * Why not `string[]` and `Map<string, number>`: at a million records the index holds ~1.8 million words, ~700,000
 * facet codes and labels and a million title keys. As JavaScript strings and map entries they are millions of
 * heap objects that every major GC marks (100–300 ms of marking and a 20–100 ms pause per GC on a 600 MB heap,
 * docs/performance.md); in typed arrays they are a handful of objects and GC has nothing to walk. Written here
 * because no maintained npm package offers an interned, off-heap string table.
 */
export class StringPool {
  private units: Uint8Array<ArrayBuffer> | Uint16Array<ArrayBuffer> = new Uint8Array(1 << 16);
  private unitCount = 0;
  private offsets = new Uint32Array(1 << 12);
  private count = 0;
  /** Open addressing: string id + 1 per slot, 0 = empty. Only for pools that number distinct strings. */
  private slots: Int32Array | undefined;
  private hashes: Uint32Array<ArrayBuffer> | undefined;

  /** `indexed`: keep a hash index so that `intern` and `find` work (a pool of labels or sort keys needs none). */
  constructor(indexed: boolean) {
    if (indexed) {
      this.slots = new Int32Array(1 << 12);
      this.hashes = new Uint32Array(1 << 12);
    }
  }

  get length(): number {
    return this.count;
  }

  /** Appends a string (duplicates kept) and returns its number. */
  add(text: string): number {
    const id = this.count;
    this.ensureUnits(text.length);
    if (this.units instanceof Uint8Array && !fitsLatin1(text)) {
      const wide = new Uint16Array(this.units.length);
      wide.set(this.units);
      this.units = wide;
    }
    const units = this.units;
    let at = this.unitCount;
    for (let i = 0; i < text.length; i += 1) units[at++] = text.charCodeAt(i);
    this.unitCount = at;
    this.offsets[id + 1] = at;
    this.count = id + 1;
    return id;
  }

  /** The number of a string, added the first time it is met. */
  intern(text: string): number {
    const hash = hashOf(text);
    const found = this.lookup(text, hash);
    if (found !== -1) return found;
    const id = this.add(text);
    this.insert(id, hash);
    return id;
  }

  /** The number of a string already in the pool, or -1. */
  find(text: string): number {
    return this.lookup(text, hashOf(text));
  }

  get(id: number): string {
    const from = this.offsets[id]!;
    const to = this.offsets[id + 1]!;
    if (to - from <= 1024) return String.fromCharCode.apply(null, this.units.subarray(from, to) as unknown as number[]);
    let text = '';
    for (let at = from; at < to; at += 1024) {
      text += String.fromCharCode.apply(null, this.units.subarray(at, Math.min(to, at + 1024)) as unknown as number[]);
    }
    return text;
  }

  /** Code point order (= UTF-8 byte order, the order both databases file keys in) of two strings of the pool. */
  compare(a: number, b: number): number {
    const units = this.units;
    let i = this.offsets[a]!;
    let j = this.offsets[b]!;
    const aEnd = this.offsets[a + 1]!;
    const bEnd = this.offsets[b + 1]!;
    for (; i < aEnd && j < bEnd; i += 1, j += 1) {
      const x = units[i]!;
      const y = units[j]!;
      if (x !== y) return compareCodeUnits(x, y);
    }
    return aEnd - i - (bEnd - j);
  }

  /** Code units of a string (its length, without decoding it). */
  lengthOf(id: number): number {
    return this.offsets[id + 1]! - this.offsets[id]!;
  }

  /** The code unit at `index` of a string, or -1 past its end. */
  unitAt(id: number, index: number): number {
    const at = this.offsets[id]! + index;
    return at < this.offsets[id + 1]! ? this.units[at]! : -1;
  }

  /**
   * Code unit order (JavaScript's `<` on strings) of a string of the pool against a prefix: 0 when the string begins
   * with it, otherwise the sign of the order of the string against the prefix (bisecting a list sorted with `<`).
   */
  compareToPrefix(id: number, prefix: string): number {
    const units = this.units;
    const from = this.offsets[id]!;
    const length = this.offsets[id + 1]! - from;
    for (let i = 0; i < prefix.length; i += 1) {
      if (i === length) return -1;
      const x = units[from + i]!;
      const y = prefix.charCodeAt(i);
      if (x !== y) return x - y;
    }
    return 0;
  }

  /**
   * The used part of the pool's arrays, as views (a snapshot's, snapshot.ts): strings are only appended afterwards,
   * beyond the views or into grown copies, so the views keep their contents. The hash slots are left out: fromParts
   * places the strings again from their hashes.
   */
  parts(): StringPoolParts {
    return {
      units: this.units.subarray(0, this.unitCount),
      offsets: this.offsets.subarray(0, this.count + 1),
      hashes: this.hashes?.subarray(0, this.count),
    };
  }

  /** A pool holding the strings of `parts()` (its arrays taken over, not copied), indexed when it has hashes. */
  static fromParts({ units, offsets, hashes }: StringPoolParts): StringPool {
    const pool = new StringPool(hashes !== undefined);
    const count = offsets.length - 1;
    const known = units instanceof Uint8Array || units instanceof Uint16Array;
    if (!known || count < 0 || offsets[0] !== 0 || offsets[count] !== units.length) {
      throw new Error('string pool parts disagree');
    }
    pool.units = units;
    pool.unitCount = units.length;
    pool.offsets = offsets;
    pool.count = count;
    if (hashes) {
      if (hashes.length !== count) throw new Error('string pool parts disagree');
      pool.hashes = hashes;
      let size = pool.slots!.length;
      while (count * 2 > size) size *= 2;
      pool.rehash(size);
    }
    return pool;
  }

  /** Releases the spare room of the arrays once nothing more is added (a built segment's title keys). */
  compact(): void {
    this.units = this.units.slice(0, this.unitCount);
    this.offsets = this.offsets.slice(0, this.count + 1);
  }

  private lookup(text: string, hash: number): number {
    const slots = this.slots;
    if (!slots) throw new Error('this string pool has no index');
    const mask = slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = slots[slot]!;
      if (entry === 0) return -1;
      if (this.hashes![entry - 1] === hash && this.equals(entry - 1, text)) return entry - 1;
    }
  }

  private insert(id: number, hash: number): void {
    if (id >= this.hashes!.length) this.hashes = grow(this.hashes!, id + 1);
    this.hashes![id] = hash;
    // Kept at most half full, so a probe ends soon.
    if ((id + 1) * 2 > this.slots!.length) this.rehash(this.slots!.length * 2);
    else this.place(id, hash);
  }

  private place(id: number, hash: number): void {
    const slots = this.slots!;
    const mask = slots.length - 1;
    let slot = hash & mask;
    while (slots[slot] !== 0) slot = (slot + 1) & mask;
    slots[slot] = id + 1;
  }

  private rehash(size: number): void {
    this.slots = new Int32Array(size);
    for (let id = 0; id < this.count; id += 1) this.place(id, this.hashes![id]!);
  }

  private equals(id: number, text: string): boolean {
    const from = this.offsets[id]!;
    if (this.offsets[id + 1]! - from !== text.length) return false;
    const units = this.units;
    for (let i = 0; i < text.length; i += 1) if (units[from + i] !== text.charCodeAt(i)) return false;
    return true;
  }

  private ensureUnits(extra: number): void {
    if (this.unitCount + extra > this.units.length) this.units = grow(this.units, this.unitCount + extra);
    if (this.count + 2 > this.offsets.length) this.offsets = grow(this.offsets, this.count + 2);
  }
}

/** The arrays of a StringPool (parts, fromParts). */
export interface StringPoolParts {
  /** A byte a unit while all are below 256, else two. */
  units: Uint8Array<ArrayBuffer> | Uint16Array<ArrayBuffer>;
  offsets: Uint32Array<ArrayBuffer>;
  hashes: Uint32Array<ArrayBuffer> | undefined;
}

/** UTF-16 units ordered as their code points: a surrogate (a code point above U+FFFF) after U+E000–U+FFFF. */
export function compareCodeUnits(x: number, y: number): number {
  const xSurrogate = x >= 0xd800 && x <= 0xdfff;
  const ySurrogate = y >= 0xd800 && y <= 0xdfff;
  if (xSurrogate !== ySurrogate && (xSurrogate ? y >= 0xe000 : x >= 0xe000)) return xSurrogate ? 1 : -1;
  return x - y;
}

/** True when every code unit of `text` is below 256 (a byte each). */
function fitsLatin1(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) > 0xff) return false;
  return true;
}

/** FNV-1a over the UTF-16 units. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function grow<T extends Uint8Array | Uint16Array | Uint32Array>(array: T, needed: number): T {
  let size = Math.max(16, array.length * 2);
  while (size < needed) size *= 2;
  const grown = new (array.constructor as new (size: number) => T)(size);
  grown.set(array);
  return grown;
}
