import {
  compileSearch,
  foldForSearch,
  type MarcReadResult,
  type MarcRecord,
  parseSearchQuery,
  readMarcFile,
} from '@estante/core';
import { generateRecords } from '@estante/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../app-context.ts';
import { importMarcRecords } from '../catalogue/import/import-marc.ts';
import { type DatabaseConnection, openDatabase } from '../database/database.ts';
import { marcFiles } from '../testing/marc-data.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { MemorySearchIndex, memorySearchIndex } from './memory-search-index.ts';
import { createSearchIndex } from './search-index.ts';

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
  otherContext = { ...testApp.app.context, db: other.db, searchIndex: createSearchIndex(other.dialect) };
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
    const reloading = new MemorySearchIndex(other.db, { minReloadChanges: 0 });
    expect((await reloading.current()).segments).toHaveLength(1);
    await importMarcRecords(otherContext, readMarcFile(marcFiles('.mrc')[0]!));
    const recent = await memorySearchIndex(testApp.app.context.db).current();
    const reloaded = await reloading.current();
    expect(recent.segments).toHaveLength(2);
    expect(reloaded.segments).toHaveLength(1);
    expect(recent.size).toBe(reloaded.size);
    const titles = await other.db.selectFrom('records').select('title').orderBy('id', 'desc').limit(40).execute();
    const words = [
      ...new Set(titles.flatMap((row) => foldForSearch(row.title).split(' ')).filter((word) => word.length >= 5)),
    ].slice(0, 8);
    expect(words.length).toBeGreaterThan(3);
    for (const termo of [...words, 'qqyotherword']) {
      for (const ordenacao of ['C', 'A', 'T', 'N']) {
        const query = parseSearchQuery({ termo, ordenacao, quantPag: 100 });
        const compiled = compileSearch(query)!;
        const request = {
          expression: compiled.expression,
          positional: [],
          filters: [],
          sort: query.sort,
          offset: 0,
          limit: 100,
          facetValuesPerLetter: 30,
        };
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
});
