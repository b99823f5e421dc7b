import type { MarcReadResult, MarcRecord } from '@estante/core';
import { generateRecords } from '@estante/demo-data';
import {
  type CatalogueSearch,
  compileSearch,
  engineRequest,
  type MemorySearch,
  parseSearchQuery,
} from '@estante/search';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importMarcRecords } from '../catalogue/import/import-marc.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { FACET_VALUES_PER_LETTER } from './catalogue-search.repository.ts';
import { createCatalogueSearchService, type MemorySearchIndex } from './memory-search-index.ts';
import { searchCatalogue } from './search-catalogue.ts';
import { readSearchPage } from './search-page.repository.ts';
import { SearchThreads } from './search-threads.ts';

/**
 * SEARCH_THREADS (docs/performance.md, "One index per machine"): the searches run on worker threads over the index
 * the server thread loaded, shared in memory. They must answer exactly as the engine in the server's own thread,
 * see a catalogue change from the next search on every thread, and never hang when a thread dies.
 */

async function* asResults(list: MarcRecord[]): AsyncGenerator<MarcReadResult> {
  let position = 0;
  for (const record of list) yield { ok: true, position: ++position, record, warnings: [] };
}

const libraries = [{ code: 'BC' }, { code: 'BS' }];
const first = [...generateRecords({ seed: 25, count: 120, libraries })];
const later = [...generateRecords({ seed: 26, count: 30, libraries })];

/** The words of a record's title (245), folded by hand for the test's purpose: letters only, lower case. */
function titleWords(record: MarcRecord): string[] {
  const title = record.fields.find((field) => field.tag === '245');
  const text = title && 'subfields' in title ? title.subfields.map((subfield) => subfield.value).join(' ') : '';
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 4);
}

const queries: Record<string, string>[] = [
  { termo: titleWords(first[0]!)[0]! },
  { termo: 'brasil' },
  { termo: titleWords(first[1]!).slice(0, 2).join(' '), ordem: 'T' },
  { termo: titleWords(first[2]!)[0]!, ordem: 'A', quantPag: '5', pagina: '2' },
  { tipo: 'titulo', termo: `"${titleWords(first[3]!).slice(0, 2).join(' ')}"` },
  { termo: 'educacao', ordem: 'N' },
];

/** The engine's request for a search of `termo` (what searchCatalogue asks of it). */
function request(catalogue: CatalogueSearch, termo: string): MemorySearch {
  const query = parseSearchQuery({ termo });
  const compiled = compileSearch(query, new Map(), (word, columns) => catalogue.expandTruncation(word, columns))!;
  return engineRequest(query, compiled, FACET_VALUES_PER_LETTER);
}

