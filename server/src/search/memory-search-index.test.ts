import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { foldForSearch, type MarcReadResult, type MarcRecord, readMarcFile } from '@estante/core';
import { generateRecords } from '@estante/demo-data';
import { compileSearch, parseSearchQuery } from '@estante/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context.ts';
import { importMarcRecords } from '../catalogue/import/import-marc.ts';
import { type DatabaseConnection, openDatabase } from '../database/database.ts';
import { marcFiles } from '../testing/marc-data.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { authorityFormKeys } from './catalogue-search.repository.ts';
import { createCatalogueSearchService } from './memory-search-index.ts';

/**
 * The in-memory index of one server stays exact when another server (its own database connection, its own
 * index) imports or changes records: the catalogue revision written with the change is checked before answering.
 */
let testApp: TestApp;
let other: DatabaseConnection;
let otherContext: AppContext;
let records: MarcRecord[];

async function* asResults(list: MarcRecord[]): AsyncGenerator<MarcReadResult> {
  let position = 0;
  for (const record of list) yield { ok: true, position: ++position, record, warnings: [] };
}

function withTitle(record: MarcRecord, title: string): MarcRecord {
  return {
    ...record,
    fields: record.fields.map((field) =>
      field.tag === '245' && 'subfields' in field ? { ...field, subfields: [{ code: 'a', value: title }] } : field,
    ),
  };
}

/** The record with its author (100) replaced and its added names (700) dropped. */
function withAuthor(record: MarcRecord, name: string): MarcRecord {
  const fields = record.fields.filter((field) => !['100', '110', '111', '700', '710', '711'].includes(field.tag));
  const author = { tag: '100', ind1: '1', ind2: ' ', subfields: [{ code: 'a', value: name }] };
  const at = fields.findIndex((field) => field.tag > '100');
  return { ...record, fields: [...fields.slice(0, at), author, ...fields.slice(at)] };
}

/** A personal-name authority record (leader/06 z): 100 heading and 400 see-from forms. */
function authority(controlNumber: string, heading: string, seeFrom: string[]): MarcRecord {
  const name = (tag: string, value: string) => ({ tag, ind1: '1', ind2: ' ', subfields: [{ code: 'a', value }] });
  return {
    leader: '00000nz  a2200000n  4500',
    fields: [{ tag: '001', value: controlNumber }, name('100', heading), ...seeFrom.map((form) => name('400', form))],
  };
}

async function authorityRevision(): Promise<number> {
  const row = await testApp.app.context.db
    .selectFrom('catalogue_revision')
    .select('authority_revision')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.authority_revision);
}

/** The engine's request for a search of `termo` (its first 100 results), without filters or position conditions. */
function engineRequestOf(termo: string, ordenacao: string, facetValuesPerLetter: number) {
  const query = parseSearchQuery({ termo, ordenacao, quantPag: 100 });
  const compiled = compileSearch(query)!;
  return {
    expression: compiled.expression,
    positional: [],
    filters: [],
    sort: query.sort,
    offset: 0,
    limit: 100,
    facetValuesPerLetter,
  };
}

async function search(params: string) {
  const response = await testApp.app.inject(`/api/consulta?${params}&quantPag=100`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    total: number;
    data: { cod_acervo: number; titulo: string }[];
    filtros: { tipo: string; codigo: string; total: number }[];
  };
}

beforeAll(async () => {
  testApp = await createTestApp();
  const { database } = testApp;
  other = openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl, schema: database.schema });
  otherContext = { ...testApp.app.context, db: other.db, search: createCatalogueSearchService(other.db) };
  records = [...generateRecords({ seed: 11, count: 30, libraries: [{ code: 'BC' }] })];
  await importMarcRecords(testApp.app.context, asResults(records));
});

afterAll(async () => {
  await other?.destroy();
  await testApp?.close();
});

