import type { MarcDataField, MarcRecord } from '@estante/core';
import type { AppContext } from '../app-context.ts';
import { importMarcRecords } from '../catalogue/index.ts';

/**
 * The demo's special collections for the search guides (docs/search-guides.md), catalogued the way Brazilian
 * libraries do: archival series and files (leader/06 p, 351 $c level, 655 document type), federal, state, municipal
 * and institutional acts (jurisdiction 110 ind1 1 with the act in $t, 655 act type), and court decisions (court in
 * 110, 655 decision type). Real acts and decisions; the archive is the demo university's own.
 */

type Line = [tag: string, ind: string, subfields: string];

function field([tag, ind, text]: Line): MarcDataField {
  return {
    tag,
    ind1: ind[0] ?? ' ',
    ind2: ind[1] ?? ' ',
    subfields: text
      .split('‡')
      .slice(1)
      .map((part) => ({ code: part.charAt(0), value: part.slice(1) })),
  };
}

/** 008 with the date and language; the rest blank. */
const fixed = (year: number) => `261126s${year}    bl            000 0 por d`;

function record(id: string, leader: string, year: number, lines: Line[], copies: [library: string, call: string][]) {
  const items = copies.map(
    ([library, call], index): Line => [
      '952',
      '  ',
      `‡a${library}‡b${library}‡c${leader[6] === 'p' ? 'ARQ' : 'LEG'}‡o${call}‡p${id.replace(/\D/g, '')}${index + 1}‡t1‡y${leader[6] === 'p' ? 'REFERENCIA' : 'LIVRO'}`,
    ],
  );
  const marc: MarcRecord = {
    leader,
    fields: [
      { tag: '001', value: id },
      { tag: '003', value: 'ESTANTE-GUIAS' },
      { tag: '008', value: fixed(year) },
      ...[...lines, ...items].map(field),
    ],
  };
  return marc;
}

const ARCHIVE = '00000npc a2200000 a 4500';
const TEXT = '00000nam a2200000 a 4500';

