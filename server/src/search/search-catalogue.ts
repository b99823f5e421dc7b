import crypto from 'node:crypto';
import { foldForSearch } from '@estante/core';
import {
  type CatalogueQuery,
  type CatalogueSearch,
  type CompiledSearch,
  compileSearch,
  correctedQuery,
  DID_YOU_MEAN_BELOW,
  engineRequest,
  type FacetCount,
  type RecordFacetValue,
  type SearchOptions,
  suggestCorrections,
} from '@estante/search';
import type { Kysely } from 'kysely';
import type { CatalogueSearchService } from '../app-context.ts';
import type { Database } from '../database/schema.ts';
import { SearchTimedOutError } from '../http/http-errors.ts';
import type { Revisions } from './catalogue-revision.ts';
import { FACET_VALUES_PER_LETTER, headingsForTerm } from './catalogue-search.repository.ts';
import { type CurrentIndex, isCurrentAt } from './memory-search-index.ts';
import { readReplayedPage } from './replica-reads.ts';

/** A facet value with its counts (docs/search.md, facets). */
export type FacetResult = FacetCount;

export interface SearchOutcome {
  total: number;
  ids: number[];
  facets: FacetResult[];
  /** The page's records' values of the letters asked for (their additional data), from the same index. */
  pageFacetValues: RecordFacetValue[];
  compiled?: CompiledSearch;
  id: string;
  /**
   * Did you mean (docs/search.md): per `termo` index, the corrected term, when the search found fewer than
   * DID_YOU_MEAN_BELOW records and the corrected search finds more.
   */
  corrections?: Map<number, string>;
}

/** Search types whose terms are also looked up among authority headings and see-from references. */
const AUTHORITY_TYPES = new Set(['autor', 'assunto', 'livre']);

/**
 * Other forms of each row's term: the authorised headings whose see-from (or heading) form it names. The look-up
 * runs only for a term the authority fingerprints may hold (most name no form: no statement for them).
 */
async function authorityPhrases(
  db: Kysely<Database>,
  query: CatalogueQuery,
  authorities: CurrentIndex['authorities'],
): Promise<Map<number, string[][]>> {
  const phrases = new Map<number, string[][]>();
  for (const [index, row] of query.rows.entries()) {
    if (!AUTHORITY_TYPES.has(row.type) || row.position !== 'qualquer') continue;
    const folded = foldForSearch(row.text);
    if (!authorities.mayNameAuthority(folded)) continue;
    const headings = await headingsForTerm(db, folded);
    const forms = headings.map((heading) => foldForSearch(heading).split(' ')).filter((words) => words.length > 0);
    if (forms.length > 0) phrases.set(index, forms);
  }
  return phrases;
}

/**
 * When a search must have answered (docs/security.md, "Hostile clients"): `at` on the `now` clock (milliseconds;
 * performance.now by default). Past it, the search stops between two steps and answers 503 PesquisaDemorada.
 */
export interface SearchDeadline {
  at: number;
  now?: () => number;
  /** Sent as Retry-After with the refusal. */
  retryAfterSeconds: number;
}

/**
 * Between the steps of a search (docs/search.md, "Sharing the process"): the requests that arrived meanwhile (a record
 * page, a sign-in) take their turn before the search goes on; then the deadline is checked, so a search that cannot
 * finish in time is abandoned there (each step leaves the shared scratch arrays zeroed) and answers an error instead
 * of holding its client and the process.
 */
function pauseBetweenSteps(deadline: SearchDeadline | undefined): () => Promise<void> {
  return async () => {
    await new Promise((resolve) => setImmediate(resolve));
    checkDeadline(deadline);
  };
}

function checkDeadline(deadline: SearchDeadline | undefined): void {
  if (deadline && (deadline.now?.() ?? performance.now()) >= deadline.at)
    throw new SearchTimedOutError(deadline.retryAfterSeconds);
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
 * What a search reads from the database for its page, on `reader` (the primary or its replica): at least the
 * revisions of the statement's snapshot.
 */
export type PageReader<Page extends { revisions: Revisions }> = (
  ids: readonly number[],
  reader: Kysely<Database>,
) => Promise<Page>;

/**
 * Runs a catalogue search on this server's in-memory index: matches (with authority see-from forms added and
 * position operators checked), filters, one page in the requested order, exact facet counts, and the page's records'
 * values of `pageLetters`; then reads the page with `readPage`.
 *
 * The search runs on what is loaded and is checked afterwards against the revisions read with its page, in the
 * page's own statement: checking first cost a statement of its own per search. When another transaction changed
 * the catalogue or the authorities before the page was read, the index is brought up to date and the search runs
 * again; that second index was read during this request, so its answer stands even if a change lands meanwhile.
 */
export async function searchCatalogue<Page extends { revisions: Revisions }>(
  { db, search: index, replica }: { db: Kysely<Database>; search: CatalogueSearchService; replica?: Kysely<Database> },
  query: CatalogueQuery,
  options: SearchOptions,
  pageLetters: readonly string[],
  readPage: PageReader<Page>,
  deadline?: SearchDeadline,
): Promise<SearchOutcome & { page: Page }> {
  const id = searchId(query);
  let current = index.loadedIndex() ?? (await index.current());
  for (let attempt = 0; ; attempt += 1) {
    checkDeadline(deadline);
    const searched = current;
    const outcome = await index.whileSearching(() =>
      searchIndex(db, searched, query, options, pageLetters, id, pauseBetweenSteps(deadline)),
    );
    // With a replica, the page comes from it once it has replayed the primary's revisions (replica-reads.ts).
    const page = await readReplayedPage(db, replica, (reader) => readPage(outcome.ids, reader));
    if (attempt > 0 || isCurrentAt(current, page.revisions)) return { ...outcome, page };
    current = await index.current();
  }
}

async function searchIndex(
  db: Kysely<Database>,
  { catalogue, authorities }: CurrentIndex,
  query: CatalogueQuery,
  options: SearchOptions,
  pageLetters: readonly string[],
  id: string,
  pause: () => Promise<void>,
): Promise<SearchOutcome> {
  const expand = (word: string, columns: Parameters<CatalogueSearch['expandTruncation']>[1]) =>
    catalogue.expandTruncation(word, columns);
  const compiled = compileSearch(query, await authorityPhrases(db, query, authorities), expand);
  if (!compiled) return { total: 0, ids: [], facets: [], pageFacetValues: [], id };
  const result = await catalogue.searchInSteps(engineRequest(query, compiled, FACET_VALUES_PER_LETTER), options, pause);
  const corrections = result.total < DID_YOU_MEAN_BELOW ? betterSpelt(catalogue, query, result.total) : undefined;
  return { ...result, pageFacetValues: catalogue.facetValuesOf(result.ids, pageLetters), compiled, id, corrections };
}

/**
 * The query's misspelt words corrected from the index's own vocabulary, when the corrected search (its expression,
 * without filters or position conditions: what a click on the suggestion starts from) finds more than `total`.
 */
function betterSpelt(
  catalogue: CatalogueSearch,
  query: CatalogueQuery,
  total: number,
): Map<number, string> | undefined {
  const corrections = suggestCorrections(query, catalogue);
  if (!corrections) return undefined;
  const corrected = compileSearch(correctedQuery(query, corrections), new Map(), (word, columns) =>
    catalogue.expandTruncation(word, columns),
  );
  return corrected && catalogue.count(corrected.expression) > total ? corrections : undefined;
}
