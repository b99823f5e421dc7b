import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, deskSession, patronSession, type Session } from '../circulation/circulation-fixtures.testing.ts';
import { applyDemoSiteConfiguration } from '../demo/demo-site-configuration.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/test-smtp-server.ts';
import { staffSession } from '../staff/staff-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const SUGGEST = '/api/unidade-informacao/sugestao-aquisicao';
const ORDERS = '/api/equipe/aquisicao/pedidos';

describe('acquisitions: the suggestion queue, notes to the patron and purchase orders (function 9005)', () => {
  let smtp: TestSmtpServer;
  let testApp: TestApp;
  let ana: Session;
  let bruno: Session;
  let asAna: ReturnType<typeof caller>;
  let buyer: ReturnType<typeof caller>;
  const ids = { freire: 0, candido: 0, holanda: 0, social: 0 };

  const suggest = async (who: Session, biblioteca: string, titulo: string) => {
    const created = await caller(testApp, who)('POST', SUGGEST, { biblioteca, titulo, editor: 'Editora UFSC' });
    expect(created.statusCode).toBe(201);
    return created.json().codigo as number;
  };
  const anaStatus = async (id: number) =>
    (await asAna('GET', '/api/aquisicao/sugestoes'))
      .json()
      .find((row: { cod_sugestao: number }) => row.cod_sugestao === id)?.situacao;

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    testApp = await createTestApp({ SMTP_URL: smtp.url });
    await applyDemoSiteConfiguration(testApp.database.db);
    ana = await patronSession(testApp, 'ana', { name: 'Ana Souza', email: 'ana@example.edu' });
    bruno = await patronSession(testApp, 'bruno', { name: 'Bruno Lima' });
    // Ana reads the site in English: her alerts and mail come in English.
    await testApp.database.db.updateTable('people').set({ language: 'en' }).where('id', '=', ana.personId).execute();
    asAna = caller(testApp, ana);
    buyer = caller(testApp, await staffSession(testApp, 'compras', ['acquisitions']));
    ids.freire = await suggest(ana, 'BC', 'Pedagogia do oprimido');
    ids.candido = await suggest(ana, 'BC', 'Formação da literatura brasileira');
    ids.holanda = await suggest(bruno, 'BC', 'Raízes do Brasil');
    ids.social = await suggest(bruno, 'BCS', 'Casa-grande & senzala');
  });
  afterAll(async () => {
    await testApp?.close();
    await smtp?.close();
  });

  it('refuses a patron, a desk clerk and a visitor on every acquisitions route', async () => {
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/api/equipe/filas/sugestoes'],
      ['POST', `/api/circulacao/sugestoes/${ids.freire}/situacao`],
      ['GET', ORDERS],
      ['POST', ORDERS],
      ['GET', `${ORDERS}/1`],
      ['PUT', `${ORDERS}/1`],
      ['POST', `${ORDERS}/1/itens`],
      ['DELETE', `${ORDERS}/1/itens/1`],
      ['POST', `${ORDERS}/1/situacao`],
    ];
    const desk = caller(testApp, await deskSession(testApp));
    for (const [method, url] of routes) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : { situacao: 'atendida', biblioteca: 'BC' };
      expect((await asAna(method, url, body)).statusCode, `${method} ${url} as a patron`).toBe(403);
      expect((await desk(method, url, body)).statusCode, `${method} ${url} as the desk`).toBe(403);
      expect((await testApp.app.inject({ method, url })).statusCode, `${method} ${url} signed out`).toBe(401);
    }
    expect(await anaStatus(ids.freire)).toBe('sugestao_compra');
  });

  it('lists suggestions by library and status, oldest first, paged, with the count of each status', async () => {
    const all = (await buyer('GET', '/api/equipe/filas/sugestoes?biblioteca=BC')).json();
    expect(all.total).toBe(3);
    expect(all.itens.map((row: { titulo: string }) => row.titulo)).toEqual([
      'Pedagogia do oprimido',
      'Formação da literatura brasileira',
      'Raízes do Brasil',
    ]);
    expect(all.itens[0]).toMatchObject({
      cod_sugestao: ids.freire,
      nome: 'Ana Souza',
      biblioteca: 'BC',
      situacao: 'sugestao_compra',
      desc_situacao: 'Purchase suggestion',
      nota: null,
      cod_pedido: null,
    });
    expect(all.contagens.sugestao_compra).toBe(3);
    expect(all.contagens.em_cotacao).toBe(0);
    expect(Object.keys(all.contagens)).toHaveLength(14);

    const second = (await buyer('GET', '/api/equipe/filas/sugestoes?biblioteca=BC&itens=2&pagina=2')).json();
    expect(second.total).toBe(3);
    expect(second.itens.map((row: { titulo: string }) => row.titulo)).toEqual(['Raízes do Brasil']);
    expect((await buyer('GET', '/api/equipe/filas/sugestoes?biblioteca=BCS')).json().total).toBe(1);
    expect((await buyer('GET', '/api/equipe/filas/sugestoes')).json().total).toBe(4);
    expect((await buyer('GET', '/api/equipe/filas/sugestoes?situacao=em_cotacao')).json()).toMatchObject({
      total: 0,
      itens: [],
    });
    const unknown = await buyer('GET', '/api/equipe/filas/sugestoes?situacao=comprada');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.code).toBe('SituacaoSugestaoInvalida');
    expect((await buyer('GET', '/api/equipe/filas/sugestoes?itens=101')).statusCode).toBe(400);
  });

  it('moves a suggestion with a note: the patron sees the status, an alert and an e-mail in their language', async () => {
    const mailsBefore = smtp.messages.length;
    const moved = await buyer('POST', `/api/circulacao/sugestoes/${ids.candido}/situacao`, {
      situacao: 'ja_existe',
      nota: 'We hold two copies at the Biblioteca Central.',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({
      cod_sugestao: ids.candido,
      situacao: 'ja_existe',
      nota: 'We hold two copies at the Biblioteca Central.',
    });
    expect(await anaStatus(ids.candido)).toBe('ja_existe');
    const [alert] = (await asAna('GET', '/api/solicitacoes/alertas')).json();
    expect(alert).toMatchObject({
      tipo: 'sugestao_observacao',
      titulo: 'Acquisition suggestion: Already exists',
      mensagem: '“Formação da literatura brasileira”: We hold two copies at the Biblioteca Central.',
      lido: false,
    });
    const mail = await smtp.nextMessage(mailsBefore);
    expect(mail.to).toEqual(['ana@example.edu']);
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain('Your acquisition suggestion');

    // The same status without a note changes nothing; an unknown status is refused.
    const alertsBefore = (await asAna('GET', '/api/solicitacoes/alertas')).json().length;
    expect(
      (await buyer('POST', `/api/circulacao/sugestoes/${ids.candido}/situacao`, { situacao: 'ja_existe' })).json(),
    ).toMatchObject({ situacao: 'ja_existe', nota: 'We hold two copies at the Biblioteca Central.' });
    expect((await asAna('GET', '/api/solicitacoes/alertas')).json()).toHaveLength(alertsBefore);
    const unknown = await buyer('POST', `/api/circulacao/sugestoes/${ids.candido}/situacao`, { situacao: 'comprada' });
    expect(unknown.statusCode).toBe(422);
    expect(
      (await buyer('POST', '/api/circulacao/sugestoes/999999/situacao', { situacao: 'atendida' })).statusCode,
    ).toBe(404);
  });

  it('builds an order from suggestions; each move of the order moves them, and the patron follows it', async () => {
    const created = await buyer('POST', ORDERS, {
      biblioteca: 'BC',
      fornecedor: 'Livraria Cultura',
      previsao_entrega: '2026-12-20',
    });
    expect(created.statusCode).toBe(201);
    const order = created.json();
    expect(order).toMatchObject({ fornecedor: 'Livraria Cultura', biblioteca: 'BC', situacao: 'aberto', itens: [] });
    const orderUrl = `${ORDERS}/${order.cod_pedido}`;

    const empty = await buyer('POST', `${orderUrl}/situacao`, { situacao: 'enviado' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.code).toBe('PedidoCompraSemItens');

    const added = await buyer('POST', `${orderUrl}/itens`, {
      cod_sugestao: ids.freire,
      quantidade: 3,
      preco_unitario: 89.9,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().itens).toEqual([
      expect.objectContaining({
        cod_sugestao: ids.freire,
        titulo: 'Pedagogia do oprimido',
        editor: 'Editora UFSC',
        solicitante: 'Ana Souza',
        quantidade: 3,
        preco_unitario: 89.9,
        quantidade_recebida: 0,
      }),
    ]);
    await buyer('POST', `${orderUrl}/itens`, { cod_sugestao: ids.holanda, quantidade: 2, preco_unitario: 50 });
    await buyer('POST', `${orderUrl}/itens`, {
      titulo: 'Grande sertão: veredas',
      quantidade: 1,
      preco_unitario: 120.5,
    });
    expect(await anaStatus(ids.freire)).toBe('em_cotacao');

    // One order at a time, of the suggestion's own library, and only open suggestions.
    const other = (await buyer('POST', ORDERS, { biblioteca: 'BC', fornecedor: 'Estante Virtual' })).json();
    const twice = await buyer('POST', `${ORDERS}/${other.cod_pedido}/itens`, { cod_sugestao: ids.freire });
    expect(twice.json().error.code).toBe('SugestaoJaEmPedido');
    const elsewhere = await buyer('POST', `${orderUrl}/itens`, { cod_sugestao: ids.social });
    expect(elsewhere.json().error.code).toBe('SugestaoDeOutraBiblioteca');
    const closed = await buyer('POST', `${orderUrl}/itens`, { cod_sugestao: ids.candido });
    expect(closed.json().error.code).toBe('SugestaoNaoPodeSerPedida');
    // While the order holds it, the suggestion's status follows the order.
    const held = await buyer('POST', `/api/circulacao/sugestoes/${ids.freire}/situacao`, { situacao: 'cancelada' });
    expect(held.statusCode).toBe(422);
    expect(held.json().error.code).toBe('SugestaoPresaAoPedido');

    const sent = await buyer('POST', `${orderUrl}/situacao`, { situacao: 'enviado' });
    expect(sent.json()).toMatchObject({
      situacao: 'enviado',
      quantidade_itens: 6,
      total_entregue: 0,
      valor_total: 490.2,
    });
    expect(await anaStatus(ids.freire)).toBe('aguardando_entrega');
    const late = await buyer('POST', `${orderUrl}/itens`, { titulo: 'Vidas secas' });
    expect(late.json().error.code).toBe('PedidoCompraNaoAberto');
    expect((await buyer('PUT', orderUrl, { previsao_entrega: '2027-01-10' })).json().previsao_entrega).toBe(
      '2027-01-10',
    );

    const [freireItem, holandaItem] = sent.json().itens;
    const tooMany = await buyer('POST', `${orderUrl}/situacao`, {
      situacao: 'recebido',
      recebidos: [{ cod_item: holandaItem.cod_item, quantidade: 3 }],
    });
    expect(tooMany.json().error.code).toBe('QuantidadeRecebidaInvalida');
    const received = await buyer('POST', `${orderUrl}/situacao`, {
      situacao: 'recebido',
      recebidos: [{ cod_item: holandaItem.cod_item, quantidade: 1 }],
    });
    expect(received.json()).toMatchObject({ situacao: 'recebido', total_entregue: 5 });
    expect(received.json().itens.map((item: { quantidade_recebida: number }) => item.quantidade_recebida)).toEqual([
      3, 1, 1,
    ]);
    expect(freireItem.cod_sugestao).toBe(ids.freire);
    expect(await anaStatus(ids.freire)).toBe('atendida');
    const queue = (
      await buyer('GET', '/api/equipe/filas/sugestoes?biblioteca=BC&situacao=atendida_parcialmente')
    ).json();
    expect(queue.itens.map((row: { cod_sugestao: number }) => row.cod_sugestao)).toEqual([ids.holanda]);
    expect(queue.itens[0]).toMatchObject({ cod_pedido: order.cod_pedido, situacao_pedido: 'recebido' });

    const again = await buyer('POST', `${orderUrl}/situacao`, { situacao: 'cancelado' });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('TransicaoPedidoInvalida');
  });

  it('returns a suggestion to the queue when its item is removed or its order cancelled', async () => {
    const fresh = await suggest(bruno, 'BC', 'O cortiço');
    const order = (await buyer('POST', ORDERS, { biblioteca: 'BC', fornecedor: 'Saraiva' })).json();
    const orderUrl = `${ORDERS}/${order.cod_pedido}`;
    const [item] = (await buyer('POST', `${orderUrl}/itens`, { cod_sugestao: fresh })).json().itens;
    const removed = await buyer('DELETE', `${orderUrl}/itens/${item.cod_item}`);
    expect(removed.json().itens).toEqual([]);
    const row = async () =>
      (await buyer('GET', '/api/equipe/filas/sugestoes?biblioteca=BC&itens=100'))
        .json()
        .itens.find((candidate: { cod_sugestao: number }) => candidate.cod_sugestao === fresh);
    expect(await row()).toMatchObject({ situacao: 'sugestao_compra', cod_pedido: null });

    await buyer('POST', `${orderUrl}/itens`, { cod_sugestao: fresh });
    await buyer('POST', `${orderUrl}/situacao`, { situacao: 'enviado' });
    const cancelled = await buyer('POST', `${orderUrl}/situacao`, { situacao: 'cancelado' });
    expect(cancelled.json()).toMatchObject({ situacao: 'cancelado' });
    expect(await row()).toMatchObject({ situacao: 'sugestao_compra', cod_pedido: null });

    const orders = (await buyer('GET', `${ORDERS}?biblioteca=BC&situacao=cancelado`)).json();
    expect(orders.itens.map((entry: { cod_pedido: number }) => entry.cod_pedido)).toEqual([order.cod_pedido]);
    expect(orders.contagens).toEqual({ aberto: 1, enviado: 0, recebido: 1, cancelado: 1 });
  });

  it('lets one of two orders take a suggestion offered to both at once', async () => {
    const contested = await suggest(bruno, 'BC', 'Memórias póstumas de Brás Cubas');
    const first = (await buyer('POST', ORDERS, { biblioteca: 'BC', fornecedor: 'A' })).json().cod_pedido;
    const second = (await buyer('POST', ORDERS, { biblioteca: 'BC', fornecedor: 'B' })).json().cod_pedido;
    const answers = await Promise.all(
      [first, second].map((id) => buyer('POST', `${ORDERS}/${id}/itens`, { cod_sugestao: contested })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const items = await testApp.database.db
      .selectFrom('purchase_order_items')
      .select('order_id')
      .where('suggestion_id', '=', contested)
      .execute();
    expect(items).toHaveLength(1);
  });
});
