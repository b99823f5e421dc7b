import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeActivity, changeInstitution, setSection } from '../admin/site-admin.ts';
import { applyDemoSiteConfiguration } from '../demo/demo-site-configuration.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('GET /api/parametros/* answered from the institution configuration', () => {
  let testApp: TestApp;
  const get = (url: string, idioma?: number) =>
    testApp.app.inject({ url, headers: idioma === undefined ? {} : { idioma: String(idioma) } });

  beforeAll(async () => {
    testApp = await createTestApp();
    await applyDemoSiteConfiguration(testApp.database.db);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('gives the institution with its public texts and parameters', async () => {
    const response = await get('/api/parametros/instituicao');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      sigla: 'UFEX',
      link_lgpd: 'https://www.gov.br/anpd/pt-br',
      denominacao_login: 'Matrícula ou CPF',
    });
    expect(body.msg_suporte_consulta).toContain('biblioteca@ufex.exemplo.edu.br');
    expect(body.parametros).toMatchObject({ __web_aquisicao: 1, __link_bases_dados: expect.stringMatching(/^https:/) });
    // Private settings (self-service, lockout) never leave the server in this answer.
    expect(JSON.stringify(body)).not.toContain('lockoutThreshold');
  });

  it('answers sections in the caller language (idioma), Portuguese for unknown codes', async () => {
    const titles = async (idioma?: number) => (await get('/api/parametros/secao_1', idioma)).json().titulo;
    await expect(titles(1)).resolves.toBe('Bem-vindo ao catálogo da Biblioteca');
    await expect(titles(5)).resolves.toBe('Welcome to the Library catalogue');
    await expect(titles(3)).resolves.toBe('Bienvenido al catálogo de la Biblioteca');
    await expect(titles(7)).resolves.toBe('Bienvenue dans le catalogue de la Bibliothèque');
    await expect(titles(9)).resolves.toBe('Benvenuti nel catalogo della Biblioteca');
    await expect(titles(42)).resolves.toBe('Bem-vindo ao catálogo da Biblioteca');
    await expect(titles()).resolves.toBe('Bem-vindo ao catálogo da Biblioteca');
  });

  it('falls back to Portuguese when a section has no translation, and to empty when it has none at all', async () => {
    await setSection(testApp.database.db, 'informacoes_gerais', 'pt', { texto: 'Somente em português' });
    const { db } = testApp.database;
    await db
      .deleteFrom('site_sections')
      .where('section_key', '=', 'informacoes_gerais')
      .where('language', '=', 'it')
      .execute();
    expect((await get('/api/parametros/informacoes_gerais', 9)).json()).toEqual({ texto: 'Somente em português' });
    await db.deleteFrom('site_sections').where('section_key', '=', 'faq').execute();
    expect((await get('/api/parametros/faq', 5)).json()).toEqual([]);
  });

  it('lists only the activities switched on, and 404 for one switched off', async () => {
    const codes = async () =>
      ((await get('/api/parametros/funcionalidades')).json() as { cod_atividade: number }[]).map(
        (a) => a.cod_atividade,
      );
    await expect(codes()).resolves.toEqual(expect.arrayContaining([12, 13, 57, 87, 88]));
    await changeActivity(testApp.database.db, 57, { enabled: false });
    await expect(codes()).resolves.not.toContain(57);
    expect((await get('/api/parametros/atividade/57')).statusCode).toBe(404);
    expect((await get('/api/parametros/atividade/12')).json()).toMatchObject({ cod_atividade: 12, cod_modulo: 2 });
    await changeActivity(testApp.database.db, 57, { enabled: true });
    expect((await get('/api/parametros/atividade/57')).statusCode).toBe(200);
  });

  it("gives an activity's notice in the caller's language", async () => {
    const pt = (await get('/api/parametros/atividade/12/informativo', 1)).json();
    const en = (await get('/api/parametros/atividade/12/informativo', 5)).json();
    expect(pt.cod_atividade).toBe(12);
    expect(pt.informativo).toBeTruthy();
    expect(en.informativo).toBeTruthy();
    expect(en.informativo).not.toBe(pt.informativo);
  });

  it('lists service desks per campus, and 404 for an unknown campus', async () => {
    const all = (await get('/api/parametros/atendimento')).json() as {
      cod_campus: number;
      bibliotecas: { cod_biblioteca: string; horario: string | null }[];
    }[];
    expect(all.length).toBeGreaterThan(0);
    const first = all[0]!;
    expect(first.bibliotecas.length).toBeGreaterThan(0);
    const one = (await get(`/api/parametros/atendimento/${first.cod_campus}`)).json();
    expect(one).toEqual([expect.objectContaining({ cod_campus: first.cod_campus })]);
    expect((await get('/api/parametros/atendimento/99999')).statusCode).toBe(404);
  });

  it('serves events, app layers and the self-service switch; the button shows only when enabled with a URL', async () => {
    expect(Array.isArray((await get('/api/parametros/eventos_institucionais')).json())).toBe(true);
    expect((await get('/api/parametros/eventos_eventum')).statusCode).toBe(200);
    expect((await get('/api/parametros/app-layers')).statusCode).toBe(200);
    expect((await get('/api/parametros/autoatendimento')).json()).toMatchObject({ showAuto: false });
    await changeInstitution(testApp.database.db, {
      autoatendimento: { enabled: true, url: 'https://auto.ufex.exemplo.edu.br/app', libraryCode: 'BC', authType: 1 },
    });
    expect((await get('/api/parametros/autoatendimento', 7)).json()).toEqual({
      showAuto: true,
      codBibAuto: 'BC',
      authAuto: 1,
      idiomaAuto: 7,
      url: 'https://auto.ufex.exemplo.edu.br/app',
    });
  });
});
