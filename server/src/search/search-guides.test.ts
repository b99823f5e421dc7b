import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoLibrary } from '../demo/seed-demo.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * The search guides (docs/search-guides.md) on the demo library: which guides are offered, `/consulta` filtered by
 * the letters the import extracts from MARC (demo records: server/src/demo/seed-search-guides.ts), and the course
 * reserves' titles with their availability. Expected ids come from plain SQL over the tables.
 */
const SLOW = { timeout: 300_000 };
let testApp: TestApp;

async function get(url: string, idioma = '1') {
  const response = await testApp.app.inject({ url, headers: { idioma } });
  return { status: response.statusCode, body: response.json() };
}

/** Record ids by control number (001), in the order given. */
async function idsOf(...controlNumbers: string[]): Promise<number[]> {
  const rows = await testApp.database.db
    .selectFrom('records')
    .select(['id', 'control_number'])
    .where('control_number', 'in', controlNumbers)
    .execute();
  return controlNumbers.map((number) => rows.find((row) => row.control_number === number)!.id);
}

/** Ids of a `/consulta` answer, sorted. */
async function found(query: string): Promise<number[]> {
  const { status, body } = await get(`/api/consulta?${query}&quantPag=100`);
  expect(status, query).toBe(200);
  expect(body.data).toHaveLength(body.total);
  return body.data.map((item: { cod_acervo: number }) => item.cod_acervo).sort((a: number, b: number) => a - b);
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoLibrary(testApp.app.context);
}, 300_000);

afterAll(async () => {
  await testApp?.close();
});

