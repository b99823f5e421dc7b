import type { MarcRecord } from '@estante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatron } from '../auth/auth-fixtures.testing.ts';
import { importRecords } from '../circulation/circulation-fixtures.testing.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { type CopyGroup, libraryAvailability } from './result-availability.ts';

/**
 * The availability of each result per library (`disponibilidade`, docs/search.md "Availability"), read with the page's
 * rows in one statement, on a real database: counts, call number, next due date and the visitor's hold decision.
 */
let testApp: TestApp;

type Copy = { library: string; barcode: string; callNumber: string; itemType: string };

function title(key: string, text: string, copies: Copy[]): MarcRecord {
  return {
    leader: '00000nam a2200000 a 4500',
    fields: [
      { tag: '001', value: key },
      { tag: '003', value: 'ESTANTE-TEST' },
      { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: text }] },
      ...copies.map((copy) => ({
        tag: '952',
        ind1: ' ',
        ind2: ' ',
        subfields: [
          { code: 'a', value: copy.library },
          { code: 'b', value: copy.library },
          { code: 'o', value: copy.callNumber },
          { code: 'p', value: copy.barcode },
          { code: 'y', value: copy.itemType },
        ],
      })),
    ],
  };
}

async function search(term: string) {
  const response = await testApp.app.inject({ url: `/api/consulta?termo=${encodeURIComponent(term)}` });
  expect(response.statusCode).toBe(200);
  return response.json().data as { titulo: string; disponibilidade?: unknown[] }[];
}

/** Lends a copy (status and open loan, as the desk's check-out leaves them) due on `due`. */
async function lend(barcode: string, due: string) {
  const db = testApp.database.db;
  const copy = await db
    .selectFrom('copies')
    .select(['id', 'library_id'])
    .where('barcode', '=', barcode)
    .executeTakeFirstOrThrow();
  const patron = await createPatron(db, { logins: [`leitor-${barcode}`], email: null });
  await db.updateTable('copies').set({ status: 'on_loan' }).where('id', '=', copy.id).execute();
  await db
    .insertInto('loans')
    .values({
      copy_id: copy.id,
      person_id: patron.personId,
      library_id: copy.library_id,
      loaned_at: '2026-11-20T12:00:00.000Z',
      due_date: due,
      renewal_count: 0,
      fine_cents: 0,
    })
    .execute();
}

