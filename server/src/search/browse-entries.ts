import { BROWSE_INDEXES, type BrowseIndex } from '@estante/contracts';
import { type BibliographicRecord, foldForSearch } from '@estante/core';

/** Browse indexes of spec 000 §3 (index types). */
export const BROWSE_KINDS = BROWSE_INDEXES;
export type BrowseKind = BrowseIndex;

export interface BrowseEntry {
  kind: BrowseKind;
  sort_key: string;
  label: string;
  record_id: number;
}

/** Longest key or label kept: browse lists show headings, not whole notes. */
const MAX_LENGTH = 300;

/**
 * Entries of one record in the alphabetical indexes. Keys are folded text (as searches are), except
 * titles, which file by 245 without its initial article (titleSortKey), and call numbers, which file by
 * class then author mark (callNumberSortKey).
 */
export function browseEntries(recordId: number, record: BibliographicRecord): BrowseEntry[] {
  const entries: BrowseEntry[] = [];
  const seen = new Set<string>();
  const add = (kind: BrowseKind, label: string | undefined, key = label ? foldForSearch(label) : '') => {
    if (!label || !key || seen.has(`${kind}\n${key}`)) return;
    seen.add(`${kind}\n${key}`);
    entries.push({ kind, sort_key: key.slice(0, MAX_LENGTH), label: label.slice(0, MAX_LENGTH), record_id: recordId });
  };
  add('titulo', record.title, record.titleSortKey);
  for (const series of record.seriesTraced.length > 0 ? record.seriesTraced : record.series) add('serie', series);
  for (const author of record.authors) add('autor', author.name);
  for (const subject of record.subjects) add('assunto', subject);
  add('chamada', record.callNumber, record.callNumberSortKey);
  // ISBN-10 and ISBN-13 of one book file together under the ISBN-13.
  for (const isbn of record.isbns) add('isbn', isbn.display, isbn.isbn13);
  for (const issn of record.issns) add('issn', issn, issn.replace(/[^0-9xX]/g, '').toLowerCase());
  return entries;
}
