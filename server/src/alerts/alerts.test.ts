import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caller,
  deskSession,
  importTitles,
  patronSession,
  type Session,
  setPolicy,
} from '../circulation/circulation-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const HOLD_FORM = { volume: '', tomo: '', parte: '', material_adicional: '', localizacao: '' };
const LOAN_REQUEST_FORM = {
  biblioteca_origem: 'BC',
  biblioteca_recebimento: 'BC',
  volume: '',
  tomo: '',
  parte: '',
  material_adicional: '',
  telefone: '(31) 3409-5000',
  email: 'leitora@example.edu',
  cod_local_recebimento: 1,
  pessoa_autorizada: null,
  domicilio: false,
  recebimento_textual: null,
};

interface AlertBody {
  id: number;
  tipo: string;
  titulo: string;
  mensagem: string;
  lido: boolean;
  data: string;
  cod_acervo: number | null;
}

describe('/solicitacoes/alertas: alerts created by circulation events, listed, read and removed', () => {
  let testApp: TestApp;
  let ids: Record<string, number>;
  let desk: ReturnType<typeof caller>;
  let ana: Session;
  let bia: Session;
  let caio: Session;

  beforeAll(async () => {
    testApp = await createTestApp();
    ids = await importTitles(testApp, [
      { key: 'alerta-1', title: 'Memórias póstumas de Brás Cubas', copies: [{ library: 'BC', barcode: 'AL-1' }] },
      { key: 'alerta-2', title: 'O cortiço', copies: [{ library: 'BC', barcode: 'AL-2' }] },
    ]);
    await setPolicy(testApp, { holdPickupDays: 3 });
    desk = caller(testApp, await deskSession(testApp));
    ana = await patronSession(testApp, 'ana.alertas');
    bia = await patronSession(testApp, 'bia.alertas');
    caio = await patronSession(testApp, 'caio.alertas');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const as =
    (session: Session, language = '5') =>
    (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      testApp.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${session.token}`, idioma: language },
        ...(payload ? { payload } : {}),
      });
  const alerts = async (session: Session, query = '', language = '5') =>
    (await as(session, language)('GET', `/api/solicitacoes/alertas${query}`)).json() as AlertBody[];

  it('a check-in that releases a hold leaves an alert for that patron, in the reader’s language', async () => {
    expect(await alerts(ana)).toEqual([]);
    // Bia has the only copy; Ana queues for it; the desk checks it in.
    expect(
      (await desk('POST', '/api/circulacao/emprestimos', { usuario: bia.login, codigo_barras: 'AL-1' })).statusCode,
    ).toBe(201);
    const hold = await caller(testApp, ana)('POST', '/api/reserva', {
      cod_acervo: ids['alerta-1'],
      biblioteca: 'BC',
      ...HOLD_FORM,
    });
    expect(hold.statusCode).toBe(201);
    // Caio queues behind her.
    const second = await caller(testApp, caio)('POST', '/api/reserva', {
      cod_acervo: ids['alerta-1'],
      biblioteca: 'BC',
      ...HOLD_FORM,
    });
    expect(second.json().posicao_fila).toBe(2);
    expect(await alerts(ana)).toEqual([]);
    const checkIn = await desk('POST', '/api/circulacao/devolucoes', { codigo_barras: 'AL-1' });
    expect(checkIn.statusCode).toBe(200);

    const [alert, ...rest] = await alerts(ana);
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({
      tipo: 'reserva_disponivel',
      titulo: 'Hold available',
      lido: false,
      cod_acervo: ids['alerta-1'],
    });
    expect(alert!.mensagem).toContain('Memórias póstumas de Brás Cubas');
    const [portuguese] = await alerts(ana, '', '1');
    expect(portuguese!.titulo).toBe('Reserva disponível');
    expect(portuguese!.mensagem).toMatch(/está disponível para retirada em .+ até \d{2}\/\d{2}\/\d{4}\./);
    // Nobody else is told.
    expect(await alerts(bia)).toEqual([]);
  });

  it('cancelling a released hold passes the copy to the next patron, who gets the alert', async () => {
    expect(await alerts(caio)).toEqual([]);
    const [released] = (await caller(testApp, ana)('GET', '/api/reserva')).json();
    expect(released.situacao).toBe('LIBERADA');
    const cancel = await caller(testApp, ana)('DELETE', '/api/reserva', [released.cod_reserva]);
    expect(cancel.statusCode).toBe(200);
    const [alert] = await alerts(caio);
    expect(alert).toMatchObject({ tipo: 'reserva_disponivel', cod_acervo: ids['alerta-1'], lido: false });
    // Ana's own alert stays; cancelling tells her nothing new.
    expect(await alerts(ana)).toHaveLength(1);
  });

  it('a loan request moved to "available" by staff leaves an alert', async () => {
    const created = await caller(testApp, bia)(
      'POST',
      `/api/solicitacao-emprestimo/${ids['alerta-2']}`,
      LOAN_REQUEST_FORM,
    );
    expect(created.statusCode).toBe(201);
    const [request] = (await caller(testApp, bia)('GET', '/api/solicitacao-emprestimo')).json();
    const move = (situacao: string) =>
      desk('POST', `/api/circulacao/solicitacoes-emprestimo/${request.cod_solicitacao}/situacao`, { situacao });
    expect((await move('EM_TRANSITO')).statusCode).toBe(200);
    expect(await alerts(bia)).toEqual([]);
    expect((await move('DISPONIVEL')).statusCode).toBe(200);
    const [alert] = await alerts(bia, '', '3');
    expect(alert).toMatchObject({ tipo: 'solicitacao_disponivel', titulo: 'Solicitud de préstamo disponible' });
    expect(alert!.mensagem).toContain('O cortiço');
    expect(alert!.mensagem).toContain(request.protocolo);
  });

  it('filters by the day of creation with both dates or neither', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(await alerts(ana, `?dataIni=${today}&dataFim=${today}`)).toHaveLength(1);
    expect(await alerts(ana, '?dataIni=2000-01-01&dataFim=2000-12-31')).toEqual([]);
    const oneDate = await as(ana)('GET', `/api/solicitacoes/alertas?dataIni=${today}`);
    expect(oneDate.statusCode).toBe(422);
    expect(oneDate.json().error.code).toBe('DatasObrigatoriasFiltro');
    const reversed = await as(ana)('GET', '/api/solicitacoes/alertas?dataIni=2026-02-01&dataFim=2026-01-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().error.code).toBe('DataInicialMaiorQueFinal');
  });

  it('marks an alert read, and removes it; another patron’s alert is not found and stays', async () => {
    const [alert] = await alerts(ana);
    const foreignRead = await as(bia)('PUT', `/api/solicitacoes/alertas/${alert!.id}`, {});
    expect(foreignRead.statusCode).toBe(404);
    const foreignDelete = await as(bia)('DELETE', `/api/solicitacoes/alertas/${alert!.id}`);
    expect(foreignDelete.statusCode).toBe(404);
    expect((await alerts(ana))[0]!.lido).toBe(false);

    const read = await as(ana)('PUT', `/api/solicitacoes/alertas/${alert!.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: alert!.id, lido: true });
    expect((await alerts(ana))[0]!.lido).toBe(true);
    const unread = await as(ana)('PUT', `/api/solicitacoes/alertas/${alert!.id}`, { lido: false });
    expect(unread.json().lido).toBe(false);

    const removed = await as(ana)('DELETE', `/api/solicitacoes/alertas/${alert!.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await alerts(ana)).toEqual([]);
    expect((await as(ana)('DELETE', `/api/solicitacoes/alertas/${alert!.id}`)).statusCode).toBe(404);
    expect(await alerts(bia)).toHaveLength(1);
  });

  it('needs a signed-in patron', async () => {
    const anonymous = await testApp.app.inject({ url: '/api/solicitacoes/alertas' });
    expect(anonymous.statusCode).toBe(401);
  });
});
