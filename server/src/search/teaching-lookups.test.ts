import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeInstitution } from '../admin/site-admin.ts';
import { DEMO_COURSES, DEMO_PROFESSORS } from '../demo/demo-teaching.ts';
import { seedDemoLibrary } from '../demo/seed-demo.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Look-ups of spec 001 §7.2 backed by the teaching-plan and search-option tables, new acquisitions by course and
 * area, and the translated work types and default covers, on the demo library. Expectations are computed here
 * from the demo data and plain SQL over the tables, not by the routes' code.
 */
const SLOW = { timeout: 300_000 };
let testApp: TestApp;

async function get(url: string, idioma = '1') {
  const response = await testApp.app.inject({ url, headers: { idioma } });
  return { status: response.statusCode, body: response.json(), response };
}

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoLibrary(testApp.app.context);
}, 300_000);

afterAll(async () => {
  await testApp?.close();
});

describe('courses, disciplines and professors', SLOW, () => {
  it('lists courses by name, accents and case ignored, narrowed by campus', async () => {
    const all = await get('/api/consulta/cursos');
    const names = DEMO_COURSES.map((course) => course.name).sort((a, b) => a.localeCompare(b, 'pt'));
    expect(all.body).toEqual({
      total: DEMO_COURSES.length,
      data: names.map((nome) => ({ codigo: DEMO_COURSES.find((course) => course.name === nome)!.code, nome })),
    });
    expect((await get('/api/consulta/cursos?search_text=HISTORIA')).body.data).toEqual([
      { codigo: 'HIS', nome: 'História' },
    ]);
    expect((await get('/api/consulta/cursos?page=2')).body).toEqual({ total: DEMO_COURSES.length, data: [] });
    const health = await testApp.database.db
      .selectFrom('campuses')
      .select('id')
      .where('name', '=', 'Campus Saúde')
      .executeTakeFirstOrThrow();
    expect((await get(`/api/consulta/cursos?codCampus=${health.id}`)).body.data).toEqual([
      { codigo: 'MED', nome: 'Medicina' },
    ]);
  });

  it('lists disciplines of a course and professors of a discipline', async () => {
    const disciplines = DEMO_COURSES.flatMap((course): { code: string }[] => [...course.disciplines]);
    expect((await get('/api/consulta/disciplinas')).body.total).toBe(disciplines.length);
    expect((await get('/api/consulta/disciplinas?codCurso=MED')).body.data).toEqual([
      { codigo: 'MED101', nome: 'Anatomia Humana' },
      { codigo: 'MED150', nome: 'Bioquímica' },
    ]);
    expect((await get('/api/consulta/disciplinas?search_text=linguistica')).body.data).toEqual([
      { codigo: 'LET210', nome: 'Linguística Geral' },
    ]);
    expect((await get('/api/consulta/professores')).body.total).toBe(DEMO_PROFESSORS.length);
    expect((await get('/api/consulta/professores?codDisciplina=HIS230')).body.data).toEqual([
      { codigo: 'P-0201', nome: 'Helena Martins Ribeiro' },
      { codigo: 'P-0202', nome: 'Otávio Mendes Siqueira' },
    ]);
    const professor = await testApp.database.db
      .selectFrom('professors')
      .innerJoin('logins', 'logins.person_id', 'professors.person_id')
      .select('logins.login')
      .where('professors.code', '=', 'P-0201')
      .execute();
    expect(professor.map((row) => row.login)).toContain('prof.helena');
  });

  it('finds one course, discipline or professor by code, 404 in the caller language otherwise', async () => {
    expect((await get('/api/consulta/curso/DIR')).body).toEqual({ codigo: 'DIR', nome: 'Direito' });
    expect((await get('/api/consulta/disciplina/LET120')).body).toEqual({
      codigo: 'LET120',
      nome: 'Literatura Brasileira I',
    });
    expect((await get('/api/consulta/professor/P-0402')).body).toEqual({
      codigo: 'P-0402',
      nome: 'André Luiz Nogueira',
    });
    const missing = await get('/api/consulta/curso/ZZZ', '5');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({ code: 'RegistroNaoEncontrado', message: 'Record not found.' });
    expect((await get('/api/consulta/professor/nobody')).status).toBe(404);
  });
});

