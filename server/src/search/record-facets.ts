import { FACET_LETTERS, ONLY_WITH } from '@estante/contracts';
import type { BibliographicRecord } from '@estante/core';

export interface FacetValue {
  letter: string;
  code: string;
  label: string;
}

/** How many subject headings of a record feed the S facet (the first ones are the main ones). */
const MAX_SUBJECT_FACETS = 5;

/**
 * Facet values of one record, by the spec's letters (docs/search.md): T work type, Y year,
 * I language, X only-with (C cover, O online, A accessibility), K classification (DDC/UDC main
 * class), L holding library, A author, S subject, E series, P publisher.
 */
export function facetValues(
  record: BibliographicRecord,
  facts: { workType: number; year: number | null; hasCover: boolean; libraryCodes: string[] },
): FacetValue[] {
  const values: FacetValue[] = [];
  const add = (letter: string, code: string | undefined, label = code) => {
    if (code && label && !values.some((value) => value.letter === letter && value.code === code)) {
      values.push({ letter, code: code.slice(0, 200), label: label.slice(0, 300) });
    }
  };
  add(FACET_LETTERS.workType, String(facts.workType));
  if (facts.year) add(FACET_LETTERS.year, String(facts.year));
  for (const language of record.languages) add(FACET_LETTERS.language, language);
  if (facts.hasCover) add(FACET_LETTERS.onlyWith, ONLY_WITH.cover);
  if (record.onlineLinks.length > 0 || record.eResource) add(FACET_LETTERS.onlyWith, ONLY_WITH.online);
  if (record.hasAccessibility) add(FACET_LETTERS.onlyWith, ONLY_WITH.accessibility);
  const mainClass = mainClassOf(record.classification);
  if (mainClass) add(FACET_LETTERS.classification, mainClass);
  for (const library of facts.libraryCodes) add(FACET_LETTERS.library, library);
  for (const author of record.authors) add(FACET_LETTERS.author, author.name);
  for (const subject of record.subjects.slice(0, MAX_SUBJECT_FACETS)) add(FACET_LETTERS.subject, subject);
  for (const series of record.seriesTraced.length > 0 ? record.seriesTraced : record.series) {
    add(FACET_LETTERS.series, series);
  }
  add(FACET_LETTERS.publisher, record.publication.publisher || undefined);
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
