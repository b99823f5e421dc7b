import { describe, expect, it } from 'vitest';
import { parseSearchQuery, rowWords } from './parse-search-query.ts';
import { foldKeepingWildcards, truncationMatcher, truncationStem } from './truncation.ts';

describe('truncation in terms (docs/search.md, "Truncation")', () => {
  it('keeps * and ? attached to the folded letters around them', () => {
    expect(foldKeepingWildcards('Saú*')).toBe('sau*');
    expect(foldKeepingWildcards('SA?DE pública')).toBe('sa?de publica');
    expect(foldKeepingWildcards('bras*l*')).toBe('bras*l*');
    expect(foldKeepingWildcards('saúde *')).toBe('saude');
    expect(foldKeepingWildcards('* OR -x ^y')).toBe('or x y');
    expect(foldKeepingWildcards('Quem mexeu no meu queijo?')).toBe('quem mexeu no meu queijo');
    expect(foldKeepingWildcards('sa??')).toBe('sa');
    expect(foldKeepingWildcards('bra?*')).toBe('bra?*');
  });

  it('rows keep truncated words (never dropped as function words) and refuse a stem under 3 letters', () => {
    expect(rowWords('história do brasi*', 'livre', 'qualquer')).toEqual(['historia', 'brasi*']);
    expect(rowWords('the*', 'titulo', 'qualquer')).toEqual(['the*']);
    expect(() => rowWords('a*', 'livre', 'qualquer')).toThrow(expect.objectContaining({ code: 'TruncamentoCurto' }));
    expect(() => parseSearchQuery({ termo: 'música', tipo: 'titulo' })).not.toThrow();
    expect(() => parseSearchQuery({ termo: ['música', 'sa*'] })).toThrow(
      expect.objectContaining({ code: 'TruncamentoCurto', details: expect.objectContaining({ value: 'sa*' }) }),
    );
  });

  it('numbers each row by its termo, rows without words left out', () => {
    expect(parseSearchQuery({ termo: ['o de', 'brasil'] }).rows.map((row) => row.termIndex)).toEqual([1]);
  });

  it('matches whole words: * any letters (none too), ? exactly one', () => {
    const brasi = truncationMatcher('brasi*');
    expect(['brasil', 'brasileira', 'brasi'].map(brasi)).toEqual([true, true, true]);
    expect(brasi('bras')).toBe(false);
    const saude = truncationMatcher('sa?de');
    expect(['saude', 'sade', 'saaude'].map(saude)).toEqual([true, false, false]);
    expect(truncationStem('sa?de')).toBe('sa');
    expect(truncationStem('brasi*')).toBe('brasi');
  });
});
