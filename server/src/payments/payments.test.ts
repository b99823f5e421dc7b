import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../admin/admin-commands.ts';
import { caller, importTitles, patronSession, type Session } from '../circulation/circulation-fixtures.testing.ts';
import { staffSession } from '../staff/staff-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('GRU payment slip: issued for a library’s debts, paid at the desk', () => {
  let testApp: TestApp;
  let desk: ReturnType<typeof caller>;
  let cataloguer: ReturnType<typeof caller>;
  let ana: Session;
  let bia: Session;
  const clock = new Date('2026-03-10T14:00:00Z');

  async function addDebt(personId: number, library: string, cents: number, paidCents = 0) {
    const { db } = testApp.database;
    const { id } = await db.selectFrom('libraries').select('id').where('code', '=', library).executeTakeFirstOrThrow();
    await db
      .insertInto('debts')
      .values({
        person_id: personId,
        library_id: id,
        loan_id: null,
        service_type: 'Empréstimo',
        reason: 'Multa por atraso',
        amount_cents: cents,
        discount_cents: 0,
        paid_cents: paidCents,
        paid_at: null,
        created_at: '2026-03-01T10:00:00.000Z',
      })
      .execute();
  }
  const gru = (session: Session, body: object) => caller(testApp, session)('POST', '/api/unidade-informacao/gru', body);

  beforeAll(async () => {
    testApp = await createTestApp();
    testApp.app.context.now = () => clock;
    await importTitles(testApp, [
      {
        key: 'gru',
        title: 'Iracema',
        copies: [
          { library: 'BC', barcode: 'G-1' },
          { library: 'BS', barcode: 'G-2' },
        ],
      },
    ]);
    desk = caller(testApp, await staffSession(testApp, 'balcao', ['circulation']));
    cataloguer = caller(testApp, await staffSession(testApp, 'catalogo', ['cataloguing']));
    ana = await patronSession(testApp, 'ana', { name: 'Ana Leitora' });
    bia = await patronSession(testApp, 'bia');
    await testApp.database.db
      .updateTable('people')
      .set({ tax_id: '52998224725' })
      .where('id', '=', ana.personId)
      .execute();
    await addDebt(ana.personId, 'BC', 800);
    await addDebt(ana.personId, 'BC', 700, 250);
    await addDebt(ana.personId, 'BS', 300);
    await addDebt(bia.personId, 'BC', 500);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('lists what the patron owes per library', async () => {
    const owed = (await caller(testApp, ana)('GET', '/api/unidade-informacao/gru')).json();
    expect(owed).toEqual([
      { cod_biblioteca: 'BC', desc_biblioteca: expect.any(String), valor: 12.5 },
      { cod_biblioteca: 'BS', desc_biblioteca: expect.any(String), valor: 3 },
    ]);
  });

  it('refuses while the institution has no GRU settings, and a patron without a tax id', async () => {
    expect((await gru(ana, { valor: 12.5, codBiblioteca: 'BC' })).json().error.code).toBe('GruNaoConfigurada');
    const run = (...argv: string[]) => runAdminCommand(testApp.database.db, argv, () => '', testApp.app.context);
    expect(await run('gru', 'set', 'unidadeGestora=153062', 'gestao=15234')).toBe(
      'gru settings saved (incomplete: slips cannot be issued yet)\n',
    );
    expect(
      await run(
        'gru',
        'set',
        'nomeUnidade=Universidade Federal de Exemplo',
        'codigoRecolhimento=28832-2',
        'apelidoUg=12345',
        'diasVencimento=10',
      ),
    ).toBe('gru settings saved\n');

    const without = await gru(bia, { valor: 5, codBiblioteca: 'BC' });
    expect(without.statusCode).toBe(422);
    expect(without.json().error).toMatchObject({
      code: 'UsuarioSemCpf',
      message: 'You have no tax id (CPF) registered. Please contact the library.',
    });
    expect((await gru(ana, { valor: 12, codBiblioteca: 'BC' })).json().error).toMatchObject({
      code: 'ValorDiferenteDoDebito',
      details: { saldo: 12.5 },
    });
    expect((await gru(ana, { valor: 1, codBiblioteca: 'XX' })).json().error.code).toBe('BibliotecaInvalida');
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/unidade-informacao/gru',
      payload: { valor: 12.5, codBiblioteca: 'BC' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('issues the slip as a PDF with the bar code of the Treasury’s layout', async () => {
    const response = await gru(ana, { valor: 12.5, codBiblioteca: 'BC' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    // Reference: the issue date and the slip's id (the first slip: 1), 17 digits.
    expect(response.headers['content-disposition']).toBe('attachment; filename="gru-20260310000000001.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(5_000);

    const slips = (await desk('GET', '/api/equipe/gru?situacao=emitida')).json();
    expect(slips.total).toBe(1);
    expect(slips.itens[0]).toMatchObject({
      numero_referencia: '20260310000000001',
      nome: 'Ana Leitora',
      cod_biblioteca: 'BC',
      valor: 12.5,
      vencimento: '2026-03-20',
      // 858 · DV 4 · 00000001250 · 0254 · 28832 · 12345 · 1 (CPF) · 00052998224725 (worked in gru-barcode.test.ts)
      codigo_barras: '85840000000125002542883212345100052998224725',
      linha_digitavel: '85840000000-0 12500254288-0 32123451000-7 52998224725-7',
      paga_em: null,
    });
  });

  it('staff record the payment: the library’s debts are cleared, the other library’s stay', async () => {
    expect((await caller(testApp, ana)('POST', '/api/equipe/gru/20260310000000001/pagamento')).statusCode).toBe(403);
    expect((await cataloguer('POST', '/api/equipe/gru/20260310000000001/pagamento')).statusCode).toBe(403);
    expect((await cataloguer('GET', '/api/equipe/gru')).statusCode).toBe(403);
    const paid = await desk('POST', '/api/equipe/gru/20260310000000001/pagamento');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paga_em: clock.toISOString(), valor_recebido: 12.5 });
    expect(paid.json().debitos_quitados).toHaveLength(2);

    const debts = (await caller(testApp, ana)('GET', '/api/emprestimo/debitos-pendentes')).json();
    expect(debts.map((debt: { saldo: number }) => debt.saldo)).toEqual([3]);
    expect((await desk('POST', '/api/equipe/gru/20260310000000001/pagamento')).json().error.code).toBe('GruJaPaga');
    expect((await desk('POST', '/api/equipe/gru/20260310999999999/pagamento')).statusCode).toBe(404);
    expect((await desk('GET', '/api/equipe/gru?situacao=paga')).json().itens[0].paga_em).toBe(clock.toISOString());
    expect((await gru(ana, { valor: 12.5, codBiblioteca: 'BC' })).json().error.code).toBe('SemDebitosNaBiblioteca');
  });

  it('refuses to record a slip whose debts changed since it was issued', async () => {
    const slip = await gru(ana, { valor: 3, codBiblioteca: 'BS' });
    const reference = /gru-(\d{17})\.pdf/.exec(String(slip.headers['content-disposition']))![1];
    const [debt] = (await caller(testApp, ana)('GET', '/api/emprestimo/debitos-pendentes')).json();
    await desk('POST', `/api/circulacao/debitos/${debt.cod_debito}/pagamentos`, { valor: 1 });
    expect((await desk('POST', `/api/equipe/gru/${reference}/pagamento`)).json().error.code).toBe('GruDesatualizada');
  });
});
