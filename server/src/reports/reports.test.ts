import { STAFF_FUNCTIONS, STAFF_MODULE } from '@estante/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caller,
  deskSession,
  importTitles,
  patronSession,
  type Session,
  setPolicy,
  signIn,
} from '../circulation/circulation-fixtures.testing.ts';
import { checkIn, checkOut, placeHold, renewLoans } from '../circulation/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const ANY_COPY = { volume: '', tome: '', part: '', material: '', location: '' };
const REPORTS = ['circulacao', 'reservas-em-espera', 'atrasos', 'acessos', 'aquisicoes'] as const;

/**
 * The staff reports over a circulation history written by hand (docs/staff-reports.md). Two libraries, BC and BS;
 * 14-day loans, R$ 1,50 a day late, two renewals. Every event happens at the instant the clock is set to; the
 * figures below are counted from this list, not from the code:
 *
 *   2026-01-05 ana    borrows BC-1 (BC)             due 01-19, returned 01-19 (on time)
 *   2026-01-12 bruno  borrows BS-1 (BS)             renewed 01-20 and 02-02 (due 02-16), returned 02-16
 *   2026-01-26 carla  borrows BC-2 (BC)             renewed 02-03 (due 02-17), still out: 21 days late on 03-10
 *   2026-02-17 davi   borrows BC-3 (BC)             due 03-03, returned 03-03
 *   2026-02-20 bruno  borrows BS-4 (BS)             due 03-06, still out: 4 days late on 03-10
 *   2026-02-20 ana    holds Iracema at BC; 2026-02-25 davi too (BC-2 is out)
 *   2026-03-02 ana    borrows BS-3 (BS); 2026-03-04 ana borrows BC-1 (BC)
 *   2026-03-05 elisa  holds O Guarani at BS (BS-3 is out)
 *
 * The reports are read on Tuesday 2026-03-10.
 */
