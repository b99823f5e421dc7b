import { FACET_LETTERS } from './constants.ts';
import type { FacetEntry } from './schemas/search.schema.ts';

/**
 * How a facet's values are ordered within their group (spec 001 §9: "Work-type and acervo sorting is numeric. Year
 * facets sort descending. Other facets sort by description").
 */
export type FacetValueOrder = 'numeric' | 'newest-first' | 'label';

/**
 * Who names a facet's values: the server or the web in the reader's language, the catalogue's own text (`given`), or
 * the library's name from the libraries table, written with the record's facets at import (`library`).
 */
export type FacetValueLabel = 'work-type' | 'main-class' | 'language' | 'only-with' | 'library' | 'given';

/** Where a facet's values come from: a part of the bibliographic record, or a count of another call. */
export type FacetSource =
  | 'work-type'
  | 'publication-year'
  | 'languages'
  | 'only-with'
  | 'main-class'
  | 'holding-libraries'
  | 'authors'
  | 'subjects'
  | 'series'
  | 'publisher'
  | 'special-collection'
  | 'archival-level'
  | 'document-type'
  | 'jurisdiction-sphere'
  | 'act-number'
  | 'issuing-body'
  | 'repository'
  | 'institution'
  | 'new-acquisitions-course'
  | 'new-acquisitions-area';

export interface FacetDefinition {
  letter: string;
  /** What the facet groups records by (docs/search.md, facets). */
  meaning: string;
  source: FacetSource;
  valueOrder: FacetValueOrder;
  valueLabel: FacetValueLabel;
  /** i18n key (web namespace `search`) of the group's name. */
  labelKey: `facet.group.${string}`;
}

/**
 * Every facet letter Estante lists, in display order (server presenter and web alike): spec 001 §3's own letters
 * first (T, Y, I, X, K), then the additional-data letters Estante fills (L holding library, A, S, E, P), then the
 * network catalogue's (R, Z: filled by /api/rede/consulta), then the new-acquisitions counts. K before L: K is a
 * facet letter of the spec, L an additional-data letter Estante uses for the holding library (docs/decisions.md).
 */
export const FACETS: readonly FacetDefinition[] = [
  {
    letter: FACET_LETTERS.workType,
    meaning: 'work type',
    source: 'work-type',
    valueOrder: 'numeric',
    valueLabel: 'work-type',
    labelKey: 'facet.group.T',
  },
  {
    letter: FACET_LETTERS.year,
    meaning: 'year of publication',
    source: 'publication-year',
    valueOrder: 'newest-first',
    valueLabel: 'given',
    labelKey: 'facet.group.Y',
  },
  {
    letter: FACET_LETTERS.language,
    meaning: 'language of the text (MARC code)',
    source: 'languages',
    valueOrder: 'label',
    valueLabel: 'language',
    labelKey: 'facet.group.I',
  },
  {
    letter: FACET_LETTERS.onlyWith,
    meaning: 'only with: C cover, O online, A accessibility',
    source: 'only-with',
    valueOrder: 'label',
    valueLabel: 'only-with',
    labelKey: 'facet.group.X',
  },
  {
    letter: FACET_LETTERS.classification,
    meaning: 'classification: main class as a DDC hundred (UDC numbers filed under the DDC class of the same subject)',
    source: 'main-class',
    valueOrder: 'label',
    valueLabel: 'main-class',
    labelKey: 'facet.group.K',
  },
  {
    letter: FACET_LETTERS.library,
    meaning: 'holding library (library unit code, labelled with its name)',
    source: 'holding-libraries',
    valueOrder: 'label',
    valueLabel: 'library',
    labelKey: 'facet.group.L',
  },
  {
    letter: FACET_LETTERS.author,
    meaning: 'author (personal, corporate or meeting name)',
    source: 'authors',
    valueOrder: 'label',
    valueLabel: 'given',
    labelKey: 'facet.group.A',
  },
  {
    letter: FACET_LETTERS.subject,
    meaning: 'subject heading (the first five of a record)',
    source: 'subjects',
    valueOrder: 'label',
    valueLabel: 'given',
    labelKey: 'facet.group.S',
  },
  {
    letter: FACET_LETTERS.series,
    meaning: 'series (traced form when the record has one)',
    source: 'series',
    valueOrder: 'label',
    valueLabel: 'given',
    labelKey: 'facet.group.E',
  },
  {
    letter: FACET_LETTERS.publisher,
    meaning: 'publisher',
    source: 'publisher',
    valueOrder: 'label',
    valueLabel: 'given',
    labelKey: 'facet.group.P',
  },
  // The search guides' letters (docs/search-guides.md; contracts search-guides.ts GUIDE_LETTERS).
  ...(
    [
      ['G', 'special collection: archive, normative acts or case law', 'special-collection'],
      ['M', 'archival level of description (351 $c)', 'archival-level'],
      ['D', 'document type of an archive, act or decision (655)', 'document-type'],
      ['U', 'sphere of a normative act (federal, state, municipal, institutional)', 'jurisdiction-sphere'],
      ['N', "normative act's number", 'act-number'],
      ['O', "issuing body of an act, or a decision's court (110/710)", 'issuing-body'],
    ] as const
  ).map(
    ([letter, meaning, source]): FacetDefinition => ({
      letter,
      meaning,
      source,
      valueOrder: letter === 'N' ? 'numeric' : 'label',
      valueLabel: 'given',
      labelKey: `facet.group.${letter}`,
    }),
  ),
  {
    letter: FACET_LETTERS.repository,
    meaning: 'repository of the network catalogue holding the work (member repository id; docs/network.md)',
    source: 'repository',
    valueOrder: 'label',
    valueLabel: 'given',
    labelKey: 'facet.group.R',
  },
  {
    letter: FACET_LETTERS.institution,
    meaning: 'institution of the network catalogue holding the work (cod_empresa; docs/network.md)',
    source: 'institution',
    valueOrder: 'label',
    valueLabel: 'given',
    labelKey: 'facet.group.Z',
  },
  {
    letter: 'NA_C',
    meaning: 'new acquisitions by course',
    source: 'new-acquisitions-course',
    valueOrder: 'label',
    valueLabel: 'given',
    labelKey: 'facet.group.NA_C',
  },
  {
    letter: 'NA_A',
    meaning: 'new acquisitions by area (main class)',
    source: 'new-acquisitions-area',
    valueOrder: 'label',
    valueLabel: 'given',
    labelKey: 'facet.group.NA_A',
  },
];

