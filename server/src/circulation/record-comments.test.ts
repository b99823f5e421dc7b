import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDemoSiteConfiguration } from '../demo/demo-site-configuration.ts';
import { staffSession } from '../staff/staff-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  caller,
  deskSession,
  importTitles,
  patronSession,
  type Session,
  setPolicy,
} from './circulation-fixtures.testing.ts';

describe('title comments: pending until approved, with a limit on those awaiting approval', () => {
  let testApp: TestApp;
  let recordId: number;
  let moderator: ReturnType<typeof caller>;
  let ana: Session;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ lira: recordId } = (await importTitles(testApp, [
      { key: 'lira', title: 'Lira dos vinte anos', copies: [{ library: 'BC', barcode: 'L-1' }] },
    ])) as { lira: number });
    await setPolicy(testApp, { pendingCommentLimit: 2 });
    moderator = caller(testApp, await staffSession(testApp, 'moderador', ['moderation']));
    ana = await patronSession(testApp, 'ana', { name: 'Ana Beatriz Souza' });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const post = (text: string) =>
    caller(testApp, ana)('POST', `/api/comentarios/acervo/${recordId}`, { comentario: text });
  const publicComments = async () => (await testApp.app.inject(`/api/comentarios/acervo/${recordId}`)).json();

  it('needs sign-in and a non-blank text', async () => {
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: `/api/comentarios/acervo/${recordId}`,
      payload: { comentario: 'Olá' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await post('   ')).json().error.code).toBe('CampoObrigatorioNaoPreenchido');
  });

  it('keeps comments hidden until approval and refuses one over the pending limit', async () => {
    const first = await post('Poesia ultrarromântica essencial.');
    expect(first.statusCode).toBe(201);
    expect((await post('Ótima edição comentada.')).statusCode).toBe(201);
    const over = await post('Mais um comentário.');
    expect(over.statusCode).toBe(422);
    expect(over.json().error.code).toBe('limite_comentarios_excedido');
    expect(await publicComments()).toEqual([]);

    const pending = (await moderator('GET', '/api/circulacao/comentarios/pendentes')).json();
    expect(pending).toHaveLength(2);
    await moderator('POST', `/api/circulacao/comentarios/${first.json().cod_comentario}/avaliacao`, { aprovado: true });
    await moderator('POST', `/api/circulacao/comentarios/${pending[1].cod_comentario}/avaliacao`, { aprovado: false });
    expect(await publicComments()).toEqual([
      expect.objectContaining({ comentario: 'Poesia ultrarromântica essencial.', nome: 'Ana' }),
    ]);
    // Reviewing frees the pending places.
    expect((await post('Terceiro comentário.')).statusCode).toBe(201);
    const mine = (await caller(testApp, ana)('GET', `/api/comentarios/usuario/acervo/${recordId}`)).json();
    expect(mine.map((comment: { situacao: string }) => comment.situacao).sort()).toEqual([
      'APROVADO',
      'PENDENTE',
      'REPROVADO',
    ]);
  });

  it('lists the patron’s comments on every title and deletes only their own', async () => {
    const mine = (await caller(testApp, ana)('GET', '/api/comentarios/usuario/acervos')).json();
    expect(mine).toHaveLength(3);
    const other = await patronSession(testApp, 'outro');
    const foreign = await caller(testApp, other)('DELETE', `/api/comentarios/usuario/${mine[0].cod_comentario}`);
    expect(foreign.statusCode).toBe(404);
    expect(
      (await caller(testApp, ana)('DELETE', `/api/comentarios/usuario/${mine[0].cod_comentario}`)).statusCode,
    ).toBe(204);
    expect((await caller(testApp, ana)('GET', '/api/comentarios/usuario/acervos')).json()).toHaveLength(2);
  });
});

