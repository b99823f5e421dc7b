import type { MarcRecord } from '@estante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, importRecords, patronSession, type Session } from '../circulation/circulation-fixtures.testing.ts';
import { applyDemoSiteConfiguration } from '../demo/demo-site-configuration.ts';
import { staffSession } from '../staff/staff-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const STATISTICS = '/api/aquisicao/estatisticas';
const field = (tag: string, ...subfields: [string, string][]) => ({
  tag,
  ind1: ' ',
  ind2: ' ',
  subfields: subfields.map(([code, value]) => ({ code, value })),
});
const item = (library: string, barcode: string, acquired?: string) =>
  field(
    '952',
    ['a', library],
    ['b', library],
    ['p', barcode],
    ['y', 'LIVRO'],
    ...((acquired ? [['d', acquired]] : []) as [string, string][]),
  );

function title(key: string, name: string, ...fields: ReturnType<typeof field>[]): MarcRecord {
  return {
    leader: '00000nam a2200000 a 4500',
    fields: [{ tag: '001', value: key }, { tag: '003', value: 'ESTANTE-TEST' }, field('245', ['a', name]), ...fields],
  };
}

describe('acquisition statistics and the patron purchase orders (spec 001 §7.4)', () => {
  let testApp: TestApp;
  let ana: Session;
  let asAna: ReturnType<typeof caller>;

  beforeAll(async () => {
    testApp = await createTestApp();
    await applyDemoSiteConfiguration(testApp.database.db);
    // Acquisition data as sources write it: Koha 952 $d per copy, the record's 541 $c (kind) and $d (day).
    const ids = await importRecords(testApp, [
      title(
        'acq-1',
        'Vidas secas',
        field('541', ['c', 'Compra']),
        item('BC', 'a1', '2026-03-10'),
        item('BC', 'a2', '2026-03-11'),
        item('BCS', 'a3', '2026-04-02'),
      ),
      title(
        'acq-2',
        'Grande sertão: veredas',
        field('541', ['c', 'Doação da família'], ['d', '20260315']),
        item('BC', 'b1'),
      ),
      title('acq-3', 'Macunaíma', field('541', ['c', 'Permuta']), item('BCS', 'c1', '2025-12-20')),
      title('acq-4', 'Memórias póstumas', item('BC', 'd1', '2026-05-05')),
      title('acq-5', 'Título retirado', field('541', ['c', 'Compra']), item('BC', 'e1', '2026-03-01')),
      title('acq-6', 'Sem data', field('541', ['c', 'Compra']), item('BC', 'f1')),
    ]);
    // A suppressed title is out of the public catalogue and of its figures.
    await testApp.database.db.updateTable('records').set({ suppressed: 1 }).where('id', '=', ids['acq-5']!).execute();
    ana = await patronSession(testApp, 'ana', { name: 'Ana Souza' });
    asAna = caller(testApp, ana);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('stores the kind and day the import read', async () => {
    const rows = await testApp.database.db
      .selectFrom('copies')
      .select(['barcode', 'acquisition_type', 'acquired_on'])
      .where('barcode', 'in', ['a1', 'b1', 'd1', 'f1'])
      .orderBy('barcode')
      .execute();
    expect(rows).toEqual([
      { barcode: 'a1', acquisition_type: 'compra', acquired_on: '2026-03-10' },
      { barcode: 'b1', acquisition_type: 'doacao', acquired_on: '2026-03-15' },
      { barcode: 'd1', acquisition_type: null, acquired_on: '2026-05-05' },
      { barcode: 'f1', acquisition_type: 'compra', acquired_on: null },
    ]);
  });

  it('counts titles and copies by kind, library and month, every month of the period listed', async () => {
    const response = await asAna('GET', `${STATISTICS}?dataIni=2026-01-01&dataFim=2026-06-30`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ dataIni: '2026-01-01', dataFim: '2026-06-30', biblioteca: null });
    expect(body.total).toEqual({ titulos: 3, exemplares: 5 });
    expect(body.tipos).toEqual([
      { tipo: 'compra', titulos: 1, exemplares: 3 },
      { tipo: 'doacao', titulos: 1, exemplares: 1 },
      { tipo: 'permuta', titulos: 0, exemplares: 0 },
      { tipo: 'nao_informado', titulos: 1, exemplares: 1 },
    ]);
    expect(body.bibliotecas.map((row: { cod_biblioteca: string }) => row.cod_biblioteca).sort()).toEqual(['BC', 'BCS']);
    expect(body.bibliotecas.find((row: { cod_biblioteca: string }) => row.cod_biblioteca === 'BC')).toMatchObject({
      titulos: 3,
      exemplares: 4,
      compra: 2,
      doacao: 1,
      permuta: 0,
      nao_informado: 1,
    });
    expect(body.meses).toEqual([
      { mes: '2026-01', titulos: 0, exemplares: 0, compra: 0, doacao: 0, permuta: 0, nao_informado: 0 },
      { mes: '2026-02', titulos: 0, exemplares: 0, compra: 0, doacao: 0, permuta: 0, nao_informado: 0 },
      { mes: '2026-03', titulos: 2, exemplares: 3, compra: 2, doacao: 1, permuta: 0, nao_informado: 0 },
      { mes: '2026-04', titulos: 1, exemplares: 1, compra: 1, doacao: 0, permuta: 0, nao_informado: 0 },
      { mes: '2026-05', titulos: 1, exemplares: 1, compra: 0, doacao: 0, permuta: 0, nao_informado: 1 },
      { mes: '2026-06', titulos: 0, exemplares: 0, compra: 0, doacao: 0, permuta: 0, nao_informado: 0 },
    ]);
  });

  it('keeps one library, and reaches back to an exchange of an earlier year', async () => {
    const body = (await asAna('GET', `${STATISTICS}?biblioteca=BCS&dataIni=2025-12-01&dataFim=2026-04-30`)).json();
    expect(body.biblioteca).toBe('BCS');
    expect(body.total).toEqual({ titulos: 2, exemplares: 2 });
    expect(body.tipos.map((row: { exemplares: number }) => row.exemplares)).toEqual([1, 0, 1, 0]);
    expect(body.meses.map((row: { mes: string; exemplares: number }) => [row.mes, row.exemplares])).toEqual([
      ['2025-12', 1],
      ['2026-01', 0],
      ['2026-02', 0],
      ['2026-03', 0],
      ['2026-04', 1],
    ]);
  });

  it('answers the last 12 calendar months without dates', async () => {
    const body = (await asAna('GET', STATISTICS)).json();
    const today = new Date().toISOString().slice(0, 10);
    expect(body.dataFim).toBe(today);
    expect(body.meses).toHaveLength(12);
    expect(body.meses.at(-1).mes).toBe(today.slice(0, 7));
    expect(body.dataIni).toBe(`${body.meses[0].mes}-01`);
  });

  it('exports the same figures as CSV', async () => {
    const response = await asAna(
      'GET',
      `${STATISTICS}?biblioteca=BCS&dataIni=2026-04-01&dataFim=2026-04-30&formato=csv`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="aquisicoes_BCS_2026-04-01_2026-04-30.csv"',
    );
    expect(response.body.split('\r\n')).toEqual([
      '\uFEFFsecao,chave,titulos,exemplares,compra,doacao,permuta,nao_informado',
      'mes,2026-04,1,1,1,0,0,0',
      'biblioteca,BCS,1,1,1,0,0,0',
      'total,2026-04-01/2026-04-30,1,1,1,0,0,0',
      '',
    ]);
  });

  it('refuses a visitor, one date alone, an unknown library and a period over ten years', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: STATISTICS })).statusCode).toBe(401);
    const oneDate = await asAna('GET', `${STATISTICS}?dataIni=2026-01-01`);
    expect(oneDate.statusCode).toBe(422);
    const unknown = await asAna('GET', `${STATISTICS}?biblioteca=XYZ`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.code).toBe('BibliotecaInvalida');
    const long = await asAna('GET', `${STATISTICS}?dataIni=2010-01-01&dataFim=2026-01-01`);
    expect(long.statusCode).toBe(422);
    expect(long.json().error).toMatchObject({
      code: 'PeriodoEstatisticasMuitoLongo',
      message: 'The statistics period can be at most ten years long.',
    });
  });

  it("follows a patron's suggestion to its purchase order, showing only the patron's own titles", async () => {
    const bruno = caller(testApp, await patronSession(testApp, 'bruno', { name: 'Bruno Lima' }));
    const buyer = caller(testApp, await staffSession(testApp, 'compras', ['acquisitions']));
    const suggest = async (who: ReturnType<typeof caller>, titulo: string) =>
      (
        await who('POST', '/api/unidade-informacao/sugestao-aquisicao', {
          biblioteca: 'BC',
          titulo,
          editor: 'Ed. UFMG',
        })
      ).json().codigo as number;
    const anaSuggestion = await suggest(asAna, 'Quarto de despejo');
    const brunoSuggestion = await suggest(bruno, 'The Souls of Black Folk');
    expect((await asAna('GET', '/api/aquisicao/pedidos')).json()).toEqual([]);

    const order = (
      await buyer('POST', '/api/equipe/aquisicao/pedidos', {
        biblioteca: 'BC',
        fornecedor: 'Livraria Quixote',
        data_cotacao: '2026-11-20',
        previsao_entrega: '2026-12-15',
      })
    ).json();
    const orderUrl = `/api/equipe/aquisicao/pedidos/${order.cod_pedido}`;
    await buyer('POST', `${orderUrl}/itens`, { cod_sugestao: anaSuggestion, quantidade: 2, preco_unitario: 40 });
    await buyer('POST', `${orderUrl}/itens`, {
      cod_sugestao: brunoSuggestion,
      quantidade: 1,
      titulo_estrangeiro: true,
    });
    expect((await buyer('POST', `${orderUrl}/situacao`, { situacao: 'enviado' })).statusCode).toBe(200);

    const anaOrders = (await asAna('GET', '/api/aquisicao/pedidos')).json();
    expect(anaOrders).toHaveLength(1);
    expect(anaOrders[0]).toMatchObject({
      cod_pedido: order.cod_pedido,
      biblioteca: 'BC',
      situacao: 'enviado',
      quantidade_itens: 3,
      total_entregue: 0,
      data_cotacao: '2026-11-20',
      previsao_entrega: '2026-12-15',
      data_conclusao: null,
    });
    expect(anaOrders[0]).not.toHaveProperty('fornecedor');
    expect(anaOrders[0].itens).toEqual([
      {
        cod_sugestao: anaSuggestion,
        titulo: 'Quarto de despejo',
        autor: null,
        titulo_estrangeiro: false,
        solicitante: 'Ana Souza',
        quantidade: 2,
        quantidade_recebida: 0,
      },
    ]);
    const brunoItems = (await bruno('GET', '/api/aquisicao/pedidos')).json()[0].itens;
    expect(brunoItems).toMatchObject([
      { titulo: 'The Souls of Black Folk', titulo_estrangeiro: true, solicitante: 'Bruno Lima' },
    ]);

    await buyer('POST', `${orderUrl}/situacao`, { situacao: 'recebido' });
    const received = (await asAna('GET', '/api/aquisicao/pedidos')).json()[0];
    expect(received).toMatchObject({ situacao: 'recebido', total_entregue: 3 });
    expect(received.itens[0].quantidade_recebida).toBe(2);
    expect(received.data_conclusao).not.toBeNull();
    expect((await testApp.app.inject({ method: 'GET', url: '/api/aquisicao/pedidos' })).statusCode).toBe(401);
  });
});
