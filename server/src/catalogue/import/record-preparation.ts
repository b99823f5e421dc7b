import crypto from 'node:crypto';
import { FACETS } from '@estante/contracts';
import {
  type BibliographicRecord,
  type Copy,
  extractBibliographic,
  isAuthority,
  isHoldingsRecord,
  type MarcProblem,
  type MarcRecord,
  workTypeCode,
} from '@estante/core';
import { textColumnWords } from '@estante/search';
import { browseEntries, facetValues, serializeWords } from '../../search/index.ts';

/**
 * The CPU-bound part of importing one record, which needs no database: classifying it, extracting a bibliographic
 * record, and everything the writer stores that follows from the record alone (its columns with their JSON, match
 * key, identifiers, facets, browse entries, index words). Pure, so it runs the same in the import's thread or in
 * its preparation worker (record-preparation.worker.ts); the result crosses threads as plain data, and holds only
 * what the writer needs (the whole extracted record is in `columns.extracted_json`).
 */
export type PreparedRecord =
  | PreparedBibliographicRecord
  | { kind: 'authority' }
  | { kind: 'holdings' }
  | { kind: 'rejected'; reason: string; problem?: MarcProblem };

export interface PreparedBibliographicRecord {
  kind: 'bibliographic';
  matchKey: string;
  columns: RecordColumns;
  identifiers: { kind: string; value: string }[];
  /** The local holdings fields (852/949/952): the record's copies. */
  holdings: Copy[];
  callNumber?: string;
  /** Codes of the holding libraries, in the order the copies name them ('SEM-BIBLIOTECA' for none). */
  libraryCodes: string[];
  /**
   * The record's facet values as record-facets.ts gives them without a cover, holding libraries labelled with
   * their codes: the writer labels those with the libraries' names, and recomputes a record that has a cover.
   */
  facets: { letter: string; code: string; label: string }[];
  /** Browse entries without their record id (browse-entries.ts). */
  browse: { kind: string; sort_key: string; label: string }[];
  /**
   * The record's index words as stored (serializeWords): one string crosses threads for a fraction of the cost of
   * fourteen arrays of words, and the stemmed columns, which are not stored, are not computed.
   */
  words: string;
}

/** The library that copies naming none belong to (created by the first import that needs it). */
export const NO_LIBRARY_CODE = 'SEM-BIBLIOTECA';

/** Facet letters labelled with a library's name (the registry's `library` label). */
export const LIBRARY_FACET_LETTERS: ReadonlySet<string> = new Set(
  FACETS.filter((facet) => facet.valueLabel === 'library').map((facet) => facet.letter),
);

/** A record without 001 or 035 is matched on a hash of its content, so importing it again does not duplicate it. */
export function contentKey(record: MarcRecord): string {
  return `sha1:${crypto.createHash('sha1').update(JSON.stringify(record.fields)).digest('hex')}`;
}

/** `marcJson` is JSON.stringify(marc) when the caller has it already (the preparation worker is sent that text). */
export function prepareRecord(marc: MarcRecord, marcJson?: string): PreparedRecord {
  try {
    if (isAuthority(marc)) return { kind: 'authority' };
    if (isHoldingsRecord(marc)) return { kind: 'holdings' };
    const extracted = extractBibliographic(marc);
    // A fragment of junk can pass for a record; a title is what every catalogue entry needs (issue 27).
    if (extracted.title.trim() === '') {
      return {
        kind: 'rejected',
        reason: 'no title: a bibliographic record needs a 245 field with its title (MARC 21); not stored',
        problem: { code: 'SemTitulo', params: {} },
      };
    }
    const matchKey = extracted.matchKey ?? contentKey(marc);
    const libraryCodes = [...new Set(extracted.holdings.map((holding) => holding.libraryCode || NO_LIBRARY_CODE))];
    return {
      kind: 'bibliographic',
      matchKey,
      columns: recordColumns(matchKey, marc, extracted, marcJson),
      identifiers: [
        ...extracted.isbnSearchKeys.map((value) => ({ kind: 'isbn', value })),
        ...extracted.issns.map((value) => ({ kind: 'issn', value })),
        // 035 system numbers, without their "(source)" prefix: how MFHD records from systems that do
        // not write 004 (Sirsi/Evergreen exports) name their bibliographic record.
        ...systemNumberKeys(extracted.otherIdentifiers).map((value) => ({ kind: 'system', value })),
      ],
      holdings: extracted.holdings,
      callNumber: extracted.callNumber,
      libraryCodes,
      facets: facetValues(extracted, factsOf(extracted, { hasCover: false, libraryCodes })),
      browse: browseEntries(0, extracted).map(({ kind, sort_key, label }) => ({ kind, sort_key, label })),
      words: serializeWords(textColumnWords(extracted.searchFields)),
    };
  } catch (error) {
    return { kind: 'rejected', reason: `cannot read the record's fields: ${(error as Error).message}` };
  }
}

export function prepareRecords(records: readonly MarcRecord[]): PreparedRecord[] {
  return records.map((record) => prepareRecord(record));
}

/** What record-facets.ts needs besides the record. */
export function factsOf(
  extracted: BibliographicRecord,
  facts: { hasCover: boolean; libraryCodes: string[]; libraryNames?: ReadonlyMap<string, string> },
) {
  return { workType: workTypeCode(extracted.workType), year: yearOf(extracted), ...facts };
}

export type RecordColumns = ReturnType<typeof recordColumns>;

function recordColumns(
  matchKey: string,
  marc: MarcRecord,
  extracted: BibliographicRecord,
  marcJson = JSON.stringify(marc),
) {
  const mainAuthor = extracted.authors.find((author) => author.main) ?? extracted.authors[0];
  return {
    match_key: matchKey,
    control_number: extracted.controlNumber ?? null,
    control_source: extracted.controlSource ?? null,
    leader: marc.leader,
    marc_json: marcJson,
    extracted_json: JSON.stringify(extracted),
    title: extracted.title,
    title_sort: extracted.titleSortKey,
    main_author: mainAuthor?.name ?? null,
    publication_year: yearOf(extracted),
    language: extracted.language ?? null,
    work_type: workTypeCode(extracted.workType),
    imprint: extracted.publication.imprint || null,
    edition: extracted.edition || null,
    call_number: extracted.callNumber ?? null,
    call_number_sort: extracted.callNumberSortKey ?? null,
    isbn: extracted.isbns[0]?.display ?? null,
    issn: extracted.issns[0] ?? null,
    has_online: extracted.onlineLinks.length > 0 || extracted.eResource ? 1 : 0,
    has_accessibility: extracted.hasAccessibility ? 1 : 0,
  };
}

function yearOf(record: BibliographicRecord): number | null {
  const year = record.publication.year;
  return year !== undefined && Number.isInteger(year) && year > 0 && year < 3000 ? year : null;
}

/** 035 $a values without their "(source)" prefix, lower-cased: "(Sirsi) a814871" → "a814871". */
function systemNumberKeys(identifiers: BibliographicRecord['otherIdentifiers']): string[] {
  const keys = identifiers
    .filter((identifier) => identifier.scheme === 'system')
    .map((identifier) =>
      identifier.value
        .replace(/^\([^)]*\)\s*/, '')
        .trim()
        .toLowerCase(),
    )
    .filter((key) => key.length > 0 && key.length <= 200);
  return [...new Set(keys)];
}