describe('searches on search threads (SEARCH_THREADS=2)', () => {
  let testApp: TestApp;
  let threads: SearchThreads;

  beforeAll(async () => {
    testApp = await createTestApp({ SEARCH_THREADS: '2' });
    await importMarcRecords(testApp.app.context, asResults(first));
    await testApp.app.ready();
    threads = (testApp.app.context.search as MemorySearchIndex).threads!;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  /** The search through the app (its threads), and the same on an engine in this thread over the same database. */
  async function bothWays(parameters: Record<string, string>) {
    const query = parseSearchQuery(parameters);
    const { db, dialect } = testApp.app.context;
    const readPage = (ids: readonly number[]) => readSearchPage(db, dialect, ids);
    const threaded = await searchCatalogue(testApp.app.context, query, { reuse: false }, ['T', 'I'], readPage);
    const inProcess = createCatalogueSearchService(db);
    const local = await searchCatalogue({ db, search: inProcess }, query, { reuse: false }, ['T', 'I'], readPage);
    await inProcess.close();
    return { threaded, local };
  }

  it('answers every query of a mix exactly as the engine in the server thread, on the threads', async () => {
    const before = threads.answersPerThread().reduce((sum, answers) => sum + answers, 0);
    for (const parameters of queries) {
      const { threaded, local } = await bothWays(parameters);
      expect({ parameters, total: threaded.total }).toEqual({ parameters, total: local.total });
      expect(threaded.ids).toEqual(local.ids);
      expect(threaded.facets).toEqual(local.facets);
      expect(threaded.pageFacetValues).toEqual(local.pageFacetValues);
    }
    expect(queries.some((parameters) => parameters.termo === 'brasil')).toBe(true);
    const after = threads.answersPerThread().reduce((sum, answers) => sum + answers, 0);
    // Every search ran on the threads (a search that found the index behind its page runs again: more answers).
    expect(after - before).toBeGreaterThanOrEqual(queries.length);
  });

  it('sees a catalogue change from the next search, on every thread', async () => {
    const word = titleWords(later[0]!)[0]!;
    const { threaded: before } = await bothWays({ termo: word });
    await importMarcRecords(testApp.app.context, asResults(later));
    const answers = threads.answersPerThread();
    // Four searches at once: the two threads take two each (each goes to the thread with the fewest under way).
    const { db, dialect } = testApp.app.context;
    const results = await Promise.all(
      [1, 2, 3, 4].map(() =>
        searchCatalogue(testApp.app.context, parseSearchQuery({ termo: word }), { reuse: false }, [], (ids) =>
          readSearchPage(db, dialect, ids),
        ),
      ),
    );
    const { local } = await bothWays({ termo: word });
    expect(local.total).toBeGreaterThan(before.total);
    for (const result of results) {
      expect(result.total).toBe(local.total);
      expect(result.ids).toEqual(local.ids);
      expect(result.facets).toEqual(local.facets);
    }
    threads.answersPerThread().forEach((count, slot) => {
      expect(count).toBeGreaterThan(answers[slot]!);
    });
  });

  it('merges the tiers of its refreshes beside the searches, and answers from them on the threads', async () => {
    const { db } = testApp.app.context;
    // Refreshes rebuild at most two records as one: larger tiers are merged beside the searches, then published.
    const merging = createCatalogueSearchService(db, {
      threads: new SearchThreads(1),
      maxMergedInRefresh: 2,
      minReloadChanges: 1_000,
    });
    try {
      await merging.current();
      let release = () => {};
      let held: Promise<void> | undefined;
      for (const [index, record] of first.slice(20, 28).entries()) {
        const retitled = {
          ...record,
          fields: record.fields.map((field) =>
            field.tag === '245'
              ? { ...field, subfields: [{ code: 'a', value: `Qqthreadmerge tomo ${index}` }] }
              : field,
          ),
        };
        // A search under way holds the merge planned at the 4th change; the 5th change's refresh publishes the
        // catalogue again, over new segment objects: the merge finds its sources by their shared arrays.
        if (index === 3) held = merging.whileSearching(() => new Promise<void>((resolve) => (release = resolve)));
        await importMarcRecords(testApp.app.context, asResults([retitled]));
        await merging.current();
        if (index === 3) continue;
        if (index === 4) {
          release();
          await held;
        }
        await merging.mergeSettled();
      }
      const { catalogue } = await merging.current();
      // 8 changes of one record: one merged segment of 8 over the base (had the held merge been dropped, the next
      // ones would have left 6 and 2: 3 segments; the refreshes' tiers of 2 alone would be 5).
      expect(catalogue.segmentCount).toBe(2);
      const inProcess = createCatalogueSearchService(db);
      const fresh = (await inProcess.current()).catalogue;
      for (const termo of ['qqthreadmerge', 'tomo', 'brasil', titleWords(first[0]!)[0]!]) {
        const onThreads = await catalogue.searchInSteps(request(catalogue, termo), { reuse: false }, async () => {});
        expect(onThreads).toEqual(fresh.search(request(fresh, termo), { reuse: false }));
      }
      expect(fresh.search(request(fresh, 'qqthreadmerge')).total).toBe(8);
      await inProcess.close();
    } finally {
      await merging.close();
    }
  });

  it('stops a search on its thread when its deadline passes, and answers the next one in full', async () => {
    const { catalogue } = await testApp.app.context.search.current();
    const search = request(catalogue, 'brasil');
    const whole = await catalogue.searchInSteps(search, { reuse: false }, async () => undefined);
    const late = new Error('past the deadline');
    await expect(
      catalogue.searchInSteps(search, { reuse: false }, async () => {
        throw late;
      }),
    ).rejects.toBe(late);
    expect(await catalogue.searchInSteps(search, { reuse: false }, async () => undefined)).toEqual(whole);
  });

  it('fails only the searches a dying thread had, replaces it, and never hangs', async () => {
    const { catalogue } = await testApp.app.context.search.current();
    const search = request(catalogue, 'brasil');
    const whole = await catalogue.searchInSteps(search, { reuse: false }, async () => undefined);

    // The first thread is stopped as a crash would stop it, with searches posted to it and to the other one.
    const stopped = threads.stopThread(0);
    const outcomes = await Promise.allSettled(
      [1, 2, 3, 4].map(() => catalogue.searchInSteps(search, { reuse: false }, async () => undefined)),
    );
    await stopped;
    const failed = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(failed.length).toBeGreaterThan(0);
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') expect(outcome.value).toEqual(whole);
      else expect(String(outcome.reason)).toMatch(/search thread ended/);
    }

    // Replaced at once, given the catalogue: both threads answer again, exactly.
    await vi.waitFor(() => expect(threads.answersPerThread().every((count) => count >= 0)).toBe(true), {
      timeout: 60_000,
      interval: 50,
    });
    const answers = threads.answersPerThread();
    const again = await Promise.all(
      [1, 2, 3, 4].map(() => catalogue.searchInSteps(search, { reuse: false }, async () => undefined)),
    );
    for (const result of again) expect(result).toEqual(whole);
    threads.answersPerThread().forEach((count, slot) => {
      expect(count).toBeGreaterThan(answers[slot]!);
    });

    // Over HTTP too.
    const response = await testApp.app.inject({
      url: '/api/consulta?termo=brasil',
      headers: { 'cache-control': 'no-cache' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(whole.total);
  });
});

describe('one search split between the search threads (SEARCH_BASE_PART_RECORDS=40)', () => {
  let testApp: TestApp;
  let threads: SearchThreads;

  beforeAll(async () => {
    // 120 records in parts of 40: three segments, dealt out to the two threads as (0, 2) and (1).
    testApp = await createTestApp({ SEARCH_THREADS: '2', SEARCH_BASE_PART_RECORDS: '40' });
    await importMarcRecords(testApp.app.context, asResults(first));
    await testApp.app.ready();
    threads = (testApp.app.context.search as MemorySearchIndex).threads!;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('answers every query of a mix as the engine in one thread over one segment, with both threads searching each', async () => {
    const { catalogue } = await testApp.app.context.search.current();
    expect(catalogue.segmentCount).toBe(3);
    expect(catalogue.splitOver(2)).toEqual([[0, 2], [1]]);
    const { db, dialect } = testApp.app.context;
    const readPage = (ids: readonly number[]) => readSearchPage(db, dialect, ids);
    const inProcess = createCatalogueSearchService(db);
    try {
      expect((await inProcess.current()).catalogue.segmentCount).toBe(1);
      for (const parameters of queries) {
        const before = threads.answersPerThread();
        const query = parseSearchQuery(parameters);
        const split = await searchCatalogue(testApp.app.context, query, { reuse: false }, ['T', 'I'], readPage);
        const local = await searchCatalogue({ db, search: inProcess }, query, { reuse: false }, ['T', 'I'], readPage);
        expect({ parameters, total: split.total }).toEqual({ parameters, total: local.total });
        expect(split.ids).toEqual(local.ids);
        expect(split.facets).toEqual(local.facets);
        // Both threads answered a part of it.
        threads.answersPerThread().forEach((count, slot) => {
          expect(count).toBeGreaterThan(before[slot]!);
        });
      }
    } finally {
      await inProcess.close();
    }
    // By hand: "brasil" finds records in every part.
    expect(queries.some((parameters) => parameters.termo === 'brasil')).toBe(true);
  });

  it('does not start a split search past its deadline, and answers the next one in full', async () => {
    const { catalogue } = await testApp.app.context.search.current();
    const search = request(catalogue, 'brasil');
    const whole = await catalogue.searchInSteps(search, { reuse: false }, async () => undefined);
    expect(whole.total).toBeGreaterThan(0);
    const late = new Error('past the deadline');
    const before = threads.answersPerThread();
    await expect(
      catalogue.searchInSteps(search, { reuse: false }, async () => {
        throw late;
      }),
    ).rejects.toBe(late);
    expect(threads.answersPerThread()).toEqual(before);
    expect(await catalogue.searchInSteps(search, { reuse: false }, async () => undefined)).toEqual(whole);
  });

  it('runs whole searches, not parts, when the threads are busy, and answers all of them alike', async () => {
    const { catalogue } = await testApp.app.context.search.current();
    const search = request(catalogue, 'brasil');
    const whole = await catalogue.searchInSteps(search, { reuse: false }, async () => undefined);
    const answered = () => threads.answersPerThread().reduce((sum, count) => sum + count, 0);
    const before = answered();
    const results = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() => catalogue.searchInSteps(search, { reuse: false }, async () => undefined)),
    );
    for (const result of results) expect(result).toEqual(whole);
    // The first is split (two answers); the five others find the threads busy and run whole, on a thread (one
    // answer) or in the server thread (none). Split, the six would have made twelve.
    expect(answered() - before).toBeLessThanOrEqual(7);
  });

  it('fails a split search whose thread dies, replaces the thread, and splits the next ones again', async () => {
    const { catalogue } = await testApp.app.context.search.current();
    const search = request(catalogue, 'brasil');
    const whole = await catalogue.searchInSteps(search, { reuse: false }, async () => undefined);
    const running = catalogue.searchInSteps(search, { reuse: false }, async () => undefined);
    await threads.stopThread(1);
    const outcome = await running.then(
      (value) => ({ value }),
      (error: unknown) => ({ error: String(error) }),
    );
    // Either it had answered before the thread stopped, or it fails: it never hangs.
    if ('error' in outcome) expect(outcome.error).toMatch(/search thread ended/);
    else expect(outcome.value).toEqual(whole);
    await vi.waitFor(() => expect(threads.answersPerThread().every((count) => count >= 0)).toBe(true), {
      timeout: 60_000,
      interval: 50,
    });
    const before = threads.answersPerThread();
    expect(await catalogue.searchInSteps(search, { reuse: false }, async () => undefined)).toEqual(whole);
    threads.answersPerThread().forEach((count, slot) => {
      expect(count).toBe(before[slot]! + 1);
    });
  });
});