export const GUIDE_DEMO_RECORDS: MarcRecord[] = [
  // Archive
  record(
    'ARQ-0001',
    ARCHIVE,
    1927,
    [
      ['110', '2 ', '‡aUniversidade Federal de Exemplo.‡bConselho Universitário'],
      ['245', '10', '‡aAtas do Conselho Universitário,‡f1927-1968'],
      ['264', ' 1', '‡aBelo Horizonte,‡c1927-1968'],
      ['300', '  ', '‡a12 livros (1,2 m lineares)'],
      ['351', '  ', '‡aOrdem cronológica‡cSérie'],
      ['520', '  ', '‡aAtas das reuniões ordinárias e extraordinárias do Conselho Universitário.'],
      ['655', ' 7', '‡aAta‡2nobrade'],
    ],
    [['BC', 'ARQ CU 001']],
  ),
  record(
    'ARQ-0002',
    ARCHIVE,
    1935,
    [
      ['100', '1 ', '‡aCampos, Francisco,‡d1891-1968'],
      ['245', '10', '‡aCorrespondência da Reitoria com o Ministério da Educação e Saúde,‡f1935-1945'],
      ['351', '  ', '‡cDossiê'],
      ['655', ' 7', '‡aOfício‡2nobrade'],
    ],
    [['BC', 'ARQ RE 014']],
  ),
  record(
    'ARQ-0003',
    ARCHIVE,
    1960,
    [
      ['110', '2 ', '‡aUniversidade Federal de Exemplo.‡bReitoria'],
      ['245', '10', '‡aFundo Reitoria'],
      ['351', '  ', '‡aSéries por função‡cFundo'],
      ['520', '  ', '‡aDocumentos produzidos e acumulados pela Reitoria desde a fundação da universidade.'],
      ['655', ' 7', '‡aRelatório‡2nobrade'],
    ],
    [['BC', 'ARQ RE']],
  ),
  record(
    'ARQ-0004',
    ARCHIVE,
    1957,
    [
      ['245', '10', '‡aInauguração do campus da Pampulha :‡bfotografias'],
      ['351', '  ', '‡cItem'],
      ['655', ' 7', '‡aFotografia‡2nobrade'],
    ],
    [['BC', 'ARQ FOT 0231']],
  ),
  // Normative acts
  record(
    'LEG-0001',
    TEXT,
    1990,
    [
      ['110', '1 ', '‡aBrasil.‡tLei n. 8.112, de 11 de dezembro de 1990'],
      [
        '245',
        '10',
        '‡aRegime jurídico dos servidores públicos civis da União, das autarquias e das fundações públicas federais',
      ],
      ['264', ' 1', '‡aBrasília :‡bDiário Oficial da União,‡c1990'],
      ['655', ' 4', '‡aLei'],
    ],
    [
      ['BC', '342.9(81) B823L'],
      ['BCS', '342.9(81) B823L'],
    ],
  ),
  record(
    'LEG-0002',
    TEXT,
    2018,
    [
      ['110', '1 ', '‡aBrasil.‡tLei n. 13.709, de 14 de agosto de 2018'],
      ['245', '10', '‡aLei Geral de Proteção de Dados Pessoais (LGPD)'],
      ['264', ' 1', '‡aBrasília :‡bDiário Oficial da União,‡c2018'],
      ['655', ' 4', '‡aLei'],
    ],
    [['BCS', '342.7(81) B823Lg']],
  ),
  record(
    'LEG-0003',
    TEXT,
    2018,
    [
      ['110', '1 ', '‡aBrasil.‡bMinistério da Educação.‡tPortaria n. 1.428, de 28 de dezembro de 2018'],
      [
        '245',
        '10',
        '‡aDispõe sobre a oferta de disciplinas na modalidade a distância em cursos de graduação presencial',
      ],
      ['655', ' 4', '‡aPortaria'],
    ],
    [['BCS', '378(81) B823P']],
  ),
  record(
    'LEG-0004',
    TEXT,
    2016,
    [
      ['110', '1 ', '‡aMinas Gerais.‡tLei n. 22.257, de 27 de julho de 2016'],
      ['245', '10', '‡aEstabelece a estrutura orgânica da administração pública do Poder Executivo do Estado'],
      ['655', ' 4', '‡aLei'],
    ],
    [['BCS', '342.9(815.1) M663L']],
  ),
  record(
    'LEG-0005',
    TEXT,
    2020,
    [
      ['110', '1 ', '‡aBelo Horizonte (MG).‡tDecreto n. 17.304, de 18 de março de 2020'],
      ['245', '10', '‡aDeclara situação anormal, caracterizada como emergência em saúde pública'],
      ['655', ' 4', '‡aDecreto'],
    ],
    [['BCS', '342.9(815.1BH) B452D']],
  ),
  record(
    'LEG-0006',
    TEXT,
    2019,
    [
      ['110', '2 ', '‡aUniversidade Federal de Exemplo.‡bConselho de Ensino, Pesquisa e Extensão'],
      ['245', '10', '‡aResolução n. 10/2019 :‡bnormas gerais de graduação'],
      ['655', ' 4', '‡aResolução'],
    ],
    [['BC', '378.4 U58R']],
  ),
  // Case law
  record(
    'JUR-0001',
    TEXT,
    2019,
    [
      ['110', '1 ', '‡aBrasil.‡bSupremo Tribunal Federal'],
      ['245', '10', '‡aAção direta de inconstitucionalidade por omissão 26 :‡bcriminalização da homotransfobia'],
      ['655', ' 4', '‡aAcórdão'],
    ],
    [['BCS', '342.7(81) B823A']],
  ),
  record(
    'JUR-0002',
    TEXT,
    2017,
    [
      ['110', '1 ', '‡aBrasil.‡bSupremo Tribunal Federal'],
      ['245', '10', '‡aSúmula vinculante 56 :‡bfalta de estabelecimento penal adequado'],
      ['655', ' 4', '‡aSúmula vinculante'],
    ],
    [['BCS', '343.8(81) B823S']],
  ),
  record(
    'JUR-0003',
    TEXT,
    2015,
    [
      ['110', '1 ', '‡aBrasil.‡bSuperior Tribunal de Justiça'],
      ['245', '10', '‡aRecurso especial 1.457.199 :‡bdano moral coletivo'],
      ['655', ' 4', '‡aAcórdão'],
    ],
    [['BCS', '347.51(81) B823R']],
  ),
  record(
    'JUR-0004',
    TEXT,
    2021,
    [
      ['110', '1 ', '‡aMinas Gerais.‡bTribunal de Justiça'],
      ['245', '10', '‡aApelação cível 1.0024.19.123456-7/001 :‡bresponsabilidade civil do Estado'],
      ['655', ' 4', '‡aAcórdão'],
    ],
    [['BCS', '347.51(815.1) M663A']],
  ),
  record(
    'JUR-0005',
    TEXT,
    2020,
    [
      ['110', '1 ', '‡aBrasil.‡bTribunal Superior do Trabalho'],
      ['245', '10', '‡aSúmula 331 :‡bcontrato de prestação de serviços, legalidade'],
      ['655', ' 4', '‡aSúmula'],
    ],
    [['BCS', '349.2(81) B823S']],
  ),
];

/** Imports the guides' demo records through the ordinary import (their facets are extracted like any record's). */
export async function seedSearchGuides(context: AppContext): Promise<number> {
  async function* asReadResults(list: readonly MarcRecord[]) {
    let position = 0;
    for (const marc of list) {
      position += 1;
      yield { ok: true as const, position, record: marc, warnings: [] };
    }
  }
  const counts = await importMarcRecords(context, asReadResults(GUIDE_DEMO_RECORDS));
  return counts.imported;
}
