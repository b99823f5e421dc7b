import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  caller,
  deskSession,
  importTitles,
  patronSession,
  type Session,
  setPolicy,
  signIn,
} from './circulation-fixtures.testing.ts';

const HOLD_FORM = { volume: '', tomo: '', parte: '', material_adicional: '', localizacao: '' };

/**
 * The staff console's circulation desk (docs/staff-desk.md) through its HTTP API, on a clock set by hand: Wednesday
 * 2026-11-25, 14-day loans (due Wednesday 2026-12-09), holds wait 3 days on the shelf (Saturday 2026-11-28), R$ 1,50
 * a day late. Libraries BC (Biblioteca Central) and BCS come from the imported copies.
 */
describe('circulation desk: find a patron, lend, trap holds, transit, renew, pay and waive', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let ids: Record<string, number>;
  let clerk: Session;
  let desk: ReturnType<typeof caller>;
  let ana: Session;
  let bruno: Session;
  let carla: Session;
  let eva: Session;
  let clock = new Date('2026-11-25T12:00:00Z');
  /** Moves the clock; everyone signs in again (a token issued on another day has expired). */
  async function at(instant: string) {
    clock = new Date(instant);
    for (const session of [clerk, ana, bruno, carla, eva]) session.token = await signIn(testApp, session.login);
  }
  const as = (session: Session) => caller(testApp, session);
  const holdsOf = async (session: Session) => (await as(session)('GET', '/api/reserva')).json();
  const holdOn = async (session: Session, recordId: number) =>
    (await holdsOf(session)).find((hold: { cod_acervo: number }) => hold.cod_acervo === recordId);
  const checkOut = (patron: Session, barcode: string) =>
    desk('POST', '/api/circulacao/emprestimos', { usuario: patron.login, codigo_barras: barcode });
  const checkIn = (barcode: string) => desk('POST', '/api/circulacao/devolucoes', { codigo_barras: barcode });
  const receive = (barcode: string) =>
    desk('POST', '/api/circulacao/transitos/recebimento', { codigo_barras: barcode });
  const summary = async (patron: Session) => (await desk('GET', `/api/circulacao/usuarios/${patron.personId}`)).json();
  const placeHold = (patron: Session, recordId: number) =>
    as(patron)('POST', '/api/reserva', { cod_acervo: recordId, biblioteca: 'BC', ...HOLD_FORM });
  const pickupAt = (patron: Session, holdId: number, library: string) =>
    as(patron)('PUT', `/api/reserva/${holdId}/biblioteca-retirada`, { biblioteca: library });

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp({ SMTP_URL: smtp.url });
    testApp.app.context.now = () => clock;
    ids = await importTitles(testApp, [
      { key: 'alienista', title: 'O alienista', copies: [{ library: 'BC', barcode: 'BC-ALI-1' }] },
      { key: 'policarpo', title: 'Triste fim de Policarpo Quaresma', copies: [{ library: 'BC', barcode: 'BC-POL-1' }] },
      { key: 'volta', title: 'O ateneu', copies: [{ library: 'BC', barcode: 'BC-ATE-1' }] },
      { key: 'moreninha', title: 'A moreninha', copies: [{ library: 'BC', barcode: 'BC-MOR-1' }] },
      { key: 'luciola', title: 'Lucíola', copies: [{ library: 'BC', barcode: 'BC-LUC-1' }] },
      // A copy at the Biblioteca de Ciências Sociais makes BCS a library of the network (a pickup library).
      { key: 'senhora', title: 'Senhora', copies: [{ library: 'BCS', barcode: 'BCS-SEN-1' }] },
    ]);
    await setPolicy(testApp, {
      loanDays: 14,
      renewalLimit: 2,
      finePerDayCents: 150,
      holdLimit: 5,
      holdPickupDays: 3,
      loanLimit: 5,
    });
    await setPolicy(testApp, {
      patronCategory: '08',
      loanDays: 14,
      renewalLimit: 2,
      finePerDayCents: 150,
      loanLimit: 1,
    });
    clerk = await deskSession(testApp);
    desk = caller(testApp, clerk);
    ana = await patronSession(testApp, 'ana.desk', { name: 'Ana Souza' });
    await testApp.database.db
      .updateTable('people')
      .set({ tax_id: '12345678909' })
      .where('id', '=', ana.personId)
      .execute();
    await patronSession(testApp, '2026002', { name: 'Anabela Souza Lima' });
    bruno = await patronSession(testApp, 'bruno.desk', { name: 'Bruno Lima' });
    carla = await patronSession(testApp, 'carla.desk', { name: 'Carla Dias' });
    eva = await patronSession(testApp, 'eva.desk', { name: 'Eva Prado', category: '08' });
    await patronSession(testApp, 'joao.desk', { name: 'João da Conceição' });
    await patronSession(testApp, 'jose.desk', { name: 'JOSÉ ÁVILA' });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it('finds patrons by login (the card number), CPF with or without punctuation, or words of the name', async () => {
    const find = async (termo: string) =>
      (await desk('GET', `/api/circulacao/usuarios?termo=${encodeURIComponent(termo)}`)).json();
    expect(await find('ANA.DESK')).toEqual({
      total: 1,
      itens: [
        {
          cod_pessoa: ana.personId,
          nome: 'Ana Souza',
          usuario: 'ana.desk',
          desc_categoria: 'Aluno de graduação',
          bloqueado: false,
        },
      ],
    });
    expect((await find('2026002')).itens.map((match: { nome: string }) => match.nome)).toEqual(['Anabela Souza Lima']);
    expect((await find('123.456.789-09')).itens.map((match: { usuario: string }) => match.usuario)).toEqual([
      'ana.desk',
    ]);
    expect((await find('12345678909')).total).toBe(1);
    expect((await find('souza')).itens.map((match: { nome: string }) => match.nome)).toEqual([
      'Ana Souza',
      'Anabela Souza Lima',
    ]);
    expect((await find('souza lima')).itens.map((match: { nome: string }) => match.nome)).toEqual([
      'Anabela Souza Lima',
    ]);
    expect(await find('ninguém')).toEqual({ total: 0, itens: [] });
    // Case and accents do not matter, whichever side has them (SQLite's lower() alone knows only ASCII).
    const names = async (termo: string) => (await find(termo)).itens.map((match: { nome: string }) => match.nome);
    expect(await names('joao')).toEqual(['João da Conceição']);
    expect(await names('Conceicao')).toEqual(['João da Conceição']);
    expect(await names('JOÃO conceição')).toEqual(['João da Conceição']);
    expect(await names('josé ávila')).toEqual(['JOSÉ ÁVILA']);
    expect(await names('avila')).toEqual(['JOSÉ ÁVILA']);
    expect(await names('joão silva')).toEqual([]);
    // LIKE wildcards are words, not patterns.
    expect((await find('%')).total).toBe(0);
  });

  it('lends with the due date from the policy and lists the loan on the patron’s summary', async () => {
    const lent = await checkOut(ana, 'BC-ALI-1');
    expect(lent.statusCode).toBe(201);
    expect(lent.json()).toMatchObject({
      data_devolucao_prevista: '2026-12-09',
      codigo_barras: 'BC-ALI-1',
      titulo: 'O alienista',
    });
    const account = await summary(ana);
    expect(account).toMatchObject({
      nome: 'Ana Souza',
      usuario: 'ana.desk',
      desc_categoria: 'Aluno de graduação',
      impedimentos: [],
      limite_emprestimos: 5,
      reservas: [],
      debitos: [],
    });
    expect(account.emprestimos).toMatchObject([
      {
        titulo: 'O alienista',
        data_devolucao_prevista: '2026-12-09',
        atrasado: false,
        exemplar: { codigo_barras: 'BC-ALI-1' },
      },
    ]);
  });

  it('traps a returned copy for the first hold: ready on this library’s shelf, kept from anyone else', async () => {
    const placed = await placeHold(bruno, ids.alienista!);
    expect(placed.json().posicao_fila).toBe(1);
    expect((await summary(bruno)).reservas).toMatchObject([
      { titulo: 'O alienista', situacao: 'EM_FILA', posicao_fila: 1 },
    ]);
    const mailsBefore = smtp.messages.length;
    const returned = await checkIn('BC-ALI-1');
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({
      titulo: 'O alienista',
      multa: 0,
      reservado_para: bruno.personId,
      reserva: {
        nome: 'Bruno Lima',
        pronta: true,
        biblioteca_retirada: 'BC',
        data_limite_retirada: '2026-11-28',
      },
      transito: null,
    });
    expect((await smtp.nextMessage(mailsBefore)).to).toEqual(['bruno.desk@example.edu']);
    expect(await holdOn(bruno, ids.alienista!)).toMatchObject({
      situacao: 'LIBERADA',
      data_limite_retirada: '2026-11-28',
    });
    const shelf = (await desk('GET', '/api/circulacao/estante-reservas?biblioteca=BC')).json();
    expect(shelf).toMatchObject({
      total: 1,
      itens: [{ titulo: 'O alienista', codigo_barras: 'BC-ALI-1', nome: 'Bruno Lima', vencida: false }],
    });
    const refused = await checkOut(carla, 'BC-ALI-1');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('ExemplarReservadoOutroUsuario');
    // The second scan of the same copy: nothing to check in.
    const again = await checkIn('BC-ALI-1');
    expect(again.json().error).toMatchObject({
      code: 'ExemplarNaoEmprestado',
      message: 'Copy is not on loan (already checked in?).',
    });
    expect((await checkOut(bruno, 'BC-ALI-1')).statusCode).toBe(201);
    expect((await desk('GET', '/api/circulacao/estante-reservas?biblioteca=BC')).json().total).toBe(0);
  });

  it('sends a copy in transit to the hold’s pickup library; the hold is ready only once received there', async () => {
    expect((await checkOut(ana, 'BC-POL-1')).statusCode).toBe(201);
    const holdId = (await placeHold(carla, ids.policarpo!)).json().cod_reserva;
    expect((await pickupAt(carla, holdId, 'BCS')).statusCode).toBe(200);
    const mailsBefore = smtp.messages.length;
    const returned = (await checkIn('BC-POL-1')).json();
    expect(returned).toMatchObject({
      reserva: {
        cod_reserva: holdId,
        nome: 'Carla Dias',
        pronta: false,
        biblioteca_retirada: 'BCS',
        data_limite_retirada: null,
      },
      transito: { destino: 'BCS', desc_destino: 'BCS' },
    });
    expect(await holdOn(carla, ids.policarpo!)).toMatchObject({ situacao: 'EM_TRANSITO', posicao_fila: null });
    const alerts = async () => (await as(carla)('GET', '/api/solicitacoes/alertas')).json().length;
    expect(await alerts()).toBe(0);
    const transits = (await desk('GET', '/api/circulacao/transitos?biblioteca=BCS')).json();
    expect(transits).toMatchObject({
      total: 1,
      itens: [{ codigo_barras: 'BC-POL-1', origem: 'BC', destino: 'BCS', cod_reserva: holdId, nome: 'Carla Dias' }],
    });
    expect((await desk('GET', '/api/circulacao/transitos?biblioteca=BC')).json().total).toBe(0);
    expect((await checkOut(eva, 'BC-POL-1')).json().error.code).toBe('ExemplarEmTransito');
    expect((await checkIn('BC-POL-1')).json().error.code).toBe('ExemplarEmTransito');

    const received = await receive('BC-POL-1');
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({
      biblioteca: 'BCS',
      reserva: { cod_reserva: holdId, pronta: true, biblioteca_retirada: 'BCS', data_limite_retirada: '2026-11-28' },
      transito: null,
    });
    expect(await holdOn(carla, ids.policarpo!)).toMatchObject({
      situacao: 'LIBERADA',
      data_limite_retirada: '2026-11-28',
    });
    expect(await alerts()).toBe(1);
    expect((await smtp.nextMessage(mailsBefore)).to).toEqual(['carla.desk@example.edu']);
    expect((await receive('BC-POL-1')).json().error.code).toBe('ExemplarNaoEmTransito');
    expect((await desk('GET', '/api/circulacao/estante-reservas?biblioteca=BCS')).json().itens).toMatchObject([
      { cod_reserva: holdId, biblioteca_retirada: 'BCS' },
    ]);
    expect((await desk('GET', '/api/circulacao/transitos')).json().total).toBe(0);
  });

  it('routes a copy whose hold was cancelled on the way: on to the next hold’s pickup library', async () => {
    expect((await checkOut(ana, 'BC-ATE-1')).statusCode).toBe(201);
    const carlaHold = (await placeHold(carla, ids.volta!)).json().cod_reserva;
    await pickupAt(carla, carlaHold, 'BCS');
    const brunoHold = (await placeHold(bruno, ids.volta!)).json();
    expect(brunoHold.posicao_fila).toBe(2);
    expect((await checkIn('BC-ATE-1')).json().transito).toEqual({ destino: 'BCS', desc_destino: 'BCS' });
    expect(await holdOn(bruno, ids.volta!)).toMatchObject({ situacao: 'EM_FILA', posicao_fila: 1 });
    // Carla gives up while the copy travels: it reaches BCS for nobody there, and goes back for Bruno (pickup BC).
    expect((await as(carla)('DELETE', '/api/reserva', [carlaHold])).statusCode).toBe(200);
    expect((await desk('GET', '/api/circulacao/transitos')).json().itens[0]).toMatchObject({
      cod_reserva: null,
      nome: null,
    });
    const atSocial = (await receive('BC-ATE-1')).json();
    expect(atSocial).toMatchObject({
      biblioteca: 'BCS',
      reserva: { cod_reserva: brunoHold.cod_reserva, pronta: false, biblioteca_retirada: 'BC' },
      transito: { destino: 'BC' },
    });
    expect((await receive('BC-ATE-1')).json()).toMatchObject({
      biblioteca: 'BC',
      reserva: { cod_reserva: brunoHold.cod_reserva, pronta: true, data_limite_retirada: '2026-11-28' },
    });
    expect(await holdOn(bruno, ids.volta!)).toMatchObject({ situacao: 'LIBERADA' });
  });

  it('renews at the desk with the patron’s rules, and refuses while another patron waits', async () => {
    const loan = (await checkOut(eva, 'BC-MOR-1')).json();
    const renew = () => desk('POST', `/api/circulacao/emprestimos/${loan.cod_emprestimo}/renovacao`);
    await at('2026-11-30T12:00:00Z');
    const renewed = await renew();
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toEqual({
      cod_emprestimo: loan.cod_emprestimo,
      data_devolucao_prevista: '2026-12-14',
      renovacoes: 1,
      limite_renovacoes: 2,
    });
    await placeHold(ana, ids.moreninha!);
    const refused = await renew();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('TituloReservadoOutroUsuario');
    expect((await desk('POST', '/api/circulacao/emprestimos/999999/renovacao')).statusCode).toBe(404);
    // The one renewal is logged as the desk's, at the clock's instant; the refusal logs nothing.
    const log = await testApp.database.db
      .selectFrom('loan_renewals')
      .innerJoin('libraries', 'libraries.id', 'loan_renewals.library_id')
      .select(['libraries.code', 'loan_renewals.renewed_at', 'loan_renewals.renewed_by', 'loan_renewals.due_date'])
      .where('loan_id', '=', loan.cod_emprestimo)
      .execute();
    expect(log).toEqual([
      { code: 'BC', renewed_at: '2026-11-30T12:00:00.000Z', renewed_by: 'desk', due_date: '2026-12-14' },
    ]);
  });

  it('enforces the loan limit of the patron’s category and marks expired holds on the shelf', async () => {
    // Eva (category 08) may hold one loan: she has A moreninha.
    expect((await checkOut(eva, 'BC-LUC-1')).json().error.code).toBe('LimiteEmprestimosAtingido');
    // 11-30: Carla's Policarpo (pickup 11-28) waits past its deadline until the hourly expiry runs.
    const shelf = (await desk('GET', '/api/circulacao/estante-reservas?biblioteca=BCS')).json();
    expect(shelf.itens).toMatchObject([{ titulo: 'Triste fim de Policarpo Quaresma', vencida: true }]);
  });

  it('records a payment and a waiver apart; the patron may borrow again once nothing is owed', async () => {
    // A moreninha back on 12-16, two days late (due 12-14): R$ 3,00.
    await at('2026-12-16T12:00:00Z');
    await desk('POST', '/api/circulacao/devolucoes', { codigo_barras: 'BC-MOR-1' });
    const owed = await summary(eva);
    expect(owed.impedimentos).toEqual(['DEBITO']);
    expect(owed.debitos).toMatchObject([{ valor: 3, saldo: 3, em_curso: false }]);
    const debtId = owed.debitos[0].cod_debito;
    expect((await desk('POST', `/api/circulacao/debitos/${debtId}/pagamentos`, { valor: 1 })).json()).toEqual({
      valor_pago: 1,
      saldo: 2,
    });
    const waive = (body: object) => desk('POST', `/api/circulacao/debitos/${debtId}/abonos`, body);
    expect((await waive({ motivo: '   ' })).json().error.code).toBe('MotivoAbonoObrigatorio');
    expect((await waive({ motivo: 'Erro de cadastro', valor: 5 })).json().error.code).toBe('ValorInvalido');
    const partial = await waive({ motivo: 'Erro de cadastro', valor: 0.5 });
    expect(partial.statusCode).toBe(201);
    expect(partial.json()).toMatchObject({ valor_abonado: 0.5, saldo: 1.5 });
    expect((await waive({ motivo: 'Livro devolvido na caixa externa no prazo' })).json()).toMatchObject({
      valor_abonado: 1.5,
      saldo: 0,
    });
    expect((await waive({ motivo: 'De novo' })).json().error.code).toBe('DebitoQuitado');
    const waivers = await testApp.database.db
      .selectFrom('debt_waivers')
      .select(['amount_cents', 'reason', 'waived_by'])
      .where('debt_id', '=', debtId)
      .orderBy('id')
      .execute();
    expect(waivers).toEqual([
      { amount_cents: 50, reason: 'Erro de cadastro', waived_by: clerk.personId },
      { amount_cents: 150, reason: 'Livro devolvido na caixa externa no prazo', waived_by: clerk.personId },
    ]);
    const debt = await testApp.database.db
      .selectFrom('debts')
      .select(['amount_cents', 'paid_cents', 'discount_cents'])
      .where('id', '=', debtId)
      .executeTakeFirstOrThrow();
    expect(debt).toEqual({ amount_cents: 300, paid_cents: 100, discount_cents: 200 });
    expect((await summary(eva)).impedimentos).toEqual([]);
    // The audit trail holds the debt before and after the waiver.
    const audit = await sql<{ before_json: string; after_json: string; status_code: number }>`
      select before_json, after_json, status_code from staff_audit
      where route = '/api/circulacao/debitos/:id/abonos' and status_code = 201 order by id`.execute(
      testApp.database.db,
    );
    expect(audit.rows).toHaveLength(2);
    expect(JSON.parse(audit.rows[0]!.before_json)).toMatchObject({ id: debtId, discount_cents: 0, paid_cents: 100 });
    expect(JSON.parse(audit.rows[0]!.after_json)).toMatchObject({ id: debtId, discount_cents: 50 });
  });

  it('adds and lifts a suspension: the summary says why the patron may not borrow', async () => {
    const added = await desk('POST', '/api/circulacao/afastamentos', {
      usuario: eva.login,
      motivo: 'Dano a exemplar',
      data_fim: '2026-12-31',
    });
    expect(added.statusCode).toBe(201);
    const suspended = await summary(eva);
    expect(suspended.impedimentos).toEqual(['AFASTADO']);
    expect(suspended.afastamentos).toMatchObject([
      { motivo: 'Dano a exemplar', data_inicio: '2026-12-16', data_fim: '2026-12-31' },
    ]);
    expect((await checkOut(eva, 'BC-LUC-1')).json().error.code).toBe('UsuarioBloqueado');
    expect((await desk('DELETE', `/api/circulacao/afastamentos/${added.json().cod_afastamento}`)).statusCode).toBe(200);
    expect((await summary(eva)).impedimentos).toEqual([]);
    expect((await checkOut(eva, 'BC-LUC-1')).statusCode).toBe(201);
  });

  it('refuses every desk route to a patron and to staff without the circulation function', async () => {
    const cataloguer = await patronSession(testApp, 'catalogador', { name: 'Catalogador' });
    await testApp.database.db
      .insertInto('person_permissions')
      .values({ person_id: cataloguer.personId, module_code: 9, activity_code: 9003 })
      .execute();
    const routes: ['GET' | 'POST', string, object?][] = [
      ['GET', '/api/circulacao/usuarios?termo=ana'],
      ['GET', `/api/circulacao/usuarios/${ana.personId}`],
      ['POST', '/api/circulacao/emprestimos/1/renovacao'],
      ['POST', '/api/circulacao/debitos/1/abonos', { motivo: 'x' }],
      ['GET', '/api/circulacao/estante-reservas'],
      ['GET', '/api/circulacao/transitos'],
      ['POST', '/api/circulacao/transitos/recebimento', { codigo_barras: 'BC-ALI-1' }],
    ];
    for (const session of [ana, cataloguer])
      for (const [method, url, body] of routes)
        expect((await as(session)(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
  });
});
