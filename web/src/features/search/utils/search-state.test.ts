import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow, parseSearchState } from './search-state.ts';

describe('parseSearchState', () => {
  it('reads term and page from the URL', () => {
    expect(parseSearchState(new URLSearchParams('termo=%20machado%20de%20assis%20&pagina=3'))).toEqual({
      term: 'machado de assis',
      page: 3,
    });
  });

  it('falls back to page 1 for missing or malformed pages', () => {
    for (const query of [
      'termo=x',
      'termo=x&pagina=0',
      'termo=x&pagina=-2',
      'termo=x&pagina=abc',
      'termo=x&pagina=1.5',
    ]) {
      expect(parseSearchState(new URLSearchParams(query)).page).toBe(1);
    }
  });

  it('gives an empty term when there is no search', () => {
    expect(parseSearchState(new URLSearchParams(''))).toEqual({ term: '', page: 1 });
  });
});

describe('pageCount', () => {
  it('rounds up and gives 0 for no results', () => {
    expect(pageCount(0, 20)).toBe(0);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe('pageWindow', () => {
  it('lists every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('puts gaps around the current page', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
  });

  it('gives nothing when there are no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
