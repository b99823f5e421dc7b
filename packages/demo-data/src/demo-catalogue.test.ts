import { WORK_TYPES } from '@estante/core';
import { describe, expect, it } from 'vitest';
import { workTypeOf } from './classify.ts';
import { demoCatalogue, handWrittenRecords } from './demo-catalogue.ts';
import { controlValue, recordProblems, subfieldValues } from './testing/record-checks.ts';

/** Generous timeout: these tests generate thousands of records, and CI machines may be busy. */
const SLOW = 120_000;

const LIBRARIES = [{ code: 'BC' }, { code: 'BS' }];

describe('demoCatalogue', () => {
  const records = demoCatalogue(LIBRARIES);

  it(
    'has 250–350 well-formed records with unique 001s and barcodes',
    () => {
      expect(records.length).toBeGreaterThanOrEqual(250);
      expect(records.length).toBeLessThanOrEqual(350);
      expect(records.flatMap(recordProblems)).toEqual([]);
      const ids = records.map((record) => controlValue(record, '001'));
      expect(new Set(ids).size).toBe(records.length);
      const barcodes = records.flatMap((record) => subfieldValues(record, '952', 'p'));
      expect(new Set(barcodes).size).toBe(barcodes.length);
    },
    SLOW,
  );

  it(
    'is deterministic',
    () => {
      expect(JSON.stringify(demoCatalogue(LIBRARIES))).toBe(JSON.stringify(records));
    },
    SLOW,
  );

  it(
    'is in the three languages',
    () => {
      const languages = new Set(records.map((record) => (controlValue(record, '008') ?? '').slice(35, 38)));
      expect([...languages].sort()).toEqual(['eng', 'por', 'spa']);
    },
    SLOW,
  );

  it(
    'starts with about 40 recognisable hand-written records',
    () => {
      const hand = handWrittenRecords(LIBRARIES);
      expect(hand.length).toBeGreaterThanOrEqual(40);
      const titles = records.flatMap((record) => subfieldValues(record, '245', 'a'));
      for (const title of [
        'Dom Casmurro',
        'Pedagogia do oprimido',
        'Casa-grande & senzala',
        'Cien años de soledad',
        'Ficciones',
        'Nineteen eighty-four',
        'On the origin of species',
        'Grande sertão',
        'Don Quijote de la Mancha',
      ]) {
        expect(
          titles.some((t) => t.startsWith(title)),
          title,
        ).toBe(true);
      }
    },
    SLOW,
  );

  it(
    'includes theses, periodicals, e-books, a video, a map, a score and a sound recording',
    () => {
      const types = new Set(handWrittenRecords(LIBRARIES).map(workTypeOf));
      for (const type of [
        'book',
        'thesis',
        'dissertation',
        'periodical',
        'eperiodical',
        'ebook',
        'video',
        'map',
        'score',
        'musicRecording',
      ] as const) {
        expect(types, type).toContain(type);
      }
      expect(WORK_TYPES.length).toBeGreaterThan(types.size);
      const universities = records.flatMap((record) => subfieldValues(record, '502', 'a'));
      expect(universities.some((note) => note.includes('Universidade Federal do Exemplo'))).toBe(true);
    },
    SLOW,
  );

  it(
    'puts items only in the given libraries',
    () => {
      const codes = new Set(records.flatMap((record) => subfieldValues(record, '952', 'a')));
      expect([...codes].sort()).toEqual(['BC', 'BS']);
    },
    SLOW,
  );
});
