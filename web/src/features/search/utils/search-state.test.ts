import { describe, expect, it } from 'vitest';
import {
  pageCount,
  pageWindow,
  parseSearchState,
  searchToQuery,
  simpleSearch,
  toggleFilter,
  withChanges,
} from './search-state.ts';

describe('parseSearchState', () => {
  it('reads term and page from the URL', () => {
    const state = parseSearchState(new URLSearchParams('termo=%20machado%20de%20assis%20&pagina=3'));
    expect(state.term).toBe('machado de assis');
    expect(state.page).toBe(3);
    expect(state.rows).toEqual([{ term: 'machado de assis', field: 'livre', position: 'qualquer', operator: 'e' }]);
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

  it('gives no rows when there is no search', () => {
    const state = parseSearchState(new URLSearchParams(''));
    expect(state.term).toBe('');
    expect(state.rows).toEqual([]);
  });

  it('pairs the k-th termo with the k-th tipo, posicao and operador, and drops unknown values', () => {
    const state = parseSearchState(
      new URLSearchParams(
        'termo=jazz&termo=Coltrane&tipo=livre&tipo=autor&posicao=qualquer&posicao=xyz&operador=e&operador=nao',
      ),
    );
    expect(state.rows).toEqual([
      { term: 'jazz', field: 'livre', position: 'qualquer', operator: 'e' },
      { term: 'Coltrane', field: 'autor', position: 'qualquer', operator: 'nao' },
    ]);
  });

  it('keeps well-formed filters once, and only known orderings, page sizes and display modes', () => {
    const state = parseSearchState(
      new URLSearchParams('termo=x&filtro=T:1&filtro=T:1&filtro=bad&ordenacao=Q&quantPag=7&exibicao=C&similares=1'),
    );
    expect(state.filters).toEqual(['T:1']);
    expect(state.sort).toBe('C');
    expect(state.pageSize).toBe(20);
    expect(state.display).toBe('C');
    expect(state.similar).toBe(true);
  });
});

describe('searchToQuery', () => {
  it('round-trips every option and leaves defaults out', () => {
    expect(searchToQuery(simpleSearch('jazz'))).toBe('termo=jazz');
    const query =
      'termo=a&termo=b&tipo=titulo&tipo=autor&posicao=exata&posicao=qualquer&operador=e&operador=ou&similares=1&filtro=Y%3A1999&ordenacao=A&quantPag=50&exibicao=C&pagina=2';
    expect(searchToQuery(parseSearchState(new URLSearchParams(query)))).toBe(query);
  });

  it('goes back to page 1 on any change but the page, and toggles filters', () => {
    const state = parseSearchState(new URLSearchParams('termo=x&pagina=4'));
    expect(withChanges(state, { sort: 'T' }).page).toBe(1);
    expect(withChanges(state, { page: 5 }).page).toBe(5);
    const filtered = toggleFilter(state, 'I:eng');
    expect(filtered.filters).toEqual(['I:eng']);
    expect(toggleFilter(filtered, 'I:eng').filters).toEqual([]);
  });
});

describe('pageCount', () => {
  it('rounds up and gives 0 for no results', () => {
    expect(pageCount(0, 20)).toBe(0);
    expect(pageCount(1, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});

describe('pageWindow', () => {
  it('shows first, last and neighbours with gaps', () => {
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
  });
});