describe('staff reports', () => {
  let testApp: TestApp;
  let ids: Record<string, number>;
  let reports: Session;
  let clock = new Date('2026-01-05T10:00:00Z');
  const people: Record<string, Session> = {};
  const at = (instant: string) => {
    clock = new Date(instant);
  };
  const get = (url: string, session = reports, language = '1') =>
    testApp.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${session.token}`, idioma: language },
    });

  beforeAll(async () => {
    testApp = await createTestApp();
    const context = testApp.app.context;
    context.now = () => clock;
    ids = await importTitles(testApp, [
      {
        key: 'casmurro',
        title: 'Dom Casmurro',
        copies: [
          { library: 'BC', barcode: 'BC-1' },
          { library: 'BS', barcode: 'BS-1' },
        ],
      },
      { key: 'iracema', title: 'Iracema', copies: [{ library: 'BC', barcode: 'BC-2' }] },
      {
        key: 'guarani',
        title: 'O Guarani',
        copies: [
          { library: 'BC', barcode: 'BC-3' },
          { library: 'BS', barcode: 'BS-3' },
        ],
      },
      { key: 'senhora', title: 'Senhora', copies: [{ library: 'BS', barcode: 'BS-4' }] },
    ]);
    await setPolicy(testApp, { loanDays: 14, finePerDayCents: 150, renewalLimit: 2 });
    for (const [login, name] of [
      ['ana', 'Ana Lima'],
      ['bruno', 'Bruno Costa'],
      ['carla', 'Carla Dias, "Cacá"'],
      ['davi', 'Davi Souza'],
      ['elisa', 'Elisa Prado'],
    ] as const)
      people[login] = await patronSession(testApp, login, { name });
    reports = await patronSession(testApp, 'relatorios', { name: 'Relatórios' });
    await testApp.database.db
      .insertInto('person_permissions')
      .values({ person_id: reports.personId, module_code: STAFF_MODULE, activity_code: STAFF_FUNCTIONS.reports })
      .execute();

    const lend = async (instant: string, login: string, barcode: string) => {
      at(instant);
      return (await checkOut(context, { login, barcode })).loanId;
    };
    const giveBack = async (instant: string, barcode: string) => {
      at(instant);
      await checkIn(context, { barcode });
    };
    const renew = async (instant: string, login: string, loanId: number) => {
      at(instant);
      const [outcome] = await renewLoans(context, people[login]!.personId, [loanId]);
      expect(outcome?.renewed).toBe(true);
    };
    const hold = async (instant: string, login: string, key: string, libraryCode: string) => {
      at(instant);
      await placeHold(context, people[login]!.personId, { recordId: ids[key]!, libraryCode, ...ANY_COPY });
    };

    await lend('2026-01-05T10:00:00Z', 'ana', 'BC-1');
    const brunoFirst = await lend('2026-01-12T10:00:00Z', 'bruno', 'BS-1');
    await giveBack('2026-01-19T16:00:00Z', 'BC-1');
    await renew('2026-01-20T09:00:00Z', 'bruno', brunoFirst);
    const carlaLoan = await lend('2026-01-26T11:00:00Z', 'carla', 'BC-2');
    await renew('2026-02-02T09:00:00Z', 'bruno', brunoFirst);
    await renew('2026-02-03T09:00:00Z', 'carla', carlaLoan);
    await giveBack('2026-02-16T23:30:00Z', 'BS-1');
    await lend('2026-02-17T10:00:00Z', 'davi', 'BC-3');
    await lend('2026-02-20T10:00:00Z', 'bruno', 'BS-4');
    await hold('2026-02-20T12:00:00Z', 'ana', 'iracema', 'BC');
    await hold('2026-02-25T12:00:00Z', 'davi', 'iracema', 'BC');
    await lend('2026-03-02T10:00:00Z', 'ana', 'BS-3');
    await giveBack('2026-03-03T15:00:00Z', 'BC-3');
    await lend('2026-03-04T10:00:00Z', 'ana', 'BC-1');
    await hold('2026-03-05T12:00:00Z', 'elisa', 'guarani', 'BS');
    // Tokens are issued and checked by the app's clock: sign in again on the day the reports are read.
    at('2026-03-10T12:00:00Z');
    for (const session of [...Object.values(people), reports]) session.token = await signIn(testApp, session.login);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  describe('circulation per month and library', () => {
    it('counts loans, returns and renewals of each month at each library', async () => {
      const response = await get('/api/equipe/relatorios/circulacao?de=2026-01-01&ate=2026-03-31');
      expect(response.statusCode).toBe(200);
      const report = response.json();
      expect(report.de).toBe('2026-01-01');
      expect(report.ate).toBe('2026-03-31');
      expect(
        report.itens.map((row: Record<string, unknown>) => [
          row.mes,
          row.biblioteca,
          row.emprestimos,
          row.devolucoes,
          row.renovacoes,
        ]),
      ).toEqual([
        ['2026-01', 'BC', 2, 1, 0],
        // Bruno's loan, renewed on 01-20 and 02-02, counts one renewal in January and one in February.
        ['2026-01', 'BS', 1, 0, 1],
        ['2026-02', 'BC', 1, 0, 1],
        ['2026-02', 'BS', 1, 1, 1],
        ['2026-03', 'BC', 1, 1, 0],
        ['2026-03', 'BS', 1, 0, 0],
      ]);
      expect(report.total).toBe(6);
      expect(report.totais).toEqual({ emprestimos: 7, devolucoes: 3, renovacoes: 3 });
    });

    it('keeps to one library and to the days of the period', async () => {
      const library = (
        await get('/api/equipe/relatorios/circulacao?biblioteca=BS&de=2026-01-01&ate=2026-03-31')
      ).json();
      expect(library.itens.map((row: { mes: string; biblioteca: string }) => `${row.mes} ${row.biblioteca}`)).toEqual([
        '2026-01 BS',
        '2026-02 BS',
        '2026-03 BS',
      ]);
      expect(library.totais).toEqual({ emprestimos: 3, devolucoes: 1, renovacoes: 2 });

      // 01-19 16:00 (a return) is in, 01-26 11:00 (a loan) is out: the last day counts whole, the next day not at all.
      const days = (await get('/api/equipe/relatorios/circulacao?de=2026-01-06&ate=2026-01-19')).json();
      expect(days.itens).toEqual([
        { mes: '2026-01', biblioteca: 'BC', desc_biblioteca: 'BC', emprestimos: 0, devolucoes: 1, renovacoes: 0 },
        { mes: '2026-01', biblioteca: 'BS', desc_biblioteca: 'BS', emprestimos: 1, devolucoes: 0, renovacoes: 0 },
      ]);
      // Bruno's first renewal (01-20), alone in its day: a renewal counts by its own instant, not the loan's latest.
      const renewalDay = (await get('/api/equipe/relatorios/circulacao?de=2026-01-20&ate=2026-01-20')).json();
      expect(renewalDay.itens).toEqual([
        { mes: '2026-01', biblioteca: 'BS', desc_biblioteca: 'BS', emprestimos: 0, devolucoes: 0, renovacoes: 1 },
      ]);
    });

    it('reads the last twelve calendar months without a period', async () => {
      const report = (await get('/api/equipe/relatorios/circulacao')).json();
      expect([report.de, report.ate]).toEqual(['2025-04-01', '2026-03-10']);
      expect(report.totais).toEqual({ emprestimos: 7, devolucoes: 3, renovacoes: 3 });
    });

    it('refuses a period that ends before it starts, a day that does not exist and an unknown library', async () => {
      const backwards = await get('/api/equipe/relatorios/circulacao?de=2026-03-01&ate=2026-02-01', reports, '5');
      expect(backwards.statusCode).toBe(422);
      expect(backwards.json().error.code).toBe('PeriodoInvalido');
      expect(backwards.json().error.message).toMatch(/^Invalid period/);
      const noSuchDay = await get('/api/equipe/relatorios/circulacao?de=2026-02-30');
      expect(noSuchDay.statusCode).toBe(422);
      expect(noSuchDay.json().error.code).toBe('PeriodoInvalido');
      const library = await get('/api/equipe/relatorios/circulacao?biblioteca=XX');
      expect(library.statusCode).toBe(422);
      expect(library.json().error.code).toBe('BibliotecaInvalida');
    });

    it('writes the same rows as CSV: byte order mark, header in the caller’s language, CRLF', async () => {
      const response = await get(
        '/api/equipe/relatorios/circulacao?biblioteca=BS&de=2026-01-01&ate=2026-03-31&formato=csv',
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="relatorio-circulacao_BS_2026-01-01_2026-03-31.csv"',
      );
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      expect(response.body).toBe(
        '\uFEFFMês,Código da biblioteca,Biblioteca,Empréstimos,Devoluções,Renovações\r\n' +
          '2026-01,BS,BS,1,0,1\r\n' +
          '2026-02,BS,BS,1,1,1\r\n' +
          '2026-03,BS,BS,1,0,0\r\n',
      );
      const english = await get('/api/equipe/relatorios/circulacao?biblioteca=BS&formato=csv', reports, '5');
      expect(english.body.split('\r\n')[0]).toBe('\uFEFFMonth,Library code,Library,Loans,Returns,Renewals');
    });
  });

  describe('holds waiting', () => {
    it('lists each title and library with its queue, the longest first, and since when its oldest hold waits', async () => {
      const report = (await get('/api/equipe/relatorios/reservas-em-espera')).json();
      expect(report).toEqual({
        total: 2,
        reservas: 3,
        itens: [
          {
            cod_acervo: ids.iracema,
            titulo: 'Iracema',
            autor: null,
            biblioteca: 'BC',
            desc_biblioteca: 'BC',
            fila: 2,
            mais_antiga: '2026-02-20T12:00:00.000Z',
            dias_espera: 18,
          },
          {
            cod_acervo: ids.guarani,
            titulo: 'O Guarani',
            autor: null,
            biblioteca: 'BS',
            desc_biblioteca: 'BS',
            fila: 1,
            mais_antiga: '2026-03-05T12:00:00.000Z',
            dias_espera: 5,
          },
        ],
      });
    });

    it('pages, and filters by library and by the day holds were placed', async () => {
      const second = (await get('/api/equipe/relatorios/reservas-em-espera?pagina=2&itens=1')).json();
      expect(second.total).toBe(2);
      expect(second.itens.map((row: { titulo: string }) => row.titulo)).toEqual(['O Guarani']);
      const bs = (await get('/api/equipe/relatorios/reservas-em-espera?biblioteca=BS')).json();
      expect([bs.total, bs.reservas]).toEqual([1, 1]);
      // Only Davi's hold of 02-25 was placed from 02-21 on.
      const late = (await get('/api/equipe/relatorios/reservas-em-espera?de=2026-02-21&ate=2026-02-28')).json();
      expect(late.itens).toMatchObject([{ titulo: 'Iracema', fila: 1, mais_antiga: '2026-02-25T12:00:00.000Z' }]);
    });
  });

  describe('overdue loans', () => {
    it('lists patron, title, copy, due date, days late and the fine so far, the most overdue first', async () => {
      const report = (await get('/api/equipe/relatorios/atrasos')).json();
      expect(report.data_referencia).toBe('2026-03-10');
      expect(report.total).toBe(2);
      expect(report.faixas).toEqual([
        { faixa: '1-7', quantidade: 1 },
        { faixa: '8-30', quantidade: 1 },
        { faixa: '31-90', quantidade: 0 },
        { faixa: '91+', quantidade: 0 },
      ]);
      expect(report.itens).toEqual([
        {
          cod_emprestimo: expect.any(Number),
          usuario: 'carla',
          nome: 'Carla Dias, "Cacá"',
          cod_acervo: ids.iracema,
          titulo: 'Iracema',
          cod_exemplar: expect.any(Number),
          codigo_barras: 'BC-2',
          biblioteca: 'BC',
          desc_biblioteca: 'BC',
          data_devolucao_prevista: '2026-02-17',
          dias_atraso: 21,
          multa: 31.5,
        },
        {
          cod_emprestimo: expect.any(Number),
          usuario: 'bruno',
          nome: 'Bruno Costa',
          cod_acervo: ids.senhora,
          titulo: 'Senhora',
          cod_exemplar: expect.any(Number),
          codigo_barras: 'BS-4',
          biblioteca: 'BS',
          desc_biblioteca: 'BS',
          data_devolucao_prevista: '2026-03-06',
          dias_atraso: 4,
          multa: 6,
        },
      ]);
    });

    it('filters by library and due dates; the CSV quotes a name with a comma and quotes, money with two decimals', async () => {
      const bc = (await get('/api/equipe/relatorios/atrasos?biblioteca=BC')).json();
      expect(bc.itens.map((row: { usuario: string }) => row.usuario)).toEqual(['carla']);
      const march = (await get('/api/equipe/relatorios/atrasos?de=2026-03-01&ate=2026-03-31')).json();
      expect(march.itens.map((row: { usuario: string }) => row.usuario)).toEqual(['bruno']);

      const csv = await get('/api/equipe/relatorios/atrasos?formato=csv&itens=1', reports, '5');
      expect(csv.headers['content-disposition']).toBe('attachment; filename="relatorio-atrasos_2026-03-10.csv"');
      expect(csv.body.split('\r\n')).toEqual([
        '\uFEFFUser code,Name,Title number,Title,Barcode,Library code,Library,Due date,Days late,Fine so far',
        `carla,"Carla Dias, ""Cacá""",${ids.iracema},Iracema,BC-2,BC,BC,2026-02-17,21,31.50`,
        `bruno,Bruno Costa,${ids.senhora},Senhora,BS-4,BS,BS,2026-03-06,4,6.00`,
        '',
      ]);
    });
  });

  describe('access statistics', () => {
    it('counts first pages of searches and title pages viewed per day; other pages and failures are not counted', async () => {
      const visit = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { idioma: '1' } });
      at('2026-03-09T10:00:00Z');
      expect((await visit('/api/consulta?termo=guarani')).statusCode).toBe(200);
      expect((await visit('/api/consulta?termo=iracema&pagina=1')).statusCode).toBe(200);
      expect((await visit('/api/consulta?termo=iracema&pagina=2')).statusCode).toBe(200);
      for (const key of ['casmurro', 'iracema', 'casmurro'])
        expect((await visit(`/api/acervo/${ids[key]}`)).statusCode).toBe(200);
      at('2026-03-10T11:00:00Z');
      expect((await visit('/api/consulta?termo=senhora')).statusCode).toBe(200);
      expect((await visit(`/api/acervo/${ids.senhora}`)).statusCode).toBe(200);
      expect((await visit('/api/acervo/999999')).statusCode).toBe(404);
      expect((await visit(`/api/acervo/${ids.senhora}/marc`)).statusCode).toBe(200);
      at('2026-03-10T12:00:00Z');

      const report = (await get('/api/equipe/relatorios/acessos?de=2026-03-08&ate=2026-03-10')).json();
      expect(report).toEqual({
        de: '2026-03-08',
        ate: '2026-03-10',
        total: 3,
        itens: [
          { periodo: '2026-03-08', pesquisas: 0, visualizacoes: 0 },
          { periodo: '2026-03-09', pesquisas: 2, visualizacoes: 3 },
          { periodo: '2026-03-10', pesquisas: 1, visualizacoes: 1 },
        ],
        totais: { pesquisas: 3, visualizacoes: 4 },
      });
      const months = (await get('/api/equipe/relatorios/acessos?agrupar=mes&de=2026-02-01&ate=2026-03-31')).json();
      expect(months.itens).toEqual([
        { periodo: '2026-02', pesquisas: 0, visualizacoes: 0 },
        { periodo: '2026-03', pesquisas: 3, visualizacoes: 4 },
      ]);
      const csv = await get('/api/equipe/relatorios/acessos?de=2026-03-09&ate=2026-03-10&formato=csv', reports, '7');
      expect(csv.body).toBe('\uFEFFJour,Recherches,Notices consultées\r\n2026-03-09,2,3\r\n2026-03-10,1,1\r\n');
    });
  });

  describe('acquisitions', () => {
    it('counts suggestions sent per month by their status now, in the caller’s language', async () => {
      const libraries = await testApp.database.db.selectFrom('libraries').select(['id', 'code']).execute();
      const library = (code: string) => libraries.find((row) => row.code === code)!.id;
      const suggestion = (code: string, status: string, createdAt: string) => ({
        person_id: people.ana!.personId,
        campus_id: null,
        library_id: library(code),
        title: 'Título',
        publisher: 'Editora',
        status,
        created_at: createdAt,
        updated_at: createdAt,
      });
      await testApp.database.db
        .insertInto('acquisition_suggestions')
        .values([
          suggestion('BC', 'sugestao_compra', '2026-01-10T10:00:00.000Z'),
          suggestion('BC', 'sugestao_compra', '2026-01-31T23:59:00.000Z'),
          suggestion('BC', 'em_cotacao', '2026-02-01T00:00:00.000Z'),
          suggestion('BC', 'cancelada', '2026-02-14T10:00:00.000Z'),
          suggestion('BS', 'em_cotacao', '2026-02-20T10:00:00.000Z'),
          suggestion('BC', 'sugestao_compra', '2025-12-31T23:59:00.000Z'),
        ])
        .execute();
      const report = (await get('/api/equipe/relatorios/aquisicoes?de=2026-01-01&ate=2026-02-28', reports, '5')).json();
      expect(report.itens).toEqual([
        { mes: '2026-01', situacao: 'sugestao_compra', desc_situacao: expect.any(String), quantidade: 2 },
        { mes: '2026-02', situacao: 'cancelada', desc_situacao: 'Cancelled', quantidade: 1 },
        { mes: '2026-02', situacao: 'em_cotacao', desc_situacao: 'In quote', quantidade: 2 },
      ]);
      expect(report.situacoes).toEqual([
        { situacao: 'em_cotacao', desc_situacao: 'In quote', quantidade: 2 },
        { situacao: 'sugestao_compra', desc_situacao: expect.any(String), quantidade: 2 },
        { situacao: 'cancelada', desc_situacao: 'Cancelled', quantidade: 1 },
      ]);
      const bs = (await get('/api/equipe/relatorios/aquisicoes?biblioteca=BS&de=2026-01-01&ate=2026-02-28')).json();
      expect(bs.itens).toMatchObject([{ mes: '2026-02', situacao: 'em_cotacao', quantidade: 1 }]);
    });

    it('counts purchase orders per month by their status now, with the copies and their price', async () => {
      const { db } = testApp.database;
      const libraries = await db.selectFrom('libraries').select(['id', 'code']).execute();
      const library = (code: string) => libraries.find((row) => row.code === code)!.id;
      const order = async (
        code: string,
        status: 'open' | 'sent' | 'received' | 'cancelled',
        createdAt: string,
        items: [quantity: number, unitPriceCents: number][],
      ) => {
        const { id } = await db
          .insertInto('purchase_orders')
          .values({
            library_id: library(code),
            supplier: 'Livraria Central',
            status,
            quote_date: null,
            expected_delivery: null,
            notes: null,
            created_by: null,
            created_at: createdAt,
            updated_at: createdAt,
            sent_at: null,
            closed_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const [quantity, unitPriceCents] of items)
          await db
            .insertInto('purchase_order_items')
            .values({
              order_id: id,
              suggestion_id: null,
              title: 'Título',
              author: null,
              publisher: null,
              isbn_issn: null,
              foreign_title: 0,
              quantity,
              unit_price_cents: unitPriceCents,
            })
            .execute();
      };
      await order('BC', 'open', '2026-01-15T10:00:00.000Z', [
        [2, 4550],
        [1, 10000],
      ]);
      await order('BC', 'open', '2026-01-20T10:00:00.000Z', [
        [1, 500],
        [1, 500],
      ]);
      await order('BC', 'sent', '2026-02-05T10:00:00.000Z', []);
      await order('BS', 'received', '2026-02-10T10:00:00.000Z', [[5, 2000]]);
      await order('BC', 'cancelled', '2025-12-20T10:00:00.000Z', [[1, 9900]]);

      const report = (await get('/api/equipe/relatorios/aquisicoes?de=2026-01-01&ate=2026-02-28', reports, '5')).json();
      // January: two open orders, 2 + 1 + 1 + 1 copies, 2 × 45,50 + 100,00 + 5,00 + 5,00 = 201,00.
      expect(report.pedidos).toEqual([
        { mes: '2026-01', situacao: 'aberto', desc_situacao: 'Open', pedidos: 2, exemplares: 5, valor: 201 },
        { mes: '2026-02', situacao: 'enviado', desc_situacao: 'Sent', pedidos: 1, exemplares: 0, valor: 0 },
        { mes: '2026-02', situacao: 'recebido', desc_situacao: 'Received', pedidos: 1, exemplares: 5, valor: 100 },
      ]);
      const bc = (await get('/api/equipe/relatorios/aquisicoes?biblioteca=BC&de=2026-02-01&ate=2026-02-28')).json();
      expect(bc.pedidos).toMatchObject([{ situacao: 'enviado', pedidos: 1 }]);

      const csv = await get(
        '/api/equipe/relatorios/aquisicoes?de=2026-01-01&ate=2026-02-28&formato=csv&tabela=pedidos',
        reports,
        '5',
      );
      expect(csv.headers['content-disposition']).toBe(
        'attachment; filename="relatorio-pedidos-compra_2026-01-01_2026-02-28.csv"',
      );
      expect(csv.body).toBe(
        '\uFEFFMonth,Status code,Status,Orders,Copies,Total price\r\n' +
          '2026-01,aberto,Open,2,5,201.00\r\n' +
          '2026-02,enviado,Sent,1,0,0.00\r\n' +
          '2026-02,recebido,Received,1,5,100.00\r\n',
      );
    });
  });

  describe('who may read them', () => {
    it.each(REPORTS)(
      '/api/equipe/relatorios/%s: 401 without a token, 403 for a patron and for desk staff',
      async (kind) => {
        const url = `/api/equipe/relatorios/${kind}`;
        expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
        const patron = await get(url, people.ana!);
        expect(patron.statusCode).toBe(403);
        expect(patron.json().error.code).toBe('AcessoNegado');
        const desk = await deskSession(testApp, `balcao-${kind}`);
        expect((await caller(testApp, desk)('GET', url)).statusCode).toBe(403);
        expect((await caller(testApp, desk)('GET', `${url}?formato=csv`)).statusCode).toBe(403);
        expect((await get(url)).statusCode).toBe(200);
      },
    );
  });
});