describe('search guides on the demo library', SLOW, () => {
  it('offers the guides the catalogue has records for, with their counts', async () => {
    const reserves = await testApp.database.db
      .selectFrom('discipline_records')
      .select((eb) => eb.fn.count<number | string>('record_id').distinct().as('n'))
      .executeTakeFirstOrThrow();
    expect((await get('/api/consulta/guias')).body).toEqual([
      { guia: 'bibliografia', total: Number(reserves.n) },
      { guia: 'arquivo', total: 4 },
      { guia: 'atos-normativos', total: 6 },
      { guia: 'jurisprudencia', total: 5 },
    ]);
  });

  it('filters /consulta on the normative acts’ sphere, type, number, year and body, with no term needed', async () => {
    expect(await found('filtro=G:atos-normativos&filtro=U:federal')).toEqual(
      sorted(await idsOf('LEG-0001', 'LEG-0002', 'LEG-0003')),
    );
    expect(await found('filtro=G:atos-normativos&filtro=D:lei&filtro=N:8112')).toEqual(await idsOf('LEG-0001'));
    expect(await found('filtro=G:atos-normativos&filtro=Y:2018')).toEqual(sorted(await idsOf('LEG-0002', 'LEG-0003')));
    expect(await found('filtro=G:atos-normativos&filtro=U:estadual&filtro=U:municipal')).toEqual(
      sorted(await idsOf('LEG-0004', 'LEG-0005')),
    );
    expect(await found('filtro=O:brasil-ministerio-da-educacao')).toEqual(await idsOf('LEG-0003'));
    expect(await found('filtro=G:atos-normativos&filtro=U:institucional')).toEqual(await idsOf('LEG-0006'));
    // With a term, the filters narrow the search as any facet does.
    expect(await found('termo=protecao%20dados&filtro=G:atos-normativos')).toEqual(await idsOf('LEG-0002'));
    // Neither a term nor a filter: nothing, as before.
    expect((await get('/api/consulta')).body.total).toBe(0);
  });

  it('filters case law by court and type, and archives by level and document type', async () => {
    expect(await found('filtro=G:jurisprudencia&filtro=O:STF')).toEqual(sorted(await idsOf('JUR-0001', 'JUR-0002')));
    expect(await found('filtro=G:jurisprudencia&filtro=D:acordao')).toEqual(
      sorted(await idsOf('JUR-0001', 'JUR-0003', 'JUR-0004')),
    );
    expect(await found('filtro=G:jurisprudencia&filtro=O:TJMG&filtro=D:acordao')).toEqual(await idsOf('JUR-0004'));
    expect(await found('filtro=G:arquivo&filtro=M:serie')).toEqual(await idsOf('ARQ-0001'));
    expect(await found('filtro=G:arquivo&filtro=D:fotografia')).toEqual(await idsOf('ARQ-0004'));
    expect(await found('filtro=G:arquivo')).toEqual(
      sorted(await idsOf('ARQ-0001', 'ARQ-0002', 'ARQ-0003', 'ARQ-0004')),
    );
  });

  it('counts the guide letters as facets of the filtered search', async () => {
    const { body } = await get('/api/consulta?filtro=G:atos-normativos');
    const spheres = body.filtros
      .filter((facet: { tipo: string }) => facet.tipo === 'U')
      .map((facet: { codigo: string; descricao: string; total: number }) => [
        facet.codigo,
        facet.descricao,
        facet.total,
      ]);
    expect(spheres).toEqual([
      ['estadual', 'Estadual', 1],
      ['federal', 'Federal', 3],
      ['institucional', 'Institucional', 1],
      ['municipal', 'Municipal', 1],
    ]);
    // The collections and spheres are named in the caller's language; other values as catalogued.
    const english = (await get('/api/consulta?filtro=G:atos-normativos&filtro=U:estadual', '5')).body;
    const named = (letter: string) =>
      english.filtros
        .filter((facet: { tipo: string }) => facet.tipo === letter)
        .map((facet: { descricao: string }) => facet.descricao);
    expect(named('G')).toEqual(['Normative acts']);
    expect(named('U')).toEqual(['Federal', 'Institutional', 'Municipal', 'State']);
    expect(named('D')).toEqual(['Lei']);
    const labels = (await get('/api/consulta/filtros', '5')).body as { tipo: string; descricao: string }[];
    expect(labels.filter((entry) => 'GMDUNO'.includes(entry.tipo)).map((entry) => entry.descricao)).toEqual([
      'Special collection',
      'Level of description',
      'Document type',
      'Sphere',
      'Act number',
      'Issuing body or court',
    ]);
  });

  it('lists the bibliography of a discipline, a course or a professor, with availability', async () => {
    const bibliography = async (...disciplines: string[]) => {
      const rows = await testApp.database.db
        .selectFrom('discipline_records as dr')
        .innerJoin('disciplines as d', 'd.id', 'dr.discipline_id')
        .innerJoin('records as r', 'r.id', 'dr.record_id')
        .select(['r.id', 'r.title_sort'])
        .distinct()
        .where('d.code', 'in', disciplines)
        .execute();
      return rows
        .sort((a, b) => (a.title_sort < b.title_sort ? -1 : a.title_sort > b.title_sort ? 1 : a.id - b.id))
        .map((row) => row.id);
    };
    const ids = (body: { data: { cod_acervo: number }[] }) => body.data.map((item) => item.cod_acervo);

    const discipline = (await get('/api/consulta/bibliografia?disciplina=DIR101')).body;
    expect(discipline.total).toBe(8);
    expect(ids(discipline)).toEqual(await bibliography('DIR101'));
    for (const item of discipline.data) expect(Array.isArray(item.disponibilidade)).toBe(true);
    expect(discipline.data.some((item: { disponibilidade: unknown[] }) => item.disponibilidade.length > 0)).toBe(true);

    expect(ids((await get('/api/consulta/bibliografia?curso=HIS&quantPag=100')).body)).toEqual(
      await bibliography('HIS110', 'HIS230'),
    );
    expect(ids((await get('/api/consulta/bibliografia?professor=P-0201&quantPag=100')).body)).toEqual(
      await bibliography('HIS110', 'HIS230'),
    );
    expect(ids((await get('/api/consulta/bibliografia?curso=HIS&professor=P-0202&quantPag=100')).body)).toEqual(
      await bibliography('HIS230'),
    );
    expect((await get('/api/consulta/bibliografia?curso=MED&professor=P-0202')).body).toEqual({ total: 0, data: [] });

    const second = (await get('/api/consulta/bibliografia?disciplina=DIR101&quantPag=5&pagina=2')).body;
    expect(ids(second)).toEqual((await bibliography('DIR101')).slice(5));

    const refused = await get('/api/consulta/bibliografia?disciplina=%20', '5');
    expect(refused.status).toBe(422);
    expect(refused.body.error).toEqual({
      code: 'BibliografiaSemFiltro',
      message: 'Choose a discipline, a course or a professor.',
    });
  });

  it('leaves suppressed records out of the guides and their choices', async () => {
    const [photo] = await idsOf('ARQ-0004');
    await testApp.database.db.updateTable('records').set({ suppressed: 1 }).where('id', '=', photo!).execute();
    const guides = (await get('/api/consulta/guias')).body as { guia: string; total: number }[];
    expect(guides.find((guide) => guide.guia === 'arquivo')?.total).toBe(3);
    const archive = (await get('/api/consulta/opcoes-arquivo')).body;
    expect(archive.nivel.map((option: { codigo: string }) => option.codigo)).toEqual(['dossie', 'fundo', 'serie']);
    await testApp.database.db.updateTable('records').set({ suppressed: 0 }).where('id', '=', photo!).execute();
  });
});

describe('a catalogue without special collections', SLOW, () => {
  it('offers no guide and no choices', async () => {
    const empty = await createTestApp();
    try {
      const call = async (url: string) => (await empty.app.inject({ url })).json();
      expect(await call('/api/consulta/guias')).toEqual([]);
      expect(await call('/api/consulta/opcoes-arquivo')).toEqual({});
      expect(await call('/api/consulta/opcoes-atos-normativos')).toEqual({});
      expect(await call('/api/consulta/jurisprudencia-options')).toEqual({});
    } finally {
      await empty.close();
    }
  });
});
