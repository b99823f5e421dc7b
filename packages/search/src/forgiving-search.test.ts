import type { SearchFields } from '@estante/core';
import { describe, expect, it } from 'vitest';
import { type CatalogueSearch, loadCatalogueSearch } from './catalogue-search.ts';
import { correctedQuery, suggestCorrections } from './did-you-mean.ts';
import { buildIndexDocument, TEXT_COLUMNS } from './index-document.ts';
import { compileSearch } from './match-expression.ts';
import type { CatalogueEntry } from './memory/search-segment.ts';
import { boundedEditDistance } from './memory/word-distance.ts';
import { parseSearchQuery, type SearchParameters } from './parse-search-query.ts';
import { TRUNCATION } from './truncation.ts';

function entry(id: number, title: string, subject = '', language = 'por'): CatalogueEntry {
  const fields: SearchFields = {
    title,
    author: '',
    subject,
    series: '',
    callNumber: '',
    identifiers: '',
    notes: '',
    publisher: '',
  };
  const document = buildIndexDocument(fields, language);
  return {
    id,
    language,
    words: TEXT_COLUMNS.map((column) => document[column]),
    facets: [],
    year: null,
    titleSort: title.toLowerCase(),
  };
}

const TITLES: [string, string][] = [
  ['Saúde pública no Brasil', 'Saúde pública'],
  ['Saudades do Brasil', 'Literatura brasileira'],
  ['O brasileiro e a saúde', 'Saúde'],
  ['Sade e a filosofia', 'Filosofia francesa'],
  ['Brasília: uma capital', 'Brasília'],
  ['Bibliotecas brasileiras', 'Bibliotecas'],
];

async function catalogueOf(entries: CatalogueEntry[]): Promise<CatalogueSearch> {
  return loadCatalogueSearch(
    (async function* () {
      yield entries;
    })(),
  );
}

function ids(catalogue: CatalogueSearch, params: SearchParameters): number[] {
  const compiled = compileSearch(parseSearchQuery(params), new Map(), (word, columns) =>
    catalogue.expandTruncation(word, columns),
  )!;
  const result = catalogue.search({
    expression: compiled.expression,
    positional: compiled.positional,
    filters: [],
    sort: 'N',
    offset: 0,
    limit: 100,
    facetValuesPerLetter: 30,
  });
  return result.ids;
}

describe('truncation against the index vocabulary', () => {
  it('expands * to the words of the field that begin with the stem, accents folded, most frequent first', async () => {
    const catalogue = await catalogueOf(TITLES.map(([title, subject], index) => entry(index + 1, title, subject)));
    expect(catalogue.expandTruncation('brasi*', ['title'])).toEqual([
      'brasil',
      'brasileiras',
      'brasileiro',
      'brasilia',
    ]);
    expect(catalogue.expandTruncation('sau*', ['subject'])).toEqual(['saude']);
    expect(ids(catalogue, { termo: 'saú*' })).toEqual([1, 2, 3]);
    expect(ids(catalogue, { termo: 'brasi*' })).toEqual([1, 2, 3, 5, 6]);
    expect(ids(catalogue, { termo: 'brasi*', tipo: 'assunto' })).toEqual([2, 5]);
    expect(ids(catalogue, { termo: 'sa?de' })).toEqual([1, 3]);
    expect(ids(catalogue, { termo: 'sau* publ*' })).toEqual([1]);
    expect(ids(catalogue, { termo: 'zzz*' })).toEqual([]);
  });

  it('does not stem a truncated word, even with similar words; a phrase with one is searched as typed', async () => {
    const catalogue = await catalogueOf(TITLES.map(([title, subject], index) => entry(index + 1, title, subject)));
    // "bibliotec*" finds "bibliotecas" as typed, beside a stemmed word of the same row.
    expect(ids(catalogue, { termo: 'bibliotec* brasileira', similares: '1' })).toEqual([6]);
    expect(ids(catalogue, { termo: 'saude publ*', tipo: 'titulo', posicao: 'exata' })).toEqual([1]);
    expect(ids(catalogue, { termo: 'saud*', tipo: 'titulo', posicao: 'inicio' })).toEqual([1, 2]);
  });

  it('keeps the most frequent TRUNCATION.maxExpansions words of a broad stem', async () => {
    const entries = Array.from({ length: TRUNCATION.maxExpansions + 20 }, (_, index) =>
      entry(index + 1, `palavra${String(index).padStart(3, '0')}${index < 3 ? ' palavra999' : ''}`),
    );
    const catalogue = await catalogueOf(entries);
    const expanded = catalogue.expandTruncation('pal*', ['title']);
    expect(expanded).toHaveLength(TRUNCATION.maxExpansions);
    // palavra999 is in four records, every other word in one: first; then code point order.
    expect(expanded.slice(0, 3)).toEqual(['palavra999', 'palavra000', 'palavra001']);
    expect(expanded.at(-1)).toBe('palavra098');
  });
});

describe('did you mean', () => {
  it('counts edits with a transposition as one, and gives up past the limit', () => {
    expect(boundedEditDistance('brasil', 'brasil', 2)).toBe(0);
    expect(boundedEditDistance('barsil', 'brasil', 2)).toBe(1);
    expect(boundedEditDistance('brazil', 'brasil', 2)).toBe(1);
    expect(boundedEditDistance('brsl', 'brasil', 2)).toBe(2);
    expect(boundedEditDistance('bsl', 'brasil', 2)).toBe(-1);
  });

  it('replaces a misspelt word by the nearest, most frequent word of the field, as a ready-to-run query', async () => {
    const catalogue = await catalogueOf(TITLES.map(([title, subject], index) => entry(index + 1, title, subject)));
    const query = parseSearchQuery({ termo: ['bibliotecs', 'sade'], tipo: ['livre', 'titulo'] });
    // "bibliotecs" → "bibliotecas" (1 edit); "sade" is itself a title word, so it stays.
    expect(suggestCorrections(query, catalogue)).toEqual(new Map([[0, 'bibliotecas']]));
    const misspelt = parseSearchQuery({ termo: 'saude brazil' });
    expect(suggestCorrections(misspelt, catalogue)).toEqual(new Map([[0, 'saude brasil']]));
    const corrected = correctedQuery(misspelt, suggestCorrections(misspelt, catalogue)!);
    expect(ids(catalogue, { termo: corrected.rows[0]!.text })).toEqual([1]);
    expect(suggestCorrections(parseSearchQuery({ termo: 'saude brasil' }), catalogue)).toBeUndefined();
    expect(suggestCorrections(parseSearchQuery({ termo: 'xyzzy' }), catalogue)).toBeUndefined();
  });
});
