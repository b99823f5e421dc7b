import { describe, expect, it } from 'vitest';
import type { MarcRecord } from '../marc/marc-record.ts';
import { extractAuthority } from './authority.ts';
import { extractBibliographic } from './extract-bibliographic.ts';
import { field008, marcRecord } from './record-builder.test-support.ts';

const LEADER = '00000nam a2200000 a 4500';

/** Every string anywhere in a value, with its path. */
function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  }
  return [];
}

describe('extractBibliographic on odd data', () => {
  const odd: Array<[string, MarcRecord]> = [
    ['empty record', { leader: '', fields: [] }],
    ['short leader and 008', marcRecord('x', '008 12', '245 10 ‡bonly a remainder')],
    ['245 without subfields', marcRecord(LEADER, '245 10 ')],
    ['non-numeric tags', marcRecord(LEADER, 'TYP 00 ‡aX', '001 ', 'RELATED __ ‡a')],
    ['control characters', marcRecord(LEADER, '245 10 ‡aTitle\u001e with\u001f junk')],
    [
      'broken links and empty subfields',
      marcRecord(
        LEADER,
        '100 1_ ‡6880-99‡a',
        '880 __ ‡6garbage‡aX',
        '880 __ ‡a',
        '020 __ ‡a‡z',
        '022 __ ‡a',
        '856 40 ‡yno url',
        '952 __ ‡71',
        '949 __ ',
        '852 __ ',
        '041 0_ ‡a||||',
        '082 04 ‡a',
      ),
    ],
    ['data field shaped as control field', { leader: LEADER, fields: [{ tag: '245', value: 'x' }] }],
  ];

  it.each(odd)('does not throw: %s', (_name, record) => {
    expect(() => extractBibliographic(record)).not.toThrow();
    expect(() => extractAuthority(record)).not.toThrow();
  });

  it('falls back to empty values, not placeholders', () => {
    const result = extractBibliographic({ leader: '', fields: [] });
    expect(result).toMatchObject({
      title: '',
      titleSortKey: '',
      workType: 'book',
      authors: [],
      languages: [],
      holdings: [],
      fullText: '',
    });
    expect(result.matchKey).toBeUndefined();
    expect(result.publication).toEqual({});
  });

  it('returns trimmed NFC strings only', () => {
    const record = marcRecord(
      LEADER,
      '001  abc ',
      '100 1_ ‡a  Conceic\u0327a\u0303o, Maria  ',
      '245 10 ‡a  Informac\u0327a\u0303o  e  sociedade  /',
      '650 _4 ‡aCie\u0302ncia da informac\u0327a\u0303o',
      '260 __ ‡aSa\u0303o Paulo :‡bEdic\u0327o\u0303es,‡c2001.',
    );
    const result = extractBibliographic(record);
    for (const [path, text] of strings(result)) {
      if (path.startsWith('.searchFields') || path === '.fullText') continue;
      expect(text, path).toBe(text.normalize('NFC').trim());
    }
    expect(result.title).toBe('Informação e sociedade');
    expect(result.authors[0]?.name).toBe('Conceição, Maria');
  });
});

describe('match key', () => {
  it('is 003:001, 001 alone, then the first 035 $a', () => {
    expect(extractBibliographic(marcRecord(LEADER, '001 123', '003 BR-SpUSP')).matchKey).toBe('BR-SpUSP:123');
    expect(extractBibliographic(marcRecord(LEADER, '001 123')).matchKey).toBe('123');
    expect(
      extractBibliographic(marcRecord(LEADER, '035 __ ‡a(OCoLC)99‡z(OCoLC)1', '035 __ ‡a(Sirsi)a2')).matchKey,
    ).toBe('(OCoLC)99');
    expect(extractBibliographic(marcRecord(LEADER, '003 DLC')).matchKey).toBeUndefined();
  });
});

