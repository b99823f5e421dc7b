import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  let desk: ReturnType<typeof caller>;
  let ana: Session;

  beforeAll(async () => {
    testApp = await createTestApp();
    ({ lira: recordId } = (await importTitles(testApp, [
      { key: 'lira', title: 'Lira dos vinte anos', copies: [{ library: 'BC', barcode: 'L-1' }] },
    ])) as { lira: number });
    await setPolicy(testApp, { pendingCommentLimit: 2 });
    desk = caller(testApp, await deskSession(testApp));
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

    const pending = (await desk('GET', '/api/circulacao/comentarios/pendentes')).json();
    expect(pending).toHaveLength(2);
    await desk('POST', `/api/circulacao/comentarios/${first.json().cod_comentario}/avaliacao`, { aprovado: true });
    await desk('POST', `/api/circulacao/comentarios/${pending[1].cod_comentario}/avaliacao`, { aprovado: false });
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
