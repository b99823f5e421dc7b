// The staff's record work (issue 21, catalogue work): find, closed collection, suppress, delete; what the public
// catalogue, the search index, the catalogue revision and the tombstones (OAI-PMH deletions, issue 24) see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caller,
  deskSession,
  importTitles,
  patronSession,
  type Session,
} from '../circulation/circulation-fixtures.testing.ts';
import { currentRevisions } from '../search/catalogue-revision.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { cataloguerSession } from './catalogue-work-fixtures.testing.ts';

let testApp: TestApp;
let ids: Record<string, number>;
let cataloguer: Session;
let desk: Session;
let patron: Session;
let asCataloguer: ReturnType<typeof caller>;

async function searchIds(term: string): Promise<number[]> {
  const response = await testApp.app.inject({ url: `/api/consulta?termo=${encodeURIComponent(term)}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.map((item: { cod_acervo: number }) => item.cod_acervo);
}

async function publicStatus(id: number): Promise<number> {
  return (await testApp.app.inject({ url: `/api/acervo/${id}` })).statusCode;
}

async function browseRows(id: number): Promise<number> {
  const rows = await testApp.database.db
    .selectFrom('browse_entries')
    .select('kind')
    .where('record_id', '=', id)
    .execute();
  return rows.length;
}

async function tombstone(id: number) {
  return testApp.database.db
    .selectFrom('record_tombstones')
    .select(['record_id', 'reason', 'title', 'person_id'])
    .where('record_id', '=', id)
    .executeTakeFirst();
}

beforeAll(async () => {
  testApp = await createTestApp();
  ids = await importTitles(testApp, [
    { key: 'ra-1', title: 'Vidas secas', copies: [{ library: 'BC', barcode: 'RA-0001' }] },
    { key: 'ra-2', title: 'Quincas Borba', copies: [{ library: 'BC', barcode: 'RA-0002' }] },
    { key: 'ra-3', title: 'Iracema', copies: [{ library: 'BC', barcode: 'RA-0003' }] },
    { key: 'ra-4', title: 'Senhora', copies: [] },
  ]);
  cataloguer = await cataloguerSession(testApp);
  desk = await deskSession(testApp);
  patron = await patronSession(testApp, 'leitor');
  asCataloguer = caller(testApp, cataloguer);
});

afterAll(async () => {
  await testApp?.close();
});

describe('finding a record', () => {
  it('finds by words of the title, by id and by control number', async () => {
    const byTitle = await asCataloguer('GET', '/api/equipe/registros?termo=quincas');
    expect(byTitle.statusCode, byTitle.body).toBe(200);
    expect(byTitle.json()).toMatchObject({
      total: 1,
      itens: [
        {
          cod_acervo: ids['ra-2'],
          titulo: 'Quincas Borba',
          numero_controle: 'ra-2',
          acervo_fechado: false,
          suprimido: false,
          tem_capa: false,
          link_capa: null,
        },
      ],
    });
    const byId = await asCataloguer('GET', `/api/equipe/registros?termo=${ids['ra-3']}`);
    expect(byId.json().itens.map((item: { titulo: string }) => item.titulo)).toEqual(['Iracema']);
    const byControl = await asCataloguer('GET', '/api/equipe/registros?termo=ra-4');
    expect(byControl.json().itens.map((item: { titulo: string }) => item.titulo)).toEqual(['Senhora']);
    expect((await asCataloguer('GET', '/api/equipe/registros/999999')).statusCode).toBe(404);
  });
});

describe('closed collection', () => {
  it('marks and unmarks a title, which its title page then says', async () => {
    const id = ids['ra-1']!;
    const marked = await asCataloguer('PUT', `/api/equipe/registros/${id}/acervo-fechado`, { acervo_fechado: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().acervo_fechado).toBe(true);
    const sections = await testApp.app.inject({ url: `/api/acervo/${id}/permissoes` });
    expect(sections.json().acervo_fechado).toBe(true);
    const unmarked = await asCataloguer('PUT', `/api/equipe/registros/${id}/acervo-fechado`, { acervo_fechado: false });
    expect(unmarked.json().acervo_fechado).toBe(false);
    expect((await testApp.app.inject({ url: `/api/acervo/${id}/permissoes` })).json().acervo_fechado).toBe(false);
  });
});

describe('suppressing a record', () => {
  it('hides it from search, the title page and browse, keeps it for the staff, and leaves a tombstone', async () => {
    const id = ids['ra-2']!;
    expect(await searchIds('quincas')).toEqual([id]);
    expect(await browseRows(id)).toBeGreaterThan(0);
    const revision = (await currentRevisions(testApp.database.db)).catalogue;

    const suppressed = await asCataloguer('PUT', `/api/equipe/registros/${id}/supressao`, { suprimido: true });
    expect(suppressed.statusCode, suppressed.body).toBe(200);
    expect(suppressed.json()).toMatchObject({ suprimido: true, suprimido_em: expect.any(String) });

    expect((await currentRevisions(testApp.database.db)).catalogue).toBe(revision + 1);
    expect(await searchIds('quincas')).toEqual([]);
    expect(await publicStatus(id)).toBe(404);
    expect(await browseRows(id)).toBe(0);
    expect(await tombstone(id)).toEqual({
      record_id: id,
      reason: 'suppressed',
      title: 'Quincas Borba',
      person_id: cataloguer.personId,
    });
    const audit = await testApp.database.db
      .selectFrom('staff_audit')
      .select(['route', 'function_code', 'before_json', 'after_json'])
      .where('route', '=', '/api/equipe/registros/:id/supressao')
      .executeTakeFirstOrThrow();
    expect(audit.function_code).toBe(9003);
    expect(JSON.parse(audit.before_json!)).toMatchObject({ cod_acervo: id, suprimido: false });
    expect(JSON.parse(audit.after_json!)).toMatchObject({ cod_acervo: id, suprimido: true });
    const staffView = await asCataloguer('GET', `/api/equipe/registros/${id}`);
    expect(staffView.json()).toMatchObject({ titulo: 'Quincas Borba', suprimido: true });

    // Imported again, it stays suppressed.
    await importTitles(testApp, [
      { key: 'ra-2', title: 'Quincas Borba', copies: [{ library: 'BC', barcode: 'RA-0002' }] },
    ]);
    expect(await searchIds('quincas')).toEqual([]);
    expect(await browseRows(id)).toBe(0);

    const shown = await asCataloguer('PUT', `/api/equipe/registros/${id}/supressao`, { suprimido: false });
    expect(shown.json()).toMatchObject({ suprimido: false, suprimido_em: null });
    expect(await searchIds('quincas')).toEqual([id]);
    expect(await publicStatus(id)).toBe(200);
    expect(await browseRows(id)).toBeGreaterThan(0);
    expect(await tombstone(id)).toBeUndefined();
  });
});

describe('deleting a record', () => {
  it('refuses a record that circulation refers to', async () => {
    const id = ids['ra-3']!;
    const library = await testApp.database.db
      .selectFrom('libraries')
      .select('id')
      .where('code', '=', 'BC')
      .executeTakeFirstOrThrow();
    await testApp.database.db
      .insertInto('holds')
      .values({
        record_id: id,
        person_id: patron.personId,
        library_id: library.id,
        volume: null,
        tome: null,
        part: null,
        material: null,
        location: null,
        status: 'queued',
        queue_position: 1,
        copy_id: null,
        placed_at: new Date().toISOString(),
        released_at: null,
        pickup_until: null,
        cancelled_at: null,
        notes: null,
      })
      .execute();
    const refused = await asCataloguer('DELETE', `/api/equipe/registros/${id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'RegistroComCirculacao',
      message:
        'This record has loans, holds or loan requests in its history and cannot be deleted: suppress it instead.',
      details: { emprestimos: 0, reservas: 1, pedidos_emprestimo: 0 },
    });
    expect(await searchIds('iracema')).toEqual([id]);
  });

  it('deletes a record with its copies: gone from search and the title page, a tombstone for harvesters', async () => {
    const id = ids['ra-1']!;
    expect(await searchIds('vidas secas')).toEqual([id]);
    const revision = (await currentRevisions(testApp.database.db)).catalogue;
    const deleted = await asCataloguer('DELETE', `/api/equipe/registros/${id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await currentRevisions(testApp.database.db)).catalogue).toBe(revision + 1);
    expect(await searchIds('vidas secas')).toEqual([]);
    expect(await publicStatus(id)).toBe(404);
    expect((await asCataloguer('GET', `/api/equipe/registros/${id}`)).statusCode).toBe(404);
    expect(await tombstone(id)).toEqual({
      record_id: id,
      reason: 'deleted',
      title: 'Vidas secas',
      person_id: cataloguer.personId,
    });
    const copies = await testApp.database.db.selectFrom('copies').select('id').where('record_id', '=', id).execute();
    expect(copies).toEqual([]);
    expect((await asCataloguer('DELETE', `/api/equipe/registros/${id}`)).statusCode).toBe(404);
  });

  it('turns the tombstone of a suppressed record into a deletion', async () => {
    const id = ids['ra-4']!;
    await asCataloguer('PUT', `/api/equipe/registros/${id}/supressao`, { suprimido: true });
    expect((await tombstone(id))?.reason).toBe('suppressed');
    expect((await asCataloguer('DELETE', `/api/equipe/registros/${id}`)).statusCode).toBe(204);
    expect((await tombstone(id))?.reason).toBe('deleted');
  });
});

describe('who may work on records', () => {
  const routes = [
    ['GET', '/api/equipe/registros?termo=borba', undefined],
    ['GET', '/api/equipe/registros/1', undefined],
    ['PUT', '/api/equipe/registros/1/acervo-fechado', { acervo_fechado: true }],
    ['PUT', '/api/equipe/registros/1/supressao', { suprimido: true }],
    ['DELETE', '/api/equipe/registros/1', undefined],
    ['PUT', '/api/admin/acervo/1/capa', undefined],
    ['DELETE', '/api/admin/acervo/1/capa', undefined],
  ] as const;

  it.each(routes)('%s %s refuses a patron and a desk clerk (403)', async (method, url, payload) => {
    for (const session of [patron, desk]) {
      const response = await caller(testApp, session)(method, url, payload);
      expect(response.statusCode, `${session.login}: ${response.body}`).toBe(403);
    }
  });
});
