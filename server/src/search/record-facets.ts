import { FACETS, type FacetSource, ONLY_WITH } from '@estante/contracts';
import type { BibliographicRecord } from '@estante/core';

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
}

/** The codes each record-fed facet source reads from a record (the registry in contracts says which letter has which). */
const SOURCES: Partial<
  Record<FacetSource, (record: BibliographicRecord, facts: RecordFacts) => (string | undefined)[]>
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
};

/**
 * Facet values of one record, for every letter of the facet registry (contracts facets.ts) fed by the record,
 * in the registry's order: T work type, Y year, I language, X only-with (C cover, O online, A accessibility),
 * K classification (DDC/UDC main class), L holding library, A author, S subject, E series, P publisher.
 */
export function facetValues(record: BibliographicRecord, facts: RecordFacts): FacetValue[] {
  const values: FacetValue[] = [];
  for (const facet of FACETS) {
    for (const code of SOURCES[facet.source]?.(record, facts) ?? []) {
      if (code && !values.some((value) => value.letter === facet.letter && value.code === code)) {
        values.push({ letter: facet.letter, code: code.slice(0, 200), label: code.slice(0, 300) });
      }
    }
  }
  return values;
}

/** Main class of a Dewey (first digit, as "300") or UDC (first digit) number. */
function mainClassOf(classification: BibliographicRecord['classification']): string | undefined {
  if (!classification) return undefined;
  const digit = classification.value.match(/\d/)?.[0];
  if (!digit) return undefined;
  if (classification.scheme === 'ddc') return `${digit}00`;
  if (classification.scheme === 'udc') return digit;
  return undefined;
}
