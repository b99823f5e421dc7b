import { foldForSearch } from '@estante/core';
import { describe, expect, it } from 'vitest';
import { AuthorityFingerprints, fingerprintOf } from './authority-fingerprints.ts';

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzáéíóúçãõüß0123456789';

function word(next: () => number): string {
  const length = 2 + Math.floor(next() * 9);
  let text = '';
  for (let i = 0; i < length; i += 1) text += LETTERS[Math.floor(next() * LETTERS.length)];
  return text;
}

/** Folded form keys of one to six words, as `authorityReferenceKeys` writes them. */
function formKeys(count: number, seed: number): string[] {
  const next = random(seed);
  return Array.from({ length: count }, () =>
    foldForSearch(Array.from({ length: 1 + Math.floor(next() * 6) }, () => word(next)).join(', ')),
  );
}

/** The two-words-or-more beginnings of a key, ending before a space. */
function wholeWordPrefixes(key: string): string[] {
  const words = key.split(' ');
  return words.slice(2).map((_, index) => words.slice(0, index + 2).join(' '));
}

describe('authority form fingerprints', () => {
  const keys = [
    ...formKeys(5_000, 7),
    foldForSearch('Clemens, Samuel Langhorne, 1835-1910'),
    foldForSearch('Goethe, Johann Wolfgang von, 1749-1832'),
    'muziek',
  ];
  const fingerprints = AuthorityFingerprints.fromKeys(keys);

  it('holds every key and every whole-word beginning of two words or more', () => {
    for (const key of keys) {
      expect(fingerprints.mayNameAuthority(key), key).toBe(true);
      for (const prefix of wholeWordPrefixes(key)) expect(fingerprints.mayNameAuthority(prefix), prefix).toBe(true);
    }
    expect(fingerprints.mayNameAuthority('clemens samuel')).toBe(true);
    expect(fingerprints.mayNameAuthority('clemens samuel langhorne')).toBe(true);
    expect(fingerprints.mayNameAuthority('goethe johann wolfgang von 1749')).toBe(true);
  });

  it('holds the beginning of a key cut after a space (keys are cut at 300 units)', () => {
    const long = 'abcd '.repeat(61).slice(0, 300);
    expect(long.endsWith(' ')).toBe(true);
    const cut = AuthorityFingerprints.fromKeys([long]);
    // `like 'abcd … abcd %'` matches the key, so the term without the final space must be held.
    expect(cut.mayNameAuthority(long.trimEnd())).toBe(true);
  });

  it('reports most absent terms absent', () => {
    expect(fingerprints.size).toBeGreaterThan(keys.length);
    const held = new Set(keys.flatMap((key) => [key, ...wholeWordPrefixes(key)]));
    const absent = formKeys(1_000, 99).filter((term) => !held.has(term));
    expect(absent.length).toBeGreaterThan(990);
    const reported = absent.filter((term) => fingerprints.mayNameAuthority(term));
    expect(reported.length).toBeLessThanOrEqual(1);
    expect(AuthorityFingerprints.fromKeys([]).mayNameAuthority('clemens samuel')).toBe(false);
  });

  it('hashes a prefix as it hashes the key it begins (one pass per key)', () => {
    const key = 'clemens samuel langhorne 1835 1910';
    expect(AuthorityFingerprints.fromKeys([key]).size).toBe(4);
    expect(fingerprintOf('')).not.toBe(fingerprintOf(' '));
    // ASCII case is ignored (SQLite's LIKE ignores it): a superset, never a miss.
    expect(fingerprintOf('Clemens')).toBe(fingerprintOf('clemens'));
  });
});