beforeAll(async () => {
  testApp = await createTestApp();
  await importRecords(testApp, [
    title('avail-1', 'Zanzibar em duas bibliotecas', [
      { library: 'BC', barcode: 'z1', callNumber: '869.3 Z33z ex.2', itemType: 'LIVRO' },
      { library: 'BC', barcode: 'z2', callNumber: '869.3 Z33z', itemType: 'LIVRO' },
      { library: 'BC', barcode: 'z3', callNumber: '869.3 Z33z ex.3', itemType: 'LIVRO' },
      { library: 'BCS', barcode: 'z4', callNumber: '869.3 Z33z ex.4', itemType: 'LIVRO' },
      { library: 'BCS', barcode: 'z5', callNumber: '869.3 Z33z ex.5', itemType: 'LIVRO' },
    ]),
    title('avail-2', 'Quixaba de consulta local', [
      { library: 'BC', barcode: 'q1', callNumber: 'R 030 Q8', itemType: 'REFERENCIA' },
      { library: 'BC', barcode: 'q2', callNumber: 'R 030 Q8 ex.2', itemType: 'REFERENCIA' },
    ]),
    title('avail-3', 'Xerófila sem exemplares', []),
  ]);
  const db = testApp.database.db;
  await db.updateTable('libraries').set({ name: 'Biblioteca Central' }).where('code', '=', 'BC').execute();
  await db.updateTable('libraries').set({ name: 'Biblioteca de Saúde' }).where('code', '=', 'BCS').execute();
  await db.updateTable('loan_types').set({ circulates: 0 }).where('code', '=', 'REFERENCIA').execute();
  await db.updateTable('copies').set({ status: 'lost' }).where('barcode', '=', 'z3').execute();
  await lend('z4', '2026-12-12');
  await lend('z5', '2026-12-03');
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

describe('availability of search results', () => {
  it('counts each library, gives its call number, the next due date and whether a visitor may hold there', async () => {
    const [result] = await search('zanzibar');
    expect(result?.titulo).toBe('Zanzibar em duas bibliotecas');
    // Libraries by name: Biblioteca Central before Biblioteca de Saúde ("C" < "d").
    expect(result?.disponibilidade).toEqual([
      {
        cod_biblioteca: 'BC',
        desc_biblioteca: 'Biblioteca Central',
        situacao: 'disponivel',
        exemplares: 3,
        disponiveis: 2,
        emprestados: 0,
        nao_emprestaveis: 1,
        chamada: '869.3 Z33z',
        proxima_devolucao: null,
        // A copy is on the shelf: borrow it, no hold (spec 000 §4).
        reserva: false,
      },
      {
        cod_biblioteca: 'BCS',
        desc_biblioteca: 'Biblioteca de Saúde',
        situacao: 'emprestado',
        exemplares: 2,
        disponiveis: 0,
        emprestados: 2,
        nao_emprestaveis: 0,
        chamada: '869.3 Z33z ex.4',
        proxima_devolucao: '2026-12-03',
        reserva: true,
      },
    ]);
  });

  it('says library use only when no copy is lent, and offers no hold there', async () => {
    const [result] = await search('quixaba');
    expect(result?.disponibilidade).toEqual([
      {
        cod_biblioteca: 'BC',
        desc_biblioteca: 'Biblioteca Central',
        situacao: 'consulta_local',
        exemplares: 2,
        disponiveis: 0,
        emprestados: 0,
        nao_emprestaveis: 2,
        chamada: 'R 030 Q8',
        proxima_devolucao: null,
        reserva: false,
      },
    ]);
  });

  it('lists no library for a title without copies', async () => {
    const [result] = await search('xerofila');
    expect(result?.titulo).toBe('Xerófila sem exemplares');
    expect(result?.disponibilidade).toEqual([]);
  });
});

describe('availability from the grouped copies', () => {
  const group = (patch: Partial<CopyGroup>): CopyGroup => ({
    library_code: 'BC',
    library_name: 'Biblioteca Central',
    status: 'available',
    circulates: 1,
    volume: null,
    tome: null,
    part: null,
    material: null,
    copies: 1,
    call_number: '510 S586c',
    due_date: null,
    ...patch,
  });

  it('offers a hold for the volume that is all out although another volume is on the shelf, as the hold rule does', () => {
    const [library] = libraryAvailability([
      group({ volume: 'v. 1', copies: 2 }),
      group({ volume: 'v. 2', status: 'on_loan', due_date: '2026-12-09' }),
    ]);
    expect(library).toMatchObject({ situacao: 'disponivel', exemplares: 3, disponiveis: 2, emprestados: 1 });
    expect(library?.reserva).toBe(true);
  });

  it('keeps a library with only lost or mended copies apart from one for library use', () => {
    const [library] = libraryAvailability([group({ status: 'lost' }), group({ status: 'in_repair' })]);
    expect(library).toMatchObject({ situacao: 'indisponivel', nao_emprestaveis: 2, reserva: false });
  });
});

describe('RESULT_AVAILABILITY=off', () => {
  let withoutAvailability: TestApp | undefined;

  afterAll(async () => {
    await withoutAvailability?.close();
  });

  it('answers results without availability, read without the copies (what bench:search compares)', async () => {
    withoutAvailability = await createTestApp({ RESULT_AVAILABILITY: 'off' });
    await importRecords(withoutAvailability, [
      title('off-1', 'Zimbório sem disponibilidade', [
        { library: 'BC', barcode: 'o1', callNumber: '720 Z71z', itemType: 'LIVRO' },
      ]),
    ]);
    const response = await withoutAvailability.app.inject({ url: '/api/consulta?termo=zimborio' });
    expect(response.statusCode).toBe(200);
    const [result] = response.json().data as { titulo: string; disponibilidade?: unknown }[];
    expect(result?.titulo).toBe('Zimbório sem disponibilidade');
    expect(result).not.toHaveProperty('disponibilidade');
  });

  it('refuses a value other than on or off', () => {
    expect(() => loadConfig({ RESULT_AVAILABILITY: 'sometimes' })).toThrow(
      'RESULT_AVAILABILITY must be "on" or "off", got "sometimes"',
    );
  });
});