describe('the moderation queue (function 9004): title comments by library and status, general comments', () => {
  let testApp: TestApp;
  let ids: Record<string, number>;
  let moderator: ReturnType<typeof caller>;
  let ana: Session;
  let bruno: Session;

  beforeAll(async () => {
    testApp = await createTestApp();
    await applyDemoSiteConfiguration(testApp.database.db);
    ids = await importTitles(testApp, [
      { key: 'iracema', title: 'Iracema', copies: [{ library: 'BC', barcode: 'I-1' }] },
      { key: 'guarani', title: 'O guarani', copies: [{ library: 'BCS', barcode: 'G-1' }] },
    ]);
    moderator = caller(testApp, await staffSession(testApp, 'moderadora', ['moderation']));
    ana = await patronSession(testApp, 'ana', { name: 'Ana Beatriz Souza' });
    bruno = await patronSession(testApp, 'bruno', { name: 'Bruno Lima' });
    for (const [who, record, text] of [
      [ana, ids.iracema, 'Lirismo indianista.'],
      [bruno, ids.guarani, 'Aventura e romance.'],
      [bruno, ids.iracema, 'Leitura obrigatória do vestibular.'],
    ] as const)
      expect(
        (await caller(testApp, who)('POST', `/api/comentarios/acervo/${record}`, { comentario: text })).statusCode,
      ).toBe(201);
    const sent = await caller(testApp, ana)('POST', '/api/unidade-informacao/comentario', {
      content: 'O horário de sábado poderia ser maior.',
      b: 'BC',
    });
    expect(sent.statusCode).toBe(201);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('refuses a patron and the circulation desk on every moderation route', async () => {
    const desk = caller(testApp, await deskSession(testApp));
    const asAna = caller(testApp, ana);
    for (const [method, url] of [
      ['GET', '/api/equipe/filas/comentarios'],
      ['GET', '/api/equipe/filas/comentarios-gerais'],
      ['GET', '/api/circulacao/comentarios/pendentes'],
      ['POST', '/api/circulacao/comentarios/1/avaliacao'],
    ] as const) {
      const body = method === 'POST' ? { aprovado: true } : undefined;
      expect((await asAna(method, url, body)).statusCode, `${url} as a patron`).toBe(403);
      expect((await desk(method, url, body)).statusCode, `${url} as the desk`).toBe(403);
    }
    expect((await testApp.app.inject(`/api/comentarios/acervo/${ids.iracema}`)).json()).toEqual([]);
  });

  it('lists comments on titles held by a library, by status, oldest first, with counts', async () => {
    const bc = (await moderator('GET', '/api/equipe/filas/comentarios?biblioteca=BC&situacao=PENDENTE')).json();
    expect(bc.total).toBe(2);
    expect(bc.itens.map((row: { comentario: string }) => row.comentario)).toEqual([
      'Lirismo indianista.',
      'Leitura obrigatória do vestibular.',
    ]);
    expect(bc.itens[0]).toMatchObject({ titulo: 'Iracema', nome: 'Ana Beatriz Souza', situacao: 'PENDENTE' });
    expect(bc.contagens).toEqual({ PENDENTE: 2, APROVADO: 0, REPROVADO: 0 });

    const reviewed = await moderator('POST', `/api/circulacao/comentarios/${bc.itens[0].cod_comentario}/avaliacao`, {
      aprovado: true,
    });
    expect(reviewed.statusCode).toBe(200);
    expect((await testApp.app.inject(`/api/comentarios/acervo/${ids.iracema}`)).json()).toEqual([
      expect.objectContaining({ comentario: 'Lirismo indianista.', nome: 'Ana' }),
    ]);
    // Reviewed once: a second review finds no pending comment.
    expect(
      (
        await moderator('POST', `/api/circulacao/comentarios/${bc.itens[0].cod_comentario}/avaliacao`, {
          aprovado: false,
        })
      ).statusCode,
    ).toBe(404);

    const all = (await moderator('GET', '/api/equipe/filas/comentarios?itens=1&pagina=2')).json();
    expect(all.total).toBe(3);
    expect(all.itens.map((row: { comentario: string }) => row.comentario)).toEqual(['Aventura e romance.']);
    expect(all.contagens).toEqual({ PENDENTE: 2, APROVADO: 1, REPROVADO: 0 });
    const approved = (await moderator('GET', '/api/equipe/filas/comentarios?situacao=APROVADO')).json();
    expect(approved.itens[0]).toMatchObject({ comentario: 'Lirismo indianista.', situacao: 'APROVADO' });
    expect(approved.itens[0].data_avaliacao).toEqual(expect.any(String));
    expect((await moderator('GET', '/api/equipe/filas/comentarios?situacao=OCULTO')).statusCode).toBe(422);
  });

  it('reads the general comments sent from the footer, by library', async () => {
    const bc = (await moderator('GET', '/api/equipe/filas/comentarios-gerais?biblioteca=BC')).json();
    expect(bc).toEqual({
      total: 1,
      itens: [
        expect.objectContaining({
          biblioteca: 'BC',
          nome: 'Ana Beatriz Souza',
          comentario: 'O horário de sábado poderia ser maior.',
        }),
      ],
    });
    expect((await moderator('GET', '/api/equipe/filas/comentarios-gerais?biblioteca=BCS')).json().total).toBe(0);
  });
});
