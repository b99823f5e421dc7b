import type { SearchFields } from '@estante/core';
import type { CatalogueSearch } from '../catalogue-search.ts';
import { textColumnWords } from '../index-document.ts';
import { compileSearch } from '../match-expression.ts';
import { parseSearchQuery, type SearchParameters } from '../parse-search-query.ts';
import type { MemorySearch } from './memory-catalogue.ts';
import type { CatalogueEntry } from './search-segment.ts';

/** A test's book: the few fields a search test sets, the rest empty. */
export interface TestBook {
  id: number;
  title: string;
  author?: string;
  subject?: string;
  notes?: string;
  language?: string;
  year?: number;
  titleSort?: string;
  facets?: [string, string][];
}

/** The search engine's entry of a test book, its words indexed as the import indexes a record's. */
export function catalogueEntry(book: TestBook): CatalogueEntry {
  const fields: SearchFields = {
    title: book.title,
    author: book.author ?? '',
    subject: book.subject ?? '',
    series: '',
    callNumber: '',
    identifiers: '',
    notes: book.notes ?? '',
    publisher: '',
  };
  return {
    id: book.id,
    language: book.language ?? null,
    words: textColumnWords(fields),
    facets: (book.facets ?? []).map(([letter, code]) => ({ letter, code, label: `label ${code}` })),
    year: book.year ?? null,
    titleSort: book.titleSort ?? book.title.toLowerCase(),
  };
}

/** The engine's request for a test's search as the API's parameters give it: a page of `limit` from `offset`. */
export function requestForTest(
  params: SearchParameters,
  { offset = 0, limit = 10, facetValuesPerLetter = 10 } = {},
): MemorySearch {
  const query = parseSearchQuery(params);
  const compiled = compileSearch(query)!;
  return {
    expression: compiled.expression,
    positional: compiled.positional,
    filters: query.filters,
    sort: query.sort,
    offset,
    limit,
    facetValuesPerLetter,
  };
}

/**
 * A test's search as the API's parameters give it, answers computed afresh: the total, the first ten ids, and each
 * facet value as letter:code=count/countWithoutOwnLetter (the count without the filters of its own letter), sorted.
 */
export function searchForTest(catalogue: Pick<CatalogueSearch, 'search'>, params: SearchParameters) {
  const result = catalogue.search(requestForTest(params), { reuse: false });
  const facets = result.facets
    .map(({ letter, code, count, countWithoutOwnLetter }) => `${letter}:${code}=${count}/${countWithoutOwnLetter}`)
    .sort();
  return { total: result.total, ids: result.ids, facets };
}
