import path from 'node:path';
import { type BibliographicRecord, foldForSearch, readMarcFile } from '@estante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMarcRecords } from '../catalogue/import/import-marc.ts';
import { ensureInstitution } from '../site-parameters/institution.repository.ts';
import { marcDataDir } from '../testing/marc-data.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Browse indexes, authorities and the other search calls on real records (a German literature set
 * with the GND authorities of its authors, and a music set with its CONIFER authorities). Expected
 * answers are computed here from the records' extracted headings and the authority table.
 */
const SLOW = { timeout: 300_000 };
const FILES = [
  'qa_catalogue_yale_thomas_mann.mrc',
  'evergreen_concerto_extras.mrc',
  'loc_mds_books_sample.mrc',
  'authorities/dnb_gnd_authorities.mrc',
  'authorities/evergreen_concerto_authorities.mrc',
];

let testApp: TestApp;
let extracted: { id: number; record: BibliographicRecord }[];

const byBytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

async function get(url: string, idioma = '1') {
  const response = await testApp.app.inject({ url, headers: { idioma } });
  return { status: response.statusCode, body: response.json(), response };
}

/** Author index computed from the records: folded name → distinct records, in bytewise filing order. */
function expectedAuthorIndex(): { key: string; ids: Set<number> }[] {
  const index = new Map<string, Set<number>>();
  for (const { id, record } of extracted) {
    for (const author of record.authors) {
      const key = foldForSearch(author.name).slice(0, 300);
      if (!key) continue;
      const ids = index.get(key) ?? new Set<number>();
      ids.add(id);
      index.set(key, ids);
    }
  }
  return [...index].map(([key, ids]) => ({ key, ids })).sort((a, b) => byBytes(a.key, b.key));
}

beforeAll(async () => {
  testApp = await createTestApp();
  for (const file of FILES) {
    await importMarcRecords(testApp.app.context, readMarcFile(path.join(marcDataDir(), file)));
  }
  const rows = await testApp.app.context.db.selectFrom('records').select(['id', 'extracted_json']).execute();
  extracted = rows.map((row) => ({ id: row.id, record: JSON.parse(row.extracted_json) }));
}, 300_000);

afterAll(async () => {
  await testApp?.close();
});

