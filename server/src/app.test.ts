import { readMarcFile } from '@estante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { importMarcRecords } from './catalogue/import/import-marc.ts';
import { importTitles } from './circulation/circulation-fixtures.testing.ts';
import { loadConfig } from './config.ts';
import { startTestSmtpServer, type TestSmtpServer } from './mail/test-smtp-server.ts';
import { currentRevisions } from './search/catalogue-revision.ts';
import { marcDataDir } from './testing/marc-data.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { createTestDatabase } from './testing/test-database.ts';

describe('application foundation', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    await importMarcRecords(
      testApp.app.context,
      readMarcFile(`${marcDataDir()}/biblivre_pt_br_school_library.latin1.mrc`),
    );
    await importMarcRecords(testApp.app.context, readMarcFile(`${marcDataDir()}/bne_spain.xml`));
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers the health check with the engine in use', async () => {
    const response = await testApp.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testApp.database.dialect });
  });

  it('serves the institution with default settings when no demo data is loaded', async () => {
    const response = await testApp.app.inject('/api/parametros/instituicao');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.codEmpresa).toBe(1);
    expect(body.parametros.__md_aut).toBe(2);
    expect(body.usaOIDC).toBe(false);
  });

  it('finds accented words without accents and shows the title', async () => {
    // Biblivre's Latin-1 file: "Educação" must survive the charset guess and be findable as "educacao".
    const response = await testApp.app.inject('/api/consulta?termo=educacao');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBeGreaterThan(0);
    const detail = await testApp.app.inject(`/api/acervo/${body.data[0].cod_acervo}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().titulo.length).toBeGreaterThan(0);
  });

  it('pages results and reports the same total on every page', async () => {
    const first = (await testApp.app.inject('/api/consulta?termo=a&quantPag=2')).json();
    const all = (await testApp.app.inject('/api/consulta?termo=de&quantPag=100')).json();
    const page1 = (await testApp.app.inject('/api/consulta?termo=de&quantPag=2&pagina=1')).json();
    const page2 = (await testApp.app.inject('/api/consulta?termo=de&quantPag=2&pagina=2')).json();
    expect(first.data.length).toBeLessThanOrEqual(2);
    expect(page1.total).toBe(all.total);
    expect(page2.total).toBe(all.total);
    expect([...page1.data, ...page2.data].map((item: { cod_acervo: number }) => item.cod_acervo)).toEqual(
      all.data.slice(0, 4).map((item: { cod_acervo: number }) => item.cod_acervo),
    );
  });

  it('searches FTS syntax characters as plain text instead of failing', async () => {
    for (const term of ['"unbalanced', 'NEAR(a b)', '* OR -x ^y', 'a:b', "'; drop table records; --"]) {
      const response = await testApp.app.inject(`/api/consulta?termo=${encodeURIComponent(term)}`);
      expect(response.statusCode, term).toBe(200);
    }
  });

  it('answers 404 with a translated message for an unknown record', async () => {
    const portuguese = await testApp.app.inject('/api/acervo/999999');
    expect(portuguese.statusCode).toBe(404);
    expect(portuguese.json().error.code).toBe('RegistroNaoEncontrado');
    expect(portuguese.json().error.message).toBe('Registro não encontrado.');
    const english = await testApp.app.inject({ url: '/api/acervo/999999', headers: { idioma: '5' } });
    expect(english.json().error.message).toBe('Record not found.');
  });

  it('answers 400 for a malformed id', async () => {
    const response = await testApp.app.inject('/api/acervo/abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('RequisicaoInvalida');
  });

  it('describes its API in OpenAPI, including the search parameters', async () => {
    const response = await testApp.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const description = response.json();
    expect(description.openapi).toMatch(/^3\./);
    expect(Object.keys(description.paths)).toEqual(
      expect.arrayContaining([
        '/api/consulta',
        '/api/acervo/{id}',
        '/api/acervo/{id}/marc',
        '/api/parametros/instituicao',
      ]),
    );
    const parameters = description.paths['/api/consulta'].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(parameters).toEqual(expect.arrayContaining(['termo', 'tipo', 'pagina', 'quantPag']));
    const page = await testApp.app.inject('/api/docs');
    expect([200, 302]).toContain(page.statusCode);
  });
});

describe('two apps in one process share no service', () => {
  let first: TestApp;
  let second: TestApp;
  let firstMail: TestSmtpServer;
  let secondMail: TestSmtpServer;

  beforeAll(async () => {
    [firstMail, secondMail] = await Promise.all([startTestSmtpServer(), startTestSmtpServer()]);
    first = await createTestApp({ SMTP_URL: firstMail.url });
    second = await createTestApp({ SMTP_URL: secondMail.url });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await firstMail?.close();
    await secondMail?.close();
  });

  const found = async (testApp: TestApp, word: string) =>
    (await testApp.app.inject(`/api/consulta?termo=${word}`)).json().total;

  it('a record imported in one is found in that one only', async () => {
    await importTitles(first, [{ key: 'iso-1', title: 'Qqisolamento das estantes', copies: [] }]);
    expect(await found(first, 'qqisolamento')).toBe(1);
    expect(await found(second, 'qqisolamento')).toBe(0);
    await importTitles(second, [{ key: 'iso-2', title: 'Qqseparacao dos acervos', copies: [] }]);
    expect(await found(second, 'qqseparacao')).toBe(1);
    expect(await found(first, 'qqseparacao')).toBe(0);
  });

  it("mail sent by one reaches that app's SMTP server only", async () => {
    await first.app.context.mailer.send({ to: ['leitora@example.edu'], subject: 'Primeira', text: 'Da primeira.' });
    expect((await firstMail.nextMessage(0)).to).toEqual(['leitora@example.edu']);
    await second.app.context.mailer.send({ to: ['leitor@example.edu'], subject: 'Segunda', text: 'Da segunda.' });
    expect((await secondMail.nextMessage(0)).to).toEqual(['leitor@example.edu']);
    expect(firstMail.messages).toHaveLength(1);
    expect(secondMail.messages).toHaveLength(1);
  });

  it('each has its own clock: moving one moves nothing in the other', () => {
    const fixed = new Date('2030-01-01T00:00:00.000Z');
    first.app.context.now = () => fixed;
    expect(first.app.context.now()).toBe(fixed);
    expect(second.app.context.now().getTime()).toBeLessThan(fixed.getTime());
  });
});

describe('an app that opened its own database', () => {
  it('closes its features while the database is still open, then the database', async () => {
    const database = await createTestDatabase();
    try {
      const config = loadConfig({
        DATA_DIR: database.dataDir,
        DEMO_DATA: 'off',
        WEB_DIST_DIR: '/nonexistent',
        LOG_LEVEL: 'silent',
        SEARCH_THREADS: '0',
        ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl, DATABASE_SCHEMA: database.schema! } : {}),
      });
      const app = await buildApp(config, { logger: false });
      await app.ready();
      // The search index's close waits for a reload that still reads the database (memory-search-index.ts): here it
      // reads the revisions itself, which failed with 'driver has already been destroyed' when the app's own
      // database was closed first.
      const search = app.context.search;
      const closeIndex = search.close.bind(search);
      let readAtClose: unknown;
      search.close = async () => {
        readAtClose = await currentRevisions(app.context.db).catch((error: Error) => error.message);
        await closeIndex();
      };
      await app.close();
      expect(readAtClose).toMatchObject({ catalogue: expect.any(Number), authorities: expect.any(Number) });
      // Then the database is closed.
      await expect(currentRevisions(app.context.db)).rejects.toThrow('driver has already been destroyed');
    } finally {
      await database.destroy();
    }
  });
});
