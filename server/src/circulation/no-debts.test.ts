import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { caller, deskSession, importTitles, patronSession, type Session } from './circulation-fixtures.testing.ts';

describe('no-debts declaration', () => {
  let testApp: TestApp;
  let desk: ReturnType<typeof caller>;
  let ana: Session;

  beforeAll(async () => {
    testApp = await createTestApp();
    await importTitles(testApp, [
      { key: 'nd', title: 'Memorial de Aires', copies: [{ library: 'BC', barcode: 'ND-1' }] },
    ]);
    desk = caller(testApp, await deskSession(testApp));
    ana = await patronSession(testApp, 'ana', { name: 'Ana Beatriz Souza' });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('is refused while the patron has a loan, then issued as a PDF that removes the patron from the library', async () => {
    await desk('POST', '/api/circulacao/emprestimos', { usuario: 'ana', codigo_barras: 'ND-1' });
    const refused = await caller(testApp, ana)('GET', '/api/unidade-informacao/nada-consta/verifica');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'NadaConstaPendencias',
      details: { emprestimos: 1, debitos: 0, reservas: 0 },
    });
    expect((await caller(testApp, ana)('POST', '/api/unidade-informacao/nada-consta', {})).statusCode).toBe(422);

    await desk('POST', '/api/circulacao/devolucoes', { codigo_barras: 'ND-1' });
    expect((await caller(testApp, ana)('GET', '/api/unidade-informacao/nada-consta/verifica')).json()).toEqual({
      liberado: true,
    });
    const issued = await caller(testApp, ana)('POST', '/api/unidade-informacao/nada-consta', { biblioteca: 'BC' });
    expect(issued.statusCode).toBe(200);
    expect(issued.headers['content-type']).toBe('application/pdf');
    const code = issued.headers['x-codigo-verificacao'] as string;
    expect(code).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    const pdf = await PDFDocument.load(issued.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getSubject()).toBe('Ana Beatriz Souza');
    expect(pdf.getKeywords()).toBe(code);

    const check = await testApp.app.inject(`/api/nada-consta/validar/${code}`);
    expect(check.json()).toMatchObject({ nome: 'Ana Beatriz Souza' });
    expect((await testApp.app.inject('/api/nada-consta/validar/0000-0000-0000')).statusCode).toBe(404);
    const person = await testApp.database.db
      .selectFrom('people')
      .select('removed_library_ids_json')
      .where('id', '=', ana.personId)
      .executeTakeFirstOrThrow();
    const bc = await testApp.database.db
      .selectFrom('libraries')
      .select('id')
      .where('code', '=', 'BC')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(person.removed_library_ids_json)).toEqual([bc.id]);
    // Removed from the library: the desk no longer lends there.
    const lend = await desk('POST', '/api/circulacao/emprestimos', { usuario: 'ana', codigo_barras: 'ND-1' });
    expect(lend.json().error.code).toBe('UsuarioDesligadoBiblioteca');
  });
});