describe('publication', () => {
  it('prefers 264 ind2 1 over an earlier 260 (Blacklight rule)', () => {
    const record = marcRecord(LEADER, '260 __ ‡aRio :‡bOld,‡c1990.', '264 _1 ‡aSão Paulo :‡bNew,‡c2020.');
    expect(extractBibliographic(record).publication).toMatchObject({ publisher: 'New', sourceTag: '264' });
  });

  it('uses 264 ind2 0 (production) when nothing was published', () => {
    const record = marcRecord(LEADER, '264 _4 ‡c©2010', '264 _0 ‡aCampinas,‡c2011.');
    expect(extractBibliographic(record).publication).toMatchObject({ place: 'Campinas', year: 2011 });
  });

  it.each([
    [{ 6: 's', 7: '1999' }, '260 __ ‡c2001.', 1999],
    [{ 6: 's', 7: 'uuuu' }, '260 __ ‡c[ca. 1950]', 1950],
    [{ 6: 's', 7: '19uu' }, '260 __ ‡cc1962.', 1962],
    [{ 6: 'n', 7: '1999' }, '260 __ ‡c2001.', 2001],
    [{ 6: 'b', 7: '0300' }, '260 __ ‡c[s.d.]', undefined],
    [{ 6: 's', 7: '||||' }, '260 __ ‡c2011', 2011],
    [{ 6: 's', 7: '0000' }, '264 _4 ‡c©2015', 2015],
  ])('year from 008 %j and %j is %s', (positions, line, year) => {
    const record = marcRecord(LEADER, `008 ${field008(positions)}`, line);
    expect(extractBibliographic(record).publication.year).toBe(year);
  });
});

describe('languages', () => {
  it('reads 008 then 041 $a/$d, splitting run-together codes and skipping other code lists', () => {
    const record = marcRecord(
      LEADER,
      `008 ${field008({ 35: 'por' })}`,
      '041 1_ ‡aporeng‡dSPA‡hfre',
      '041 _7 ‡apt‡2iso639-1',
    );
    expect(extractBibliographic(record)).toMatchObject({ languages: ['por', 'eng', 'spa'], language: 'por' });
  });

  it('drops zxx and und, and keeps mul only when nothing more specific is known', () => {
    expect(extractBibliographic(marcRecord(LEADER, `008 ${field008({ 35: 'zxx' })}`)).languages).toEqual([]);
    expect(extractBibliographic(marcRecord(LEADER, `008 ${field008({ 35: 'mul' })}`)).languages).toEqual(['mul']);
    const both = marcRecord(LEADER, `008 ${field008({ 35: 'mul' })}`, '041 0_ ‡afre‡aita');
    expect(extractBibliographic(both).languages).toEqual(['fre', 'ita']);
  });

  it('reads the language of a Biblivre 008 that lacks Date 2 (36 characters)', () => {
    const record = marcRecord(LEADER, '008 170705s|||| bl|||||||||||||||||por|u');
    expect(extractBibliographic(record).language).toBe('por');
  });
});

describe('series', () => {
  it('shows a 490 traced differently (ind1 1) when the record lacks the 8XX', () => {
    const record = marcRecord(LEADER, '490 1_ ‡aColeção Primeiros Passos ;‡v12');
    expect(extractBibliographic(record)).toMatchObject({ series: ['Coleção Primeiros Passos ; 12'], seriesTraced: [] });
  });

  it('lists traced forms first, then untraced statements', () => {
    const record = marcRecord(
      LEADER,
      '490 0_ ‡aSérie Azul',
      '490 1_ ‡aColeção Primeiros Passos, v. 12',
      '830 _0 ‡aPrimeiros passos (Brasiliense) ;‡v12.',
    );
    expect(extractBibliographic(record)).toMatchObject({
      series: ['Primeiros passos (Brasiliense) ; 12', 'Série Azul'],
      seriesTraced: ['Primeiros passos (Brasiliense) ; 12'],
    });
  });
});

describe('authors', () => {
  it('merges a name with and without dates and fills in the role', () => {
    const record = marcRecord(LEADER, '100 1_ ‡aFreire, Paulo.', '700 1_ ‡aFreire, Paulo,‡d1921-1997,‡eprefaciador.');
    expect(extractBibliographic(record).authors).toEqual([
      { name: 'Freire, Paulo', dates: '1921-1997', role: 'prefaciador', kind: 'personal', main: true, tag: '100' },
    ]);
  });

  it('drops a Biblivre $q that repeats the name in direct order', () => {
    const record = marcRecord(LEADER, '100 1_ ‡aFerreira, Fabio Gonçalves‡qFabio Gonçalves Ferreira');
    expect(extractBibliographic(record).authors[0]?.name).toBe('Ferreira, Fabio Gonçalves');
  });

  it('reads meetings with number, date and place, and the name part of name/title entries', () => {
    const record = marcRecord(
      LEADER,
      '111 2_ ‡aSeminário Nacional de Bibliotecas Universitárias‡n(20. :‡d2018 :‡cSalvador, BA)‡jorganizador',
      '700 12 ‡aBach, Johann Sebastian,‡d1685-1750.‡tSuites,‡mcello.',
    );
    expect(extractBibliographic(record).authors).toEqual([
      {
        name: 'Seminário Nacional de Bibliotecas Universitárias (20. : 2018 : Salvador, BA)',
        role: 'organizador',
        kind: 'meeting',
        main: true,
        tag: '111',
      },
      { name: 'Bach, Johann Sebastian', dates: '1685-1750', kind: 'personal', main: false, tag: '700' },
    ]);
  });
});

