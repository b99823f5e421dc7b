import type { SearchFields } from '@estante/core';
import { buildIndexDocument, TEXT_COLUMNS } from '../index-document.ts';
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
  const document = buildIndexDocument(fields, book.language);
  return {
    id: book.id,
    language: book.language ?? null,
    words: TEXT_COLUMNS.map((column) => document[column]),
    facets: (book.facets ?? []).map(([letter, code]) => ({ letter, code, label: `label ${code}` })),
    year: book.year ?? null,
    titleSort: book.titleSort ?? book.title.toLowerCase(),
  };
}
