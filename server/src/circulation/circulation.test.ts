import { addDays, calendarDate, dueDateFrom } from '@estante/core';
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
} from './circulation-fixtures.testing.ts';

const HOLD_FORM = { volume: '', tomo: '', parte: '', material_adicional: '', localizacao: '' };

describe('circulation: loans, renewals, holds, fines and suspensions through the desk and the personal area', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let ids: Record<string, number>;
  let desk: ReturnType<typeof caller>;
  let ana: Session;
  let bruno: Session;
  let carla: Session;
  const as = (session: Session) => caller(testApp, session);

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp({ SMTP_URL: smtp.url });
    ids = await importTitles(testApp, [
      { key: 'casmurro', title: 'Dom Casmurro', copies: [{ library: 'BC', barcode: 'BC-CAS-1' }] },
      {
        key: 'sertao',
        title: 'Grande sertão: veredas',
        copies: [
          { library: 'BC', barcode: 'BC-SER-1' },
          { library: 'BC', barcode: 'BC-SER-2' },
        ],
      },
      {
        key: 'dicionario',
        title: 'Dicionário Houaiss',
        copies: [{ library: 'BC', barcode: 'BC-DIC-1', itemType: 'REFERENCIA' }],
      },
      { key: 'iracema', title: 'Iracema', copies: [{ library: 'BC', barcode: 'BC-IRA-1' }] },
      { key: 'vidas', title: 'Vidas secas', copies: [{ library: 'BC', barcode: 'BC-VID-1' }] },
      { key: 'cortico', title: 'O cortiço', copies: [{ library: 'BC', barcode: 'BC-COR-1' }] },
    ]);
    // Catalogue configuration, not circulation state: reference works stay in the library.
    await testApp.database.db
      .updateTable('loan_types')
      .set({ circulates: 0 })
      .where('code', '=', 'REFERENCIA')
      .execute();
    await setPolicy(testApp, { loanDays: 14, renewalLimit: 2, finePerDayCents: 150, holdLimit: 5, holdPickupDays: 3 });
    desk = caller(testApp, await deskSession(testApp));
    ana = await patronSession(testApp, 'ana', { name: 'Ana Souza' });
    bruno = await patronSession(testApp, 'bruno', { name: 'Bruno Lima' });
    carla = await patronSession(testApp, 'carla', { name: 'Carla Dias' });
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  const checkOut = (session: Session, barcode: string, extra: object = {}) =>
    desk('POST', '/api/circulacao/emprestimos', { usuario: session.login, codigo_barras: barcode, ...extra });
  const checkIn = (barcode: string) => desk('POST', '/api/circulacao/devolucoes', { codigo_barras: barcode });
  const pending = async (session: Session) => (await as(session)('GET', '/api/emprestimo/titulos-pendentes')).json();
  const loanOf = async (session: Session, recordId: number) =>
    (await pending(session)).find((loan: { cod_acervo: number }) => loan.cod_acervo === recordId);
  const renew = (session: Session, loanIds: number[]) =>
    as(session)('POST', '/api/emprestimo/renovacao', { emprestimos: loanIds });
  const hold = (session: Session, recordId: number, path = '/api/reserva') =>
    as(session)('POST', path, { cod_acervo: recordId, biblioteca: 'BC', ...HOLD_FORM });

  it('keeps the personal area and the desk behind sign-in and the circulation function', async () => {
    expect((await testApp.app.inject('/api/emprestimo/titulos-pendentes')).statusCode).toBe(401);
    expect((await testApp.app.inject('/api/reserva')).statusCode).toBe(401);
    const refused = await as(ana)('POST', '/api/circulacao/emprestimos', { usuario: 'ana', codigo_barras: 'BC-CAS-1' });
    expect(refused.statusCode).toBe(403);
  });

  it('checks out with the policy due date and renews until the limit, then refuses', async () => {
    const lent = await checkOut(ana, 'BC-SER-1');
    expect(lent.statusCode).toBe(201);
    expect(lent.json().data_devolucao_prevista).toBe(dueDateFrom(new Date(), 14));
    const loan = await loanOf(ana, ids.sertao!);
    expect(loan).toMatchObject({ renovacoes: 0, limite_renovacoes: 2, atrasado: false, renovavel: true });
    for (const count of [1, 2]) {
      const renewed = (await renew(ana, [loan.cod_emprestimo])).json();
      expect(renewed).toMatchObject({ renovados: 1, itens: [{ renovado: true, renovacoes: count, codigo: null }] });
    }
    const refused = (await renew(ana, [loan.cod_emprestimo])).json();
    expect(refused.itens[0]).toMatchObject({
      renovado: false,
      codigo: 'LimiteRenovacoesAtingido',
      mensagem: 'Renewal limit reached.',
    });
    const renewedLoan = await loanOf(ana, ids.sertao!);
    expect(renewedLoan).toMatchObject({ renovacoes: 2, renovavel: false });
    // Someone else's loan is not the patron's to renew.
    expect((await renew(bruno, [loan.cod_emprestimo])).json().itens[0].codigo).toBe('EmprestimoNaoEncontrado');
    expect((await renew(ana, [])).statusCode).toBe(422);
    // Each renewal is logged once, by the patron, with the loan's library and new due date; refusals log nothing.
    const log = await testApp.database.db
      .selectFrom('loan_renewals')
      .innerJoin('libraries', 'libraries.id', 'loan_renewals.library_id')
      .select(['libraries.code', 'loan_renewals.renewed_by', 'loan_renewals.due_date'])
      .where('loan_id', '=', loan.cod_emprestimo)
      .orderBy('loan_renewals.id')
      .execute();
    expect(log).toEqual([
      { code: 'BC', renewed_by: 'patron', due_date: renewedLoan.data_devolucao_prevista },
      { code: 'BC', renewed_by: 'patron', due_date: renewedLoan.data_devolucao_prevista },
    ]);
  });

  it('refuses a hold while a copy is on the shelf or when no copy circulates, and needs every field', async () => {
    const available = await hold(bruno, ids.sertao!);
    expect(available.statusCode).toBe(422);
    expect(available.json().error.code).toBe('ExemplarDisponivelParaEmprestimo');
    const reference = await hold(bruno, ids.dicionario!);
    expect(reference.json().error.code).toBe('NenhumExemplarPermiteReserva');
    const incomplete = await as(bruno)('POST', '/api/reserva', { cod_acervo: ids.casmurro, biblioteca: 'BC' });
    expect(incomplete.statusCode).toBe(400);
    expect(await testApp.database.db.selectFrom('holds').selectAll().execute()).toEqual([]);
  });

  it('walks a hold through the queue: placed, blocks renewal, released on check-in with an e-mail, served', async () => {
    expect((await checkOut(ana, 'BC-CAS-1')).statusCode).toBe(201);
    const options = (await as(bruno)('GET', `/api/reserva/${ids.casmurro}/informacoes-iniciais`)).json();
    expect(options).toMatchObject({
      titulo: 'Dom Casmurro',
      bibliotecas: [{ codigo: 'BC', exemplares: 1, disponiveis: 0, fila: 0 }],
      reserva_existente: false,
    });
    expect((await hold(bruno, ids.casmurro!, '/api/reserva/validar-fila')).json()).toEqual({ posicao_fila: 1 });
    expect(await testApp.database.db.selectFrom('holds').selectAll().execute()).toEqual([]);
    const placed = await hold(bruno, ids.casmurro!);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().posicao_fila).toBe(1);
    expect((await hold(bruno, ids.casmurro!)).json().error.code).toBe('ReservaJaExistente');
    expect((await hold(carla, ids.casmurro!)).json().posicao_fila).toBe(2);
    expect((await hold(ana, ids.casmurro!)).json().error.code).toBe('TituloJaEmprestadoAoUsuario');

    const loan = await loanOf(ana, ids.casmurro!);
    expect(loan).toMatchObject({ renovavel: false, motivo_nao_renovavel: 'TituloReservadoOutroUsuario' });
    const refused = (await renew(ana, [loan.cod_emprestimo])).json();
    expect(refused.itens[0]).toMatchObject({ renovado: false, codigo: 'TituloReservadoOutroUsuario' });

    const before = smtp.messages.length;
    const returned = await checkIn('BC-CAS-1');
    expect(returned.json()).toMatchObject({ multa: 0, cod_debito: null, reservado_para: bruno.personId });
    const mail = await smtp.nextMessage(before);
    expect(mail.to).toEqual(['bruno@example.edu']);
    expect(mail.raw).toContain('Dom Casmurro');

    const brunoHolds = (await as(bruno)('GET', '/api/reserva')).json();
    expect(brunoHolds).toHaveLength(1);
    expect(brunoHolds[0]).toMatchObject({ situacao: 'LIBERADA', posicao_fila: null, titulo: 'Dom Casmurro' });
    // Three days to collect it; a library opens no Sunday, so a limit falling on one moves to the Monday.
    const threeDaysOn = addDays(calendarDate(testApp.app.context.now()), 3);
    const onSunday = new Date(`${threeDaysOn}T00:00:00Z`).getUTCDay() === 0;
    expect(brunoHolds[0].data_limite_retirada).toBe(onSunday ? addDays(threeDaysOn, 1) : threeDaysOn);
    expect((await as(carla)('GET', '/api/reserva')).json()[0]).toMatchObject({ situacao: 'EM_FILA', posicao_fila: 1 });

    // The copy on the hold shelf is Bruno's: the desk cannot lend it to Carla.
    expect((await checkOut(carla, 'BC-CAS-1')).json().error.code).toBe('ExemplarReservadoOutroUsuario');
    // Bruno gives it up: it passes to Carla, who is told by e-mail, and she borrows it.
    const beforeCancel = smtp.messages.length;
    const cancelled = await as(bruno)('DELETE', '/api/reserva', [brunoHolds[0].cod_reserva]);
    expect(cancelled.json()).toEqual({ canceladas: 1 });
    expect((await smtp.nextMessage(beforeCancel)).to).toEqual(['carla@example.edu']);
    expect((await as(carla)('GET', '/api/reserva')).json()[0]).toMatchObject({ situacao: 'LIBERADA' });
    expect((await checkOut(carla, 'BC-CAS-1')).statusCode).toBe(201);
    expect((await as(carla)('GET', '/api/reserva')).json()).toEqual([]);
    const history = (await as(carla)('GET', '/api/reserva/historico')).json();
    expect(history.map((entry: { situacao: string }) => entry.situacao)).toEqual(['ATENDIDA']);
    const brunoHistory = (await as(bruno)('GET', '/api/reserva/historico')).json();
    expect(brunoHistory[0]).toMatchObject({ situacao: 'CANCELADA', titulo: 'Dom Casmurro' });
    expect(brunoHistory[0].data_cancelamento).not.toBeNull();
  });

  it('moves the queue up when a patron cancels and refuses to cancel what is not theirs', async () => {
    expect((await checkOut(carla, 'BC-IRA-1')).statusCode).toBe(201);
    const placed = [];
    for (const session of [ana, bruno]) placed.push((await hold(session, ids.iracema!)).json());
    const third = await patronSession(testApp, 'davi');
    placed.push((await hold(third, ids.iracema!)).json());
    expect(placed.map((entry) => entry.posicao_fila)).toEqual([1, 2, 3]);
    expect((await as(ana)('DELETE', '/api/reserva', [placed[1].cod_reserva])).json().error.code).toBe(
      'ErroCancelarReserva',
    );
    expect((await as(bruno)('DELETE', '/api/reserva', [placed[1].cod_reserva])).statusCode).toBe(200);
    expect(
      (await as(ana)('GET', '/api/reserva')).json().find((h: { cod_acervo: number }) => h.cod_acervo === ids.iracema),
    ).toMatchObject({ posicao_fila: 1 });
    expect((await as(third)('GET', '/api/reserva')).json()[0]).toMatchObject({ posicao_fila: 2 });
    expect((await as(ana)('DELETE', '/api/reserva', [])).json().error.code).toBe('SelecioneReservaCancelar');
  });

  it('charges a late return, blocks the patron until paid, and lists it in the history with the fine flag', async () => {
    const loanedAt = new Date(Date.now() - 20 * 86_400_000);
    const lent = await checkOut(bruno, 'BC-VID-1', { data_emprestimo: loanedAt.toISOString() });
    expect(lent.statusCode).toBe(201);
    const overdue = await loanOf(bruno, ids.vidas!);
    expect(overdue).toMatchObject({ atrasado: true, renovavel: false, motivo_nao_renovavel: 'EmprestimoEmAtraso' });
    // R$ 1,50 for each calendar day from the due date to today, by plain date arithmetic (never the production
    // function: late-fines.test.ts pins the amounts on fixed dates). Due 20 − 14 = 6 days ago, or 5 when that was
    // a Sunday moved to Monday.
    const daysLate =
      (Date.parse(calendarDate(new Date())) - Date.parse(lent.json().data_devolucao_prevista)) / 86_400_000;
    const expectedFine = daysLate * 150;
    expect([750, 900]).toContain(expectedFine);
    const returned = (await checkIn('BC-VID-1')).json();
    expect(returned.multa).toBe(expectedFine / 100);

    const debts = (await as(bruno)('GET', '/api/emprestimo/debitos-pendentes')).json();
    expect(debts).toHaveLength(1);
    expect(debts[0]).toMatchObject({
      valor: expectedFine / 100,
      desconto: 0,
      valor_pago: 0,
      tipo_servico: 'Empréstimo',
    });
    // Owing money blocks renewals and holds.
    expect((await checkOut(bruno, 'BC-SER-2')).json().error.code).toBe('UsuarioBloqueado');

    const half = Math.floor(expectedFine / 2) / 100;
    const partial = (
      await desk('POST', `/api/circulacao/debitos/${debts[0].cod_debito}/pagamentos`, { valor: half })
    ).json();
    expect(partial.saldo).toBeCloseTo(expectedFine / 100 - half, 2);
    const over = await desk('POST', `/api/circulacao/debitos/${debts[0].cod_debito}/pagamentos`, { valor: 9999 });
    expect(over.json().error.code).toBe('ValorInvalido');
    const stillOwed = (await as(bruno)('GET', '/api/emprestimo/debitos-pendentes')).json();
    expect(stillOwed[0].data_pagamento).not.toBeNull();
    await desk('POST', `/api/circulacao/debitos/${debts[0].cod_debito}/pagamentos`, { valor: stillOwed[0].saldo });
    expect((await as(bruno)('GET', '/api/emprestimo/debitos-pendentes')).json()).toEqual([]);

    const today = calendarDate(new Date());
    const withFine = (
      await as(bruno)('GET', `/api/emprestimo/historico?dataIni=2000-01-01&dataFim=${today}&multa=true`)
    ).json();
    expect(withFine.map((item: { titulo: string }) => item.titulo)).toEqual(['Vidas secas']);
    expect(withFine[0]).toMatchObject({ multa: true, valor_multa: expectedFine / 100 });
    const all = (await as(bruno)('GET', '/api/emprestimo/historico')).json();
    expect(all.length).toBeGreaterThanOrEqual(1);
    const onlyOne = await as(bruno)('GET', '/api/emprestimo/historico?dataIni=2000-01-01');
    expect(onlyOne.json().error.code).toBe('DatasObrigatoriasFiltro');
    const reversed = await as(bruno)('GET', `/api/emprestimo/historico?dataIni=${today}&dataFim=2000-01-01`);
    expect(reversed.json().error.code).toBe('DataInicialMaiorQueFinal');
  });

  it('suspends and lifts, showing the suspension and refusing renewals meanwhile', async () => {
    expect((await checkOut(carla, 'BC-COR-1')).statusCode).toBe(201);
    const created = await desk('POST', '/api/circulacao/afastamentos', { usuario: 'carla', motivo: 'Dano a material' });
    expect(created.statusCode).toBe(201);
    const shown = (await as(carla)('GET', '/api/pessoas/afastamentos')).json();
    expect(shown).toEqual([
      {
        cod_afastamento: created.json().cod_afastamento,
        motivo: 'Dano a material',
        data_inicio: calendarDate(new Date()),
        data_fim: null,
      },
    ]);
    const loan = await loanOf(carla, ids.cortico!);
    expect((await renew(carla, [loan.cod_emprestimo])).json().itens[0].codigo).toBe('UsuarioBloqueado');
    await desk('DELETE', `/api/circulacao/afastamentos/${created.json().cod_afastamento}`);
    expect((await as(carla)('GET', '/api/pessoas/afastamentos')).json()).toEqual([]);
    expect((await renew(carla, [loan.cod_emprestimo])).json().itens[0].renovado).toBe(true);
  });

  it('issues a 6-digit loan token with its validity and replaces it on a new request', async () => {
    expect((await as(ana)('GET', '/api/emprestimo/token')).json()).toEqual({ token: null, validade: null });
    const first = (await as(ana)('POST', '/api/emprestimo/token')).json();
    expect(first.token).toMatch(/^\d{6}$/);
    expect(Date.parse(first.validade)).toBeGreaterThan(Date.now());
    expect((await as(ana)('GET', '/api/emprestimo/token')).json()).toEqual(first);
    const second = (await as(ana)('POST', '/api/emprestimo/token')).json();
    expect((await as(ana)('GET', '/api/emprestimo/token')).json()).toEqual(second);
    expect(
      await testApp.database.db.selectFrom('loan_tokens').selectAll().where('person_id', '=', ana.personId).execute(),
    ).toHaveLength(1);
  });
});
