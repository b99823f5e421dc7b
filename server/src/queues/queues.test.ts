import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caller,
  deskSession,
  importTitles,
  patronSession,
  type Session,
} from '../circulation/circulation-fixtures.testing.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server.ts';
import { staffSession } from '../staff/staff-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const LOAN_FORM = {
  biblioteca_origem: 'BC',
  biblioteca_recebimento: 'BS',
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

describe('staff queues: closed-stack requests, no-debts declarations (9002) and privacy requests (9001)', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let ana: Session;
  let bia: Session;
  let asAna: ReturnType<typeof caller>;
  let desk: ReturnType<typeof caller>;
  let admin: ReturnType<typeof caller>;
  let moderator: ReturnType<typeof caller>;
  let ids: Record<string, number>;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp({ SMTP_URL: smtp.url });
    ids = await importTitles(testApp, [
      { key: 'sertoes', title: 'Os sertões', copies: [{ library: 'BC', barcode: 'S-1' }] },
      { key: 'policarpo', title: 'Triste fim de Policarpo Quaresma', copies: [{ library: 'BS', barcode: 'P-1' }] },
    ]);
    ana = await patronSession(testApp, 'ana', { name: 'Ana Souza', email: 'ana@example.edu' });
    bia = await patronSession(testApp, 'bia', { name: 'Bia Rocha', email: 'bia@example.edu' });
    asAna = caller(testApp, ana);
    desk = caller(testApp, await deskSession(testApp));
    admin = caller(testApp, await staffSession(testApp, 'admin', ['siteAdmin']));
    moderator = caller(testApp, await staffSession(testApp, 'moderador', ['moderation']));
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it('refuses a patron and staff lacking the function on every queue route', async () => {
    const desksOwn: [string, string][] = [
      ['GET', '/api/equipe/filas/solicitacoes-emprestimo'],
      ['GET', '/api/equipe/filas/declaracoes'],
    ];
    const adminsOwn: [string, string][] = [
      ['GET', '/api/equipe/filas/privacidade'],
      ['POST', '/api/equipe/filas/privacidade/1/situacao'],
    ];
    for (const [method, url] of [...desksOwn, ...adminsOwn]) {
      const body = method === 'POST' ? { situacao: 'concluido' } : undefined;
      expect((await asAna(method as 'GET', url, body)).statusCode, `${url} as a patron`).toBe(403);
      expect((await moderator(method as 'GET', url, body)).statusCode, `${url} as a moderator`).toBe(403);
    }
    for (const [method, url] of adminsOwn) {
      const body = method === 'POST' ? { situacao: 'concluido' } : undefined;
      expect((await desk(method as 'GET', url, body)).statusCode, `${url} as the desk`).toBe(403);
    }
  });

  it('lists closed-stack loan requests from or to a library, by status, with counts; the desk moves them', async () => {
    const fromBc = await caller(testApp, ana)('POST', `/api/solicitacao-emprestimo/${ids.sertoes}`, LOAN_FORM);
    expect(fromBc.statusCode).toBe(201);
    const fromBs = await caller(testApp, bia)('POST', `/api/solicitacao-emprestimo/${ids.policarpo}`, {
      ...LOAN_FORM,
      biblioteca_origem: 'BS',
      biblioteca_recebimento: 'BS',
    });
    expect(fromBs.statusCode).toBe(201);

    const bc = (await desk('GET', '/api/equipe/filas/solicitacoes-emprestimo?biblioteca=BC')).json();
    expect(bc.total).toBe(1);
    expect(bc.itens[0]).toMatchObject({
      titulo: 'Os sertões',
      nome: 'Ana Souza',
      biblioteca_origem: 'BC',
      biblioteca_recebimento: 'BS',
      situacao: 'AGUARDANDO',
      telefone: '(31) 3409-5000',
      entrega_domicilio: false,
    });
    // BS is the receiving library of Ana's request and the source of Bia's.
    const bs = (await desk('GET', '/api/equipe/filas/solicitacoes-emprestimo?biblioteca=BS')).json();
    expect(bs.itens.map((row: { nome: string }) => row.nome)).toEqual(['Ana Souza', 'Bia Rocha']);
    expect(bs.contagens).toEqual({ AGUARDANDO: 2, DISPONIVEL: 0, EM_TRANSITO: 0, FINALIZADA: 0, CANCELADA: 0 });

    const moved = await desk(
      'POST',
      `/api/circulacao/solicitacoes-emprestimo/${bc.itens[0].cod_solicitacao}/situacao`,
      {
        situacao: 'EM_TRANSITO',
      },
    );
    expect(moved.statusCode).toBe(200);
    const inTransit = (await desk('GET', '/api/equipe/filas/solicitacoes-emprestimo?situacao=EM_TRANSITO')).json();
    expect(inTransit.itens.map((row: { titulo: string }) => row.titulo)).toEqual(['Os sertões']);
    expect(inTransit.contagens).toMatchObject({ AGUARDANDO: 1, EM_TRANSITO: 1 });
    const unknown = await desk('GET', '/api/equipe/filas/solicitacoes-emprestimo?situacao=PERDIDA');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.code).toBe('SituacaoFilaInvalida');
  });

  it('lists the no-debts declarations issued, newest first, for a library including those naming every library', async () => {
    const carla = await patronSession(testApp, 'carla', { name: 'Carla Dias' });
    const davi = await patronSession(testApp, 'davi', { name: 'Davi Melo' });
    const forBc = await caller(testApp, carla)('POST', '/api/unidade-informacao/nada-consta', { biblioteca: 'BC' });
    expect(forBc.statusCode).toBe(200);
    const forAll = await caller(testApp, davi)('POST', '/api/unidade-informacao/nada-consta', {});
    expect(forAll.statusCode).toBe(200);

    const bc = (await desk('GET', '/api/equipe/filas/declaracoes?biblioteca=BC')).json();
    expect(bc.total).toBe(2);
    expect(bc.itens.map((row: { nome: string }) => row.nome).sort()).toEqual(['Carla Dias', 'Davi Melo']);
    expect(bc.itens).toContainEqual(
      expect.objectContaining({
        nome: 'Carla Dias',
        biblioteca: 'BC',
        codigo_verificacao: forBc.headers['x-codigo-verificacao'],
      }),
    );
    expect(bc.itens).toContainEqual(expect.objectContaining({ nome: 'Davi Melo', biblioteca: null }));
    const bs = (await desk('GET', '/api/equipe/filas/declaracoes?biblioteca=BS')).json();
    expect(bs.itens.map((row: { nome: string }) => row.nome)).toEqual(['Davi Melo']);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await desk('GET', `/api/equipe/filas/declaracoes?dataIni=2020-01-01&dataFim=2020-01-31`)).json().total,
    ).toBe(0);
    expect((await desk('GET', `/api/equipe/filas/declaracoes?dataIni=${today}&dataFim=${today}`)).json().total).toBe(2);
    expect((await desk('GET', '/api/equipe/filas/declaracoes?dataIni=2020-01-01')).statusCode).toBe(422);
  });

  it('takes a patron’s deletion request, one at a time, and lets site administration close it with a reply', async () => {
    expect(
      (await testApp.app.inject({ method: 'POST', url: '/api/pessoas/privacidade/exclusao', payload: {} })).statusCode,
    ).toBe(401);
    const filed = await asAna('POST', '/api/pessoas/privacidade/exclusao', { motivo: 'Deixei a universidade.' });
    expect(filed.statusCode).toBe(201);
    expect(filed.json()).toMatchObject({ situacao: 'pendente' });
    const twice = await asAna('POST', '/api/pessoas/privacidade/exclusao', {});
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error.code).toBe('PedidoExclusaoJaAberto');
    await caller(testApp, bia)('POST', '/api/pessoas/privacidade/exclusao', {});

    const queue = (await admin('GET', '/api/equipe/filas/privacidade?situacao=pendente')).json();
    expect(queue.total).toBe(2);
    expect(queue.itens[0]).toMatchObject({
      cod_pedido: filed.json().cod_pedido,
      nome: 'Ana Souza',
      login: 'ana',
      email: 'ana@example.edu',
      motivo: 'Deixei a universidade.',
      situacao: 'pendente',
    });
    expect(queue.contagens).toEqual({ pendente: 2, concluido: 0, recusado: 0 });

    const noReason = await admin('POST', `/api/equipe/filas/privacidade/${queue.itens[1].cod_pedido}/situacao`, {
      situacao: 'recusado',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().error.code).toBe('RespostaObrigatoria');

    const mailsBefore = smtp.messages.length;
    const refused = await admin('POST', `/api/equipe/filas/privacidade/${queue.itens[1].cod_pedido}/situacao`, {
      situacao: 'recusado',
      resposta: 'Há um empréstimo em aberto; devolva-o e peça de novo.',
    });
    expect(refused.json()).toEqual({ cod_pedido: queue.itens[1].cod_pedido, situacao: 'recusado' });
    const mail = await smtp.nextMessage(mailsBefore);
    expect(mail.to).toEqual(['bia@example.edu']);
    expect(mail.raw).toContain('Resposta da biblioteca:');

    // Completing is the erasure (docs/privacy.md): refused while Ana's loan request is still open.
    const open = await admin('POST', `/api/equipe/filas/privacidade/${filed.json().cod_pedido}/situacao`, {
      situacao: 'concluido',
    });
    expect(open.statusCode).toBe(422);
    expect(open.json().error.code).toBe('ExclusaoDadosImpedida');
    const anas = (await desk('GET', '/api/equipe/filas/solicitacoes-emprestimo?situacao=EM_TRANSITO')).json();
    await desk('POST', `/api/circulacao/solicitacoes-emprestimo/${anas.itens[0].cod_solicitacao}/situacao`, {
      situacao: 'CANCELADA',
    });
    const anasOwnBefore = (await asAna('GET', '/api/pessoas/privacidade/exclusao')).json();
    expect(anasOwnBefore).toEqual([
      expect.objectContaining({ situacao: 'pendente', motivo: 'Deixei a universidade.' }),
    ]);
    const done = await admin('POST', `/api/equipe/filas/privacidade/${filed.json().cod_pedido}/situacao`, {
      situacao: 'concluido',
    });
    expect(done.statusCode).toBe(200);
    const again = await admin('POST', `/api/equipe/filas/privacidade/${filed.json().cod_pedido}/situacao`, {
      situacao: 'recusado',
      resposta: 'x',
    });
    expect(again.json().error.code).toBe('PedidoExclusaoJaAtendido');
    expect(
      (await admin('POST', '/api/equipe/filas/privacidade/999999/situacao', { situacao: 'concluido' })).statusCode,
    ).toBe(404);

    // Erased: Ana's session opens nothing any more, and her words left the request.
    expect((await asAna('GET', '/api/pessoas/privacidade/exclusao')).statusCode).toBeGreaterThanOrEqual(400);
    const closed = (await admin('GET', '/api/equipe/filas/privacidade')).json();
    expect(closed.contagens).toEqual({ pendente: 0, concluido: 1, recusado: 1 });
    expect(closed.itens.find((row: { situacao: string }) => row.situacao === 'concluido').atendido_por).toBe(
      'Staff admin',
    );
  });
});
