import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const ANY = { volume: '', tomo: '', parte: '', material_adicional: '', localizacao: '' };

/**
 * The one hold rule per library (docs/circulation.md "The hold rule, per library") as the title page and POST
 * /reserva see it, the estimated wait, separate queues per library, suspension and pickup library, on a clock set
 * by hand: Wednesday 2026-11-25, 14-day loans (due Wednesday 2026-12-09), 2 renewals.
 */
describe('holds per library: one rule for the title page and the server', () => {
  let testApp: TestApp;
  let ids: Record<string, number>;
  let deskSessionOf: Session;
  let desk: ReturnType<typeof caller>;
  let ana: Session;
  let bruno: Session;
  let carla: Session;
  let dora: Session;
  let clock = new Date('2026-11-25T12:00:00Z');
  const as = (session: Session) => caller(testApp, session);
  const visitor = (url: string) => testApp.app.inject({ method: 'GET', url, headers: { idioma: '5' } });

  beforeAll(async () => {
    testApp = await createTestApp();
    testApp.app.context.now = () => clock;
    ids = await importTitles(testApp, [
      {
        key: 'tratado',
        title: 'Tratado de botânica',
        copies: [
          { library: 'BC', barcode: 'BC-TRA-1' },
          { library: 'BC', barcode: 'BC-TRA-2' },
          { library: 'BCS', barcode: 'BCS-TRA-1' },
        ],
      },
      {
        key: 'revista',
        title: 'Revista de referência',
        copies: [{ library: 'BC', barcode: 'BC-REV-1', itemType: 'REFERENCIA' }],
      },
      {
        key: 'quincas',
        title: 'Quincas Borba',
        copies: [
          { library: 'BC', barcode: 'BC-QUI-1' },
          { library: 'BCS', barcode: 'BCS-QUI-1' },
        ],
      },
      { key: 'capitu', title: 'Capitu', copies: [{ library: 'BC', barcode: 'BC-CAP-1' }] },
      {
        key: 'colecao',
        title: 'Coleção em volumes',
        copies: [
          { library: 'BC', barcode: 'BC-COL-1', volume: '1' },
          { library: 'BC', barcode: 'BC-COL-2', volume: '2' },
        ],
      },
    ]);
    await testApp.database.db
      .updateTable('loan_types')
      .set({ circulates: 0 })
      .where('code', '=', 'REFERENCIA')
      .execute();
    await setPolicy(testApp, { loanDays: 14, renewalLimit: 2, holdLimit: 5, holdPickupDays: 3 });
    deskSessionOf = await deskSession(testApp);
    desk = caller(testApp, deskSessionOf);
    ana = await patronSession(testApp, 'ana.lib');
    bruno = await patronSession(testApp, 'bruno.lib');
    carla = await patronSession(testApp, 'carla.lib');
    dora = await patronSession(testApp, 'dora.lib');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  /** Moves the app's clock; everyone signs in again (tokens are valid for minutes of the app's time). */
  async function at(instant: string) {
    clock = new Date(instant);
    for (const session of [ana, bruno, carla, dora, deskSessionOf])
      session.token = await signIn(testApp, session.login);
    desk = caller(testApp, deskSessionOf);
  }

  const checkOut = async (session: Session, barcode: string) =>
    expect(
      (await desk('POST', '/api/circulacao/emprestimos', { usuario: session.login, codigo_barras: barcode }))
        .statusCode,
    ).toBe(201);
  const checkIn = (barcode: string) => desk('POST', '/api/circulacao/devolucoes', { codigo_barras: barcode });
  const hold = (session: Session, recordId: number, library: string, extra: object = {}) =>
    as(session)('POST', '/api/reserva', { cod_acervo: recordId, biblioteca: library, ...ANY, ...extra });
  const holdsOf = async (session: Session) => (await as(session)('GET', '/api/reserva')).json();
  const decisionsOf = async (recordId: number) =>
    (await visitor(`/api/acervo/${recordId}/permissoes`)).json().reserva_bibliotecas;

  it('offers a hold where every loanable copy is out and refuses it where one is on the shelf', async () => {
    await checkOut(dora, 'BC-TRA-1');
    await checkOut(carla, 'BC-TRA-2');
    const permissions = (await visitor(`/api/acervo/${ids.tratado}/permissoes`)).json();
    expect(permissions.reserva).toBe(true);
    expect(permissions.reserva_bibliotecas).toEqual([
      {
        cod_biblioteca: 'BC',
        desc_biblioteca: 'BC',
        reserva: true,
        motivo: null,
        opcoes: [{ volume: null, tomo: null, parte: null, material_adicional: null, reserva: true, motivo: null }],
        exemplares: 2,
        disponiveis: 0,
        emprestados: 2,
        nao_emprestaveis: 0,
        proxima_devolucao: '2026-12-09',
        fila: 0,
      },
      {
        cod_biblioteca: 'BCS',
        desc_biblioteca: 'BCS',
        reserva: false,
        motivo: 'ExemplarDisponivelParaEmprestimo',
        opcoes: [
          {
            volume: null,
            tomo: null,
            parte: null,
            material_adicional: null,
            reserva: false,
            motivo: 'ExemplarDisponivelParaEmprestimo',
          },
        ],
        exemplares: 1,
        disponiveis: 1,
        emprestados: 0,
        nao_emprestaveis: 0,
        proxima_devolucao: null,
        fila: 0,
      },
    ]);
    // The server decides the same: refused at BCS, placed at BC with its estimated wait.
    const atShelf = await hold(ana, ids.tratado!, 'BCS');
    expect(atShelf.statusCode).toBe(422);
    expect(atShelf.json().error.code).toBe('ExemplarDisponivelParaEmprestimo');
    const placed = await hold(ana, ids.tratado!, 'BC');
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toEqual({
      cod_reserva: expect.any(Number),
      posicao_fila: 1,
      estimativa: {
        data_prevista: '2026-12-09',
        dias: 14,
        premissas: {
          exemplares: 2,
          reservas_a_frente: 0,
          devolucoes_previstas: ['2026-12-09', '2026-12-09'],
          dias_emprestimo: 14,
          atraso_medio_dias: 0,
          proporcao_renovacoes: 0,
          conta_renovacoes: false,
        },
      },
    });
    // Second in line: the other copy, the same day. Third: the first copy's next loan, 14 days later.
    expect((await hold(bruno, ids.tratado!, 'BC')).json().estimativa).toMatchObject({ data_prevista: '2026-12-09' });
    const [brunoHold] = await holdsOf(bruno);
    expect(brunoHold).toMatchObject({ posicao_fila: 2, estimativa: { dias: 14, premissas: { reservas_a_frente: 1 } } });
    expect((await decisionsOf(ids.tratado!))[0]).toMatchObject({ cod_biblioteca: 'BC', fila: 2 });
  });

  it('refuses a title whose every copy is not for loan, on the title page and at the server', async () => {
    const permissions = (await visitor(`/api/acervo/${ids.revista}/permissoes`)).json();
    expect(permissions.reserva).toBe(false);
    expect(permissions.reserva_bibliotecas).toMatchObject([
      { cod_biblioteca: 'BC', reserva: false, motivo: 'NenhumExemplarPermiteReserva', nao_emprestaveis: 1 },
    ]);
    const refused = await hold(ana, ids.revista!, 'BC');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('NenhumExemplarPermiteReserva');
  });

  it('decides per volume: volume 1 on the shelf, volume 2 out takes a hold', async () => {
    await checkOut(dora, 'BC-COL-2');
    const [library] = await decisionsOf(ids.colecao!);
    expect(library).toMatchObject({ reserva: true, motivo: 'ExemplarDisponivelParaEmprestimo' });
    expect(
      library.opcoes.map((option: { volume: string; reserva: boolean }) => [option.volume, option.reserva]),
    ).toEqual([
      ['1', false],
      ['2', true],
    ]);
    expect((await hold(carla, ids.colecao!, 'BC')).json().error.code).toBe('ExemplarDisponivelParaEmprestimo');
    expect((await hold(carla, ids.colecao!, 'BC', { volume: '2' })).statusCode).toBe(201);
  });

  it('keeps separate queues at two libraries: a return at one serves only its own queue', async () => {
    await checkOut(dora, 'BC-QUI-1');
    await checkOut(carla, 'BCS-QUI-1');
    expect((await hold(ana, ids.quincas!, 'BC')).json().posicao_fila).toBe(1);
    expect((await hold(bruno, ids.quincas!, 'BCS')).json().posicao_fila).toBe(1);
    const returned = await checkIn('BCS-QUI-1');
    expect(returned.statusCode).toBe(200);
    const brunoHold = (await holdsOf(bruno)).find((entry: { cod_acervo: number }) => entry.cod_acervo === ids.quincas);
    expect(brunoHold).toMatchObject({ situacao: 'LIBERADA', biblioteca: 'BCS', data_limite_retirada: '2026-11-28' });
    const anaHold = (await holdsOf(ana)).find((entry: { cod_acervo: number }) => entry.cod_acervo === ids.quincas);
    expect(anaHold).toMatchObject({ situacao: 'EM_FILA', biblioteca: 'BC', posicao_fila: 1 });
  });

  it('refuses a renewal with exactly one patron waiting, and allows it while that hold is suspended', async () => {
    await checkOut(dora, 'BC-CAP-1');
    const placed = await hold(carla, ids.capitu!, 'BC');
    expect(placed.json().posicao_fila).toBe(1);
    const loans = (await as(dora)('GET', '/api/emprestimo/titulos-pendentes')).json();
    const loan = loans.find((entry: { cod_acervo: number }) => entry.cod_acervo === ids.capitu);
    const refused = (
      await as(dora)('POST', '/api/emprestimo/renovacao', { emprestimos: [loan.cod_emprestimo] })
    ).json();
    expect(refused.itens).toMatchObject([{ renovado: false, codigo: 'TituloReservadoOutroUsuario' }]);
    const holdId = placed.json().cod_reserva;
    expect((await as(carla)('PUT', `/api/reserva/${holdId}/suspensao`, { ate: '2026-12-20' })).statusCode).toBe(200);
    const renewed = (
      await as(dora)('POST', '/api/emprestimo/renovacao', { emprestimos: [loan.cod_emprestimo] })
    ).json();
    expect(renewed.itens).toMatchObject([{ renovado: true }]);
  });

  it('resumes a suspended hold, handing it the copy that came back to the shelf meanwhile', async () => {
    // Carla's hold on Capitu is suspended until 12-20: the copy returned today waits on the shelf.
    expect((await checkIn('BC-CAP-1')).statusCode).toBe(200);
    const [held] = (await holdsOf(carla)).filter((entry: { cod_acervo: number }) => entry.cod_acervo === ids.capitu);
    expect(held).toMatchObject({ situacao: 'EM_FILA', posicao_fila: 1, suspensa_ate: '2026-12-20' });
    const resumed = await as(carla)('DELETE', `/api/reserva/${held.cod_reserva}/suspensao`);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      situacao: 'LIBERADA',
      suspensa_ate: null,
      posicao_fila: null,
      data_limite_retirada: '2026-11-28',
    });
  });

  it('suspends a hold: it keeps its place, a returned copy passes over it, and it takes copies again from its day', async () => {
    const [anaHold] = (await holdsOf(ana)).filter((entry: { cod_acervo: number }) => entry.cod_acervo === ids.tratado);
    const suspend = (session: Session, until: string, holdId = anaHold.cod_reserva) =>
      as(session)('PUT', `/api/reserva/${holdId}/suspensao`, { ate: until });
    expect((await suspend(ana, '2026-11-25')).json().error.code).toBe('DataSuspensaoInvalida');
    expect((await suspend(ana, '2027-11-26')).json().error.code).toBe('DataSuspensaoInvalida');
    expect((await suspend(bruno, '2026-12-01')).statusCode).toBe(404);
    const suspended = await suspend(ana, '2026-12-01');
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json()).toMatchObject({ suspensa_ate: '2026-12-01', posicao_fila: 1, situacao: 'EM_FILA' });
    // A copy back on 11-27 goes to Bruno, second in line; Ana keeps position 1.
    await at('2026-11-27T12:00:00Z');
    await checkIn('BC-TRA-1');
    const brunoHold = (await holdsOf(bruno)).find((entry: { cod_acervo: number }) => entry.cod_acervo === ids.tratado);
    expect(brunoHold).toMatchObject({ situacao: 'LIBERADA', data_limite_retirada: '2026-11-30' });
    expect(
      (await holdsOf(ana)).find((entry: { cod_reserva: number }) => entry.cod_reserva === anaHold.cod_reserva),
    ).toMatchObject({ posicao_fila: 1, suspensa_ate: '2026-12-01' });
    // A released hold cannot be suspended.
    expect((await suspend(bruno, '2026-12-05', brunoHold.cod_reserva)).json().error.code).toBe('ReservaNaoAlteravel');
    // From its day on it takes the next copy back.
    await at('2026-12-01T09:00:00Z');
    await checkIn('BC-TRA-2');
    expect(
      (await holdsOf(ana)).find((entry: { cod_reserva: number }) => entry.cod_reserva === anaHold.cod_reserva),
    ).toMatchObject({ situacao: 'LIBERADA', data_limite_retirada: '2026-12-04' });
    await at('2026-11-25T12:00:00Z');
  });

  it('changes the pickup library without moving the hold in its queue', async () => {
    const [bcHold] = (await holdsOf(ana)).filter((entry: { cod_acervo: number }) => entry.cod_acervo === ids.quincas);
    const move = (library: string) =>
      as(ana)('PUT', `/api/reserva/${bcHold.cod_reserva}/biblioteca-retirada`, { biblioteca: library });
    expect((await move('XYZ')).json().error.code).toBe('BibliotecaRetiradaInvalida');
    const moved = await move('BCS');
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      biblioteca: 'BC',
      biblioteca_retirada: 'BCS',
      desc_biblioteca_retirada: 'BCS',
      posicao_fila: 1,
    });
    expect((await as(ana)('GET', '/api/reserva/bibliotecas-retirada')).json()).toEqual(
      expect.arrayContaining([
        { codigo: 'BC', descricao: 'BC' },
        { codigo: 'BCS', descricao: 'BCS' },
      ]),
    );
    expect(
      (await as(bruno)('PUT', `/api/reserva/${bcHold.cod_reserva}/biblioteca-retirada`, { biblioteca: 'BC' }))
        .statusCode,
    ).toBe(404);
  });
});
