import { dataFields, type MarcDataField, type MarcRecord, subfieldValues } from '../marc/marc-record.ts';
import { foldForSearch } from '../text/fold.ts';
import { charAt, cleanText, stripTrailingPunctuation } from './text.ts';

/**
 * The special collections the search guides browse (docs/search-guides.md): archival materials, normative acts
 * (laws, decrees, ordinances…) and case law (court decisions). A record belongs to at most one.
 */
export const SPECIAL_COLLECTIONS = ['arquivo', 'atos-normativos', 'jurisprudencia'] as const;
export type SpecialCollectionKind = (typeof SPECIAL_COLLECTIONS)[number];

/** A value a guide filters on: a stable code and the text the catalogue gives for it. */
export interface GuideValue {
  code: string;
  label: string;
}

export interface SpecialCollection {
  kind: SpecialCollectionKind;
  /** Archive: level of description (351 $c), coded fundo, secao, serie, subserie, dossie, item. */
  level?: GuideValue;
  /** Archive document type, act type or decision type (655 $a, else the act's designation). */
  documentType?: GuideValue;
  /** Normative acts: federal, estadual, municipal or institucional (from the 110/710 heading). */
  sphere?: GuideValue;
  /** Normative acts: the act's number, digits only ("8.112" → "8112"). */
  number?: string;
  /** Normative acts: the act's year from its designation ("de 11 de dezembro de 1990"). */
  year?: number;
  /** Normative acts: the issuing body; case law: the court (110/710 $a $b). */
  body?: GuideValue;
}

/** Act types by the folded start of a 655 term or of a designation ("Lei complementar n. 101" → lei-complementar). */
const ACT_TYPES: readonly [string, string][] = [
  ['lei complementar', 'lei-complementar'],
  ['lei delegada', 'lei-delegada'],
  ['lei organica', 'lei-organica'],
  ['lei', 'lei'],
  ['decreto lei', 'decreto-lei'],
  ['decreto legislativo', 'decreto-legislativo'],
  ['decreto', 'decreto'],
  ['medida provisoria', 'medida-provisoria'],
  ['emenda constitucional', 'emenda-constitucional'],
  ['constituicao', 'constituicao'],
  ['portaria', 'portaria'],
  ['resolucao', 'resolucao'],
  ['instrucao normativa', 'instrucao-normativa'],
  ['deliberacao', 'deliberacao'],
];

/** Decision types of case law (655 $a), folded start → code. */
const DECISION_TYPES: readonly [string, string][] = [
  ['acordao', 'acordao'],
  ['sumula vinculante', 'sumula-vinculante'],
  ['sumula', 'sumula'],
  ['decisao monocratica', 'decisao-monocratica'],
  ['sentenca', 'sentenca'],
  ['jurisprudencia', 'jurisprudencia'],
];

/** Levels of description of ISAD(G)/NOBRADE as catalogued in 351 $c (Portuguese or English), folded → code. */
const LEVELS: readonly [string, string][] = [
  ['fundo', 'fundo'],
  ['fonds', 'fundo'],
  ['colecao', 'fundo'],
  ['collection', 'fundo'],
  ['secao', 'secao'],
  ['subfundo', 'secao'],
  ['subfonds', 'secao'],
  ['subserie', 'subserie'],
  ['subseries', 'subserie'],
  ['serie', 'serie'],
  ['series', 'serie'],
  ['dossie', 'dossie'],
  ['processo', 'dossie'],
  ['file', 'dossie'],
  ['item', 'item'],
];

/** Brazilian courts by the folded words of their name; the code is the acronym libraries and lawyers use. */
const COURTS: readonly [RegExp, (match: RegExpMatchArray) => string][] = [
  [/supremo tribunal federal/, () => 'STF'],
  [/superior tribunal de justica/, () => 'STJ'],
  [/tribunal superior do trabalho/, () => 'TST'],
  [/tribunal superior eleitoral/, () => 'TSE'],
  [/superior tribunal militar/, () => 'STM'],
  [/tribunal regional federal (?:da )?(\d)/, (match) => `TRF${match[1]}`],
  [/tribunal regional do trabalho (?:da )?(\d{1,2})/, (match) => `TRT${match[1]}`],
  [/tribunal de contas da uniao/, () => 'TCU'],
];