/** Facet letters in display order. */
export const FACET_ORDER: readonly string[] = FACETS.map((facet) => facet.letter);

const BY_LETTER = new Map(FACETS.map((facet) => [facet.letter, facet]));

/** The registry's definition of a letter (undefined for a letter it does not list). */
export function facetDefinition(letter: string): FacetDefinition | undefined {
  return BY_LETTER.get(letter);
}

/** Position of a letter's group: listed letters in FACETS order, any other after them. */
export function facetRank(letter: string): number {
  const index = FACET_ORDER.indexOf(letter);
  return index === -1 ? FACET_ORDER.length : index;
}

let collator: Intl.Collator | undefined;

/**
 * Made on first use: a browser's first collator loads its collation data (10-60 ms on a phone), which every page
 * importing the registry paid on load, the home page included, though it sorts no facet.
 */
function labelCollator(): Intl.Collator {
  collator ??= new Intl.Collator('pt', { sensitivity: 'base', numeric: true });
  return collator;
}

/** Order of two values of one letter, by the letter's valueOrder (ties by code, so the order is total). */
export function compareFacetValues(letter: string, a: FacetEntry, b: FacetEntry): number {
  const order = facetDefinition(letter)?.valueOrder ?? 'label';
  if (order === 'newest-first') return Number(b.codigo) - Number(a.codigo) || b.codigo.localeCompare(a.codigo);
  if (order === 'numeric') return Number(a.codigo) - Number(b.codigo);
  return labelCollator().compare(a.descricao, b.descricao) || (a.codigo < b.codigo ? -1 : a.codigo > b.codigo ? 1 : 0);
}

/** Facet entries grouped by letter, groups in display order, each group's values in its letter's order. */
export function groupFacetEntries<Entry extends FacetEntry>(entries: readonly Entry[]): [string, Entry[]][] {
  const byLetter = new Map<string, Entry[]>();
  for (const entry of entries) {
    const values = byLetter.get(entry.tipo);
    if (values) values.push(entry);
    else byLetter.set(entry.tipo, [entry]);
  }
  return [...byLetter]
    .sort(([a], [b]) => facetRank(a) - facetRank(b))
    .map(([letter, values]) => [letter, values.sort((a, b) => compareFacetValues(letter, a, b))]);
}