describe('subjects and notes', () => {
  it('splits 653 terms and leaves relators out of name subjects', () => {
    const record = marcRecord(
      LEADER,
      '600 14 ‡aAssis, Machado de,‡d1839-1908‡ecrítica e interpretação.',
      '653 __ ‡abibliotecas‡arepositórios',
    );
    expect(extractBibliographic(record).subjects).toEqual([
      'Assis, Machado de, 1839-1908',
      'bibliotecas',
      'repositórios',
    ]);
  });

  it('leaves out private and system-specific notes', () => {
    const record = marcRecord(
      LEADER,
      '500 __ ‡aPublic.',
      '541 0_ ‡aPrivate acquisition note.',
      '541 1_ ‡aDoação de Fulano.',
      '596 __ ‡a1',
      '590 __ ‡aExemplar autografado.',
    );
    expect(extractBibliographic(record).notes.map((note) => note.tag)).toEqual(['500', '541', '590']);
  });
});

describe('call number', () => {
  // Each step of the loop drops the last field, so the next source in priority order wins.
  const fields = [
    '080 __ ‡a004.4',
    '082 04 ‡a005.1‡bS586i',
    '050 00 ‡aQA76‡b.S5',
    '949 __ ‡aSIRSI 1‡i1‡mLIB',
    '952 __ ‡aBC‡bBC‡o005.1 S586i ex.2‡p9',
    '852 1_ ‡bBC‡h005.1‡iS586i',
    '090 __ ‡a005.1‡bS586i‡c2.ed.',
  ];

  it('takes the local call number first, then the copies, then 050, 082, 080', () => {
    const expectations = [
      '005.1 S586i 2.ed.',
      '005.1 S586i',
      '005.1 S586i ex.2',
      'SIRSI 1',
      'QA76 .S5',
      '005.1 S586i',
      '004.4',
    ];
    for (const [index, expected] of expectations.entries()) {
      const record = marcRecord(LEADER, ...fields.slice(0, fields.length - index));
      expect(extractBibliographic(record).callNumber).toBe(expected);
    }
  });

  it('ignores an 090 without its class part (Yale "$b \\1980\\175")', () => {
    const record = marcRecord(LEADER, '090 __ ‡b\\1980\\175', '852 __ ‡bsml‡hZg20‡iM284');
    expect(extractBibliographic(record).callNumber).toBe('Zg20 M284');
  });
});

describe('links, flags and search text', () => {
  it('reads 856 ind2 blank as related for a print resource', () => {
    const record = marcRecord(LEADER, '856 4_ ‡uhttp://example.org/toc‡3Sumário');
    expect(extractBibliographic(record).onlineLinks).toEqual([
      { url: 'http://example.org/toc', label: 'Sumário', access: 'related' },
    ]);
  });

  it('flags accessibility information (341, 532)', () => {
    expect(extractBibliographic(marcRecord(LEADER, '532 8_ ‡aAudiodescrição disponível.')).hasAccessibility).toBe(true);
    expect(extractBibliographic(marcRecord(LEADER, '341 0_ ‡atextual‡bstandard print')).hasAccessibility).toBe(true);
    expect(extractBibliographic(marcRecord(LEADER)).hasAccessibility).toBe(false);
  });

  it('flags a print book with a digitised version online as an e-resource', () => {
    const record = marcRecord(LEADER, '856 41 ‡uhttp://hdl.loc.gov/loc.gdc/scd0001');
    expect(extractBibliographic(record)).toMatchObject({ workType: 'book', eResource: true });
  });

  it('indexes both ISBN forms and the vernacular text', () => {
    const record = marcRecord(
      LEADER,
      '020 __ ‡a9788535902778',
      '245 10 ‡6880-01‡aKokoro',
      '650 _0 ‡6880-02‡aJapanese fiction',
      '880 10 ‡6245-01/$1‡aこころ',
      '880 _0 ‡6650-02/$1‡a日本小説',
    );
    const result = extractBibliographic(record);
    expect(result.searchFields.identifiers.split('\n')).toEqual(
      expect.arrayContaining(['9788535902778', '8535902775', '978-85-359-0277-8']),
    );
    expect(result.searchFields.subject).toBe('Japanese fiction\n日本小説');
    expect(result.fullText).toContain('こころ');
    expect(result.fullText).toContain('8535902775');
    expect(result.fullText.split('\n').filter((line) => line === 'こころ')).toHaveLength(1);
  });
});
