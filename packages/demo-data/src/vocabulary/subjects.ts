/**
 * Subject subdivisions (650 $x $z $y $v), per language, in popularity order. The first
 * geographic subdivision in Portuguese, "Brasil", is the single most frequent subject term of
 * a Brazilian catalogue (and the broad benchmark term).
 */
import { splitHeadings, type Topic } from './topics.ts';
import type { Lang } from './words.ts';

const list = (spec: string): readonly string[] =>
  spec
    .trim()
    .split(/\s*;\s*/)
    .map((item) => item.normalize('NFC'));

export const GENERAL_SUBDIVISIONS: Record<Lang, readonly string[]> = {
  por: list(`História; Estudo e ensino; Aspectos sociais; Pesquisa; Aspectos políticos; Aspectos econômicos;
    Legislação; Filosofia; Avaliação; Administração; Métodos estatísticos; Política governamental;
    Formação profissional; Inovações tecnológicas; Aspectos psicológicos; Aspectos ambientais; Metodologia;
    Processamento de dados; Planejamento; Financiamento`),
  eng: list(`History; Study and teaching; Social aspects; Research; Political aspects; Economic aspects;
    Law and legislation; Philosophy; Evaluation; Management; Statistical methods; Government policy;
    Vocational guidance; Technological innovations; Psychological aspects; Environmental aspects; Methodology;
    Data processing; Planning; Finance`),
  spa: list(`Historia; Estudio y enseñanza; Aspectos sociales; Investigación; Aspectos políticos; Aspectos económicos;
    Legislación; Filosofía; Evaluación; Administración; Métodos estadísticos; Política gubernamental;
    Orientación profesional; Innovaciones tecnológicas; Aspectos psicológicos; Aspectos ambientales;
    Metodología; Procesamiento de datos; Planificación; Financiación`),
};

export const GEOGRAPHIC_SUBDIVISIONS: Record<Lang, readonly string[]> = {
  por: list(`Brasil; Minas Gerais; São Paulo (Estado); América Latina; Nordeste (Brasil); Rio de Janeiro (RJ);
    Amazônia; Bahia; Rio Grande do Sul; Pernambuco; Paraná; Portugal; Europa; Estados Unidos; Ceará; Goiás;
    Santa Catarina; Pará; Espírito Santo; Mato Grosso do Sul`),
  eng: list(`United States; Great Britain; Brazil; Latin America; Europe; Canada; Mexico; Argentina; Australia;
    China; India; Africa; Amazon River Region; Brazil, Northeast`),
  spa: list(`América Latina; España; México; Argentina; Colombia; Chile; Perú; Uruguay; Brasil; Cuba; Venezuela;
    Bolivia; Ecuador; Centroamérica`),
};

export const CHRONOLOGICAL_SUBDIVISIONS: Record<Lang, readonly string[]> = {
  por: list(`Século XX; Século XXI; Século XIX; 1964-1985; 1930-1945; Período colonial, 1500-1822;
    Império, 1822-1889; República Velha, 1889-1930; 1985-`),
  eng: list(`20th century; 21st century; 19th century; 1964-1985; 1945-; Colonial period, 1500-1822`),
  spa: list(`Siglo XX; Siglo XXI; Siglo XIX; 1976-1983; 1939-1975; Época colonial`),
};

export const FORM_SUBDIVISIONS: Record<
  Lang,
  { periodicals: string; congresses: string; handbooks: string; maps: string; scores: string; dictionaries: string }
> = {
  por: {
    periodicals: 'Periódicos',
    congresses: 'Congressos',
    handbooks: 'Manuais, guias, etc.',
    maps: 'Mapas',
    scores: 'Partituras',
    dictionaries: 'Dicionários',
  },
  eng: {
    periodicals: 'Periodicals',
    congresses: 'Congresses',
    handbooks: 'Handbooks, manuals, etc.',
    maps: 'Maps',
    scores: 'Scores',
    dictionaries: 'Dictionaries',
  },
  spa: {
    periodicals: 'Publicaciones periódicas',
    congresses: 'Congresos',
    handbooks: 'Manuales',
    maps: 'Mapas',
    scores: 'Partituras',
    dictionaries: 'Diccionarios',
  },
};

function lit(por: string, eng: string, spa: string, ddc: string, udc: string, literary: Topic['literary']): Topic {
  return {
    por: por.normalize('NFC'),
    eng,
    spa: spa.normalize('NFC'),
    gender: 'm',
    spaGender: 'f',
    titlePor: por.toLowerCase().normalize('NFC'),
    titleEng: eng.toLowerCase(),
    titleSpa: spa.toLowerCase().normalize('NFC'),
    headingParts: splitHeadings(por, eng, spa),
    pluralPor: false,
    pluralSpa: false,
    ddc: [ddc],
    udc: [udc],
    area: 'lit',
    geographic: false,
    ...(literary ? { literary } : {}),
  };
}

/** Literary form headings for English and Spanish records (Brazilian ones are in TOPICS). */
export const LITERARY_TOPICS: Record<'eng' | 'spa', readonly Topic[]> = {
  eng: [
    lit('Ficção norte-americana', 'American fiction', 'Novela estadounidense', '813.54', '821.111(73)-31', 'f'),
    lit('Ficção inglesa', 'English fiction', 'Novela inglesa', '823.914', '821.111-31', 'f'),
    lit('Poesia norte-americana', 'American poetry', 'Poesía estadounidense', '811.54', '821.111(73)-1', 'p'),
    lit(
      'Contos norte-americanos',
      'Short stories, American',
      'Cuentos estadounidenses',
      '813.01',
      '821.111(73)-34',
      'j',
    ),
    lit('Teatro inglês', 'English drama', 'Teatro inglés', '822.914', '821.111-2', 'd'),
  ],
  spa: [
    lit(
      'Romance hispano-americano',
      'Spanish American fiction',
      'Novela hispanoamericana',
      '863',
      '821.134.2(8)-31',
      'f',
    ),
    lit('Romance espanhol', 'Spanish fiction', 'Novela española', '863.64', '821.134.2-31', 'f'),
    lit(
      'Contos hispano-americanos',
      'Short stories, Spanish American',
      'Cuentos hispanoamericanos',
      '863.01',
      '821.134.2(8)-34',
      'j',
    ),
    lit('Poesia hispano-americana', 'Spanish American poetry', 'Poesía hispanoamericana', '861', '821.134.2(8)-1', 'p'),
    lit('Teatro espanhol', 'Spanish drama', 'Teatro español', '862', '821.134.2-2', 'd'),
  ],
};

/** Music subjects for scores and recordings. */
export const MUSIC_GENRES: Record<Lang, readonly string[]> = {
  por: list(`Música popular brasileira; Samba; Choro (Música); Bossa nova (Música); Música instrumental;
    Música sertaneja; Forró (Música); Frevo (Música); Música erudita; Jazz`),
  eng: list(`Popular music; Jazz; Rock music; Folk music; Blues (Music); Country music; Soul music; Chamber music`),
  spa: list(`Música popular; Tango (Música); Boleros (Música); Música folclórica; Salsa (Música); Cumbias (Música);
    Rock (Música); Jazz`),
};

export const INSTRUMENTS: Record<Lang, readonly string[]> = {
  por: list(`piano; violão; violino; flauta; violoncelo; clarinete; orquestra; coro misto; saxofone; bandolim`),
  eng: list(`piano; guitar; violin; flute; cello; clarinet; orchestra; mixed chorus; saxophone; mandolin`),
  spa: list(`piano; guitarra; violín; flauta; violonchelo; clarinete; orquesta; coro mixto; saxofón; mandolina`),
};
