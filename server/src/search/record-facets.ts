import { FACETS, type FacetSource, type FacetValueLabel, ONLY_WITH } from '@estante/contracts';
import type { BibliographicRecord, SpecialCollectionKind } from '@estante/core';

export interface FacetValue {
  letter: string;
  code: string;
  label: string;
}

/** How many subject headings of a record feed the S facet (the first ones are the main ones). */
const MAX_SUBJECT_FACETS = 5;

interface RecordFacts {
  workType: number;
  year: number | null;
  hasCover: boolean;
  libraryCodes: string[];
  /** Names of the libraries by code (the facet registry's `library` labels); a code without one is its own label. */
  libraryNames?: ReadonlyMap<string, string>;
}

/** The label stored with a value: the library's name for `library` letters, else the code (named when presented). */
function storedLabel(valueLabel: FacetValueLabel, code: string, facts: RecordFacts): string {
  if (valueLabel === 'library') return facts.libraryNames?.get(code) || code;
  return code;
}

/** A value whose stored label is not its code (the search guides' values: core special-collection.ts). */
type LabelledCode = { code: string; label: string };

/** Names of the special collections as stored (the web names the guides in the reader's language). */
const COLLECTION_LABELS: Record<SpecialCollectionKind, string> = {
  arquivo: 'Arquivo',
  'atos-normativos': 'Atos normativos',
  jurisprudencia: 'Jurisprudência',
};

/** The codes each record-fed facet source reads from a record (the registry in contracts says which letter has which). */
const SOURCES: Partial<
  Record<FacetSource, (record: BibliographicRecord, facts: RecordFacts) => (string | LabelledCode | undefined)[]>
> = {
  'work-type': (_record, facts) => [String(facts.workType)],
  'publication-year': (_record, facts) => (facts.year ? [String(facts.year)] : []),
  languages: (record) => record.languages,
  'only-with': (record, facts) => [
    facts.hasCover ? ONLY_WITH.cover : undefined,
    record.onlineLinks.length > 0 || record.eResource ? ONLY_WITH.online : undefined,
    record.hasAccessibility ? ONLY_WITH.accessibility : undefined,
  ],
  'main-class': (record) => [mainClassOf(record.classification)],
  'holding-libraries': (_record, facts) => facts.libraryCodes,
  authors: (record) => record.authors.map((author) => author.name),
  subjects: (record) => record.subjects.slice(0, MAX_SUBJECT_FACETS),
  series: (record) => (record.seriesTraced.length > 0 ? record.seriesTraced : record.series),
  publisher: (record) => [record.publication.publisher || undefined],
  'special-collection': ({ specialCollection: found }) =>
    found ? [{ code: found.kind, label: COLLECTION_LABELS[found.kind] }] : [],
  'archival-level': ({ specialCollection }) => [specialCollection?.level],
  'document-type': ({ specialCollection }) => [specialCollection?.documentType],
  'jurisdiction-sphere': ({ specialCollection }) => [specialCollection?.sphere],
  'act-number': ({ specialCollection }) => [specialCollection?.number],
  'issuing-body': ({ specialCollection }) => [specialCollection?.body],
};

/**
 * Facet values of one record, for every letter of the facet registry (contracts facets.ts) fed by the record,
 * in the registry's order: T work type, Y year, I language, X only-with (C cover, O online, A accessibility),
 * K classification (DDC/UDC main class), L holding library, A author, S subject, E series, P publisher, and the
 * search guides' G special collection, M archival level, D document type, U sphere, N act number, O body or court.
 */
export function facetValues(record: BibliographicRecord, facts: RecordFacts): FacetValue[] {
  const values: FacetValue[] = [];
  for (const facet of FACETS) {
    for (const found of SOURCES[facet.source]?.(record, facts) ?? []) {
      const code = typeof found === 'object' ? found.code : found;
      if (code && !values.some((value) => value.letter === facet.letter && value.code === code)) {
        values.push({
          letter: facet.letter,
          code: code.slice(0, 200),
          label: (typeof found === 'object' ? found.label : storedLabel(facet.valueLabel, code, facts)).slice(0, 300),
        });
      }
    }
  }
  return values;
}

/**
 * Main class of a Dewey number (its first digit, as "300") or of a UDC number, filed under the Dewey class of the same
 * subject: a catalogue classed with both (the demo's) would otherwise list UDC "0" beside Dewey "000" and "3" beside
 * "300". UDC's main classes are Dewey's hundreds but for class 8, language and literature together: 81 (linguistics)
 * goes to 400, the rest of 8 (literature) to 800.
 */
export function mainClassOf(classification: BibliographicRecord['classification']): string | undefined {
  if (!classification) return undefined;
  const digits = classification.value.match(/\d+/)?.[0];
  if (!digits) return undefined;
  if (classification.scheme === 'ddc') return `${digits[0]}00`;
  if (classification.scheme === 'udc') return digits.startsWith('81') ? '400' : `${digits[0]}00`;
  return undefined;
}
