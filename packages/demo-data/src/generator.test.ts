import type { MarcRecord } from '@estante/core';
import { WORK_TYPES, type WorkTypeKey } from '@estante/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workTypeOf } from './classify.ts';
import { generateRecords } from './generator.ts';
import { controlValue, dataFields, recordProblems, subfieldValues } from './testing/record-checks.ts';

/** Generous timeout: these tests generate thousands of records, and CI machines may be busy. */
const SLOW = 120_000;

const LIBRARIES = [{ code: 'CEN' }, { code: 'SAU' }, { code: 'EXA' }];
const SAMPLE = 20_000;

function generate(count: number, seed = 1, libraries = LIBRARIES, firstControlNumber?: number): MarcRecord[] {
  return [...generateRecords({ seed, count, libraries, ...(firstControlNumber ? { firstControlNumber } : {}) })];
}

describe('generateRecords: determinism', () => {
  it(
    'gives byte-identical records for the same seed',
    () => {
      expect(JSON.stringify(generate(2_000, 42))).toBe(JSON.stringify(generate(2_000, 42)));
    },
    SLOW,
  );

  it(
    'gives different records for different seeds',
    () => {
      const a = generate(200, 1);
      const b = generate(200, 2);
      const same = a.filter((record, i) => JSON.stringify(record) === JSON.stringify(b[i])).length;
      expect(same).toBe(0);
    },
    SLOW,
  );

  it(
    'record i does not depend on the count (a short run is a prefix of a long one)',
    () => {
      expect(JSON.stringify(generate(300, 7))).toBe(JSON.stringify(generate(1_000, 7).slice(0, 300)));
    },
    SLOW,
  );

  it(
    'the library list changes items only, never the bibliographic data',
    () => {
      const withItems = generate(300, 5);
      const withoutItems = generate(300, 5, []);
      const strip = (record: MarcRecord) => ({
        ...record,
        fields: record.fields.filter((field) => field.tag !== '952'),
      });
      expect(withoutItems.map(strip)).toEqual(withItems.map(strip));
      expect(withoutItems.some((record) => record.fields.some((field) => field.tag === '952'))).toBe(false);
    },
    SLOW,
  );

  it(
    'numbers 001 from firstControlNumber, with 003 Estante',
    () => {
      const records = generate(5, 1, LIBRARIES, 1_000_001);
      expect(records.map((record) => controlValue(record, '001'))).toEqual([
        '1000001',
        '1000002',
        '1000003',
        '1000004',
        '1000005',
      ]);
      expect(records.every((record) => controlValue(record, '003') === 'Estante')).toBe(true);
    },
    SLOW,
  );
});