describe('browse indexes', SLOW, () => {
  it('lists the indexes with labels in the caller language', async () => {
    const pt = await get('/api/consulta/opcoes-indice', '1');
    const en = await get('/api/consulta/opcoes-indice', '5');
    expect(pt.body.map((option: { codigo: string }) => option.codigo)).toEqual([
      'titulo',
      'serie',
      'autor',
      'assunto',
      'chamada',
      'isbn',
      'issn',
    ]);
    expect(pt.body[3].descricao).toBe('Assunto');
    expect(en.body[3].descricao).toBe('Subject');
  });

  it('walks the whole author index forward with exact counts, and back again', async () => {
    const expected = expectedAuthorIndex();
    expect(expected.length).toBeGreaterThan(100);
    const forward: { chave: string; total: number }[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 200; page += 1) {
      const query: string = cursor === null ? '' : `&apos=${encodeURIComponent(cursor)}`;
      const { status, body } = await get(`/api/consulta/indice?tipo=autor&quantPag=37${query}`);
      expect(status).toBe(200);
      forward.push(...body.entradas);
      if (page === 0) expect(body.anterior).toBeNull();
      cursor = body.proxima;
      if (cursor === null) break;
    }
    expect(forward.map((entry) => entry.chave)).toEqual(expected.map((entry) => entry.key));
    expect(forward.map((entry) => entry.total)).toEqual(expected.map((entry) => entry.ids.size));

    const backward: string[] = [];
    let before: string | null = expected.at(-1)!.key;
    backward.unshift(before);
    for (let page = 0; page < 200 && before !== null; page += 1) {
      const { body } = await get(`/api/consulta/indice?tipo=autor&quantPag=41&antes=${encodeURIComponent(before)}`);
      backward.unshift(...body.entradas.map((entry: { chave: string }) => entry.chave));
      before = body.anterior;
    }
    expect(backward).toEqual(expected.map((entry) => entry.key));
  });

  it('positions at the heading nearest a typed prefix, ignoring accents and case', async () => {
    const expected = expectedAuthorIndex();
    const start = expected.findIndex((entry) => byBytes(entry.key, 'goethe') >= 0);
    expect(start).toBeGreaterThan(0);
    const { body } = await get(`/api/consulta/indice?tipo=autor&termo=${encodeURIComponent('GÖTHE')}&quantPag=5`);
    const { body: plain } = await get('/api/consulta/indice?tipo=autor&termo=gothe&quantPag=5');
    expect(body).toEqual(plain);
    const goethe = await get('/api/consulta/indice?tipo=autor&termo=Goethe&quantPag=5');
    expect(goethe.body.entradas.map((entry: { chave: string }) => entry.chave)).toEqual(
      expected.slice(start, start + 5).map((entry) => entry.key),
    );
    expect(goethe.body.anterior).toBe(expected[start]!.key);
    const back = await get(
      `/api/consulta/indice?tipo=autor&quantPag=3&antes=${encodeURIComponent(goethe.body.anterior)}`,
    );
    expect(back.body.entradas.map((entry: { chave: string }) => entry.chave)).toEqual(
      expected.slice(start - 3, start).map((entry) => entry.key),
    );

    // A prefix after the last heading shows the last page.
    const beyond = `${expected.at(-1)!.key}zz`;
    const end = await get(`/api/consulta/indice?tipo=autor&termo=${encodeURIComponent(beyond)}&quantPag=4`);
    expect(end.body.entradas.map((entry: { chave: string }) => entry.chave)).toEqual(
      expected.slice(-4).map((entry) => entry.key),
    );
    expect(end.body.proxima).toBeNull();
  });

  it('links each heading to exactly its records; the title index files without the initial article', async () => {
    const expected = expectedAuthorIndex().filter((entry) => entry.ids.size > 1);
    for (const entry of expected.slice(0, 3)) {
      const { body } = await get(`/api/consulta/indice/acervos?tipo=autor&chave=${encodeURIComponent(entry.key)}`);
      expect(body.total).toBe(entry.ids.size);
      expect(new Set(body.data.map((item: { cod_acervo: number }) => item.cod_acervo))).toEqual(entry.ids);
    }
    const withArticle = extracted.find(({ record }) => /^the /i.test(record.title) && record.titleSortKey);
    expect(withArticle).toBeDefined();
    const { body } = await get(
      `/api/consulta/indice?tipo=titulo&termo=${encodeURIComponent(withArticle!.record.title.slice(4))}&quantPag=1`,
    );
    expect(body.entradas[0].chave).toBe(withArticle!.record.titleSortKey);
    const linked = await get(body.entradas[0].link);
    expect(linked.body.data.map((item: { cod_acervo: number }) => item.cod_acervo)).toContain(withArticle!.id);
  });

  it('answers 422 PesquisaInvalida for an unknown index', async () => {
    const { status, body } = await get('/api/consulta/indice?tipo=editora');
    expect(status).toBe(422);
    expect(body.error.code).toBe('PesquisaInvalida');
  });
});

