import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caller,
  deskSession,
  importTitles,
  patronSession,
  type Session,
  setPolicy,
} from '../circulation/circulation-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const BASE = '/api/acervo/meupergamum/plano-ensino';

describe('/acervo/{self-service}/plano-ensino: a professor’s disciplines and bibliography with copy counts', () => {
  let testApp: TestApp;
  let ids: Record<string, number>;
  let professor: Session;
  let student: Session;

  beforeAll(async () => {
    testApp = await createTestApp();
    ids = await importTitles(testApp, [
      {
        key: 'pe-1',
        title: 'Casa-grande & senzala',
        copies: [
          { library: 'BC', barcode: 'PE-1' },
          { library: 'BC', barcode: 'PE-2' },
          { library: 'BS', barcode: 'PE-3' },
        ],
      },
      { key: 'pe-2', title: 'Raízes do Brasil', copies: [{ library: 'BS', barcode: 'PE-4' }] },
      { key: 'pe-3', title: 'Os sertões', copies: [] },
    ]);
    await setPolicy(testApp, {});
    professor = await patronSession(testApp, 'prof.teste');
    student = await patronSession(testApp, 'aluno.teste');
    const db = testApp.database.db;
    const professorRow = await db
      .insertInto('professors')
      .values({ code: 'P-1', name: 'Prof. Teste', person_id: professor.personId })
      .returning('id')
      .executeTakeFirstOrThrow();
    const other = await db
      .insertInto('professors')
      .values({ code: 'P-2', name: 'Outro', person_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const department = await db
      .insertInto('departments')
      .values({ code: 'DHI', name: 'Departamento de História' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const discipline = async (code: string, name: string, professorId: number, records: number[]) => {
      const { id } = await db
        .insertInto('disciplines')
        .values({ code, name })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('discipline_professors').values({ discipline_id: id, professor_id: professorId }).execute();
      for (const recordId of records)
        await db.insertInto('discipline_records').values({ discipline_id: id, record_id: recordId }).execute();
      return id;
    };
    const his110 = await discipline('HIS110', 'História do Brasil Colonial', professorRow.id, [
      ids['pe-1']!,
      ids['pe-2']!,
    ]);
    const his230 = await discipline('HIS230', 'Teoria da História', professorRow.id, [ids['pe-1']!, ids['pe-3']!]);
    await discipline('DIR101', 'Introdução ao Direito', other.id, [ids['pe-2']!]);
    await db
      .insertInto('discipline_offerings')
      .values([
        {
          discipline_id: his110,
          professor_id: professorRow.id,
          department_id: department.id,
          year: 2026,
          semester: 2,
          period: 1,
        },
        {
          discipline_id: his230,
          professor_id: professorRow.id,
          department_id: department.id,
          year: 2025,
          semester: 1,
          period: 2,
        },
      ])
      .execute();
    // One copy of pe-1 in BC goes out on loan: held 2, available 1 there.
    const desk = caller(testApp, await deskSession(testApp));
    const loan = await desk('POST', '/api/circulacao/emprestimos', { usuario: student.login, codigo_barras: 'PE-1' });
    expect(loan.statusCode).toBe(201);
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const get = (session: Session | null, url: string, language = '5') =>
    testApp.app.inject({
      method: 'GET',
      url,
      headers: { ...(session ? { authorization: `Bearer ${session.token}` } : {}), idioma: language },
    });

  it('lists the professor’s own disciplines with their offerings, their departments and every library', async () => {
    const response = await get(professor, `${BASE}/disciplinas-bibliotecas`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.disciplinas).toEqual([
      {
        codigo: 'HIS110',
        nome: 'História do Brasil Colonial',
        ofertas: [{ departamento: 'DHI', ano: 2026, semestre: 2, periodo: 1 }],
      },
      {
        codigo: 'HIS230',
        nome: 'Teoria da História',
        ofertas: [{ departamento: 'DHI', ano: 2025, semestre: 1, periodo: 2 }],
      },
    ]);
    expect(body.departamentos).toEqual([{ codigo: 'DHI', nome: 'Departamento de História' }]);
    expect(body.bibliotecas.map((library: { codigo: string }) => library.codigo).sort()).toEqual(['BC', 'BS']);
  });

  it('gives the bibliography of all the professor’s disciplines with real copy counts per library', async () => {
    const all = (await get(professor, `${BASE}/bibliografia`)).json();
    expect(all.map((title: { titulo: string }) => title.titulo)).toEqual([
      'Casa-grande & senzala',
      'Os sertões',
      'Raízes do Brasil',
    ]);
    expect(all[0]).toMatchObject({
      cod_acervo: ids['pe-1'],
      disciplinas: ['HIS110', 'HIS230'],
      exemplares: 3,
      disponiveis: 2,
    });
    const central = (await get(professor, `${BASE}/bibliografia?biblioteca=BC`)).json();
    const counts = Object.fromEntries(
      central.map((title: { titulo: string; exemplares: number; disponiveis: number }) => [
        title.titulo,
        [title.exemplares, title.disponiveis],
      ]),
    );
    // What the central library lacks shows as zero copies.
    expect(counts).toEqual({ 'Casa-grande & senzala': [2, 1], 'Os sertões': [0, 0], 'Raízes do Brasil': [0, 0] });
  });

  it('filters by discipline and by the offering’s department, year, semester and period', async () => {
    const titles = async (query: string) =>
      ((await get(professor, `${BASE}/bibliografia?${query}`)).json() as { titulo: string }[]).map((t) => t.titulo);
    expect(await titles('disciplina=HIS230')).toEqual(['Casa-grande & senzala', 'Os sertões']);
    expect(await titles('ano=2026&semestre=2')).toEqual(['Casa-grande & senzala', 'Raízes do Brasil']);
    expect(await titles('periodo=2&departamento=DHI')).toEqual(['Casa-grande & senzala', 'Os sertões']);
    expect(await titles('ano=2024')).toEqual([]);
    // Another professor's discipline is never shown, even when asked for.
    expect(await titles('disciplina=DIR101')).toEqual([]);
  });

  it('refuses a non-professor with 403 in their language, and a visitor with 401', async () => {
    const english = await get(student, `${BASE}/bibliografia`);
    expect(english.statusCode).toBe(403);
    expect(english.json().error).toMatchObject({
      code: 'PlanoEnsinoSomenteProfessores',
      message: 'The teaching plan is available to professors only.',
    });
    const portuguese = await get(student, `${BASE}/disciplinas-bibliotecas`, '1');
    expect(portuguese.statusCode).toBe(403);
    expect(portuguese.json().error.message).toBe('O plano de ensino está disponível somente para professores.');
    expect((await get(null, `${BASE}/disciplinas-bibliotecas`)).statusCode).toBe(401);
    const visitorToken = (
      await testApp.app.inject({ method: 'POST', url: '/oauth/token', payload: { grant_type: 'client_credentials' } })
    ).json().access_token as string;
    const visitor = await testApp.app.inject({
      method: 'GET',
      url: `${BASE}/bibliografia`,
      headers: { authorization: `Bearer ${visitorToken}`, idioma: '3' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('answers 400 for a malformed filter and 404 for an unknown library, in the caller’s language', async () => {
    const badYear = await get(professor, `${BASE}/bibliografia?ano=abc`, '3');
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json().error.message).toBe('Solicitud no válida.');
    const badSemester = await get(professor, `${BASE}/bibliografia?semestre=3`);
    expect(badSemester.statusCode).toBe(400);
    const unknown = await get(professor, `${BASE}/bibliografia?biblioteca=XX`, '1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Registro não encontrado.');
  });

  it('leaves a suppressed record out of the bibliography (docs/staff-catalogue.md)', async () => {
    const { db } = testApp.app.context;
    const suppress = (value: number) =>
      db.updateTable('records').set({ suppressed: value }).where('id', '=', ids['pe-3']!).execute();
    await suppress(1);
    try {
      const titles = (await get(professor, `${BASE}/bibliografia`)).json().map((t: { titulo: string }) => t.titulo);
      expect(titles).toEqual(['Casa-grande & senzala', 'Raízes do Brasil']);
    } finally {
      await suppress(0);
    }
  });
});