describe('search tab options and standards products', SLOW, () => {
  it('answers the archive, normative-acts and case-law choices in the caller language', async () => {
    // The guides' choices are the values the catalogue holds (demo: server/src/demo/seed-search-guides.ts), with their
    // counts, labelled by search_options in the caller's language and sorted by that label.
    const archive = await get('/api/consulta/opcoes-arquivo', '3');
    expect(Object.keys(archive.body).sort()).toEqual(['nivel', 'tipo_documental']);
    expect(archive.body.nivel).toEqual([
      { codigo: 'dossie', descricao: 'Expediente', total: 1 },
      { codigo: 'fundo', descricao: 'Fondo', total: 1 },
      { codigo: 'serie', descricao: 'Serie', total: 1 },
      { codigo: 'item', descricao: 'Unidad documental', total: 1 },
    ]);
    expect(archive.body.tipo_documental).toContainEqual({ codigo: 'ata', descricao: 'Acta', total: 1 });
    const acts = await get('/api/consulta/opcoes-atos-normativos', '7');
    expect(
      acts.body.tipo.map((option: { descricao: string; total: number }) => [option.descricao, option.total]),
    ).toEqual([
      ['Arrêté', 1],
      ['Décret', 1],
      ['Loi', 3],
      ['Résolution', 1],
    ]);
    expect(acts.body.esfera).toHaveLength(4);
    expect(acts.body.ano.map((option: { codigo: string }) => option.codigo)).toEqual([
      '2020',
      '2019',
      '2018',
      '2016',
      '1990',
    ]);
    const caseLaw = await get('/api/consulta/jurisprudencia-options');
    expect(caseLaw.body.tipo).toContainEqual({ codigo: 'acordao', descricao: 'Acórdão', total: 3 });
    expect(caseLaw.body.tribunal.map((option: { codigo: string }) => option.codigo)).toEqual([
      'STF',
      'STJ',
      'TJMG',
      'TST',
    ]);
  });

  it('filters the products by any word of 3 letters or more (spec containsAny)', async () => {
    const all = (await get('/api/consulta/produtos-target')).body;
    expect(all).toHaveLength(5);
    const codes = async (term: string) =>
      (await get(`/api/consulta/produtos-target?termoPesquisa=${encodeURIComponent(term)}`)).body.map(
        (option: { codigo: string }) => option.codigo,
      );
    expect(await codes('normas')).toEqual(['ABNT', 'MERCOSUL']);
    expect(await codes('NORMAS electrotechnical')).toEqual(['ABNT', 'IEC', 'MERCOSUL']);
    expect(await codes('de iso')).toEqual(['ISO']);
    expect(await codes('ab')).toHaveLength(5);
    expect(await codes('nada disso')).toEqual([]);
  });

  it('lists the new look-up paths in the OpenAPI description', async () => {
    const { body } = await get('/api/docs/json');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/consulta/cursos',
        '/api/consulta/disciplinas',
        '/api/consulta/professores',
        '/api/consulta/curso/{id}',
        '/api/consulta/disciplina/{id}',
        '/api/consulta/professor/{id}',
        '/api/consulta/opcoes-arquivo',
        '/api/consulta/opcoes-atos-normativos',
        '/api/consulta/jurisprudencia-options',
        '/api/consulta/produtos-target',
        '/api/consulta/novas-aquisicoes',
      ]),
    );
  });
});