/** Brazilian states (folded names) and their abbreviations: the sphere of a jurisdiction heading, a TJ's acronym. */
const STATES: Record<string, string> = {
  acre: 'AC',
  alagoas: 'AL',
  amapa: 'AP',
  amazonas: 'AM',
  bahia: 'BA',
  ceara: 'CE',
  'distrito federal': 'DF',
  'espirito santo': 'ES',
  goias: 'GO',
  maranhao: 'MA',
  'mato grosso': 'MT',
  'mato grosso do sul': 'MS',
  'minas gerais': 'MG',
  para: 'PA',
  paraiba: 'PB',
  parana: 'PR',
  pernambuco: 'PE',
  piaui: 'PI',
  'rio de janeiro': 'RJ',
  'rio grande do norte': 'RN',
  'rio grande do sul': 'RS',
  rondonia: 'RO',
  roraima: 'RR',
  'santa catarina': 'SC',
  'sao paulo': 'SP',
  sergipe: 'SE',
  tocantins: 'TO',
};
/** Longest names first, so "mato grosso do sul" is found before "mato grosso". */
const STATE_NAMES = Object.keys(STATES).sort((a, b) => b.length - a.length);

const SPHERE_LABELS: Record<string, string> = {
  federal: 'Federal',
  estadual: 'Estadual',
  municipal: 'Municipal',
  institucional: 'Institucional',
};

function firstMatch(table: readonly [string, string][], text: string | undefined): string | undefined {
  if (!text) return undefined;
  const folded = foldForSearch(text);
  return table.find(([start]) => folded === start || folded.startsWith(`${start} `))?.[1];
}

/** The genre/form terms (655 $a) of a record, as catalogued. */
function genreTerms(record: MarcRecord): string[] {
  return dataFields(record, '655')
    .map((field) => stripTrailingPunctuation(cleanText(subfieldValues(field, 'a')[0])))
    .filter((term) => term !== '');
}

/** "Brasil. Supremo Tribunal Federal": $a and $b of a corporate or jurisdiction heading. */
function headingOf(field: MarcDataField): string {
  return subfieldValues(field, 'a', 'b')
    .map((part) => stripTrailingPunctuation(cleanText(part)))
    .filter(Boolean)
    .join('. ');
}

/** The 110, then the 710s: the bodies responsible for an act or a decision. */
function corporateHeadings(record: MarcRecord): MarcDataField[] {
  return [...dataFields(record, '110'), ...dataFields(record, '710')];
}

export function courtCode(heading: string): string | undefined {
  const folded = foldForSearch(heading);
  for (const [pattern, code] of COURTS) {
    const match = folded.match(pattern);
    if (match) return code(match);
  }
  if (folded.includes('tribunal de justica')) {
    // "Minas Gerais. Tribunal de Justiça" (AACR2) or "Tribunal de Justiça do Estado de Minas Gerais".
    const state = STATE_NAMES.find((name) => new RegExp(`(^| )${name}( |$)`).test(folded));
    if (state) return `TJ${STATES[state]}`;
  }
  return /tribunal|supremo|juizo|vara /.test(folded) ? folded.replaceAll(' ', '-').slice(0, 80) : undefined;
}

/**
 * Sphere of a jurisdiction heading (MARC 110/710 with ind1 = 1, AACR2/RDA government names): "Brasil" federal, a
 * state's name estadual, "Belo Horizonte (MG)" municipal; a body that is not a government (ind1 = 2, a
 * university) issues institutional acts.
 */
export function sphereOf(field: MarcDataField): string {
  const jurisdiction = foldForSearch(cleanText(subfieldValues(field, 'a')[0]));
  if (field.ind1 !== '1') return 'institucional';
  if (jurisdiction === 'brasil' || jurisdiction === 'brazil') return 'federal';
  if (Object.hasOwn(STATES, jurisdiction)) return 'estadual';
  return 'municipal';
}

/** The act's designation: 110 $t, 240/130 $a, else the title proper (245 $a). */
function designationOf(record: MarcRecord): string | undefined {
  for (const field of dataFields(record, '110', '710')) {
    const title = subfieldValues(field, 't')[0];
    if (title) return cleanText(title);
  }
  for (const field of dataFields(record, '240', '130', '245')) {
    const title = subfieldValues(field, 'a')[0];
    if (title) return cleanText(title);
  }
  return undefined;
}

