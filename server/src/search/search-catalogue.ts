import crypto from 'node:crypto';
import {
  type BibliographicRecord,
  buildIndexDocument,
  type CatalogueQuery,
  type CompiledSearch,
  compileSearch,
  foldForSearch,
  satisfiesPositional,
} from '@estante/core';
import type { Kysely, RawBuilder } from 'kysely';
import type { Database } from '../database/schema.ts';
import {
  countFacets,
  countMatches,
  extractedOfRecords,
  type FacetCount,
  headingsForTerm,
  matchedRows,
  pageOfMatches,
} from './catalogue-search.repository.ts';
import type { RankedId, SearchIndex } from './search-index.ts';

export interface FacetResult extends FacetCount {
  /** Count when the filters of this value's own letter are not applied (docs/search.md). */
  countWithoutOwnLetter: number;
  selected: boolean;
}

export interface SearchOutcome {
  total: number;
  ids: number[];
  facets: FacetResult[];
  compiled?: CompiledSearch;
  id: string;
}

/** Search types whose terms are also looked up among authority headings and see-from references. */
const AUTHORITY_TYPES = new Set(['autor', 'assunto', 'livre']);

/** Other forms of each row's term: the authorised headings whose see-from (or heading) form it names. */
async function authorityPhrases(db: Kysely<Database>, query: CatalogueQuery): Promise<Map<number, string[][]>> {
  const phrases = new Map<number, string[][]>();
  for (const [index, row] of query.rows.entries()) {
    if (!AUTHORITY_TYPES.has(row.type) || row.position !== 'qualquer') continue;
    const headings = await headingsForTerm(db, foldForSearch(row.text));
    const forms = headings.map((heading) => foldForSearch(heading).split(' ')).filter((words) => words.length > 0);
    if (forms.length > 0) phrases.set(index, forms);
  }
  return phrases;
}

/** Matches checked for `proximo`/`antes`/`depois` on each candidate's words (the same words the index holds). */
async function checkPositions(
  db: Kysely<Database>,
  searchIndex: SearchIndex,
  compiled: CompiledSearch,
): Promise<RawBuilder<RankedId>> {
  const candidates = await matchedRows(db, searchIndex.matchQuery(compiled.expression));
  const rank = new Map(candidates.map((row) => [row.id, row.rank]));
  const kept: RankedId[] = [];
  for (const row of await extractedOfRecords(db, [...rank.keys()])) {
    const record = JSON.parse(row.extracted_json) as BibliographicRecord;
    const document = buildIndexDocument(record.searchFields, record.language);
    if (compiled.positional.every((condition) => satisfiesPositional(document, condition))) {
      kept.push({ id: row.id, rank: rank.get(row.id)! });
    }
  }
  return searchIndex.listQuery(kept);
}

/** Stable id of a search (same parameters, same id), for the client's history log. */
function searchId(query: CatalogueQuery): string {
  const canonical = JSON.stringify([
    query.rows.map((row) => [row.type, row.position, row.operator, row.words]),
    query.similar,
    query.filters,
  ]);
  return crypto.createHash('sha1').update(canonical).digest('hex').slice(0, 16);
}

/**
 * Runs a catalogue search: matches from the full-text index (with authority see-from forms added and
 * position operators checked), filters, one page in the requested order, and facet counts.
 */
export async function searchCatalogue(
  db: Kysely<Database>,
  searchIndex: SearchIndex,
  query: CatalogueQuery,
): Promise<SearchOutcome> {
  const id = searchId(query);
  const compiled = compileSearch(query, await authorityPhrases(db, query));
  if (!compiled) return { total: 0, ids: [], facets: [], id };
  // The full-text match runs once; count, page and facet statements read the listed ids. Re-running it in
  // each statement cost PostgreSQL a scan of every record's tsvector per statement (docs/performance.md).
  const match =
    compiled.positional.length > 0
      ? await checkPositions(db, searchIndex, compiled)
      : searchIndex.listQuery(await matchedRows(db, searchIndex.matchQuery(compiled.expression)));

  const total = await countMatches(db, match, query.filters);
  if (total === 0) return { total, ids: [], facets: await facetsWithoutResults(db, match, query), compiled, id };
  const ids = await pageOfMatches(db, match, query.filters, query.sort, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return { total, ids, facets: await facets(db, match, query), compiled, id };
}

/**
 * total: count over the matches with every filter applied. countWithoutOwnLetter: the same count with
 * the filters of the value's own letter left out (other letters still applied), the number a
 * multi-select facet shows beside a value that would widen the selection.
 */
async function facets(
  db: Kysely<Database>,
  match: RawBuilder<RankedId>,
  query: CatalogueQuery,
): Promise<FacetResult[]> {
  const filtered = new Set(query.filters.map((filter) => filter.letter));
  const all = await countFacets(db, match, query.filters);
  const results: FacetResult[] = all
    .filter((facet) => !filtered.has(facet.letter))
    .map((facet) => ({ ...facet, countWithoutOwnLetter: facet.count, selected: false }));
  for (const filter of query.filters) {
    const others = query.filters.filter((other) => other.letter !== filter.letter);
    const widened = await countFacets(db, match, others, { letters: [filter.letter], always: filter.codes });
    const withAll = new Map(
      (
        await countFacets(db, match, query.filters, {
          letters: [filter.letter],
          always: widened.map((facet) => facet.code),
        })
      ).map((facet) => [facet.code, facet.count]),
    );
    for (const facet of widened) {
      results.push({
        ...facet,
        count: withAll.get(facet.code) ?? 0,
        countWithoutOwnLetter: facet.count,
        selected: filter.codes.includes(facet.code),
      });
    }
  }
  return results;
}

/** With no result, the filtered letters still offer their values (to let the reader widen the search). */
async function facetsWithoutResults(db: Kysely<Database>, match: RawBuilder<RankedId>, query: CatalogueQuery) {
  return query.filters.length === 0 ? [] : facets(db, match, query);
}