describe('generateRecords: 20,000 records', () => {
  let records: MarcRecord[];
  beforeAll(() => {
    records = generate(SAMPLE);
  });

  it(
    'are well-formed (leader, 008, 245 $a, tag order, NFC, valid ISBN/ISSN check digits, example URLs)',
    () => {
      const problems = records.flatMap(recordProblems);
      expect(problems.slice(0, 20)).toEqual([]);
    },
    SLOW,
  );

  it(
    'have unique 001s and unique item barcodes, and items only in the given libraries',
    () => {
      const ids = records.map((record) => controlValue(record, '001'));
      expect(new Set(ids).size).toBe(records.length);
      const barcodes = records.flatMap((record) => subfieldValues(record, '952', 'p'));
      expect(barcodes.length).toBeGreaterThan(SAMPLE);
      expect(new Set(barcodes).size).toBe(barcodes.length);
      const codes = new Set(LIBRARIES.map((library) => library.code));
      const homes = records.flatMap((record) => [
        ...subfieldValues(record, '952', 'a'),
        ...subfieldValues(record, '952', 'b'),
      ]);
      expect(homes.every((code) => codes.has(code))).toBe(true);
      expect(new Set(homes).size).toBe(LIBRARIES.length);
    },
    SLOW,
  );

  it(
    'have 0–6 items per record, with item types, not-for-loan and lost items',
    () => {
      const counts = records.map((record) => dataFields(record, '952').length);
      expect(Math.max(...counts)).toBeLessThanOrEqual(6);
      expect(counts.filter((count) => count === 0).length).toBeGreaterThan(0);
      const itemTypes = new Set(records.flatMap((record) => subfieldValues(record, '952', 'y')));
      for (const type of ['LIVRO', 'PERIODICO', 'DVD', 'REFERENCIA', 'TESE']) expect(itemTypes).toContain(type);
      expect(records.some((record) => subfieldValues(record, '952', '7').length > 0)).toBe(true);
      expect(records.some((record) => subfieldValues(record, '952', '1').length > 0)).toBe(true);
      expect(records.some((record) => subfieldValues(record, '952', 'h').some((v) => v.startsWith('v. ')))).toBe(true);
    },
    SLOW,
  );

  it(
    'cover every work type',
    () => {
      const mix = new Map<WorkTypeKey | undefined, number>();
      for (const record of records) mix.set(workTypeOf(record), (mix.get(workTypeOf(record)) ?? 0) + 1);
      for (const { key } of WORK_TYPES) expect(mix.get(key) ?? 0, key).toBeGreaterThan(0);
      expect(mix.get(undefined) ?? 0).toBe(0);
      expect((mix.get('book') ?? 0) / SAMPLE).toBeGreaterThan(0.55);
    },
    SLOW,
  );

  it(
    'code theses with 502 and 008/24-27 m, e-books with 008/23 o and 856 ind2 0',
    () => {
      for (const record of records) {
        const type = workTypeOf(record);
        const f008 = controlValue(record, '008') ?? '';
        if (type === 'thesis' || type === 'dissertation' || type === 'undergraduateWork') {
          expect(f008.slice(24, 28)).toContain('m');
          expect(dataFields(record, '502')).toHaveLength(1);
        }
        if (type === 'ebook') {
          expect(f008.charAt(23)).toBe('o');
          expect(dataFields(record, '856').some((field) => field.ind2 === '0')).toBe(true);
        }
        if (type === 'article') expect(dataFields(record, '773')).toHaveLength(1);
        if (type === 'periodical' || type === 'eperiodical') expect(dataFields(record, '022')).toHaveLength(1);
      }
    },
    SLOW,
  );

  it(
    'mix the languages 60/25/15 and keep accented text',
    () => {
      const languages = new Map<string, number>();
      for (const record of records) {
        const language = (controlValue(record, '008') ?? '').slice(35, 38);
        languages.set(language, (languages.get(language) ?? 0) + 1);
      }
      expect((languages.get('por') ?? 0) / SAMPLE).toBeCloseTo(0.6, 1);
      expect((languages.get('eng') ?? 0) / SAMPLE).toBeCloseTo(0.25, 1);
      expect((languages.get('spa') ?? 0) / SAMPLE).toBeCloseTo(0.15, 1);
      const titles = records.map((record) => subfieldValues(record, '245', 'a')[0] ?? '').join(' ');
      for (const letter of ['ç', 'ã', 'é', 'ñ', 'í', 'ó', 'ú', 'â', 'ê', 'õ']) expect(titles).toContain(letter);
    },
    SLOW,
  );

  it(
    'write realistic names, imprints, call numbers and standard numbers',
    () => {
      const headings = records.flatMap((record) => subfieldValues(record, '100', 'a'));
      expect(headings.some((name) => /^Silva, .+ da[.,]$/.test(name))).toBe(true);
      expect(headings.some((name) => /^[A-ZÁÉÍÓÚ][a-záéíóúñ]+ [A-ZÁÉÍÓÚ][a-záéíóúñ]+, [A-Z]/.test(name))).toBe(true);
      expect(records.some((record) => subfieldValues(record, '110', 'b').length > 0)).toBe(true);
      const callNumbers = records.flatMap((record) => subfieldValues(record, '952', 'o'));
      expect(callNumbers.some((call) => /^\d{3}(\.\d+)? [A-Z]\d{3}[a-z] \d+\. ed\./.test(call))).toBe(true);
      const isbns = records.flatMap((record) => subfieldValues(record, '020', 'a'));
      expect(isbns.some((isbn) => isbn.length === 10)).toBe(true);
      expect(isbns.filter((isbn) => isbn.startsWith('978')).length).toBeGreaterThan(isbns.length / 2);
      expect(isbns.some((isbn) => isbn.includes('(broch.)'))).toBe(true);
      expect(records.some((record) => dataFields(record, '264').length > 0)).toBe(true);
      expect(records.some((record) => dataFields(record, '260').length > 0)).toBe(true);
      for (const tag of ['041', '080', '082', '246', '250', '490', '504', '505', '520', '650', '651', '700', '830']) {
        expect(
          records.some((record) => dataFields(record, tag).length > 0),
          tag,
        ).toBe(true);
      }
      const years = records.map((record) => Number((controlValue(record, '008') ?? '').slice(7, 11)));
      const recent = years.filter((year) => year >= 2000).length;
      expect(recent / SAMPLE).toBeGreaterThan(0.5);
      expect(Math.min(...years.filter((year) => year > 1900))).toBeGreaterThanOrEqual(1850);
      expect(Math.max(...years)).toBeLessThanOrEqual(2026);
    },
    SLOW,
  );
});
