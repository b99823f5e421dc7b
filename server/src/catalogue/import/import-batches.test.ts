import type { MarcReadResult, MarcRecord } from '@estante/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { type ImportCounts, type ImportOptions, type ImportProblem, importMarcRecords } from './import-marc.ts';

/**
 * What batching and the preparation worker must not change (docs/performance.md "Import"): each case runs with
 * batches of three records, once with every batch prepared in the worker thread and once in the import's thread.
 */

type Item = MarcRecord | { unreadable: string };

function book(id: string, title: string, options: { author?: string; barcode?: string } = {}): MarcRecord {
  return {
    leader: '00000nam a2200000 a 4500',
    fields: [
      { tag: '001', value: id },
      { tag: '003', value: 'LOTE' },
      ...(options.author
        ? [{ tag: '100', ind1: '1', ind2: ' ', subfields: [{ code: 'a', value: options.author }] }]
        : []),
      { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: title }] },
      ...(options.barcode
        ? [
            {
              tag: '952',
              ind1: ' ',
              ind2: ' ',
              subfields: [
                { code: 'a', value: 'BLOTE' },
                { code: 'p', value: options.barcode },
              ],
            },
          ]
        : []),
    ],
  };
}

/** A bibliographic record without a 245: the writer rejects it (SemTitulo). */
function untitled(id: string): MarcRecord {
  return {
    leader: '00000nam a2200000 a 4500',
    fields: [
      { tag: '001', value: id },
      { tag: '003', value: 'LOTE' },
      { tag: '500', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: 'Uma nota sem título' }] },
    ],
  };
}

async function* results(items: Item[]): AsyncGenerator<MarcReadResult> {
  let position = 0;
  for (const item of items) {
    position += 1;
    if ('unreadable' in item) {
      yield { ok: false, position, reason: item.unreadable, problem: { code: 'RegistroIlegivel', params: {} } };
    } else {
      yield { ok: true, position, record: item, warnings: [] };
    }
  }
}

const modes = [
  { name: 'prepared in the worker thread', workerFromBatch: 1 },
  { name: 'prepared in the import thread', workerFromBatch: 1_000 },
];

