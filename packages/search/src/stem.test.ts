// Issue 27, finding 9: a skipped `-ções` plural rule survived the mutation check. Stems written by hand:
// the folded plural is brought back to its singular (`informacoes` → `informacao`), and Snowball Portuguese
// then drops the final vowel (residual suffix step), giving `informaca`.

import { foldForSearch } from '@estante/core';
import { describe, expect, it } from 'vitest';
import { stemAlternatives, stemWord } from './stem.ts';

describe('Portuguese stems of -ção / -ções words', () => {
  it.each([
    ['informações', 'informaca'],
    ['informação', 'informaca'],
    ['canções', 'canca'],
    ['canção', 'canca'],
    ['eleições', 'eleica'],
    ['eleição', 'eleica'],
    ['legislações', 'legislaca'],
    ['legislação', 'legislaca'],
    ['pães', 'pao'],
    ['pão', 'pao'],
    ['leões', 'lea'],
    ['leão', 'lea'],
  ])('%s (folded) stems to %s', (word, stem) => {
    expect(stemWord(foldForSearch(word), 'por')).toBe(stem);
  });

  it('gives a -ções plural the same alternatives as its singular in Portuguese', () => {
    expect(stemAlternatives('informacoes')).toContain('informaca');
    expect(stemAlternatives('informacao')).toContain('informaca');
  });

  it('leaves the words of a language without stemmer as they are', () => {
    expect(stemWord('informacoes', 'ger')).toBe('informacoes');
    expect(stemWord('informacoes', undefined)).toBe('informacoes');
  });
});
