import { readMarcFile } from '@estante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatron } from '../auth/auth-fixtures.testing.ts';
import { marcDataDir } from '../testing/marc-data.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { importMarcRecords } from './import/import-marc.ts';

// Real records: Evergreen's Nepali sample carries 852 holdings (copies); the serials sample has periodicals.
describe('record sections (GET /api/acervo/{id}/...)', () => {
  let testApp: TestApp;
  let withCopy: { id: number; title: string };
  let copyId: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    for (const file of ['evergreen_nepali.mrc', 'evergreen_serials.mrc', 'biblivre_pt_br_school_library.utf8.mrc']) {
      await importMarcRecords(testApp.app.context, readMarcFile(`${marcDataDir()}/${file}`));
    }
    const { db } = testApp.app.context;
    const copy = await db
      .selectFrom('copies')
      .innerJoin('records', 'records.id', 'copies.record_id')
      .select(['copies.id as copyId', 'copies.library_id', 'records.id', 'records.title'])
      .orderBy('copies.id')
      .executeTakeFirstOrThrow();
    withCopy = { id: copy.id, title: copy.title };
    copyId = copy.copyId;
    // One copy out on loan since March 2025, due back on 2025-03-20.
    const patron = await createPatron(db, { logins: ['leitor1'] });
    await db.updateTable('copies').set({ status: 'on_loan' }).where('id', '=', copyId).execute();
    await db
      .insertInto('loans')
      .values({
        copy_id: copyId,
        person_id: patron.personId,
        library_id: copy.library_id,
        loaned_at: '2025-03-06T10:00:00.000Z',
        last_renewed_at: null,
        due_date: '2025-03-20T23:59:59.000Z',
        returned_at: null,
        renewal_count: 0,
        fine_cents: 0,
      })
      .execute();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('lists copies by library with availability and the expected return of a loaned copy', async () => {
    const response = await testApp.app.inject(`/api/acervo/${withCopy.id}/exemplares`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const loaned = body.exemplares.find((copy: { cod_exemplar: number }) => copy.cod_exemplar === copyId);
    expect(loaned.situacao).toBe('on_loan');
    expect(loaned.data_devolucao_prevista).toBe('2025-03-20');
    expect(loaned.desc_biblioteca.length).toBeGreaterThan(0);
    expect(body.disponiveis).toBe(
      body.exemplares.filter((copy: { situacao: string }) => copy.situacao === 'available').length,
    );
    const other = await testApp.app.inject(`/api/acervo/${withCopy.id}/exemplares?cod_unidade=NO-SUCH-LIBRARY`);
    expect(other.json().exemplares).toEqual([]);
  });

  it('counts libraries and totals from the copies and loans', async () => {
    const libraries = (await testApp.app.inject(`/api/acervo/${withCopy.id}/bibliotecas`)).json();
    expect(libraries.length).toBeGreaterThan(0);
    const totals = (await testApp.app.inject(`/api/acervo/${withCopy.id}/totais`)).json();
    expect(totals.exemplares).toBe(
      libraries.reduce((sum: number, library: { total: number }) => sum + library.total, 0),
    );
    expect(totals.emprestados).toBe(1);
    expect(totals.emprestimos).toBe(1);
    const outside = (
      await testApp.app.inject(`/api/acervo/${withCopy.id}/totais?dataIni=2024-01-01&dataFim=2024-12-31`)
    ).json();
    expect(outside.emprestimos).toBe(0);
  });

  it('gives loans per month of a year for the statistics chart', async () => {
    const years = (await testApp.app.inject(`/api/acervo/${withCopy.id}/dados-estatisticos/anos`)).json();
    expect(years.anos).toContain(2025);
    const year = (await testApp.app.inject(`/api/acervo/${withCopy.id}/dados-estatisticos/dados/2025`)).json();
    expect(year.meses).toHaveLength(12);
    expect(year.meses[2]).toEqual({ mes: 3, emprestimos: 1, reservas: 0 });
    expect(year.total_emprestimos).toBe(1);
  });

  it('formats the reference in ABNT (title in bold) and APA (title in italics) from the record', async () => {
    const body = (await testApp.app.inject(`/api/acervo/${withCopy.id}/referencia`)).json();
    const mainTitle = withCopy.title.split(/\s*[:/]\s*/)[0]!;
    expect(body.abnt).toContain(mainTitle.slice(0, 10));
    expect(body.abnt_html).toMatch(/<b>[^<]+<\/b>/);
    expect(body.apa_html).toMatch(/<i>[^<]+<\/i>/);
    expect(body.abnt_html).not.toMatch(/<(?!\/?[bi]>)/);
  });

  it('shows Dublin Core elements and the same as oai_dc XML', async () => {
    const body = (await testApp.app.inject(`/api/acervo/${withCopy.id}/dublin-core`)).json();
    const title = body.elementos.find((element: { elemento: string }) => element.elemento === 'title');
    expect(title.valor.length).toBeGreaterThan(0);
    expect(body.xml).toContain('<oai_dc:dc xmlns:oai_dc=');
    expect(body.xml).toContain('<dc:title>');
  });

  it('says which tabs apply: loan request for an available copy, kardex for a periodical', async () => {
    const { db } = testApp.app.context;
    const book = (await testApp.app.inject(`/api/acervo/${withCopy.id}/permissoes`)).json();
    expect(book.colecao_kardex).toBe(false);
    const rows = await db.selectFrom('records').select(['id', 'leader']).orderBy('id').execute();
    const periodical = rows.find((row) => row.leader.charAt(7) === 's')!;
    const serial = (await testApp.app.inject(`/api/acervo/${periodical.id}/permissoes`)).json();
    expect(serial.colecao_kardex).toBe(true);
    const kardex = (await testApp.app.inject(`/api/kardex/${periodical.id}/data`)).json();
    expect(kardex.resumo.length).toBeGreaterThan(0);
    expect((await testApp.app.inject(`/api/kardex/${periodical.id}/permissao`)).json()).toEqual({ permitido: true });
  });

  it('closes a title to visitors when it is marked as closed collection', async () => {
    const { db } = testApp.app.context;
    await db.updateTable('records').set({ closed_collection: 1 }).where('id', '=', withCopy.id).execute();
    try {
      const permissions = (await testApp.app.inject(`/api/acervo/${withCopy.id}/permissoes`)).json();
      expect(permissions.acervo_fechado).toBe(true);
      const warehouse = (await testApp.app.inject(`/api/acervo/${withCopy.id}/dados-armazem`)).json();
      expect(warehouse.acervo_fechado).toBe(true);
      expect(warehouse.exemplares.length).toBeGreaterThan(0);
    } finally {
      await db.updateTable('records').set({ closed_collection: 0 }).where('id', '=', withCopy.id).execute();
    }
  });

  it('gives the summary of a title with a 520 note and 404 for every section of an unknown title', async () => {
    const { db } = testApp.app.context;
    const rows = await db.selectFrom('records').select('id').orderBy('id').execute();
    let withSummary: { sumario: string[]; resumo?: string } | undefined;
    for (const row of rows) {
      const body = (await testApp.app.inject(`/api/sumario/${row.id}/dados`)).json();
      if (body.resumo || body.sumario.length > 0) {
        withSummary = body;
        break;
      }
    }
    expect(withSummary).toBeDefined();
    for (const section of [
      'referencia',
      'exemplares',
      'dublin-core',
      'links',
      'bibliotecas',
      'totais',
      'permissoes',
      'cor',
    ]) {
      const response = await testApp.app.inject(`/api/acervo/999999/${section}`);
      expect(response.statusCode, section).toBe(404);
      expect(response.json().error.code).toBe('RegistroNaoEncontrado');
    }
  });

  it('answers the colour of the work type as two hex colours', async () => {
    const body = (await testApp.app.inject(`/api/acervo/${withCopy.id}/cor`)).json();
    expect(body.cor).toMatch(/^#[0-9a-f]{6}$/);
    expect(body.texto).toMatch(/^#[0-9a-f]{6}$/);
  });

  // Last: it adds holds, which the other totals above do not expect.
  it('counts a hold whose copy travels to the pickup library as active, like queued and shelved ones', async () => {
    const { db } = testApp.app.context;
    const copy = await db
      .selectFrom('copies')
      .select(['id', 'library_id'])
      .where('id', '=', copyId)
      .executeTakeFirstOrThrow();
    // One patron per hold: a patron holds a title once.
    const patrons = [];
    for (const login of ['leitor-fila', 'leitor-transito', 'leitor-estante', 'leitor-cancelou'])
      patrons.push((await createPatron(db, { logins: [login] })).personId);
    const base = {
      record_id: withCopy.id,
      library_id: copy.library_id,
      volume: null,
      tome: null,
      part: null,
      material: null,
      location: null,
      queue_position: null,
      copy_id: null,
      placed_at: '2026-02-10T10:00:00.000Z',
      released_at: null,
      pickup_until: null,
      cancelled_at: null,
      notes: null,
      suspended_until: null,
      pickup_library_id: null,
    };
    await db
      .insertInto('holds')
      .values([
        { ...base, person_id: patrons[0]!, status: 'queued', queue_position: 1 },
        { ...base, person_id: patrons[1]!, status: 'in_transit', copy_id: copyId },
        { ...base, person_id: patrons[2]!, status: 'released', released_at: '2026-02-11T10:00:00.000Z' },
        { ...base, person_id: patrons[3]!, status: 'cancelled', cancelled_at: '2026-02-12T10:00:00.000Z' },
      ])
      .execute();
    const totals = (await testApp.app.inject(`/api/acervo/${withCopy.id}/totais`)).json();
    expect(totals.reservas).toBe(4);
    expect(totals.reservas_ativas).toBe(3);
  });
});