describe('in-memory search index kept fresh through the database', () => {
  it('finds records imported by another server on the next search', async () => {
    expect((await search('termo=qqxenofreshword')).total).toBe(0);
    const before = (await search('termo=a&ordenacao=N')).total;
    await importMarcRecords(otherContext, asResults([withTitle(records[0]!, 'Qqxenofreshword e o mar')]));
    const found = await search('termo=qqxenofreshword');
    expect(found.total).toBe(1);
    expect(found.data[0]!.titulo).toContain('Qqxenofreshword');
    // Re-importing a record replaces it: no new record, and the old copy no longer answers.
    expect((await search('termo=a&ordenacao=N')).total).toBeLessThanOrEqual(before);
  });

  it('drops the old words of a changed record and counts facets over the current records', async () => {
    await importMarcRecords(otherContext, asResults([withTitle(records[0]!, 'Qqyotherword sobre rios')]));
    expect((await search('termo=qqxenofreshword')).total).toBe(0);
    const changed = await search('termo=qqyotherword');
    expect(changed.total).toBe(1);
    const types = changed.filtros.filter((facet) => facet.tipo === 'T');
    expect(types.reduce((sum, facet) => sum + facet.total, 0)).toBe(1);
  });

  it('answers the same from a segment of recent changes as from a full reload', async () => {
    const reloading = createCatalogueSearchService(other.db, { minReloadChanges: 0 });
    expect((await reloading.current()).catalogue.segmentCount).toBe(1);
    await importMarcRecords(otherContext, readMarcFile(marcFiles('.mrc')[0]!));
    const recent = (await testApp.app.context.search.current()).catalogue;
    // Past its threshold the next search still answers from a segment of the changes; the reload runs beside it.
    expect((await reloading.current()).catalogue.segmentCount).toBe(2);
    await reloading.reloadSettled();
    const reloaded = (await reloading.current()).catalogue;
    expect(recent.segmentCount).toBe(2);
    expect(reloaded.segmentCount).toBe(1);
    expect(recent.size).toBe(reloaded.size);
    const titles = await other.db.selectFrom('records').select('title').orderBy('id', 'desc').limit(40).execute();
    const words = [
      ...new Set(titles.flatMap((row) => foldForSearch(row.title).split(' ')).filter((word) => word.length >= 5)),
    ].slice(0, 8);
    expect(words.length).toBeGreaterThan(3);
    for (const termo of [...words, 'qqyotherword']) {
      for (const ordenacao of ['C', 'A', 'T', 'N']) {
        const request = engineRequestOf(termo, ordenacao, 30);
        const expected = reloaded.search(request);
        const answer = recent.search(request);
        expect(answer.ids, `${termo} ${ordenacao}`).toEqual(expected.ids);
        expect(answer.total).toBe(expected.total);
        const key = (facet: { letter: string; code: string; count: number }) =>
          `${facet.letter}:${facet.code}:${facet.count}`;
        expect(answer.facets.map(key).sort()).toEqual(expected.facets.map(key).sort());
      }
    }
  });

  it('reloads beside the searches, keeping the changes committed while it reads', async () => {
    const reloading = createCatalogueSearchService(other.db, { minReloadChanges: 0 });
    const idsOf = async (termo: string) =>
      (await reloading.current()).catalogue.search(engineRequestOf(termo, 'N', 10)).ids;
    await reloading.current();
    const retitled = records.slice(12, 22).map((record, index) => withTitle(record, `Qqreload${index} primeiro`));
    await importMarcRecords(otherContext, asResults(retitled));
    // Ten changes pass a tenth of the catalogue: answered from a segment at once, and a reload starts beside.
    const first = await idsOf('qqreload0');
    expect(first).toHaveLength(1);
    expect((await reloading.current()).catalogue.segmentCount).toBe(2);
    // Committed while the reload may still be reading: one retitled again, one more changed.
    await importMarcRecords(
      otherContext,
      asResults([withTitle(records[12]!, 'Qqreloadlate segundo'), withTitle(records[22]!, 'Qqreloadlate terceiro')]),
    );
    await reloading.reloadSettled();
    expect((await reloading.current()).catalogue.segmentCount).toBeLessThanOrEqual(2);
    expect(await idsOf('qqreload0')).toEqual([]);
    expect((await idsOf('qqreloadlate')).sort((a, b) => a - b)).toEqual(
      [...first, ...(await idsOf('qqreloadlate terceiro'))].sort((a, b) => a - b),
    );
    expect(await idsOf('primeiro')).toHaveLength(9);
    // The new full load is the one a reload weighs against: nothing has drifted from it but what came after.
    expect((await reloading.current()).catalogue.changesSinceLoad).toBeLessThanOrEqual(2);
  });

  it('reads a reload beside the searches only while no search runs its steps', async () => {
    const reloading = createCatalogueSearchService(other.db, { minReloadChanges: 0 });
    await reloading.current();
    let finishSearch = () => {};
    const searching = reloading.whileSearching(() => new Promise<void>((resolve) => (finishSearch = resolve)));
    const retitled = records.slice(23, 29).map((record, index) => withTitle(record, `Qqwaiting${index}`));
    await importMarcRecords(otherContext, asResults(retitled));
    // Past the threshold: answered from a segment, and the reload starts, but reads nothing while the search runs.
    expect((await reloading.current()).catalogue.segmentCount).toBe(2);
    let reloaded = false;
    const settled = reloading.reloadSettled().then(() => {
      reloaded = true;
    });
    for (let turn = 0; turn < 50; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(reloaded).toBe(false);
    expect((await reloading.current()).catalogue.segmentCount).toBe(2);
    finishSearch();
    await searching;
    await settled;
    expect((await reloading.current()).catalogue.segmentCount).toBe(1);
  });

  it('reloads on a thread of its own, to the end while a search runs, and answers as a fresh load', async () => {
    const { dataDir, databaseUrl, schema } = testApp.database;
    const reloading = createCatalogueSearchService(other.db, {
      minReloadChanges: 0,
      loadThreadDatabase: { dataDir, databaseUrl, schema },
    });
    await reloading.current();
    let finishSearch = () => {};
    const searching = reloading.whileSearching(() => new Promise<void>((resolve) => (finishSearch = resolve)));
    const retitled = records.slice(3, 9).map((record, index) => withTitle(record, `Qqthread${index} livro`));
    await importMarcRecords(otherContext, asResults(retitled));
    expect((await reloading.current()).catalogue.segmentCount).toBe(2);
    // Committed while the thread loads: in its load, its catch-up or the last step's, never lost.
    await importMarcRecords(otherContext, asResults([withTitle(records[3]!, 'Qqthreadlate livro')]));
    // The thread reads while the search holds this thread's turns: the reload ends before the search does.
    await reloading.reloadSettled();
    const reloaded = (await reloading.current()).catalogue;
    // A new full load: nothing has drifted from it but the late change, if the load did not read it.
    expect(reloaded.changesSinceLoad).toBeLessThanOrEqual(1);
    finishSearch();
    await searching;
    const fresh = (await createCatalogueSearchService(other.db).current()).catalogue;
    expect(reloaded.size).toBe(fresh.size);
    const key = (facet: { letter: string; code: string; count: number }) =>
      `${facet.letter}:${facet.code}:${facet.count}`;
    for (const termo of ['qqthreadlate', 'livro', 'qqthread5 livro']) {
      for (const ordenacao of ['C', 'T', 'N']) {
        const request = engineRequestOf(termo, ordenacao, 30);
        const expected = fresh.search(request);
        const answer = reloaded.search(request);
        expect(answer.ids, `${termo} ${ordenacao}`).toEqual(expected.ids);
        expect(answer.total).toBe(expected.total);
        expect(answer.facets.map(key).sort()).toEqual(expected.facets.map(key).sort());
      }
    }
    expect(reloaded.search(engineRequestOf('qqthread0', 'N', 10)).ids).toEqual([]);
    expect(reloaded.search(engineRequestOf('qqthreadlate', 'N', 10)).ids).toHaveLength(1);
    expect(reloaded.search(engineRequestOf('qqthread1', 'N', 10)).ids).toHaveLength(1);
    expect(reloaded.search(engineRequestOf('livro', 'N', 10)).total).toBeGreaterThanOrEqual(6);
  });

  it('reloads on its own thread when the load thread fails (here: a database without the catalogue)', async () => {
    const { dataDir, databaseUrl } = testApp.database;
    const warnings: string[] = [];
    const reloading = createCatalogueSearchService(other.db, {
      minReloadChanges: 0,
      loadThreadDatabase: databaseUrl
        ? { dataDir, databaseUrl, schema: 'qq_no_such_schema' }
        : { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'estante-no-catalogue-')) },
      log: { info: () => {}, warn: (_details, message) => warnings.push(message), error: () => {} },
    });
    await reloading.current();
    const retitled = records.slice(9, 19).map((record, index) => withTitle(record, `Qqfallback${index} livro`));
    await importMarcRecords(otherContext, asResults(retitled));
    expect((await reloading.current()).catalogue.segmentCount).toBe(2);
    await reloading.reloadSettled();
    expect(warnings).toEqual(["search index load thread failed: reloading on the server's thread"]);
    const reloaded = (await reloading.current()).catalogue;
    expect(reloaded.segmentCount).toBe(1);
    expect(reloaded.search(engineRequestOf('qqfallback0', 'N', 10)).ids).toHaveLength(1);
    expect(reloaded.search(engineRequestOf('qqfallback9 livro', 'N', 10)).ids).toHaveLength(1);
  });

  it('merges the tiers its refreshes leave beside the searches, and answers as a fresh load', async () => {
    // Refreshes rebuild at most two records as one here: larger tiers are left to the merge beside the searches.
    const merging = createCatalogueSearchService(other.db, { maxMergedInRefresh: 2, minReloadChanges: 1_000 });
    await merging.current();
    const changedRecords = records.slice(10, 18);
    for (const [index, record] of changedRecords.entries()) {
      await importMarcRecords(otherContext, asResults([withTitle(record, `Qqmergeword volume ${index}`)]));
      await merging.current();
      await merging.mergeSettled();
    }
    // Binary tiers over the base: after 8 changes of one record, one segment of 8 (4, 2, 2 merged beside). Without
    // the merge, the refreshes' tiers of 2 would stack: 5 segments.
    const merged = (await merging.current()).catalogue;
    expect(merged.segmentCount).toBe(2);
    const fresh = (await createCatalogueSearchService(other.db).current()).catalogue;
    expect(merged.size).toBe(fresh.size);
    for (const termo of ['qqmergeword', 'volume', 'qqmergeword volume 3']) {
      for (const ordenacao of ['C', 'A', 'T', 'N']) {
        const request = engineRequestOf(termo, ordenacao, 30);
        const expected = fresh.search(request);
        const answer = merged.search(request);
        expect(answer.ids, `${termo} ${ordenacao}`).toEqual(expected.ids);
        expect(answer.facets).toEqual(expected.facets);
      }
    }
    expect(merged.search(engineRequestOf('qqmergeword', 'C', 30)).total).toBe(8);
  });

  it('expands a see-from form of an authority imported by another server after the index was loaded', async () => {
    const params = (tipo: string, termo: string) => new URLSearchParams({ tipo, termo }).toString();
    await importMarcRecords(testApp.app.context, asResults([withAuthor(records[1]!, 'Qqzheading, Ana')]));
    // Loads the index (and the authority fingerprints, without these forms) at the current revisions.
    const underHeading = await search(params('autor', 'qqzheading'));
    expect(underHeading.total).toBe(1);
    expect((await search(params('autor', 'Qqzvariant, Bento'))).total).toBe(0);

    const before = await authorityRevision();
    const imported = await importMarcRecords(
      otherContext,
      asResults([authority('qqz-authority-1', 'Qqzheading, Ana', ['Qqzvariant, Bento Maria, 1900-'])]),
    );
    expect(imported.imported).toBe(1);
    expect(await authorityRevision()).toBeGreaterThan(before);

    // Two words that begin the see-from form, the whole form, in the author field or anywhere: the heading's record.
    for (const [tipo, termo] of [
      ['autor', 'Qqzvariant, Bento'],
      ['autor', 'Qqzvariant, Bento Maria, 1900-'],
      ['livre', 'qqzvariant bento'],
    ] as const) {
      const found = await search(params(tipo, termo));
      expect(found.total, `${tipo} ${termo}`).toBe(1);
      expect(found.data[0]!.cod_acervo).toBe(underHeading.data[0]!.cod_acervo);
    }
    // One word expands only on a whole form, never as its beginning.
    expect((await search(params('autor', 'qqzvariant'))).total).toBe(0);

    // The authority imported again with another see-from form: a newer revision, the form found on the next search.
    const again = await authorityRevision();
    await importMarcRecords(
      otherContext,
      asResults([authority('qqz-authority-1', 'Qqzheading, Ana', ['Qqzvariant, Bento Maria, 1900-', 'Qqzother form'])]),
    );
    expect(await authorityRevision()).toBeGreaterThan(again);
    expect((await search(params('livre', 'qqzother form'))).total).toBe(1);

    // The fingerprints read every distinct key, page after page.
    const { db } = testApp.app.context;
    await importMarcRecords(
      otherContext,
      asResults([authority('qqz-authority-2', 'Qqzother form', ['Qqzheading, Ana', 'Abc', 'Zzz qqz'])]),
    );
    const pages: string[][] = [];
    for await (const page of authorityFormKeys(db, 2)) pages.push(page);
    const all = await db.selectFrom('authority_references').select('form_key').execute();
    expect(pages.flat().sort()).toEqual([...new Set(all.map((row) => row.form_key))].sort());
    expect(pages.flat()).toHaveLength(5);
    expect(pages.length).toBe(3);
  });
});
