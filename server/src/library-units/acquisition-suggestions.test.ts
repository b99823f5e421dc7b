import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../admin/admin-commands.ts';
import { caller, patronSession, type Session } from '../circulation/circulation-fixtures.testing.ts';
import { applyDemoSiteConfiguration } from '../demo/demo-site-configuration.ts';
import { staffSession } from '../staff/staff-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { SUGGESTION_STATUSES } from './suggestion-statuses.ts';

const SUGGEST = '/api/unidade-informacao/sugestao-aquisicao';

describe('acquisition suggestions: statuses, the patron’s list, staff status changes', () => {
  let testApp: TestApp;
  let ana: Session;
  let bruno: Session;
  let desk: ReturnType<typeof caller>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    testApp = await createTestApp();
    await applyDemoSiteConfiguration(testApp.database.db);
    ana = await patronSession(testApp, 'ana');
    bruno = await patronSession(testApp, 'bruno');
    // Suggestion statuses are the acquisitions function's (9005, docs/staff-queues.md).
    desk = caller(testApp, await staffSession(testApp, 'compras', ['acquisitions']));
    for (const [key, who, titulo] of [
      ['freire', ana, 'Pedagogia do oprimido'],
      ['candido', ana, 'Formação da literatura brasileira'],
      ['bruno', bruno, 'Raízes do Brasil'],
    ] as const) {
      const created = await caller(testApp, who)('POST', SUGGEST, { biblioteca: 'BC', titulo, editor: 'Editora' });
      expect(created.statusCode).toBe(201);
      ids[key] = created.json().codigo;
    }
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('lists the spec’s fourteen statuses, described in the caller’s language', async () => {
    const inject = (idioma: string) =>
      testApp.app.inject({ url: '/api/aquisicao/sugestoes/situacao', headers: { idioma } });
    const portuguese = (await inject('1')).json() as { codigo: string; descricao: string }[];
    expect(portuguese).toHaveLength(14);
    expect(portuguese).toContainEqual({ codigo: 'em_cotacao', descricao: 'Em cotação' });
    expect((await inject('5')).json()).toContainEqual({ codigo: 'em_cotacao', descricao: 'In quote' });
    expect((await inject('3')).json()).toContainEqual({ codigo: 'sugestao_compra', descricao: 'Sugerencia de compra' });
  });

  it('lists only the patron’s own suggestions, newest first, with their status', async () => {
    const own = (await caller(testApp, ana)('GET', '/api/aquisicao/sugestoes')).json();
    expect(own.map((row: { titulo: string }) => row.titulo)).toEqual([
      'Formação da literatura brasileira',
      'Pedagogia do oprimido',
    ]);
    expect(own[0]).toMatchObject({
      biblioteca: 'BC',
      situacao: 'sugestao_compra',
      desc_situacao: 'Purchase suggestion',
      editor: 'Editora',
    });
    expect((await testApp.app.inject({ url: '/api/aquisicao/sugestoes' })).statusCode).toBe(401);
  });

  it('lets staff move a suggestion (API and admin command); the patron filters by status and dates', async () => {
    expect(
      (await caller(testApp, ana)('POST', `/api/circulacao/sugestoes/${ids.freire}/situacao`, { situacao: 'atendida' }))
        .statusCode,
    ).toBe(403);
    const unknown = await desk('POST', `/api/circulacao/sugestoes/${ids.freire}/situacao`, { situacao: 'comprada' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toMatchObject({
      code: 'SituacaoSugestaoInvalida',
      message: 'Unknown suggestion status.',
    });
    expect((await desk('POST', '/api/circulacao/sugestoes/999999/situacao', { situacao: 'atendida' })).statusCode).toBe(
      404,
    );
    const moved = await desk('POST', `/api/circulacao/sugestoes/${ids.freire}/situacao`, { situacao: 'em_cotacao' });
    expect(moved.json()).toEqual({ cod_sugestao: ids.freire, situacao: 'em_cotacao', nota: null });

    const services = testApp.app.context;
    const run = (...argv: string[]) => runAdminCommand(testApp.database.db, argv, () => '', services);
    expect(await run('suggestion', 'status', String(ids.candido), 'ja_existe')).toBe(
      `suggestion ${ids.candido}: ja_existe\n`,
    );
    await expect(run('suggestion', 'status', String(ids.candido), 'nada')).rejects.toThrow();

    const get = (query: string) => caller(testApp, ana)('GET', `/api/aquisicao/sugestoes${query}`);
    const quoted = (await get('?situacao=em_cotacao')).json();
    expect(quoted).toEqual([expect.objectContaining({ cod_sugestao: ids.freire, desc_situacao: 'In quote' })]);
    expect((await get('?situacao=ja_existe')).json().map((row: { cod_sugestao: number }) => row.cod_sugestao)).toEqual([
      ids.candido,
    ]);
    expect((await get('?situacao=atendida')).json()).toEqual([]);
    expect((await get('?situacao=inventada')).statusCode).toBe(422);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`?dataIni=${today}&dataFim=${today}`)).json()).toHaveLength(2);
    expect((await get('?dataIni=2000-01-01&dataFim=2000-12-31')).json()).toEqual([]);
    expect((await get(`?dataIni=${today}`)).json().error.code).toBe('DatasObrigatoriasFiltro');
    expect(Object.keys(SUGGESTION_STATUSES)).toContain('em_cotacao');
  });

  it('shows the patron the library’s note with the last status change, and only that change’s', async () => {
    const own = async () =>
      ((await caller(testApp, bruno)('GET', '/api/aquisicao/sugestoes')).json() as { nota: string | null }[])[0];
    expect((await own())?.nota).toBeNull();
    const note = 'Pedimos à editora; chega em março.';
    const moved = await desk('POST', `/api/circulacao/sugestoes/${ids.bruno}/situacao`, {
      situacao: 'em_negociacao',
      nota: `  ${note} `,
    });
    expect(moved.statusCode).toBe(200);
    expect(await own()).toMatchObject({ cod_sugestao: ids.bruno, situacao: 'em_negociacao', nota: note });
    // Another patron's list never carries it.
    const anas = (await caller(testApp, ana)('GET', '/api/aquisicao/sugestoes')).json() as { nota: string | null }[];
    expect(anas.map((row) => row.nota)).toEqual([null, null]);
    await desk('POST', `/api/circulacao/sugestoes/${ids.bruno}/situacao`, { situacao: 'aguardando_entrega' });
    expect(await own()).toMatchObject({ situacao: 'aguardando_entrega', nota: null });
    await desk('POST', `/api/circulacao/sugestoes/${ids.bruno}/situacao`, { situacao: 'atendida', nota: note });
    const services = testApp.app.context;
    await runAdminCommand(
      testApp.database.db,
      ['suggestion', 'status', String(ids.bruno), 'cancelada'],
      () => '',
      services,
    );
    expect(await own()).toMatchObject({ situacao: 'cancelada', nota: null });
  });
});