describe.each(modes)('MARC import in batches, $name', ({ workerFromBatch }) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  async function run(items: Item[], options: ImportOptions = {}) {
    const problems: ImportProblem[] = [];
    const counts = await importMarcRecords(testApp.app.context, results(items), {
      batchSize: 3,
      workerFromBatch,
      onProblem: (problem) => problems.push(problem),
      ...options,
    });
    return { counts, problems };
  }

  /** Records of this test (their 001 starts with `prefix`) by 001: id and title. */
  async function stored(prefix: string) {
    const rows = await testApp.app.context.db
      .selectFrom('records')
      .select(['id', 'control_number', 'title'])
      .where('control_number', 'like', `${prefix}%`)
      .orderBy('control_number')
      .execute();
    return rows;
  }

  it('imports the other records of a batch whose middle record is rejected, and names that record with its code', async () => {
    const prefix = `mid${workerFromBatch}-`;
    const { counts, problems } = await run([
      book(`${prefix}1`, 'Primeiro livro'),
      untitled(`${prefix}2`),
      book(`${prefix}3`, 'Terceiro livro'),
      book(`${prefix}4`, 'Quarto livro'),
      { unreadable: 'not a MARC record' },
      book(`${prefix}6`, 'Sexto livro'),
    ]);
    expect(counts).toEqual({ read: 6, imported: 4, updated: 0, rejected: 2 });
    expect(problems.map(({ position, severity, problem }) => ({ position, severity, code: problem?.code }))).toEqual([
      { position: 2, severity: 'rejected', code: 'SemTitulo' },
      { position: 5, severity: 'rejected', code: 'RegistroIlegivel' },
    ]);
    expect((await stored(prefix)).map((row) => [row.control_number, row.title])).toEqual([
      [`${prefix}1`, 'Primeiro livro'],
      [`${prefix}3`, 'Terceiro livro'],
      [`${prefix}4`, 'Quarto livro'],
      [`${prefix}6`, 'Sexto livro'],
    ]);
  });

  it('keeps the later of two copies of one record in a batch, with a warning on it', async () => {
    const prefix = `rep${workerFromBatch}-`;
    const { counts, problems } = await run([
      book(`${prefix}1`, 'Versão antiga', { author: 'Antiga, Ana', barcode: `${prefix}B1` }),
      book(`${prefix}2`, 'Outro livro'),
      book(`${prefix}1`, 'Versão nova', { author: 'Nova, Nina', barcode: `${prefix}B2` }),
    ]);
    expect(counts).toEqual({ read: 3, imported: 2, updated: 1, rejected: 0 });
    expect(problems.map(({ position, severity, problem }) => ({ position, severity, code: problem?.code }))).toEqual([
      { position: 3, severity: 'warning', code: 'RepetidoNoLote' },
    ]);
    const rows = await stored(prefix);
    expect(rows.map((row) => row.title)).toEqual(['Versão nova', 'Outro livro']);
    const { db } = testApp.app.context;
    const copies = await db.selectFrom('copies').select('barcode').where('record_id', '=', rows[0]!.id).execute();
    expect(copies.map((copy) => copy.barcode)).toEqual([`${prefix}B2`]);
    const authors = await db
      .selectFrom('record_facets')
      .select('code')
      .where('record_id', '=', rows[0]!.id)
      .where('letter', '=', 'A')
      .execute();
    expect(authors.map((facet) => facet.code)).toEqual(['Nova, Nina']);
  });

  it('updates the records already in the catalogue in place: same id, new title, facets, browse entries and words', async () => {
    const prefix = `upd${workerFromBatch}-`;
    await run([
      book(`${prefix}1`, 'Rios do sul', { author: 'Souza, Ana' }),
      book(`${prefix}2`, 'Serras do norte', { author: 'Lima, Rui' }),
      book(`${prefix}3`, 'Mares do leste'),
    ]);
    const before = await stored(prefix);
    const { counts, problems } = await run([
      book(`${prefix}1`, 'Lagos do oeste', { author: 'Souza, Beatriz' }),
      book(`${prefix}4`, 'Campos do centro'),
      book(`${prefix}2`, 'Serras do norte', { author: 'Lima, Rui' }),
    ]);
    expect(counts).toEqual({ read: 3, imported: 1, updated: 2, rejected: 0 });
    expect(problems).toEqual([]);
    const after = await stored(prefix);
    expect(after.map((row) => [row.control_number, row.title])).toEqual([
      [`${prefix}1`, 'Lagos do oeste'],
      [`${prefix}2`, 'Serras do norte'],
      [`${prefix}3`, 'Mares do leste'],
      [`${prefix}4`, 'Campos do centro'],
    ]);
    expect(after.slice(0, 3).map((row) => row.id)).toEqual(before.map((row) => row.id));
    const first = after[0]!.id;
    const { db } = testApp.app.context;
    const facets = await db
      .selectFrom('record_facets')
      .select('code')
      .where('record_id', '=', first)
      .where('letter', '=', 'A')
      .execute();
    expect(facets.map((facet) => facet.code)).toEqual(['Souza, Beatriz']);
    const browse = await db
      .selectFrom('browse_entries')
      .select(['kind', 'label'])
      .where('record_id', '=', first)
      .orderBy('kind')
      .orderBy('label')
      .execute();
    expect(browse).toEqual([
      { kind: 'autor', label: 'Souza, Beatriz' },
      { kind: 'titulo', label: 'Lagos do oeste' },
    ]);
    const documents = await sql<{
      words: string;
    }>`select words from record_search_documents where record_id = ${first}`.execute(db);
    const words = documents.rows[0]!.words.split(/\s+/);
    expect(words).toEqual(expect.arrayContaining(['lagos', 'oeste', 'beatriz']));
    expect(words).not.toContain('rios');
  });

  it('hands each batch commit the counts read up to that batch, and the problems since the previous commit', async () => {
    const prefix = `com${workerFromBatch}-`;
    const commits: { counts: ImportCounts; positions: number[] }[] = [];
    const { counts } = await run(
      [
        book(`${prefix}1`, 'Um'),
        book(`${prefix}2`, 'Dois'),
        book(`${prefix}3`, 'Três'),
        { unreadable: 'broken' },
        book(`${prefix}5`, 'Cinco'),
        untitled(`${prefix}6`),
        book(`${prefix}7`, 'Sete'),
        { unreadable: 'broken at the end' },
      ],
      {
        onCommit: async (_trx, counts, problems) => {
          commits.push({ counts, positions: problems.map((problem) => problem.position) });
        },
      },
    );
    expect(counts).toEqual({ read: 8, imported: 5, updated: 0, rejected: 3 });
    expect(commits).toEqual([
      { counts: { read: 3, imported: 3, updated: 0, rejected: 0 }, positions: [] },
      { counts: { read: 7, imported: 5, updated: 0, rejected: 2 }, positions: [4, 6] },
      { counts: { read: 8, imported: 5, updated: 0, rejected: 3 }, positions: [8] },
    ]);
  });
});
