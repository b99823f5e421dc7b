import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatron, TEST_PASSWORD } from '../auth/auth-fixtures.testing.ts';
import { applyDemoSiteConfiguration } from '../demo/demo-site-configuration.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { DEFAULT_PENDING_COMMENT_LIMIT } from './send-feedback.ts';

describe('campuses, libraries and the footer forms (/api/campus, /api/unidade-informacao)', () => {
  let testApp: TestApp;
  let token: string;
  let inject: TestApp['app']['inject'];

  beforeAll(async () => {
    testApp = await createTestApp();
    inject = testApp.app.inject.bind(testApp.app);
    await applyDemoSiteConfiguration(testApp.database.db);
    await createPatron(testApp.database.db, { logins: ['rodrigo.alves'], name: 'Rodrigo Alves' });
    const session = await inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'password', username: 'rodrigo.alves', password: TEST_PASSWORD },
    });
    token = session.json().access_token;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}`, ...headers } });

  it('lists campuses and the libraries of one campus', async () => {
    const campuses = (await inject({ url: '/api/campus' })).json() as { cod_campus: number; nome_campus: string }[];
    expect(campuses.map((campus) => campus.nome_campus)).toContain('Campus Central');
    const central = campuses.find((campus) => campus.nome_campus === 'Campus Central')!;
    const libraries = (await inject({ url: `/api/unidade-informacao?campus=${central.cod_campus}` })).json() as {
      cod_biblioteca: string;
      cod_campus: number;
    }[];
    expect(libraries.map((library) => library.cod_biblioteca)).toContain('BC');
    expect(new Set(libraries.map((library) => library.cod_campus))).toEqual(new Set([central.cod_campus]));
    const all = (await inject({ url: '/api/unidade-informacao' })).json() as unknown[];
    expect(all.length).toBeGreaterThanOrEqual(libraries.length);
  });

  it('refuses both forms to a visitor who is not signed in (401), storing nothing', async () => {
    const comment = await inject({
      method: 'POST',
      url: '/api/unidade-informacao/comentario',
      payload: { b: 'BC', content: 'Olá' },
    });
    expect(comment.statusCode).toBe(401);
    const suggestion = await inject({
      method: 'POST',
      url: '/api/unidade-informacao/sugestao-aquisicao',
      payload: { biblioteca: 'BC', titulo: 'X', editor: 'Y' },
    });
    expect(suggestion.statusCode).toBe(401);
    const { db } = testApp.database;
    expect(await db.selectFrom('general_comments').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('acquisition_suggestions').select('id').execute()).toEqual([]);
  });

  it('stores an acquisition suggestion for staff, trimmed, and names a missing required field', async () => {
    const missingTitle = await post(
      '/api/unidade-informacao/sugestao-aquisicao',
      { biblioteca: 'BC', titulo: '   ', editor: 'Paz e Terra' },
      { idioma: '5' },
    );
    expect(missingTitle.statusCode).toBe(422);
    expect(missingTitle.json().error).toMatchObject({
      code: 'CampoObrigatorioNaoPreenchido',
      message: 'A required field is empty.',
      details: { campo: 'titulo' },
    });
    const missingPublisher = await post('/api/unidade-informacao/sugestao-aquisicao', {
      biblioteca: 'BC',
      titulo: 'Pedagogia do oprimido',
      editor: '',
    });
    expect(missingPublisher.json().error.details).toEqual({ campo: 'editor' });
    const unknownLibrary = await post('/api/unidade-informacao/sugestao-aquisicao', {
      biblioteca: 'NAO-EXISTE',
      titulo: 'Pedagogia do oprimido',
      editor: 'Paz e Terra',
    });
    expect(unknownLibrary.json().error.code).toBe('BibliotecaInvalida');

    const created = await post('/api/unidade-informacao/sugestao-aquisicao', {
      biblioteca: 'BC',
      autor: ' Paulo Freire ',
      titulo: ' Pedagogia do oprimido ',
      edicao: '',
      editor: 'Paz e Terra',
      isbn_issn: '9788577531646',
      periodico: null,
      outras_inf: 'Para a disciplina de Didática',
    });
    expect(created.statusCode).toBe(201);
    const row = await testApp.database.db
      .selectFrom('acquisition_suggestions')
      .selectAll()
      .where('id', '=', created.json().codigo)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      author: 'Paulo Freire',
      title: 'Pedagogia do oprimido',
      edition: null,
      publisher: 'Paz e Terra',
      isbn_issn: '9788577531646',
      status: 'sugestao_compra',
    });
    expect(row.person_id).not.toBeNull();
  });

  it('stores general comments up to the pending limit, then answers 422 limite_comentarios_excedido', async () => {
    const empty = await post('/api/unidade-informacao/comentario', { b: 'BC', content: '  \n ' });
    expect(empty.json().error).toMatchObject({ code: 'CampoObrigatorioNaoPreenchido', details: { campo: 'content' } });
    for (let sent = 0; sent < DEFAULT_PENDING_COMMENT_LIMIT; sent++) {
      const response = await post('/api/unidade-informacao/comentario', { b: 'BC', content: `Sugestão ${sent + 1}` });
      expect(response.statusCode).toBe(201);
    }
    const over = await post('/api/unidade-informacao/comentario', { b: 'BC', content: 'Mais uma' }, { idioma: '3' });
    expect(over.statusCode).toBe(422);
    expect(over.json().error.code).toBe('limite_comentarios_excedido');
    expect(over.json().error.message).toContain('comentarios');
    const stored = await testApp.database.db.selectFrom('general_comments').select('text').execute();
    expect(stored.map((row) => row.text)).toEqual(['Sugestão 1', 'Sugestão 2', 'Sugestão 3']);
  });
});
