import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTitles, patronSession, type Session } from '../circulation/circulation-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const URL = '/api/acervo/cesta-permanente';

describe('/acervo/cesta-permanente: the patron’s saved titles, kept in the database', () => {
  let testApp: TestApp;
  let ids: Record<string, number>;
  let ana: Session;
  let bia: Session;

  beforeAll(async () => {
    testApp = await createTestApp();
    ids = await importTitles(testApp, [
      { key: 'cp-1', title: 'Vidas secas', copies: [] },
      { key: 'cp-2', title: 'Grande sertão: veredas', copies: [] },
      { key: 'cp-3', title: 'Iracema', copies: [] },
    ]);
    ana = await patronSession(testApp, 'ana.cesta');
    bia = await patronSession(testApp, 'bia.cesta');
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const call = (
    session: Session | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    language = '5',
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...(session ? { authorization: `Bearer ${session.token}` } : {}), idioma: language },
      ...(payload ? { payload } : {}),
    });
  const list = async (session: Session, query = '') =>
    (await call(session, 'GET', `${URL}/colecao${query}`)).json() as {
      cod_acervo: number;
      titulo: string;
      data: string;
    }[];
  const rowCount = async () =>
    Number(
      (
        await testApp.database.db
          .selectFrom('permanent_basket')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('saves titles once each, keeping the first date, and lists only the patron’s own', async () => {
    const first = await call(ana, 'POST', URL, { acervos: [ids['cp-1'], ids['cp-2'], ids['cp-1']] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ adicionados: 2 });
    const saved = await list(ana);
    const again = await call(ana, 'POST', URL, { acervos: [ids['cp-2'], ids['cp-3']] });
    expect(again.json()).toEqual({ adicionados: 1 });
    const after = await list(ana);
    expect(after.map((row) => row.titulo).sort()).toEqual(['Grande sertão: veredas', 'Iracema', 'Vidas secas']);
    expect(after.find((row) => row.cod_acervo === ids['cp-2'])!.data).toBe(
      saved.find((row) => row.cod_acervo === ids['cp-2'])!.data,
    );
    // Newest first.
    expect(after.map((row) => row.data)).toEqual(
      after
        .map((row) => row.data)
        .sort()
        .reverse(),
    );
    expect(await list(bia)).toEqual([]);
  });

  it('filters by the day saved with tipoBusca periodo, or lists all with todos', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(await list(ana, `?tipoBusca=periodo&dataIni=${today}&dataFim=${today}`)).toHaveLength(3);
    expect(await list(ana, `?dataIni=${today}&dataFim=${today}`)).toHaveLength(3);
    expect(await list(ana, '?tipoBusca=periodo&dataIni=2000-01-01&dataFim=2000-12-31')).toEqual([]);
    expect(await list(ana, '?tipoBusca=todos&dataIni=2000-01-01&dataFim=2000-12-31')).toHaveLength(3);
  });

  it('refuses bad dates and search types in the caller’s language', async () => {
    const malformed = await call(
      ana,
      'GET',
      `${URL}/colecao?tipoBusca=periodo&dataIni=01/02/2026&dataFim=2026-02-03`,
      undefined,
      '1',
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('Requisição inválida.');
    const badType = await call(ana, 'GET', `${URL}/colecao?tipoBusca=tudo`);
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.message).toBe('Invalid request.');
    const noDates = await call(ana, 'GET', `${URL}/colecao?tipoBusca=periodo`);
    expect(noDates.statusCode).toBe(422);
    expect(noDates.json().error.code).toBe('DatasObrigatoriasFiltro');
    const reversed = await call(ana, 'GET', `${URL}/colecao?dataIni=2026-02-01&dataFim=2026-01-01`);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().error.code).toBe('DataInicialMaiorQueFinal');
  });

  it('refuses unknown titles without saving any, and a visitor', async () => {
    const before = await rowCount();
    const unknown = await call(bia, 'POST', URL, { acervos: [ids['cp-1'], 999_999] }, '3');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: 'RegistroNaoEncontrado', message: 'Registro no encontrado.' });
    expect(unknown.json().error.details).toEqual({ ausentes: [999_999] });
    expect(await rowCount()).toBe(before);
    expect((await call(bia, 'POST', URL, { acervos: [] })).statusCode).toBe(400);
    expect((await call(null, 'POST', URL, { acervos: [ids['cp-1']] })).statusCode).toBe(401);
    expect((await call(null, 'GET', `${URL}/colecao`)).statusCode).toBe(401);
    const visitorToken = (
      await testApp.app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials' } })
    ).json().access_token as string;
    const visitor = await testApp.app.inject({
      method: 'PUT',
      url: URL,
      headers: { authorization: `Bearer ${visitorToken}` },
      payload: { acervo: ids['cp-1'] },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await rowCount()).toBe(before);
  });

  it('removes one title; removing one that is not there (or another patron’s) is 404', async () => {
    expect((await call(ana, 'PUT', URL, { acervo: ids['cp-1'] })).statusCode).toBe(200);
    expect((await list(ana)).map((row) => row.cod_acervo)).not.toContain(ids['cp-1']);
    expect((await call(ana, 'PUT', URL, { acervo: ids['cp-1'] })).statusCode).toBe(404);
    expect((await call(bia, 'PUT', URL, { acervo: ids['cp-2'] })).statusCode).toBe(404);
    expect(await list(ana)).toHaveLength(2);
  });
});
