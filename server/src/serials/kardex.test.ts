import path from 'node:path';
import { demoCatalogue } from '@estante/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMarcFile } from '../catalogue/import/read-marc.ts';
import { importMarcRecords } from '../catalogue/index.ts';
import { seedDemoLibrary } from '../demo/seed-demo.ts';
import { seedDemoSerials } from '../demo/seed-serials.ts';
import { marcDataDir } from '../testing/marc-data.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** The kardex over the real Evergreen MFHD records (linked by the import) and over a demo serial's patterns. */
describe('serials kardex (/kardex/{id}/...)', () => {
  let testApp: TestApp;
  const ids = new Map<string, number>();

  async function get(url: string) {
    const response = await testApp.app.inject(`/api${url}`);
    return { status: response.statusCode, body: response.json() };
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    const { context } = testApp.app;
    context.now = () => new Date('2026-11-20T12:00:00Z');
    for (const file of ['evergreen_serials.mrc', 'evergreen_serials_mfhd.mrc']) {
      await importMarcRecords(context, readMarcFile(path.join(marcDataDir(), file)));
    }
    const rbe = demoCatalogue([{ code: 'BC' }]).filter(
      (record) => record.leader.charAt(7) === 's' && JSON.stringify(record).includes('1413-2478'),
    );
    async function* asResults() {
      yield { ok: true as const, position: 1, record: rbe[0]!, warnings: [] };
    }
    await importMarcRecords(context, asResults());
    expect(await seedDemoSerials(context, rbe, ['BC'])).toBe(1);
    const rows = await context.db.selectFrom('records').select(['id', 'title', 'marc_json']).execute();
    for (const row of rows) {
      const sirsi = /"a","value":"(a81\d+)"/.exec(row.marc_json)?.[1];
      ids.set(sirsi ?? row.title, row.id);
    }
  }, 120_000);

  afterAll(async () => {
    await testApp?.close();
  });

  it('stores the imported MFHD records linked to their title (001 = 035), with the 852 library', async () => {
    const stored = await testApp.app.context.db
      .selectFrom('holdings_records')
      .select(['record_id', 'holdings_key', 'library_code', 'call_number'])
      .where('holdings_key', 'like', 'a81%')
      .orderBy('holdings_key')
      .execute();
    expect(stored.map((row) => [row.holdings_key, row.library_code, row.call_number])).toEqual([
      ['a814871', 'DESMARAIS', 'HD 9698 C2 A314 Per.'],
      ['a815094', 'DESMARAIS', null],
    ]);
    expect(stored[0]!.record_id).toBe(ids.get('a814871'));
  });

  it('a815094 (Fréquences, quarterly by $u): options, the 2007 row with no. 3 missing, and an issue', async () => {
    const id = ids.get('a815094')!;
    const options = await get(`/kardex/${id}/combobox-data`);
    expect(options.body).toMatchObject({
      bibliotecas: [{ cod_biblioteca: 'DESMARAIS', desc_biblioteca: 'DESMARAIS' }],
      periodicidades: [{ cod_periodicidade: 'q', desc_periodicidade: 'Trimestral' }],
      anos: [2007],
    });
    const data = await get(`/kardex/${id}/data`);
    expect(data.status).toBe(200);
    const [collection] = data.body.colecoes;
    expect(collection).toMatchObject({ cod_biblioteca: 'DESMARAIS', colunas: 4, fasciculos_por_ano: 4, problemas: [] });
    expect(collection.anos).toEqual([
      expect.objectContaining({ ano: 2007, esperados: 4, recebidos: 3, faltantes: [3], somente_texto: false }),
    ]);
    expect(
      collection.anos[0].fasciculos.map((issue: { seq_par: string; numeros: number[] }) => [
        issue.seq_par,
        issue.numeros,
      ]),
    ).toEqual([
      ['1.2', [1]],
      ['1.3', [2]],
      ['1.1', [4]],
    ]);
    const item = await get(`/kardex/${id}/item?codPar=${collection.cod_par}&seqPar=1.1`);
    expect(item.body).toMatchObject({
      rotulo: 'v. 18, no. 4 (2007:02)',
      ano: 2007,
      enumeracao: [
        { legenda: 'v.', valor: '18' },
        { legenda: 'no.', valor: '4' },
      ],
      cronologia: [
        { legenda: '(year)', valor: '2007' },
        { legenda: '(month)', valor: '02' },
      ],
      tem_sumario: false,
      secoes: [],
      desc_biblioteca: 'DESMARAIS',
    });
  });

  it('a814871 (annual report): the 866 statement fills 2000-2003 as held by statement only', async () => {
    const id = ids.get('a814871')!;
    const data = await get(`/kardex/${id}/data`);
    expect(data.body.resumo).toContain('2000/2001 - 2003/2004');
    expect(
      data.body.colecoes[0].anos.map((year: { ano: number; somente_texto: boolean; recebidos: number }) => [
        year.ano,
        year.somente_texto,
        year.recebidos,
      ]),
    ).toEqual([
      [2000, true, 0],
      [2001, true, 0],
      [2002, true, 0],
      [2003, true, 0],
      [2004, false, 1],
    ]);
    expect((await get(`/kardex/${id}/combobox-data`)).body.anos).toEqual([2004, 2003, 2002, 2001, 2000]);
  });

  it('a demo serial: years up to today, filters by library, periodicity, parameter and year, and an issue with its sections', async () => {
    const id = ids.get('Revista brasileira de educação')!;
    expect((await get(`/kardex/${id}/permissao`)).body).toEqual({ permitido: true });
    const options = (await get(`/kardex/${id}/combobox-data`)).body;
    expect(options.anos[0]).toBe(2026);
    expect(options.anos).toContain(2019);
    expect(options.periodicidades).toEqual([{ cod_periodicidade: 't', desc_periodicidade: 'Quadrimestral' }]);
    expect(options.parametros).toHaveLength(1);
    const codPar = options.parametros[0].cod_par;

    const year = (await get(`/kardex/${id}/data?year=2026&codPeriod=t&codBib=BC&codPar=${codPar}`)).body;
    expect(year.colecoes).toHaveLength(1);
    expect(year.colecoes[0].anos).toEqual([
      expect.objectContaining({ ano: 2026, esperados: 2, recebidos: 2, faltantes: [] }),
    ]);
    expect((await get(`/kardex/${id}/data?codPeriod=m`)).body.colecoes).toEqual([]);
    expect((await get(`/kardex/${id}/data?codBib=OUTRA`)).body.colecoes).toEqual([]);
    expect((await get(`/kardex/${id}/data?codPar=999999`)).body.colecoes).toEqual([]);

    const all = (await get(`/kardex/${id}/data`)).body.colecoes[0];
    expect(all.anos.some((entry: { faltantes: number[] }) => entry.faltantes.length > 0)).toBe(true);
    const withContents = all.anos
      .flatMap((entry: { fasciculos: { tem_sumario: boolean; seq_par: string }[] }) => entry.fasciculos)
      .filter((issue: { tem_sumario: boolean }) => issue.tem_sumario);
    expect(withContents).toHaveLength(3);
    const latest = withContents.at(-1);
    const item = (await get(`/kardex/${id}/item?codPar=${codPar}&seqPar=${latest.seq_par}`)).body;
    expect(item.secoes.map((section: { titulo: string }) => section.titulo)).toEqual([
      'Editorial',
      'Artigos',
      'Resenhas',
    ]);
    expect(item.secoes[1].artigos).toHaveLength(3);
    expect(item.secoes[1].artigos[0]).toEqual({
      titulo: expect.stringContaining('Educação'),
      autores: expect.any(String),
      paginas: expect.stringMatching(/^p\. \d+-\d+$/),
    });
    const oneSection = (await get(`/kardex/${id}/item?codPar=${codPar}&seqPar=${latest.seq_par}&seqSec=3`)).body;
    expect(oneSection.secoes.map((section: { seq_sec: number }) => section.seq_sec)).toEqual([3]);
    // A range issue (2019-2021 are one compressed 863) is addressable by its rank in the range.
    const ranged = all.anos.find((entry: { ano: number }) => entry.ano === 2020).fasciculos[0];
    expect(ranged.seq_par).toBe('1.1.4');
    expect((await get(`/kardex/${id}/item?codPar=${codPar}&seqPar=1.1.4`)).body.rotulo).toBe('v. 26, n. 1 (2020)');
  });

  it('answers 404 for an unknown title, holdings record or issue, and 400 without codPar', async () => {
    const id = ids.get('a815094')!;
    expect((await get('/kardex/99999999/data')).status).toBe(404);
    expect((await get('/kardex/99999999/combobox-data')).status).toBe(404);
    expect((await get(`/kardex/${id}/item?codPar=99999999&seqPar=1.1`)).status).toBe(404);
    const codPar = (await get(`/kardex/${id}/combobox-data`)).body.parametros[0].cod_par;
    expect((await get(`/kardex/${id}/item?codPar=${codPar}&seqPar=7.7`)).status).toBe(404);
    expect((await get(`/kardex/${id}/item?seqPar=1.1`)).status).toBe(400);
  });

  it('reports a malformed stored holdings field and keeps its textual statement', async () => {
    const id = ids.get('a815094')!;
    const { db } = testApp.app.context;
    const row = await db
      .selectFrom('holdings_records')
      .selectAll()
      .where('record_id', '=', id)
      .executeTakeFirstOrThrow();
    const marc = JSON.parse(row.marc_json);
    const broken = {
      ...marc,
      fields: [
        ...marc.fields,
        {
          tag: '863',
          ind1: ' ',
          ind2: '1',
          subfields: [
            { code: '8', value: '1.9' },
            { code: 'a', value: '1-2-3' },
          ],
        },
        { tag: '866', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: 'v. 1 (1995)-v. 19 (2007)' }] },
      ],
    };
    await db
      .updateTable('holdings_records')
      .set({ marc_json: JSON.stringify(broken) })
      .where('id', '=', row.id)
      .execute();
    try {
      const collection = (await get(`/kardex/${id}/data`)).body.colecoes[0];
      expect(collection.problemas).toEqual([{ codigo: 'unreadable-value', campo: '863 $8 1.9', valor: '1-2-3' }]);
      expect(collection.declaracoes).toEqual(['v. 1 (1995)-v. 19 (2007)']);
      expect(collection.anos[0].ano).toBe(1995);
    } finally {
      await db.updateTable('holdings_records').set({ marc_json: row.marc_json }).where('id', '=', row.id).execute();
    }
  });
});

describe('the demo library: every serial has a kardex', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
    testApp.app.context.now = () => new Date('2026-03-15T12:00:00Z');
    await seedDemoLibrary(testApp.app.context);
  }, 180_000);

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers years up to this year (or last year when none is due yet), a frequency and a gap for each demo serial', async () => {
    const serials = (await testApp.app.context.db.selectFrom('records').select(['id', 'leader']).execute()).filter(
      (row) => row.leader.charAt(7) === 's',
    );
    expect(serials.length).toBeGreaterThanOrEqual(7);
    for (const { id } of serials) {
      const options = (await testApp.app.inject(`/api/kardex/${id}/combobox-data`)).json();
      // In March a serial three times a year has no issue due yet: its newest year is then last year.
      expect(options.anos[0], `record ${id}`).toBeGreaterThanOrEqual(2025);
      expect(options.periodicidades, `record ${id}`).toHaveLength(1);
      const data = (await testApp.app.inject(`/api/kardex/${id}/data`)).json();
      const years = data.colecoes[0].anos as { faltantes: number[] }[];
      expect(
        years.some((year) => year.faltantes.length > 0),
        `record ${id}`,
      ).toBe(true);
    }
  });
});
