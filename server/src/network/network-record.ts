import {
  type BibliographicRecord,
  extractBibliographic,
  foldForSearch,
  type MarcRecord,
  workTypeCode,
} from '@estante/core';
import { textColumnWords } from '@estante/search';
import { facetValues } from '../search/index.ts';

/** What the union catalogue keeps of a harvested record, derived once at harvest (docs/network.md). */
export interface NetworkRecordColumns {
  match_key: string;
  marc_json: string;
  title: string;
  title_sort: string;
  main_author: string | null;
  imprint: string | null;
  publication_year: number | null;
  language: string | null;
  work_type: number;
  isbn: string | null;
  words_json: string;
  facets_json: string;
}

function yearOf(record: BibliographicRecord): number | null {
  const year = record.publication.year;
  return year !== undefined && Number.isInteger(year) && year > 0 && year < 3000 ? year : null;
}

/**
 * The key that groups the same work held by several institutions: its first ISBN (as ISBN-13), else its first ISSN,
 * else title, main author and year folded. Institutions' own record numbers (001/003) differ from one catalogue to
 * the next, so they never group anything.
 */
export function networkWorkKey(record: BibliographicRecord): string {
  const isbn = record.isbns[0]?.isbn13;
  if (isbn) return `isbn:${isbn}`;
  const issn = record.issns[0];
  if (issn) return `issn:${issn.replace(/[^\dXx]/g, '').toUpperCase()}`;
  const author = record.authors.find((candidate) => candidate.main) ?? record.authors[0];
  return `obra:${foldForSearch(record.title)}|${foldForSearch(author?.name ?? '')}|${yearOf(record) ?? ''}`.slice(
    0,
    500,
  );
}

/** The columns of a harvested MARC record: the catalogue's own extraction, index words and facets (not L: copies are the member's). */
export function networkRecordColumns(marc: MarcRecord): NetworkRecordColumns {
  const extracted = extractBibliographic(marc);
  const workType = workTypeCode(extracted.workType);
  const year = yearOf(extracted);
  const mainAuthor = extracted.authors.find((author) => author.main) ?? extracted.authors[0];
  return {
    match_key: networkWorkKey(extracted),
    marc_json: JSON.stringify(marc),
    title: extracted.title || '[sem título]',
    title_sort: extracted.titleSortKey,
    main_author: mainAuthor?.name ?? null,
    imprint: extracted.publication.imprint || null,
    publication_year: year,
    language: extracted.language ?? null,
    work_type: workType,
    isbn: extracted.isbns[0]?.display ?? null,
    words_json: JSON.stringify(textColumnWords(extracted.searchFields)),
    facets_json: JSON.stringify(
      facetValues(extracted, { workType, year, hasCover: false, libraryCodes: [] }).map((facet) => [
        facet.letter,
        facet.code,
        facet.label,
      ]),
    ),
  };
}
