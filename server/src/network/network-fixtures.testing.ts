import type { MarcRecord } from '@estante/core';
import { importRecords } from '../circulation/circulation-fixtures.testing.ts';
import type { TestApp } from '../testing/test-app.ts';

export interface BookSpec {
  key: string;
  title: string;
  author: string;
  year: number;
  isbn?: string;
  /** Libraries holding a copy (Koha 952 $a/$b). */
  libraries?: string[];
  language?: string;
}

/** A book as MARC 21 (001/003, 008 with year and language, 020, 100, 245, 260, 650, 952 copies). */
export function bookRecord(spec: BookSpec, source = 'ESTANTE-NET'): MarcRecord {
  const language = spec.language ?? 'por';
  return {
    leader: '00000nam a2200000 a 4500',
    fields: [
      { tag: '001', value: spec.key },
      { tag: '003', value: source },
      { tag: '008', value: `260101s${spec.year}    bl            000 0 ${language} d` },
      ...(spec.isbn ? [{ tag: '020', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: spec.isbn }] }] : []),
      { tag: '100', ind1: '1', ind2: ' ', subfields: [{ code: 'a', value: spec.author }] },
      { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: spec.title }] },
      {
        tag: '260',
        ind1: ' ',
        ind2: ' ',
        subfields: [
          { code: 'a', value: 'São Paulo :' },
          { code: 'b', value: 'Editora Exemplo,' },
          { code: 'c', value: String(spec.year) },
        ],
      },
      { tag: '650', ind1: ' ', ind2: '4', subfields: [{ code: 'a', value: 'Literatura brasileira' }] },
      ...(spec.libraries ?? []).map((library, index) => ({
        tag: '952',
        ind1: ' ',
        ind2: ' ',
        subfields: [
          { code: 'a', value: library },
          { code: 'b', value: library },
          { code: 'p', value: `${spec.key}-${library}-${index}` },
          { code: 'y', value: 'LIVRO' },
        ],
      })),
    ],
  };
}

/** Imports the books through the catalogue import; returns record ids by key (001). */
export function importBooks(testApp: TestApp, books: BookSpec[], source?: string): Promise<Record<string, number>> {
  return importRecords(
    testApp,
    books.map((book) => bookRecord(book, source)),
  );
}
