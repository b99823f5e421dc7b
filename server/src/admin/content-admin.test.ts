import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_ADMIN_FUNCTION } from '../auth/index.ts';
import { caller, deskSession, patronSession, type Session } from '../circulation/circulation-fixtures.testing.ts';
import { applyDemoSiteConfiguration } from '../demo/demo-site-configuration.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** The content and settings API the staff console's content area uses (docs/staff-content.md). */
describe('site administration API: policies, sections, institution and libraries', () => {
  let testApp: TestApp;
  let admin: ReturnType<typeof caller>;
  let adminToken: string;
  let patron: Session;
  let desk: Session;

  beforeAll(async () => {
    testApp = await createTestApp();
    const { db } = testApp.database;
    await applyDemoSiteConfiguration(db);
    await db
      .insertInto('loan_types')
      .values([
        { code: 'LIVRO', name: 'Livro', circulates: 1 },
        { code: 'DVD', name: 'DVD', circulates: 1 },
        { code: 'REF', name: 'Referência', circulates: 0 },
      ])
      .execute();
    const administrator = await patronSession(testApp, 'admin.site', { name: 'Administração do site' });
    await db
      .insertInto('person_permissions')
      .values({
        person_id: administrator.personId,
        module_code: SITE_ADMIN_FUNCTION.module,
        activity_code: SITE_ADMIN_FUNCTION.activity,
      })
      .execute();
    admin = caller(testApp, administrator);
    adminToken = administrator.token;
    patron = await patronSession(testApp, '2025001');
    desk = await deskSession(testApp);
  });
  afterAll(async () => {
    await testApp?.close();
  });
  /** caller() sends no PATCH: the institution's changes go through inject with the administrator's token. */
  const patchInstitution = (payload: object) =>
    testApp.app.inject({
      method: 'PATCH',
      url: '/api/admin/instituicao',
      headers: { authorization: `Bearer ${adminToken}`, idioma: '5' },
      payload,
    });
  const get = (url: string, idioma = 1) => testApp.app.inject({ url, headers: { idioma: String(idioma) } });

  const policy = {
    dias_emprestimo: 7,
    limite_renovacoes: 1,
    renova_em_atraso: false,
    multa_diaria_centavos: 150,
    limite_reservas: 3,
    dias_retirada_reserva: 2,
    limite_emprestimos: 4,
    limite_solicitacoes: 2,
    limite_comentarios_pendentes: 3,
  };

  describe('loan policies', () => {
    it('lists the fallback policy, the categories and the loan types a policy may name', async () => {
      const response = await admin('GET', '/api/admin/politicas');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.politicas).toEqual([]);
      expect(body.padrao).toMatchObject({ categoria: null, tipo_emprestimo: null, dias_emprestimo: 14 });
      expect(body.categorias).toEqual(
        expect.arrayContaining([
          { codigo: '01', nome: 'Aluno de graduação' },
          { codigo: '08', nome: 'Funcionário' },
        ]),
      );
      expect(body.tipos_emprestimo).toEqual([
        { codigo: 'DVD', nome: 'DVD', circula: true },
        { codigo: 'LIVRO', nome: 'Livro', circula: true },
        { codigo: 'REF', nome: 'Referência', circula: false },
      ]);
    });

    it('saves a policy for a category and loan type, replaces it, and the desk reads it', async () => {
      const saved = await admin('PUT', '/api/admin/politicas/01/DVD', policy);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ categoria: '01', tipo_emprestimo: 'DVD', ...policy });
      const replaced = await admin('PUT', '/api/admin/politicas/01/DVD', { ...policy, dias_emprestimo: 3 });
      expect(replaced.json().dias_emprestimo).toBe(3);
      await admin('PUT', '/api/admin/politicas/*/*', { ...policy, dias_emprestimo: 21 });
      const list = (await admin('GET', '/api/admin/politicas')).json().politicas;
      expect(list).toHaveLength(2);
      expect(list).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ categoria: '01', tipo_emprestimo: 'DVD', dias_emprestimo: 3 }),
          expect.objectContaining({ categoria: null, tipo_emprestimo: null, dias_emprestimo: 21 }),
        ]),
      );
      const rows = await testApp.database.db.selectFrom('loan_policies').selectAll().execute();
      expect(rows).toHaveLength(2);
    });

    it('names every field out of bounds in the caller language and saves nothing', async () => {
      const response = await admin('PUT', '/api/admin/politicas/01/LIVRO', {
        ...policy,
        dias_emprestimo: 0,
        limite_renovacoes: 1.5,
        multa_diaria_centavos: -10,
        dias_retirada_reserva: 61,
        limite_emprestimos: null,
      });
      expect(response.statusCode).toBe(422);
      const { error } = response.json();
      expect(error.code).toBe('ConfiguracaoInvalida');
      expect(error.message).toBe('Some fields need correcting: nothing was saved.');
      expect(error.details.campos).toEqual([
        { campo: 'dias_emprestimo', problema: 'minimo', limite: 1 },
        { campo: 'limite_renovacoes', problema: 'inteiro' },
        { campo: 'multa_diaria_centavos', problema: 'minimo', limite: 0 },
        { campo: 'dias_retirada_reserva', problema: 'maximo', limite: 60 },
        { campo: 'limite_emprestimos', problema: 'obrigatorio' },
      ]);
      const list = (await admin('GET', '/api/admin/politicas')).json().politicas;
      expect(list.some((row: { tipo_emprestimo: string }) => row.tipo_emprestimo === 'LIVRO')).toBe(false);
    });

    it('refuses a category or loan type that does not exist', async () => {
      const response = await admin('PUT', '/api/admin/politicas/99/VHS', policy);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.details.campos).toEqual([
        { campo: 'categoria', problema: 'desconhecido' },
        { campo: 'tipo_emprestimo', problema: 'desconhecido' },
      ]);
    });

    it('records the policy before and after in the staff audit trail', async () => {
      const row = await testApp.database.db
        .selectFrom('staff_audit')
        .selectAll()
        .where('route', '=', '/api/admin/politicas/:categoria/:tipo')
        .where('method', '=', 'PUT')
        .where('status_code', '=', 200)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(row.function_code).toBe(9001);
      // The policy for everyone was new: nothing before it.
      expect(row.before_json === null || JSON.parse(row.before_json) === null).toBe(true);
      expect(JSON.parse(row.after_json!)).toMatchObject({
        categoria: null,
        tipo_emprestimo: null,
        dias_emprestimo: 21,
      });
      const replaced = await testApp.database.db
        .selectFrom('staff_audit')
        .select(['before_json', 'after_json'])
        .where('route', '=', '/api/admin/politicas/:categoria/:tipo')
        .where('params_json', 'like', '%DVD%')
        .where('status_code', '=', 200)
        .orderBy('id')
        .execute();
      expect(
        replaced.map((audit) => [
          audit.before_json && JSON.parse(audit.before_json).dias_emprestimo,
          JSON.parse(audit.after_json!).dias_emprestimo,
        ]),
      ).toEqual([
        [null, 7],
        [7, 3],
      ]);
    });

    it('removes a policy, and answers 404 for a scope without one', async () => {
      expect((await admin('DELETE', '/api/admin/politicas/01/DVD')).statusCode).toBe(204);
      expect((await admin('DELETE', '/api/admin/politicas/01/DVD')).statusCode).toBe(404);
      const list = (await admin('GET', '/api/admin/politicas')).json().politicas;
      expect(list).toEqual([expect.objectContaining({ categoria: null, tipo_emprestimo: null })]);
    });
  });

  describe('site sections', () => {
    it('saves a home section in English only: Portuguese keeps its own text', async () => {
      const before = (await get('/api/parametros/secao_1', 1)).json();
      const content = { titulo: 'Exam season hours', texto: 'The reading rooms open until midnight.', link: null };
      expect((await admin('PUT', '/api/admin/secoes/secao_1/en', content)).statusCode).toBe(204);
      expect((await get('/api/parametros/secao_1', 5)).json()).toEqual(content);
      expect((await get('/api/parametros/secao_1', 1)).json()).toEqual(before);
      const audit = await testApp.database.db
        .selectFrom('staff_audit')
        .select(['before_json', 'after_json'])
        .where('route', '=', '/api/admin/secoes/:chave/:idioma')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.before_json!).titulo).toBe('Welcome to the Library catalogue');
      expect(JSON.parse(audit.after_json!)).toEqual(content);
    });

    it('names each field of a list section that is missing or wrong', async () => {
      const response = await admin('PUT', '/api/admin/secoes/eventos_institucionais/fr', [
        { titulo: 'Semaine du livre', data: '2027-03-10', data_fim: '2027-03-08', link: 'javascript:alert(1)' },
        { titulo: ' ', data: '2027-02-30' },
      ]);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.details.campos).toEqual([
        { campo: '0/data_fim', problema: 'ordem' },
        { campo: '0/link', problema: 'url' },
        { campo: '1/titulo', problema: 'obrigatorio' },
        { campo: '1/data', problema: 'formato' },
      ]);
    });

    it('reports the shape problems of a section with their field paths', async () => {
      const response = await admin('PUT', '/api/admin/secoes/faq/es', [
        { pergunta: 'x'.repeat(1001), resposta: 'Sí' },
        { pergunta: '¿Dónde?' },
      ]);
      expect(response.statusCode).toBe(422);
      expect(response.json().error.details.campos).toEqual([
        { campo: '0/pergunta', problema: 'tamanho', limite: 1000 },
        { campo: '1/resposta', problema: 'obrigatorio' },
      ]);
    });

    it('accepts opening hours only for libraries that exist', async () => {
      const configuration = (await admin('GET', '/api/admin/configuracao')).json();
      const code = configuration.campi[0].bibliotecas[0].cod_biblioteca as string;
      const refused = await admin('PUT', '/api/admin/secoes/horarios/it', { [code]: 'Lun-Ven 8-22', NOPE: '9-18' });
      expect(refused.json().error.details.campos).toEqual([{ campo: 'NOPE', problema: 'desconhecido' }]);
      expect((await admin('PUT', '/api/admin/secoes/horarios/it', { [code]: 'Lun-Ven 8-22' })).statusCode).toBe(204);
      const desks = (await get('/api/parametros/atendimento', 9)).json() as {
        bibliotecas: { cod_biblioteca: string; horario: string }[];
      }[];
      const desk = desks.flatMap((campus) => campus.bibliotecas).find((library) => library.cod_biblioteca === code);
      expect(desk?.horario).toBe('Lun-Ven 8-22');
    });
  });

  describe('institution and libraries', () => {
    it('names each wrong institution field and changes nothing', async () => {
      const response = await patchInstitution({
        nome: '  ',
        link_lgpd: 'ftp://example.org',
        parametros: { __link_catalogo_rede: 'not a link' },
        autoatendimento: { enabled: true, url: null },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.details.campos).toEqual([
        { campo: 'nome', problema: 'obrigatorio' },
        { campo: 'link_lgpd', problema: 'url' },
        { campo: 'parametros/__link_catalogo_rede', problema: 'url' },
        { campo: 'autoatendimento/url', problema: 'obrigatorio' },
      ]);
      expect((await get('/api/parametros/instituicao')).json().sigla).toBe('UFEX');
    });

    it('changes texts and footer-link parameters and answers the new configuration', async () => {
      const response = await patchInstitution({
        sigla: 'UFX',
        parametros: { __link_catalogo_rede: 'https://rede.exemplo.org/' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        sigla: 'UFX',
        parametros: expect.objectContaining({ __link_catalogo_rede: 'https://rede.exemplo.org/' }),
      });
    });

    it('refuses a library without a name, with a bad e-mail or on an unknown campus, naming each field', async () => {
      const response = await admin('PUT', '/api/admin/bibliotecas/NOVA', {
        cod_campus: 99_999,
        desc_biblioteca: '',
        email: 'biblioteca-sem-arroba',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().error.details.campos).toEqual([
        { campo: 'cod_campus', problema: 'desconhecido' },
        { campo: 'desc_biblioteca', problema: 'obrigatorio' },
        { campo: 'email', problema: 'email' },
      ]);
    });

    it('lists libraries no campus holds yet, so staff can place them', async () => {
      expect((await admin('PUT', '/api/admin/bibliotecas/IMP', { desc_biblioteca: 'Importada' })).statusCode).toBe(204);
      const configuration = (await admin('GET', '/api/admin/configuracao')).json();
      expect(configuration.bibliotecas_sem_campus).toEqual([
        expect.objectContaining({ cod_biblioteca: 'IMP', desc_biblioteca: 'Importada' }),
      ]);
    });
  });

  describe('only site administration may use them', () => {
    const routes: [method: 'GET' | 'PUT' | 'DELETE' | 'PATCH', url: string, body?: unknown][] = [
      ['GET', '/api/admin/politicas'],
      ['PUT', '/api/admin/politicas/01/LIVRO', policy],
      ['DELETE', '/api/admin/politicas/*/*'],
      ['GET', '/api/admin/configuracao'],
      ['PATCH', '/api/admin/instituicao', { sigla: 'X' }],
      ['PUT', '/api/admin/secoes/secao_2/en', { titulo: 'x', texto: 'y' }],
      ['DELETE', '/api/admin/secoes/secao_2?idioma=en'],
      ['PUT', '/api/admin/bibliotecas/BC', { desc_biblioteca: 'X' }],
    ];
    for (const [method, url, body] of routes) {
      it(`${method} ${url}: 403 for a patron and for the desk clerk, 401 without a sign-in`, async () => {
        const send = (token?: string) =>
          testApp.app.inject({
            method,
            url,
            headers: token ? { authorization: `Bearer ${token}` } : {},
            ...(body === undefined ? {} : { payload: body as object }),
          });
        expect((await send(patron.token)).statusCode).toBe(403);
        expect((await send(desk.token)).statusCode).toBe(403);
        expect((await send()).statusCode).toBe(401);
      });
    }

    it('left every policy as it was', async () => {
      const list = (await admin('GET', '/api/admin/politicas')).json().politicas;
      expect(list).toEqual([expect.objectContaining({ categoria: null, tipo_emprestimo: null, dias_emprestimo: 21 })]);
    });
  });
});
