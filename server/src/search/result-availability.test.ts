import { holdDecisionsByLibrary, type MarcRecord } from '@estante/core';
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
    title('avail-4', 'Umbuzeiro de dois tipos de empréstimo', [
      { library: 'BC', barcode: 'u1', callNumber: '581 U49u ex.2', itemType: 'LIVRO' },
      { library: 'BC', barcode: 'u2', callNumber: '581 U49u', itemType: 'SEMANAL' },
      { library: 'BC', barcode: 'u3', callNumber: '581 U49u ex.3', itemType: 'SEMANAL' },
    ]),
  ]);
  const db = testApp.database.db;
  await db.updateTable('libraries').set({ name: 'Biblioteca Central' }).where('code', '=', 'BC').execute();
  await db.updateTable('libraries').set({ name: 'Biblioteca de Saúde' }).where('code', '=', 'BCS').execute();
  await db.updateTable('loan_types').set({ circulates: 0 }).where('code', '=', 'REFERENCIA').execute();
  await db.updateTable('copies').set({ status: 'lost' }).where('barcode', '=', 'z3').execute();
  await lend('z4', '2026-12-12');
  await lend('z5', '2026-12-03');
  await lend('u3', '2026-12-20');
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

  it('counts copies of two loan types that both lend as one library', async () => {
    const [result] = await search('umbuzeiro');
    expect(result?.disponibilidade).toEqual([
      {
        cod_biblioteca: 'BC',
        desc_biblioteca: 'Biblioteca Central',
        situacao: 'disponivel',
        exemplares: 3,
        disponiveis: 2,
        emprestados: 1,
        nao_emprestaveis: 0,
        chamada: '581 U49u',
        proxima_devolucao: '2026-12-20',
        reserva: false,
      },
    ]);
  });

  it('counts a lent copy once: the database refuses a second open loan of a copy', async () => {
    const db = testApp.database.db;
    const loan = await db
      .selectFrom('loans')
      .innerJoin('copies', 'copies.id', 'loans.copy_id')
      .selectAll('loans')
      .where('copies.barcode', '=', 'z4')
      .executeTakeFirstOrThrow();
    const { id: _id, ...again } = loan;
    await expect(db.insertInto('loans').values(again).execute()).rejects.toThrow(/unique/i);
    const [result] = await search('zanzibar');
    expect(result?.disponibilidade).toMatchObject([
      { cod_biblioteca: 'BC' },
      { cod_biblioteca: 'BCS', emprestados: 2 },
    ]);
  });

  it('lists no library for a title without copies', async () => {
    const [result] = await search('xerofila');
    expect(result?.titulo).toBe('Xerófila sem exemplares');
    expect(result?.disponibilidade).toEqual([]);
  });
});

describe('availability from the grouped copies', () => {
  type Group = {
    library: string;
    status: string;
    circulates: number;
    volume: string | null;
    tome: string | null;
    part: string | null;
    material: string | null;
    copies: number;
    callNumber: string | null;
    dueDate: string | null;
  };
  const group = (patch: Partial<Group>): CopyGroup => {
    const g: Group = {
      library: 'BC',
      status: 'available',
      circulates: 1,
      volume: null,
      tome: null,
      part: null,
      material: null,
      copies: 1,
      callNumber: '510 S586c',
      dueDate: null,
      ...patch,
    };
    return [
      g.library,
      `Biblioteca ${g.library}`,
      g.status,
      g.circulates,
      g.volume,
      g.tome,
      g.part,
      g.material,
      g.copies,
      g.callNumber,
      g.dueDate,
    ];
  };

  it('offers a hold for the volume that is all out although another volume is on the shelf, as the hold rule does', () => {
    const [library] = libraryAvailability([
      group({ volume: 'v. 1', copies: 2 }),
      group({ volume: 'v. 2', status: 'on_loan', dueDate: '2026-12-09' }),
    ]);
    expect(library).toMatchObject({ situacao: 'disponivel', exemplares: 3, disponiveis: 2, emprestados: 1 });
    expect(library?.reserva).toBe(true);
  });

  it('offers no hold where every volume has a copy on the shelf', () => {
    const [library] = libraryAvailability([
      group({ volume: 'v. 1' }),
      group({ volume: 'v. 2' }),
      group({ volume: 'v. 2', status: 'on_loan', dueDate: '2026-12-09' }),
    ]);
    expect(library).toMatchObject({ situacao: 'disponivel', disponiveis: 2, emprestados: 1, reserva: false });
  });

  it('decides a hold as the core rule does for every mix of up to three kinds of copy at a library', () => {
    const kinds: CopyGroup[] = [];
    // 'v. 2 ' with a space: a hold naming it matches no copy (the rule trims what is asked).
    for (const status of ['available', 'on_loan', 'not_for_loan', 'lost'])
      for (const circulates of [0, 1])
        for (const volume of [null, 'v. 1', 'v. 2 ']) kinds.push(group({ status, circulates, volume }));
    const mixes = [
      ...kinds.map((a) => [a]),
      ...kinds.flatMap((a) => kinds.map((b) => [a, b])),
      ...kinds.flatMap((a) => kinds.flatMap((b) => kinds.map((c) => [a, b, c]))),
    ];
    const disagreements = mixes.filter((mix) => {
      const facts = mix.map(([libraryCode, , status, circulates, volume, tome, part, material, , , dueDate]) => ({
        libraryCode,
        status,
        circulates: circulates !== 0,
        volume,
        tome,
        part,
        material,
        location: null,
        dueDate,
      }));
      return libraryAvailability(mix)[0]?.reserva !== holdDecisionsByLibrary(facts)[0]?.holdable;
    });
    expect(mixes).toHaveLength(24 + 24 ** 2 + 24 ** 3);
    expect(disagreements).toEqual([]);
  }, 30_000);

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