describe('new acquisitions by course and by area', SLOW, () => {
  /** Records of a course's bibliographies, by plain SQL. */
  async function courseRecords(code: string): Promise<number[]> {
    const rows = await testApp.database.db
      .selectFrom('discipline_records')
      .innerJoin('course_disciplines', 'course_disciplines.discipline_id', 'discipline_records.discipline_id')
      .innerJoin('courses', 'courses.id', 'course_disciplines.course_id')
      .select('discipline_records.record_id')
      .distinct()
      .where('courses.code', '=', code)
      .execute();
    return rows.map((row) => row.record_id).sort((a, b) => a - b);
  }

  it('counts the new titles of every course and area and lists those of one', async () => {
    const records = await testApp.database.db.selectFrom('records').select('id').execute();
    const all = await get('/api/consulta/novas-aquisicoes?quantPag=5', '5');
    expect(all.body.total).toBe(records.length);
    expect(all.body.dias).toBe(90);
    expect(all.body.data).toHaveLength(5);
    for (const course of DEMO_COURSES) {
      const expected = await courseRecords(course.code);
      expect(expected.length).toBeGreaterThan(0);
      const facet = all.body.filtros.find(
        (entry: { tipo: string; codigo: string }) => entry.tipo === 'NA_C' && entry.codigo === course.code,
      );
      expect(facet).toMatchObject({ descricao: course.name, total: expected.length });
      const listed = await get(`/api/consulta/novas-aquisicoes?tipo=NA_C&codigo=${course.code}&quantPag=100`);
      expect(listed.body.total).toBe(expected.length);
      // Each listed title names the course among its cursos_disc, with the course's campus.
      const campus = await testApp.database.db
        .selectFrom('courses')
        .select('campus_id')
        .where('code', '=', course.code)
        .executeTakeFirstOrThrow();
      for (const item of listed.body.data) {
        expect(item.cursos_disc).toContainEqual({ codigo: course.code, campus: String(campus.campus_id) });
      }
      expect(
        listed.body.data.map((item: { cod_acervo: number }) => item.cod_acervo).sort((a: number, b: number) => a - b),
      ).toEqual(expected);
    }
    const social = all.body.filtros.find(
      (entry: { tipo: string; codigo: string }) => entry.tipo === 'NA_A' && entry.codigo === '300',
    );
    const inClass = await testApp.database.db
      .selectFrom('record_facets')
      .select('record_id')
      .where('letter', '=', 'K')
      .where('code', '=', '300')
      .execute();
    expect(social).toMatchObject({ descricao: '300 Social sciences', total: inClass.length });
    // The search names the courses and the area of each result too.
    const [record] = await courseRecords('MED');
    const detail = await testApp.database.db
      .selectFrom('records')
      .select('title')
      .where('id', '=', record!)
      .executeTakeFirstOrThrow();
    const byTitle = await get(`/api/consulta?termo=${encodeURIComponent(detail.title)}&posicao=exata&tipo=titulo`, '5');
    const item = byTitle.body.data.find((entry: { cod_acervo: number }) => entry.cod_acervo === record);
    expect(item.cursos_disc.map((course: { codigo: string }) => course.codigo)).toContain('MED');
    const classes = await testApp.database.db
      .selectFrom('record_facets')
      .select('code')
      .where('record_id', '=', record!)
      .where('letter', '=', 'K')
      .execute();
    expect(item.areas_conhecimento.map((area: { codigo: string }) => area.codigo)).toEqual(
      classes.map((row) => row.code).sort(),
    );
    // The areas are read with the additional data's facet values but are not additional data.
    expect(Object.keys(item.dados_adicionais).every((letter) => 'ASEPL'.includes(letter))).toBe(true);
    const area = await get('/api/consulta/novas-aquisicoes?tipo=NA_A&codigo=300&quantPag=1');
    expect(area.body.total).toBe(inClass.length);
    expect(area.body.data[0].desc_tipo_obra).toBeTruthy();
  });

  it("names every course of a search result with its campus, in code order, read with the page's rows", async () => {
    // One record in the bibliography of a second course's discipline too (the demo lists each in one course).
    const [shared] = await courseRecords('MED');
    const otherDiscipline = await testApp.database.db
      .selectFrom('course_disciplines')
      .innerJoin('courses', 'courses.id', 'course_disciplines.course_id')
      .select('course_disciplines.discipline_id')
      .where('courses.code', '!=', 'MED')
      .executeTakeFirstOrThrow();
    await testApp.database.db
      .insertInto('discipline_records')
      .values({ discipline_id: otherDiscipline.discipline_id, record_id: shared! })
      .execute();
    // Each record's courses, from every discipline listing it, gathered here by record instead of in SQL.
    const links = await testApp.database.db
      .selectFrom('discipline_records')
      .innerJoin('course_disciplines', 'course_disciplines.discipline_id', 'discipline_records.discipline_id')
      .innerJoin('courses', 'courses.id', 'course_disciplines.course_id')
      .select(['discipline_records.record_id', 'courses.code', 'courses.campus_id'])
      .execute();
    const expected = new Map<number, Map<string, string>>();
    for (const link of links) {
      const courses = expected.get(link.record_id) ?? new Map<string, string>();
      courses.set(link.code, link.campus_id === null ? '' : String(link.campus_id));
      expected.set(link.record_id, courses);
    }
    const mostCourses = [...expected].sort((a, b) => b[1].size - a[1].size).slice(0, 4);
    expect(mostCourses[0]![1].size).toBeGreaterThan(1);
    for (const [record, courses] of mostCourses) {
      const { title } = await testApp.database.db
        .selectFrom('records')
        .select('title')
        .where('id', '=', record)
        .executeTakeFirstOrThrow();
      const found = await get(
        `/api/consulta?termo=${encodeURIComponent(title)}&posicao=exata&tipo=titulo&quantPag=100`,
      );
      const item = found.body.data.find((entry: { cod_acervo: number }) => entry.cod_acervo === record);
      const inCodeOrder = [...courses].sort(([a], [b]) => (a < b ? -1 : 1));
      expect(item.cursos_disc).toEqual(inCodeOrder.map(([codigo, campus]) => ({ codigo, campus })));
    }
    // A result listed in no discipline names no course.
    const unlisted = await testApp.database.db
      .selectFrom('records')
      .select(['id', 'title'])
      .where('id', 'not in', [...expected.keys()])
      .executeTakeFirstOrThrow();
    const found = await get(`/api/consulta?termo=${encodeURIComponent(unlisted.title)}&posicao=exata&tipo=titulo`);
    const item = found.body.data.find((entry: { cod_acervo: number }) => entry.cod_acervo === unlisted.id);
    expect(item.cursos_disc).toEqual([]);
    await testApp.database.db
      .deleteFrom('discipline_records')
      .where('discipline_id', '=', otherDiscipline.discipline_id)
      .where('record_id', '=', shared!)
      .execute();
  });

  it('leaves out titles older than the window, which the institution may change', async () => {
    const [oldest] = await courseRecords('DIR');
    const longAgo = new Date(Date.now() - 200 * 86_400_000).toISOString();
    await testApp.database.db.updateTable('records').set({ created_at: longAgo }).where('id', '=', oldest!).execute();
    const dir = async () =>
      (await get('/api/consulta/novas-aquisicoes?tipo=NA_C&codigo=DIR&quantPag=100')).body as {
        total: number;
        dias: number;
        data: { cod_acervo: number }[];
      };
    const expected = await courseRecords('DIR');
    expect((await dir()).total).toBe(expected.length - 1);
    expect((await dir()).data.map((item) => item.cod_acervo)).not.toContain(oldest);
    await changeInstitution(testApp.database.db, { parametros: { __novas_aquisicoes_dias: 365 } });
    expect(await dir()).toMatchObject({ total: expected.length, dias: 365 });
    await changeInstitution(testApp.database.db, { parametros: { __novas_aquisicoes_dias: null } });
  });
});

