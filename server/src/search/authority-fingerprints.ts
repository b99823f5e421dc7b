/**
 * Fingerprints of the authority forms (docs/search.md, "Authority expansion"): which folded search terms may name
 * an authority form, so a search runs the authority look-up (`headingsForTerm`) only for those. The look-up
 * matches a term that equals a form key or, with two words or more, begins one followed by a space; so the set
 * holds a 32-bit hash of every key and of every whole-word prefix of two words or more of each key. A term whose
 * hash is absent certainly names no form (no false negatives); a present one may be a collision, which only costs
 * the look-up.
 *
 * Hand-written rather than a Bloom filter from npm: a sorted Uint32Array of 32-bit fingerprints searched by
 * bisection is a few lines, 4 bytes per key and per beginning (about 10 MB for a million forms), off the JavaScript
 * heap (one object for the GC to mark), while the Bloom-filter packages would pull in dependencies for no gain we need.
 */

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const SPACE = 0x20;

/** FNV-1a step over one UTF-16 unit; ASCII capitals hash as lower case (SQLite's LIKE ignores their case). */
function step(hash: number, unit: number): number {
  const folded = unit >= 0x41 && unit <= 0x5a ? unit + 0x20 : unit;
  return Math.imul(hash ^ folded, FNV_PRIME) >>> 0;
}

/** 32-bit FNV-1a hash of a string's UTF-16 units. */
export function fingerprintOf(text: string): number {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i += 1) hash = step(hash, text.charCodeAt(i));
  return hash;
}

/** Collects the fingerprints of form keys (in any order, duplicates welcome), then sorts them once. */
export class AuthorityFingerprintsBuilder {
  private hashes = new Uint32Array(1024);
  private length = 0;

  /** A folded form key (`authority_references.form_key`): its fingerprint and those of its prefixes. */
  addKey(key: string): void {
    // One pass: the hash so far at a space is the hash of the prefix before it. The prefixes ending at the second
    // space onwards have two words or more (a one-word term never matches a key as a prefix).
    let hash = FNV_OFFSET;
    let spaces = 0;
    for (let i = 0; i < key.length; i += 1) {
      const unit = key.charCodeAt(i);
      if (unit === SPACE && ++spaces >= 2) this.add(hash);
      hash = step(hash, unit);
    }
    this.add(hash);
  }

  build(): AuthorityFingerprints {
    const sorted = this.hashes.subarray(0, this.length).sort();
    let unique = 0;
    for (let i = 0; i < sorted.length; i += 1) {
      if (unique === 0 || sorted[i] !== sorted[unique - 1]) sorted[unique++] = sorted[i]!;
    }
    return new AuthorityFingerprints(sorted.slice(0, unique));
  }

  private add(hash: number): void {
    if (this.length === this.hashes.length) {
      const grown = new Uint32Array(this.hashes.length * 2);
      grown.set(this.hashes);
      this.hashes = grown;
    }
    this.hashes[this.length++] = hash;
  }
}

export class AuthorityFingerprints {
  /** Sorted, distinct fingerprints (built by `AuthorityFingerprintsBuilder`). */
  constructor(private readonly hashes: Uint32Array) {}

  static fromKeys(keys: Iterable<string>): AuthorityFingerprints {
    const builder = new AuthorityFingerprintsBuilder();
    for (const key of keys) builder.addKey(key);
    return builder.build();
  }

  /** Distinct fingerprints held. */
  get size(): number {
    return this.hashes.length;
  }

  /**
   * False when the folded term certainly names no authority form; true when it may (with n fingerprints, a term
   * that names none is reported present with a probability of about n / 2³², 0.02 % per million).
   */
  mayNameAuthority(folded: string): boolean {
    const hashes = this.hashes;
    const wanted = fingerprintOf(folded);
    let low = 0;
    let high = hashes.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (hashes[middle]! < wanted) low = middle + 1;
      else high = middle;
    }
    return low < hashes.length && hashes[low] === wanted;
  }
}