describe('authorities', SLOW, () => {
  async function goethe() {
    const row = await testApp.app.context.db
      .selectFrom('authorities')
      .selectAll()
      .where('heading', 'like', 'Goethe, Johann Wolfgang%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return { ...row, seeFrom: JSON.parse(row.see_from_json) as string[] };
  }

  it('searches authorities by words of the heading or a see-from form, by type', async () => {
    const authority = await goethe();
    const byHeading = await get('/api/autoridade?termo=goethe&tipo=personal&quantPag=100');
    expect(byHeading.body.data.map((item: { cod_autoridade: number }) => item.cod_autoridade)).toContain(authority.id);
    for (const item of byHeading.body.data) expect(item.tipo).toBe('personal');
    const topical = await get('/api/autoridade?termo=goethe&tipo=topical');
    expect(topical.body.data.map((item: { cod_autoridade: number }) => item.cod_autoridade)).not.toContain(
      authority.id,
    );
    // "Johan" (one n) is only in a see-from form.
    expect(foldForSearch(authority.heading).split(' ')).not.toContain('johan');
    const variant = await get('/api/autoridade?termo=Johan%20Goethe');
    expect(variant.body.data.map((item: { cod_autoridade: number }) => item.cod_autoridade)).toContain(authority.id);
    const all = await get('/api/autoridade?tipo=todos&quantPag=1');
    const count = await testApp.app.context.db
      .selectFrom('authorities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(all.body.total).toBe(Number(count.n));
    expect((await get('/api/autoridade?tipo=pessoa')).status).toBe(422);
  });

  it('shows an authority with its references and the records under its heading', async () => {
    const authority = await goethe();
    const { status, body } = await get(`/api/autoridade/${authority.id}`);
    expect(status).toBe(200);
    expect(body.cabecalho).toBe(authority.heading);
    expect(body.etiqueta).toBe('100');
    expect(body.remissivas).toEqual(authority.seeFrom);
    const heading = ` ${foldForSearch(authority.heading)} `;
    // A personal name heads 100/700 and is a subject in 600: both fields count.
    const filed = extracted.filter(({ record }) =>
      [record.searchFields.author, record.searchFields.subject]
        .flatMap((field) => field.split('\n'))
        .some((value) => ` ${foldForSearch(value)} `.includes(heading)),
    );
    expect(filed.length).toBeGreaterThan(0);
    expect(body.total_acervos).toBe(filed.length);
    const search = await get(body.pesquisa);
    expect(search.body.total).toBe(filed.length);

    const marc = await get(`/api/autoridade/${authority.id}/marc`);
    expect(marc.body.leader.charAt(6)).toBe('z');
    expect(marc.body.fields.some((field: { tag: string }) => field.tag === '100')).toBe(true);
    expect((await get('/api/autoridade/999999')).status).toBe(404);
    expect((await get('/api/autoridade/999999/marc')).status).toBe(404);
  });

  it('matches the headings of a record to authorities by heading or see-from form (combo)', async () => {
    const authority = await goethe();
    const headings = [authority.seeFrom[0]!, authority.heading.toUpperCase(), 'Nobody, Nemo, 1900-'];
    const query = headings.map((heading) => `autoridades=${encodeURIComponent(heading)}`).join('&');
    const { body } = await get(`/api/autoridade/combo?${query}`);
    expect(body).toEqual([
      { autoridade: headings[0], cod_autoridade: authority.id, cabecalho: authority.heading },
      { autoridade: headings[1], cod_autoridade: authority.id, cabecalho: authority.heading },
      { autoridade: headings[2], cod_autoridade: null, cabecalho: null },
    ]);
  });
});

describe('other search calls', SLOW, () => {
  it('describes the browse, authority and look-up calls in the OpenAPI description', async () => {
    const { body } = await get('/api/docs/json');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/consulta/opcoes-indice',
        '/api/consulta/indice',
        '/api/consulta/indice/acervos',
        '/api/autoridade',
        '/api/autoridade/combo',
        '/api/autoridade/{id}',
        '/api/autoridade/{id}/marc',
        '/api/consulta/filtros',
        '/api/consulta/imagem-padrao',
        '/api/consulta/titulos-adicionais',
        '/api/consulta/acervos-indexados',
        '/api/consulta/campus',
        '/api/consulta/bibliotecas',
      ]),
    );
    const browse = body.paths['/api/consulta/indice'].get.parameters;
    for (const name of ['tipo', 'termo', 'apos', 'antes', 'quantPag']) {
      const parameter = browse.find((candidate: { name: string }) => candidate.name === name);
      expect(parameter?.schema?.description ?? parameter?.description, name).toBeTruthy();
    }
  });

  it('lists the facet letters of a tab and the default image', async () => {
    const { body } = await get('/api/consulta/filtros?search_tab=catalogo', '5');
    expect(body.map((filter: { tipo: string }) => filter.tipo)).toEqual(
      expect.arrayContaining(['T', 'Y', 'I', 'X', 'K', 'L']),
    );
    expect(body.find((filter: { tipo: string }) => filter.tipo === 'I').descricao).toBe('Language');
    const image = await get('/api/consulta/imagem-padrao');
    expect(image.body.url).toBe('/api/consulta/imagem-padrao.svg');
    const svg = await testApp.app.inject(image.body.por_tipo_obra['1']);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body.startsWith('<svg')).toBe(true);
  });

  it('answers additional titles and indexed records for a list of records', async () => {
    const withVariants = extracted.filter(({ record }) => record.variantTitles.length > 0).slice(0, 3);
    expect(withVariants.length).toBeGreaterThan(0);
    const ids = withVariants.map(({ id }) => id);
    const { body } = await get(`/api/consulta/titulos-adicionais?acervos=${ids.join(',')}`);
    for (const { id, record } of withVariants) {
      const titles = body[String(id)].map((title: { titulo: string }) => title.titulo);
      for (const variant of record.variantTitles) expect(titles).toContain(variant);
    }
    const indexed = await get(`/api/consulta/acervos-indexados?acervos=${ids[0]}&acervos=999999`);
    expect(indexed.body).toEqual([ids[0]]);
    expect((await get('/api/consulta/titulos-adicionais?acervos=abc')).status).toBe(422);
  });

  it('answers neither additional titles nor "indexed" for a suppressed record (docs/staff-catalogue.md)', async () => {
    const { db } = testApp.app.context;
    const [hidden] = extracted.filter(({ record }) => record.variantTitles.length > 0);
    const suppress = (value: number) =>
      db.updateTable('records').set({ suppressed: value }).where('id', '=', hidden!.id).execute();
    await suppress(1);
    try {
      expect((await get(`/api/consulta/titulos-adicionais?acervos=${hidden!.id}`)).body).toEqual({});
      expect((await get(`/api/consulta/acervos-indexados?acervos=${hidden!.id}`)).body).toEqual([]);
    } finally {
      await suppress(0);
    }
  });

  it('looks up campuses and libraries by part of the name, accents ignored', async () => {
    const db = testApp.app.context.db;
    const institution = await ensureInstitution(db);
    const campus = await db
      .insertInto('campuses')
      .values({ institution_id: institution.id, name: 'Campus São Cristóvão' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('libraries')
      .values([
        { code: 'BSC', name: 'Biblioteca Setorial de Ciências', campus_id: campus.id },
        { code: 'BCE', name: 'Biblioteca Central', campus_id: null },
      ])
      .execute();
    const campuses = await get('/api/consulta/campus?search_text=cristovao');
    expect(campuses.body).toEqual({ total: 1, data: [{ codigo: String(campus.id), nome: 'Campus São Cristóvão' }] });
    const libraries = await get('/api/consulta/bibliotecas?search_text=CIENCIAS');
    expect(libraries.body.data).toEqual([{ codigo: 'BSC', nome: 'Biblioteca Setorial de Ciências' }]);
    const ofCampus = await get(`/api/consulta/bibliotecas?codCampus=${campus.id}`);
    expect(ofCampus.body.data.map((library: { codigo: string }) => library.codigo)).toEqual(['BSC']);
    expect((await get(`/api/consulta/campus/${campus.id}`)).body.nome).toBe('Campus São Cristóvão');
    expect((await get('/api/consulta/biblioteca/BCE')).body.nome).toBe('Biblioteca Central');
    expect((await get('/api/consulta/biblioteca/NOPE')).status).toBe(404);
    expect((await get('/api/consulta/campus/999999')).status).toBe(404);
  });
});
