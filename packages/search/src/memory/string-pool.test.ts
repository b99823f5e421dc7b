import { describe, expect, it } from 'vitest';
import { compareUtf8 } from './search-segment.ts';
import { StringPool } from './string-pool.ts';

/** Strings mixing ASCII, accented letters, other scripts and characters beyond U+FFFF (surrogate pairs). */
function randomStrings(count: number, seed: number): string[] {
  const alphabet = ['a', 'b', 'z', 'é', 'ç', 'ж', '中', '\uFB01', '\uE000', '\u{1F600}', '\u{20000}', ' ', '0'];
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state >>> 8;
  };
  return Array.from({ length: count }, () => {
    let text = '';
    const length = next() % 7;
    for (let i = 0; i < length; i += 1) text += alphabet[next() % alphabet.length];
    return text;
  });
}

describe('StringPool', () => {
  it('numbers each distinct string once and finds it again, across many rehashes', () => {
    const pool = new StringPool(true);
    const texts = randomStrings(20_000, 7);
    const ids = texts.map((text) => pool.intern(text));
    const distinct = new Set(texts);
    expect(pool.length).toBe(distinct.size);
    texts.forEach((text, i) => {
      expect(pool.find(text)).toBe(ids[i]);
      expect(pool.get(ids[i]!)).toBe(text);
    });
    expect(pool.find('not in the pool')).toBe(-1);
    expect(pool.find('')).toBe(distinct.has('') ? pool.find('') : -1);
  });

  it('keeps duplicates when adding without an index, and refuses look-ups there', () => {
    const pool = new StringPool(false);
    expect(pool.add('x')).toBe(0);
    expect(pool.add('x')).toBe(1);
    expect(pool.get(1)).toBe('x');
    expect(() => pool.find('x')).toThrow(/no index/);
  });

  it('returns long strings whole', () => {
    const pool = new StringPool(false);
    const long = 'história '.repeat(500);
    pool.add('before');
    const id = pool.add(long);
    pool.add('after');
    expect(pool.get(id)).toBe(long);
  });

  it('compares in code point order, as compareUtf8 does (surrogates after U+E000–U+FFFF)', () => {
    const pool = new StringPool(false);
    const texts = randomStrings(600, 11);
    for (const text of texts) pool.add(text);
    for (let a = 0; a < texts.length; a += 7) {
      for (let b = 0; b < texts.length; b += 5) {
        expect(Math.sign(pool.compare(a, b))).toBe(Math.sign(compareUtf8(texts[a]!, texts[b]!)));
      }
    }
    const surrogate = pool.add('a\u{1F600}');
    const private_ = pool.add('a\uFB01');
    expect(pool.compare(surrogate, private_)).toBeGreaterThan(0);
  });

  it('goes on adding after compact()', () => {
    const pool = new StringPool(true);
    pool.intern('um');
    pool.intern('dois');
    pool.compact();
    expect(pool.intern('três')).toBe(2);
    expect(pool.intern('um')).toBe(0);
    expect(pool.get(2)).toBe('três');
  });
});

describe('StringPool units', () => {
  it('keeps a byte a unit while every string is Latin-1, two bytes from the first that is not, strings unchanged', () => {
    const pool = new StringPool(true);
    const latin = ['história', 'çà', 'ÿ'].map((text) => pool.intern(text));
    expect(pool.parts().units).toBeInstanceOf(Uint8Array);
    expect([...pool.parts().units]).toEqual([104, 105, 115, 116, 243, 114, 105, 97, 231, 224, 255]);
    const wide = pool.intern('жизнь');
    expect(pool.parts().units).toBeInstanceOf(Uint16Array);
    expect(['história', 'çà', 'ÿ', 'жизнь'].map((text) => pool.find(text))).toEqual([...latin, wide]);
    expect([...latin, wide].map((id) => pool.get(id))).toEqual(['história', 'çà', 'ÿ', 'жизнь']);
    const restored = StringPool.fromParts(pool.parts());
    expect(restored.get(wide)).toBe('жизнь');
    expect(restored.compare(latin[0]!, wide)).toBeLessThan(0);
  });
});
