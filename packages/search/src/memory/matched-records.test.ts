import { describe, expect, it } from 'vitest';
import { Bitset } from './bitset.ts';
import { MatchedRecords } from './matched-records.ts';

describe('MatchedRecords', () => {
  it('visits every member once, in order, in chunks that each fit the buffer, as the listed ordinals', () => {
    const size = 70_000;
    // Full words (32 members at a time) and scattered ones, so that chunks fill at different points of a word.
    const members = Array.from({ length: size }, (_, ordinal) => ordinal).filter(
      (ordinal) => ordinal < 9000 || ordinal % 7 === 3 || (ordinal > 40_000 && ordinal < 41_000),
    );
    const set = Bitset.fromSorted(size, members);
    const chunked = new MatchedRecords(set);
    expect(chunked.count).toBe(members.length);
    const visited: number[] = [];
    let chunks = 0;
    chunked.forEachChunk((ordinals) => {
      chunks += 1;
      expect(ordinals.length).toBeLessThanOrEqual(4096);
      visited.push(...ordinals);
    });
    expect(chunks).toBeGreaterThan(2);
    expect(visited).toEqual(members);
    expect([...chunked.ordinals()]).toEqual(members);
    // Once listed, the list is visited whole.
    const whole: number[][] = [];
    chunked.forEachChunk((ordinals) => whole.push([...ordinals]));
    expect(whole).toEqual([members]);
    const empty = new MatchedRecords(new Bitset(100));
    empty.forEachChunk(() => {
      throw new Error('no member to visit');
    });
    expect(empty.count).toBe(0);
  });

  it('never drops a member when a whole word arrives with the buffer nearly full', () => {
    // k members one word apart, then two full words: the full words arrive with k members in the buffer.
    for (let k = 4050; k <= 4100; k += 1) {
      const members = [
        ...Array.from({ length: k }, (_, i) => i * 32),
        ...Array.from({ length: 64 }, (_, i) => (k + 1) * 32 + i),
      ];
      const visited: number[] = [];
      new MatchedRecords(Bitset.fromSorted((k + 4) * 32, members)).forEachChunk((ordinals) => {
        visited.push(...ordinals);
      });
      expect(visited.length, `k ${k}`).toBe(members.length);
      expect(visited, `k ${k}`).toEqual(members);
    }
  });
});
