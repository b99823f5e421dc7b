import type { MarcRecord } from '@estante/core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BENCHMARK_TERMS,
  recordContainsTerm,
  recordHasPrefix,
  recordTokens,
  termFrequency,
  tokenize,
  tokensContain,
} from './benchmark-terms.ts';
import { generateRecords } from './generator.ts';

/** Generous timeout: these tests generate thousands of records, and CI machines may be busy. */
const SLOW = 120_000;

describe('BENCHMARK_TERMS on 20,000 generated records', () => {
  let records: MarcRecord[];
  let tokens: string[][];
  /** Share of the records holding the term (tokenised once, in beforeAll). */
  const frequency = (term: string, asPhrase = true) => {
    const words = tokenize(term);
    return tokens.filter((recordWords) => tokensContain(recordWords, words, asPhrase)).length / tokens.length;
  };
  beforeAll(() => {
    records = [...generateRecords({ seed: 1, count: 20_000, libraries: [{ code: 'CEN' }] })];
    tokens = records.map(recordTokens);
  }, SLOW);

  it(
    'broad term appears in 25–35% of records',
    () => {
      const share = frequency(BENCHMARK_TERMS.broad);
      expect(share).toBeGreaterThan(0.25);
      expect(share).toBeLessThan(0.35);
    },
    SLOW,
  );

  it(
    'selective term appears in some records but fewer than 0.1%',
    () => {
      const share = frequency(BENCHMARK_TERMS.selective);
      expect(share).toBeGreaterThan(0);
      expect(share).toBeLessThan(0.001);
    },
    SLOW,
  );

  it(
    'common, phrase, author and two-term queries sit between the two',
    () => {
      const common = frequency(BENCHMARK_TERMS.common);
      expect(common).toBeGreaterThan(0.08);
      expect(common).toBeLessThan(0.25);
      const phrase = frequency(BENCHMARK_TERMS.phrase);
      expect(phrase).toBeGreaterThan(0.01);
      expect(phrase).toBeLessThan(0.12);
      // A phrase is stricter than its words in any order.
      expect(frequency(BENCHMARK_TERMS.phrase, false)).toBeGreaterThanOrEqual(phrase);
      const author = frequency(BENCHMARK_TERMS.author);
      expect(author).toBeGreaterThan(0.03);
      expect(author).toBeLessThan(0.15);
      const both = frequency(BENCHMARK_TERMS.twoTerms, false);
      expect(both).toBeGreaterThan(0.02);
      expect(both).toBeLessThan(frequency(BENCHMARK_TERMS.broad));
    },
    SLOW,
  );

  it(
    'folding: the unaccented spelling matches exactly the records of the accented one',
    () => {
      expect(frequency(BENCHMARK_TERMS.folded)).toBe(frequency(BENCHMARK_TERMS.common));
    },
    SLOW,
  );

  it(
    'termFrequency agrees with the tokenised count',
    () => {
      const sample = records.slice(0, 1_000);
      const hits = sample.filter((record) => recordContainsTerm(record, BENCHMARK_TERMS.broad)).length;
      expect(termFrequency(sample, BENCHMARK_TERMS.broad)).toBe(hits / sample.length);
    },
    SLOW,
  );

  it(
    'prefix matches more records than the whole word; "none" matches nothing',
    () => {
      const sample = records.slice(0, 2_000);
      const prefixHits = sample.filter((record) => recordHasPrefix(record, BENCHMARK_TERMS.prefix)).length;
      const wordHits = sample.filter((record) => recordContainsTerm(record, BENCHMARK_TERMS.common)).length;
      expect(prefixHits).toBeGreaterThan(wordHits);
      expect(frequency(BENCHMARK_TERMS.none)).toBe(0);
    },
    SLOW,
  );

  it(
    'word frequencies are Zipf-like: few very common words, a long tail of rare ones',
    () => {
      const documentFrequency = new Map<string, number>();
      for (const record of records.slice(0, 5_000)) {
        const words = new Set<string>();
        for (const field of record.fields) {
          if (!('subfields' in field) || field.tag < '100' || field.tag === '856' || field.tag === '952') continue;
          for (const subfield of field.subfields) for (const token of tokenize(subfield.value)) words.add(token);
        }
        for (const word of words) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
      }
      const counts = [...documentFrequency.values()];
      const rare = counts.filter((count) => count <= 5).length;
      const common = counts.filter((count) => count >= 500).length;
      expect(rare / counts.length).toBeGreaterThan(0.3);
      expect(common / counts.length).toBeLessThan(0.05);
    },
    SLOW,
  );
});

describe('tokenize', () => {
  it(
    'folds accents and case and splits on punctuation',
    () => {
      expect(tokenize('Educação, História & São Paulo (SP)')).toEqual(['educacao', 'historia', 'sao', 'paulo', 'sp']);
    },
    SLOW,
  );
});
