import { describe, expect, it } from 'vitest';
import { extractBibliographic } from './extract-bibliographic.ts';
import { marcRecord } from './record-builder.test-support.ts';
import { actNumberAndYear, courtCode, extractSpecialCollection } from './special-collection.ts';

const BOOK = '00000nam a2200000 a 4500';
const ARCHIVE = '00000npc a2200000 a 4500';

describe('special collections (search guides)', () => {
  it('reads a federal law entered under its jurisdiction with the designation in 110 $t', () => {
    const record = marcRecord(
      BOOK,
      '110 1_ ‡aBrasil.‡tLei n. 8.112, de 11 de dezembro de 1990.',
      '245 10 ‡aRegime jurídico dos servidores públicos civis da União',
      '655 _4 ‡aLei.',
    );
    expect(extractSpecialCollection(record)).toEqual({
      kind: 'atos-normativos',
      documentType: { code: 'lei', label: 'Lei' },
      sphere: { code: 'federal', label: 'Federal' },
      number: '8112',
      year: 1990,
      body: { code: 'brasil', label: 'Brasil' },
    });
  });

  it('tells state, municipal and institutional acts apart by the heading', () => {
    const state = marcRecord(
      BOOK,
      '110 1_ ‡aMinas Gerais.‡bSecretaria de Estado de Educação.‡tResolução n. 4.692, de 29 de dezembro de 2021',
      '245 10 ‡aDispõe sobre a organização do ensino',
    );
    expect(extractSpecialCollection(state)).toMatchObject({
      kind: 'atos-normativos',
      documentType: { code: 'resolucao' },
      sphere: { code: 'estadual' },
      number: '4692',
      year: 2021,
      body: { code: 'minas-gerais-secretaria-de-estado-de-educacao' },
    });
    const city = marcRecord(BOOK, '110 1_ ‡aBelo Horizonte (MG).‡tDecreto n. 17.272, de 3 de fevereiro de 2020');
    expect(extractSpecialCollection(city)).toMatchObject({
      documentType: { code: 'decreto' },
      sphere: { code: 'municipal' },
    });
    const university = marcRecord(
      BOOK,
      '110 2_ ‡aUniversidade Federal de Minas Gerais.‡bConselho Universitário',
      '245 10 ‡aResolução n. 10/2019',
      '655 _4 ‡aResolução',
    );
    expect(extractSpecialCollection(university)).toMatchObject({
      sphere: { code: 'institucional' },
      number: '10',
      year: 2019,
    });
  });

  it('reads case law: decision type from 655 and the court from 110/710', () => {
    const record = marcRecord(
      BOOK,
      '110 1_ ‡aBrasil.‡bSupremo Tribunal Federal',
      '245 10 ‡aRecurso extraordinário 1.017.365 : tema 1.031',
      '655 _4 ‡aAcórdão',
    );
    expect(extractSpecialCollection(record)).toEqual({
      kind: 'jurisprudencia',
      documentType: { code: 'acordao', label: 'Acórdão' },
      body: { code: 'STF', label: 'Brasil. Supremo Tribunal Federal' },
    });
    expect(courtCode('Minas Gerais. Tribunal de Justiça')).toBe('TJMG');
    expect(courtCode('Minas Gerais. Tribunal de Justiça do Estado de Minas Gerais')).toBe('TJMG');
    expect(courtCode('Brasil. Tribunal Regional Federal da 1ª Região')).toBe('TRF1');
    // A court's annual report is not case law.
    expect(
      extractSpecialCollection(
        marcRecord(BOOK, '110 2_ ‡aBrasil.‡bSuperior Tribunal de Justiça', '245 10 ‡aRelatório anual'),
      ),
    ).toBeUndefined();
  });

  it('reads archival materials from leader/06 p, leader/08 a or 351, with level and document type', () => {
    const record = marcRecord(
      ARCHIVE,
      '245 10 ‡aAtas do Conselho Universitário, 1927-1960',
      '351 __ ‡aOrganizado em ordem cronológica‡cSérie',
      '655 _7 ‡aAtas‡2nobrade',
    );
    expect(extractSpecialCollection(record)).toEqual({
      kind: 'arquivo',
      level: { code: 'serie', label: 'Série' },
      documentType: { code: 'atas', label: 'Atas' },
    });
    expect(extractSpecialCollection(marcRecord(BOOK, '245 10 ‡aFundo X', '351 __ ‡cFonds'))).toEqual({
      kind: 'arquivo',
      level: { code: 'fundo', label: 'Fonds' },
    });
    expect(extractSpecialCollection(marcRecord(BOOK, '245 10 ‡aDom Casmurro', '650 _4 ‡aRomance'))).toBeUndefined();
  });

  it('numbers and years of act designations', () => {
    expect(actNumberAndYear('Lei nº 13.709, de 14 de agosto de 2018')).toEqual({ number: '13709', year: 2018 });
    expect(actNumberAndYear('Portaria n. 0042/2015')).toEqual({ number: '42', year: 2015 });
    expect(actNumberAndYear('Constituição (1988)')).toEqual({});
  });

  it('is part of the extracted record', () => {
    const record = marcRecord(
      BOOK,
      '245 10 ‡aSúmula 7',
      '110 2_ ‡aBrasil.‡bSuperior Tribunal de Justiça',
      '655 _4 ‡aSúmula',
    );
    expect(extractBibliographic(record).specialCollection).toMatchObject({
      kind: 'jurisprudencia',
      body: { code: 'STJ' },
    });
    expect(extractBibliographic(marcRecord(BOOK, '245 10 ‡aDom Casmurro')).specialCollection).toBeUndefined();
  });
});