describe('work types and default covers in the caller language', SLOW, () => {
  it('sends desc_tipo_obra, idioma_desc and the T, K and I facet labels translated', async () => {
    const pt = await get('/api/consulta?termo=brasil&quantPag=1', '1');
    const fr = await get('/api/consulta?termo=brasil&quantPag=1', '7');
    const byCode = (body: { filtros: { tipo: string; codigo: string; descricao: string }[] }, letter: string) =>
      Object.fromEntries(
        body.filtros.filter((entry) => entry.tipo === letter).map((entry) => [entry.codigo, entry.descricao]),
      );
    expect(byCode(pt.body, 'T')['1']).toBe('Livro');
    expect(byCode(fr.body, 'T')['1']).toBe('Livre');
    expect(byCode(fr.body, 'K')['900']).toBe('900 Histoire et géographie');
    expect(byCode(fr.body, 'I').por).toBe('Portugais');
    expect(byCode(pt.body, 'I').por).toBe('Português');
    // The same labels as the web's own work-type translations.
    const webLabels = JSON.parse(
      fs.readFileSync(new URL('../../../web/src/locales/fr/common.json', import.meta.url), 'utf8'),
    );
    const item = fr.body.data[0];
    expect(item.desc_tipo_obra).toBe(webLabels.workType[String(item.cod_tipo_obra)]);
    const portuguese = await get('/api/consulta?termo=brasil&filtro=I:por&quantPag=1', '7');
    expect(portuguese.body.data[0]).toMatchObject({ idioma: 'por', idioma_desc: 'Portugais' });
  });

  it('labels the drawn covers in the caller language, the URL carrying it', async () => {
    const english = await get('/api/consulta/imagem-padrao', '5');
    expect(english.body.url).toBe('/api/consulta/imagem-padrao.svg?idioma=5');
    expect(english.body.por_tipo_obra['3']).toBe('/api/consulta/imagem-padrao.svg?tipo=3&idioma=5');
    const portuguese = await get('/api/consulta/imagem-padrao');
    expect(portuguese.body.por_tipo_obra['1']).toBe('/api/consulta/imagem-padrao.svg?tipo=1');
    const svg = async (url: string) => (await testApp.app.inject({ url })).body;
    expect(await svg(english.body.por_tipo_obra['3'])).toContain('>Thesis</text>');
    expect(await svg(portuguese.body.por_tipo_obra['4'])).toContain('>Dissertação</text>');
    expect(await svg('/api/consulta/imagem-padrao.svg?tipo=2&idioma=9')).toContain('aria-label="Periodico"');
    expect(await svg('/api/consulta/imagem-padrao.svg?idioma=3')).toContain('aria-label="Portada"');
    expect(await svg('/api/consulta/imagem-padrao.svg?tipo=18&idioma=1')).toContain('textLength="96"');
  });

  it("uses the institution's own default image when it sets one", async () => {
    await changeInstitution(testApp.database.db, { parametros: { __imagem_padrao: '/capas/padrao.png' } });
    const image = await get('/api/consulta/imagem-padrao');
    expect(image.body.url).toBe('/capas/padrao.png');
    expect(image.body.por_tipo_obra['5']).toBe('/capas/padrao.png');
    await changeInstitution(testApp.database.db, { parametros: { __imagem_padrao: null } });
    expect((await get('/api/consulta/imagem-padrao')).body.url).toBe('/api/consulta/imagem-padrao.svg');
  });
});
