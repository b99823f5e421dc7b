import { describe, expect, it } from 'vitest';
import { extractAuthority } from './authority.ts';
import { marcRecord } from './record-builder.test-support.ts';
import { isAuthority, isBibliographic, isHoldingsRecord } from './record-kind.ts';

const LEADER = '00000nz  a2200000n  4500';

describe('extractAuthority', () => {
  it.each([
    ['100 1_ ‡aFreire, Paulo,‡d1921-1997', 'personal', 'Freire, Paulo, 1921-1997'],
    [
      '110 2_ ‡aUniversidade de São Paulo.‡bBiblioteca Central',
      'corporate',
      'Universidade de São Paulo. Biblioteca Central',
    ],
    [
      '111 2_ ‡aCongresso Brasileiro de Biblioteconomia‡n(20. :‡d2002 :‡cFortaleza)',
      'meeting',
      'Congresso Brasileiro de Biblioteconomia (20. : 2002 : Fortaleza)',
    ],
    ['130 _0 ‡aBíblia.‡pNovo Testamento', 'uniformTitle', 'Bíblia. Novo Testamento'],
    [
      '100 1_ ‡aGoethe, Johann Wolfgang von,‡d1749-1832.‡tDie Leiden des jungen Werther',
      'uniformTitle',
      'Goethe, Johann Wolfgang von, 1749-1832. Die Leiden des jungen Werther',
    ],
    ['148 __ ‡aSéculo XX', 'chronological', 'Século XX'],
    ['150 __ ‡aBibliotecas universitárias‡xAdministração', 'topical', 'Bibliotecas universitárias -- Administração'],
    ['151 __ ‡aSão Paulo (SP)', 'geographic', 'São Paulo (SP)'],
    ['155 __ ‡aRomances', 'genreForm', 'Romances'],
    ['180 __ ‡xHistória', 'generalSubdivision', 'História'],
    ['181 __ ‡zBrasil', 'geographicSubdivision', 'Brasil'],
    ['182 __ ‡y1964-1985', 'chronologicalSubdivision', '1964-1985'],
    ['185 __ ‡vPeriódicos', 'genreFormSubdivision', 'Periódicos'],
    ['162 __ ‡aviolão', 'other', 'violão'],
  ])('%j is %s', (line, type, heading) => {
    expect(extractAuthority(marcRecord(LEADER, line))).toMatchObject({ type, heading, headingTag: line.slice(0, 3) });
  });

  it('leaves relationship information and control subfields out of tracings', () => {
    const record = marcRecord(
      LEADER,
      '150 __ ‡aCatalogação',
      '450 __ ‡aCatalogação descritiva‡wnnaa',
      '550 __ ‡iTermo mais amplo:‡aBiblioteconomia‡4broader‡0(DLC)sh85',
      '550 __ ‡aCatalogação',
    );
    expect(extractAuthority(record)).toMatchObject({
      seeFrom: ['Catalogação descritiva'],
      seeAlso: ['Biblioteconomia'],
    });
  });

  it('gives type other and an empty heading when the record has none', () => {
    expect(extractAuthority(marcRecord(LEADER, '001 x'))).toEqual({
      matchKey: 'x',
      controlNumber: 'x',
      type: 'other',
      heading: '',
      seeFrom: [],
      seeAlso: [],
      notes: [],
    });
  });
});

describe('record kinds', () => {
  it('tells authority, holdings and bibliographic records apart by leader/06', () => {
    expect(isAuthority(marcRecord('00000nz  a2200000n  4500'))).toBe(true);
    for (const type of ['u', 'v', 'x', 'y']) {
      expect(isHoldingsRecord(marcRecord(`00000n${type}  a2200000n  4500`))).toBe(true);
    }
    expect(isBibliographic(marcRecord('00000nam a2200000 a 4500'))).toBe(true);
    expect(isBibliographic(marcRecord(''))).toBe(true);
  });
});