/** "Lei n. 8.112, de 11 de dezembro de 1990" → number 8112, year 1990. */
export function actNumberAndYear(designation: string): { number?: string; year?: number } {
  const number = designation.match(/\bn(?:o|º|°|\.|r)?\.?\s*(\d[\d.]*)/i)?.[1]?.replaceAll('.', '');
  const year =
    designation.match(/\bde\s+(1[89]\d\d|20\d\d)\b/)?.[1] ?? designation.match(/\/(1[89]\d\d|20\d\d)\b/)?.[1];
  return { ...(number ? { number: String(Number(number)) } : {}), ...(year ? { year: Number(year) } : {}) };
}

const value = (code: string, label: string): GuideValue => ({ code: code.slice(0, 80), label: label.slice(0, 200) });
const folded = (label: string): GuideValue => value(foldForSearch(label).replaceAll(' ', '-'), label);

function caseLaw(record: MarcRecord, genres: string[]): SpecialCollection | undefined {
  const decision = genres.find((term) => firstMatch(DECISION_TYPES, term));
  const court = corporateHeadings(record)
    .map((field) => ({ heading: headingOf(field), code: courtCode(headingOf(field)) }))
    .find((candidate) => candidate.code);
  if (!decision && !court) return undefined;
  // A court's own name alone (its annual report) is not case law: a decision type or a court holding one is needed.
  if (!decision) return undefined;
  return {
    kind: 'jurisprudencia',
    documentType: value(firstMatch(DECISION_TYPES, decision)!, decision),
    ...(court ? { body: value(court.code!, court.heading) } : {}),
  };
}

function normativeAct(record: MarcRecord, genres: string[]): SpecialCollection | undefined {
  const designation = designationOf(record);
  const genre = genres.find((term) => firstMatch(ACT_TYPES, term));
  const heading = corporateHeadings(record)[0];
  // An act is a 655 act type, or a jurisdiction heading (110 ind1 1) entering an act by its designation ($t).
  const byHeading = heading && heading.ind1 === '1' && subfieldValues(heading, 't').length > 0;
  const typeCode = firstMatch(ACT_TYPES, genre) ?? (byHeading ? firstMatch(ACT_TYPES, designation) : undefined);
  if (!typeCode) return undefined;
  const { number, year } = designation ? actNumberAndYear(designation) : {};
  const typeLabel = genre ?? designation?.split(/\s+n\b|\s+nº|,/i)[0]?.trim() ?? typeCode;
  const sphere = heading ? sphereOf(heading) : undefined;
  return {
    kind: 'atos-normativos',
    documentType: value(typeCode, typeLabel),
    ...(sphere ? { sphere: value(sphere, SPHERE_LABELS[sphere]!) } : {}),
    ...(number ? { number } : {}),
    ...(year ? { year } : {}),
    ...(heading ? { body: folded(headingOf(heading)) } : {}),
  };
}

function archive(record: MarcRecord, genres: string[]): SpecialCollection | undefined {
  const arrangement = dataFields(record, '351');
  // leader/06 p mixed materials, leader/08 a archival control, or an arrangement statement (351).
  if (charAt(record.leader, 6) !== 'p' && charAt(record.leader, 8) !== 'a' && arrangement.length === 0)
    return undefined;
  const levelText = arrangement.map((field) => subfieldValues(field, 'c')[0]).find(Boolean);
  const levelLabel = levelText ? stripTrailingPunctuation(cleanText(levelText)) : undefined;
  const levelCode = firstMatch(LEVELS, levelLabel);
  return {
    kind: 'arquivo',
    ...(levelCode && levelLabel ? { level: value(levelCode, levelLabel) } : {}),
    ...(genres[0] ? { documentType: folded(genres[0]) } : {}),
  };
}

/**
 * The special collection a record belongs to, read from MARC 21 (docs/search-guides.md): case law first (a decision
 * type in 655 with its court in 110/710), then normative acts (an act type in 655, or a jurisdiction heading 110
 * ind1 1 with the act's designation in $t), then archival materials (leader/06 p, leader/08 a or 351).
 */
export function extractSpecialCollection(record: MarcRecord): SpecialCollection | undefined {
  const genres = genreTerms(record);
  return caseLaw(record, genres) ?? normativeAct(record, genres) ?? archive(record, genres);
}
