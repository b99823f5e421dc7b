import type { MarcReadResult, MarcRecord } from '@estante/core';
import { generateRecords } from '@estante/demo-data';
import { parseSearchQuery } from '@estante/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context.ts';
import { importMarcRecords } from '../catalogue/import/import-marc.ts';
import { type DatabaseConnection, openDatabase } from '../database/database.ts';
import { SearchTimedOutError } from '../http/http-errors.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createCatalogueSearchService } from './memory-search-index.ts';
import { searchCatalogue } from './search-catalogue.ts';
import { readSearchPage } from './search-page.repository.ts';

/**
 * Issue 27, finding 6: a search that cannot finish in time answers 503 PesquisaDemorada with Retry-After, never a
 * silent hang; it stops between two steps of the engine and leaves it able to answer the next search exactly.
 */

async function* asResults(list: MarcRecord[]): AsyncGenerator<MarcReadResult> {
  let position = 0;
  for (const record of list) yield { ok: true, position: ++position, record, warnings: [] };
}

const records = [...generateRecords({ seed: 27, count: 40, libraries: [{ code: 'BC' }] })];

/** A word of the first record's title: a search for it has at least one match. */
function titleWord(record: MarcRecord): string {
  const title = record.fields.find((field) => field.tag === '245');
  const text = title && 'subfields' in title ? title.subfields.map((subfield) => subfield.value).join(' ') : '';
  return text.split(/[^\p{L}]+/u).find((word) => word.length >= 4) ?? '';
}

describe('search time limit in the use-case (injected clock)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    await importMarcRecords(testApp.app.context, asResults(records));
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const run = (deadline?: { at: number; now: () => number; retryAfterSeconds: number }) => {
    const { db, dialect } = testApp.app.context;
    return searchCatalogue(
      testApp.app.context,
      parseSearchQuery({ termo: titleWord(records[0]!) }),
      { reuse: false },
      [],
      (ids) => readSearchPage(db, dialect, ids),
      deadline,
    );
  };

  it('stops at the first pause after the deadline and answers the next search in full', async () => {
    const complete = await run();
    expect(complete.total).toBeGreaterThan(0);

    // The clock reads 0 when the search starts and 10 at every pause after: the deadline (5) passes mid-search.
    let reads = 0;
    const clock = () => (reads++ === 0 ? 0 : 10);
    await expect(run({ at: 5, now: clock, retryAfterSeconds: 5 })).rejects.toBeInstanceOf(SearchTimedOutError);
    expect(reads).toBe(2);

    // Abandoned between steps, the engine's shared scratch state is clean: the same search gives the same answer.
    const after = await run();
    expect(after.total).toBe(complete.total);
    expect(after.ids).toEqual(complete.ids);
    expect(after.facets).toEqual(complete.facets);

    // A deadline that never comes lets the search finish.
    const inTime = await run({ at: 1_000, now: () => 0, retryAfterSeconds: 5 });
    expect(inTime.ids).toEqual(complete.ids);
  });
});

describe('search time limit over HTTP', () => {
  let testApp: TestApp;
  let other: DatabaseConnection;
  let otherContext: AppContext;

  beforeAll(async () => {
    // One millisecond: any search that must reload the index from the database passes it.
    testApp = await createTestApp({ SEARCH_TIME_LIMIT_MS: '1' });
    await importMarcRecords(testApp.app.context, asResults(records));
    const { database } = testApp;
    other = openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, schema: database.schema });
    otherContext = { ...testApp.app.context, db: other.db, search: createCatalogueSearchService(other.db) };
  });
  afterAll(async () => {
    await other?.destroy();
    await testApp?.close();
  });

  it('answers 503 PesquisaDemorada with Retry-After in the caller language, not a hang', async () => {
    await testApp.app.ready();
    await testApp.app.context.search.current();
    // Another server changes the catalogue: this server's index is stale, and the search reloads it past the limit.
    await importMarcRecords(otherContext, asResults(records.slice(0, 1)));
    const response = await testApp.app.inject({
      url: '/api/consulta?termo=a',
      headers: { idioma: '5', 'cache-control': 'no-cache' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json().error).toMatchObject({
      code: 'PesquisaDemorada',
      message: 'The search took too long and was stopped. Please try again or refine your terms.',
    });
  });
});
