import type { MarcDataField, MarcRecord } from '@estante/core';
import { importRecords } from '../circulation/circulation-fixtures.testing.ts';
import type { TestApp } from '../testing/test-app.ts';

/** Small MARC titles for the interest-profile tests: author, subjects, class, language, ISSN, copies. */
export interface ProfileTitle {
  key: string;
  title: string;
  author?: string;
  subjects?: string[];
  ddc?: string;
  language?: string;
  issn?: string;
  serial?: boolean;
  copies?: { library: string; barcode: string }[];
}

const field = (tag: string, subfields: [string, string][]): MarcDataField => ({
  tag,
  ind1: ' ',
  ind2: ' ',
  subfields: subfields.map(([code, value]) => ({ code, value })),
});

function marcOf(title: ProfileTitle): MarcRecord {
  const language = title.language ?? 'por';
  return {
    leader: title.serial ? '00000nas a2200000 a 4500' : '00000nam a2200000 a 4500',
    fields: [
      { tag: '001', value: title.key },
      { tag: '003', value: 'ESTANTE-TEST' },
      { tag: '008', value: `260101s2026    bl            000 0 ${language} d` },
      ...(title.issn ? [field('022', [['a', title.issn]])] : []),
      ...(title.ddc ? [field('082', [['a', title.ddc]])] : []),
      ...(title.author ? [field('100', [['a', title.author]])] : []),
      field('245', [['a', title.title]]),
      ...(title.subjects ?? []).map((subject) => field('650', [['a', subject]])),
      ...(title.copies ?? []).map((copy) =>
        field('952', [
          ['a', copy.library],
          ['b', copy.library],
          ['p', copy.barcode],
          ['y', 'LIVRO'],
        ]),
      ),
    ],
  };
}

/** Imports the titles through the catalogue import; returns record ids by key. */
export function importProfileTitles(testApp: TestApp, titles: ProfileTitle[]): Promise<Record<string, number>> {
  return importRecords(testApp, titles.map(marcOf));
}
