import type { MarcDataField, MarcRecord } from '@estante/core';
import { extractAuthority, foldForSearch } from '@estante/core';
import { describe, expect, it } from 'vitest';
import { demoAuthorities } from './demo-authorities.ts';
import { demoCatalogue } from './demo-catalogue.ts';
import { controlValue, dataFields } from './testing/record-checks.ts';

const SLOW = 120_000;

describe('demoAuthorities', () => {
  const catalogue = demoCatalogue([{ code: 'BC' }, { code: 'BCS' }]);
  const records = demoAuthorities(catalogue);
  const authorities = records.map(extractAuthority);
  const byHeading = (heading: string): { record: MarcRecord; index: number } => {
    const index = authorities.findIndex((authority) => authority.heading === heading);
    expect(index, heading).toBeGreaterThanOrEqual(0);
    return { record: records[index] as MarcRecord, index };
  };
  const subfields = (field: MarcDataField | undefined) => field?.subfields.map((s) => `$${s.code} ${s.value}`);

  it(
    'is a pure function of the catalogue',
    () => {
      expect(JSON.stringify(demoAuthorities(demoCatalogue([{ code: 'BC' }, { code: 'BCS' }])))).toBe(
        JSON.stringify(records),
      );
    },
    SLOW,
  );

  it('writes well-formed authority records (leader/06 z, 40-character 008, tags in order, own 001)', () => {
    const ids = new Set<string>();
    for (const record of records) {
      expect(record.leader).toBe('00000nz  a2200000n  4500');
      expect(controlValue(record, '003')).toBe('Estante');
      expect(controlValue(record, '008')).toHaveLength(40);
      const tags = record.fields.map((field) => field.tag);
      expect(tags).toEqual([...tags].sort());
      ids.add(controlValue(record, '001') ?? '');
    }
    expect(ids.size).toBe(records.length);
    expect(controlValue(records[0] as MarcRecord, '001')).toBe('au000001');
  });

  it('covers names and subjects in the catalogue, names first', () => {
    const types = authorities.map((authority) => authority.type);
    expect([...new Set(types)]).toEqual(['personal', 'corporate', 'topical', 'geographic']);
    expect(types.filter((type) => type === 'personal').length).toBeGreaterThan(300);
    expect(types.filter((type) => type === 'corporate').length).toBeGreaterThan(20);
    expect(types.filter((type) => type === 'topical').length).toBeGreaterThan(150);
    expect(types.filter((type) => type === 'geographic').length).toBeGreaterThanOrEqual(5);
  });

  it("gives Machado de Assis his heading as Dom Casmurro's 100 holds it, his real variant names and the source", () => {
    const { record } = byHeading('Assis, Machado de, 1839-1908');
    expect(subfields(dataFields(record, '100')[0])).toEqual(['$a Assis, Machado de,', '$d 1839-1908']);
    expect(extractAuthority(record).seeFrom).toEqual([
      'Machado de Assis, 1839-1908',
      'Assis, Joaquim Maria Machado de, 1839-1908',
      'Machado de Assis',
    ]);
    expect(dataFields(record, '400').map((field) => field.ind1)).toEqual(['0', '1', '0']);
    expect(subfields(dataFields(record, '670')[0])).toEqual([
      '$a Dom Casmurro, [1899]:',
      '$b p. de rosto (Machado de Assis)',
    ]);
    expect(controlValue(record, '008')).toBe('250301in aznnnaabn           a aaa     d');
  });

  it("names a pseudonym's real name as see-also (500) and a body's acronym as see-from (410)", () => {
    expect(extractAuthority(byHeading('Orwell, George, 1903-1950').record)).toMatchObject({
      seeFrom: ['George Orwell'],
      seeAlso: ['Blair, Eric Arthur, 1903-1950'],
    });
    const ibge = byHeading('Instituto Brasileiro de Geografia e Estatística').record;
    expect(dataFields(ibge, '410').map(subfields)).toEqual([
      ['$a IBGE'],
      ['$a Brasil.', '$b Instituto Brasileiro de Geografia e Estatística'],
    ]);
    expect(dataFields(ibge, '410')[1]?.ind1).toBe('1');
  });

  it('inverts English headings as LCSH does, links equivalents in the other thesauri and traces broader terms', () => {
    const health = byHeading('Public health').record;
    expect(extractAuthority(health).seeFrom).toEqual(['Health, public']);
    expect(dataFields(health, '750').map(subfields)).toEqual([
      ['$a Saúde pública', '$2 estante'],
      ['$a Salud pública', '$2 embne'],
    ]);
    expect(extractAuthority(byHeading('American fiction').record).seeFrom).toEqual(['Fiction, American']);
    const literacy = byHeading('Alfabetização de adultos').record;
    expect(subfields(dataFields(literacy, '550')[0])).toEqual(['$w g', '$a Alfabetização']);
    expect(extractAuthority(literacy).seeAlso).toEqual(['Alfabetização']);
    const brasil = byHeading('Brasil').record;
    expect(extractAuthority(brasil)).toMatchObject({
      type: 'geographic',
      seeFrom: ['República Federativa do Brasil', 'Estados Unidos do Brasil'],
    });
    expect(subfields(dataFields(brasil, '040')[0])).toContain('$f estante');
  });

  it("matches the catalogue's headings: each author and main subject heading of a record has one authority", () => {
    const keys = new Map<string, number>();
    for (const authority of authorities) {
      for (const form of [authority.heading, ...authority.seeFrom]) {
        const key = foldForSearch(form);
        keys.set(key, (keys.get(key) ?? 0) + 1);
      }
    }
    // No form names two authorities (the title page's look-up and the search expansion need one answer).
    expect([...keys].filter(([, count]) => count > 1)).toEqual([]);
    const domCasmurro = catalogue.find((record) => controlValue(record, '001') === '1') as MarcRecord;
    expect(keys.has(foldForSearch('Assis, Machado de, 1839-1908'))).toBe(true);
    expect(dataFields(domCasmurro, '650').map(subfields)).toEqual([['$a Romance brasileiro.']]);
    const novel = byHeading('Romance brasileiro').record;
    expect(extractAuthority(novel).seeFrom).toEqual(['Romances brasileiros']);
    // "Brasil -- História" (651 with a subdivision) is controlled by the authority of its main heading.
    expect(keys.has('brasil')).toBe(true);
    expect(keys.has(foldForSearch('Brasil -- História'))).toBe(false);
  });
});
