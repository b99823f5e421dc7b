import fs from 'node:fs/promises';
import path from 'node:path';
import type { MarcRecord } from '@estante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand, UsageError } from '../admin/admin-commands.ts';
import { SITE_ADMIN_FUNCTION } from '../auth/index.ts';
import { caller, patronSession, type Session } from '../circulation/circulation-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { MAX_COVER_BYTES } from './cover-image.ts';
import { coverPng, GIF_START, JPEG_START, WEBP_START } from './cover-test-images.ts';
import { importMarcRecords } from './import/import-marc.ts';

/** Covers stored by the library: folder import by ISBN or record number, staff upload and removal. */
const TITLES = [
  { key: 'cov-a', title: 'Vidas secas', isbn: '9788535902778' },
  { key: 'cov-b', title: 'The right stuff', isbn: '9780553268478' },
  { key: 'cov-c', title: 'Memórias póstumas de Brás Cubas' },
  { key: 'cov-d', title: 'Dom Casmurro' },
  { key: 'cov-e', title: 'Quincas Borba' },
];

function marcFor(title: (typeof TITLES)[number]): MarcRecord {
  return {
    leader: '00000nam a2200000 a 4500',
    fields: [
      { tag: '001', value: title.key },
      { tag: '003', value: 'ESTANTE-TEST' },
      ...(title.isbn ? [{ tag: '020', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: title.isbn }] }] : []),
      { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: title.title }] },
    ],
  };
}

let testApp: TestApp;
let ids: Record<string, number>;
let staff: Session;
let patron: Session;
let folder: string;

/** The test titles that a search filtered on "only with cover" (X:C) finds. */
async function searchWithCover(): Promise<number[]> {
  const rows = ['vidas', 'stuff', 'memorias', 'casmurro', 'quincas'].map(
    (term, index) => `termo=${term}&tipo=titulo${index > 0 ? '&operador=ou' : ''}`,
  );
  const response = await testApp.app.inject({ url: `/api/consulta?${rows.join('&')}&filtro=X:C` });
  expect(response.statusCode).toBe(200);
  return response.json().data.map((item: { cod_acervo: number }) => item.cod_acervo);
}

/** Records having the "only with cover" facet, straight from the table the search filters on. */
async function withCoverFacet(): Promise<number[]> {
  const rows = await testApp.database.db
    .selectFrom('record_facets')
    .select('record_id')
    .where('letter', '=', 'X')
    .where('code', '=', 'C')
    .orderBy('record_id')
    .execute();
  return rows.map((row) => row.record_id);
}

async function image(id: number) {
  return testApp.app.inject({ url: `/api/vinculos/imagem?cod_acervo=${id}` });
}

beforeAll(async () => {
  testApp = await createTestApp();
  async function* results() {
    let position = 0;
    for (const title of TITLES) yield { ok: true as const, position: ++position, record: marcFor(title), warnings: [] };
  }
  await importMarcRecords(testApp.app.context, results());
  const rows = await testApp.database.db.selectFrom('records').select(['id', 'control_number']).execute();
  ids = Object.fromEntries(rows.map((row) => [row.control_number!, row.id]));
  staff = await patronSession(testApp, 'bibliotecaria');
  await testApp.database.db
    .insertInto('person_permissions')
    .values({
      person_id: staff.personId,
      module_code: SITE_ADMIN_FUNCTION.module,
      activity_code: SITE_ADMIN_FUNCTION.activity,
    })
    .execute();
  patron = await patronSession(testApp, '2024555');
  folder = await fs.mkdtemp(path.join(testApp.database.dataDir, 'incoming-'));
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

describe('npm run admin -- covers import FOLDER', () => {
  it('stores images named by ISBN-13, ISBN-10 or record number and reports what did not match', async () => {
    const png = coverPng();
    await fs.writeFile(path.join(folder, '978-85-359-0277-8.png'), png); // hyphenated ISBN-13 of cov-a
    await fs.writeFile(path.join(folder, '0553268473.jpg'), JPEG_START); // ISBN-10 of cov-b's ISBN-13
    await fs.writeFile(path.join(folder, `${ids['cov-c']}.webp`), WEBP_START); // record number
    await fs.writeFile(path.join(folder, '9780306406157.png'), png); // valid ISBN, no such record
    await fs.writeFile(path.join(folder, '9788535902779.png'), png); // wrong check digit: not an ISBN
    await fs.writeFile(path.join(folder, `${ids['cov-d']}.png`), Buffer.from('not an image at all'));
    await fs.writeFile(path.join(folder, 'leia-me.txt'), 'notes');
    await fs.writeFile(
      path.join(folder, `${ids['cov-e']}.gif`),
      Buffer.concat([GIF_START, Buffer.alloc(MAX_COVER_BYTES)]),
    );

    const output = await runAdminCommand(
      testApp.database.db,
      ['covers', 'import', folder],
      () => '',
      undefined,
      testApp.database.dataDir,
    );
    expect(output).toContain(`matched  978-85-359-0277-8.png → record ${ids['cov-a']}`);
    expect(output).toContain(`matched  0553268473.jpg → record ${ids['cov-b']}`);
    expect(output).toContain(`matched  ${ids['cov-c']}.webp → record ${ids['cov-c']}`);
    expect(output).toContain('skipped  9780306406157.png: no record with this ISBN');
    expect(output).toContain('skipped  9788535902779.png: name is neither an ISBN nor a record number');
    expect(output).toContain(`skipped  ${ids['cov-d']}.png: not a JPEG, PNG, WebP or GIF image`);
    expect(output).toContain('skipped  leia-me.txt: name is neither an ISBN nor a record number');
    expect(output).toContain(`skipped  ${ids['cov-e']}.gif: larger than 2 MB`);
    expect(output).toContain('covers: 3 file(s) stored, 5 skipped');

    const a = await image(ids['cov-a']!);
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(a.rawPayload, png)).toBe(0);
    expect((await image(ids['cov-b']!)).headers['content-type']).toBe('image/jpeg');
    expect((await image(ids['cov-c']!)).headers['content-type']).toBe('image/webp');
    expect((await image(ids['cov-d']!)).statusCode).toBe(404);
    expect(await withCoverFacet()).toEqual([ids['cov-a'], ids['cov-b'], ids['cov-c']].sort((x, y) => x! - y!));

    // Results and the title page point at the stored cover.
    const detail = await testApp.app.inject({ url: `/api/acervo/${ids['cov-a']}` });
    expect(detail.json().link_capa).toBe(`/api/vinculos/imagem?cod_acervo=${ids['cov-a']}`);
    const search = await testApp.app.inject({ url: '/api/consulta?termo=vidas%20secas' });
    expect(search.json().data[0]).toMatchObject({
      cod_acervo: ids['cov-a'],
      link_capa: `/api/vinculos/imagem?cod_acervo=${ids['cov-a']}`,
    });
    expect(await searchWithCover()).toEqual(expect.arrayContaining([ids['cov-a'], ids['cov-b'], ids['cov-c']]));
    expect(await searchWithCover()).not.toContain(ids['cov-d']);
  });

  it('refuses a malformed command line', async () => {
    const run = (...argv: string[]) =>
      runAdminCommand(testApp.database.db, argv, () => '', undefined, testApp.database.dataDir);
    await expect(run('covers', 'import')).rejects.toBeInstanceOf(UsageError);
    await expect(run('covers', 'remove', 'abc')).rejects.toBeInstanceOf(UsageError);
  });
});

describe('PUT and DELETE /api/admin/acervo/{id}/capa', () => {
  const put = (session: Session | undefined, id: number, body: Buffer, idioma = '5', type = 'image/png') =>
    testApp.app.inject({
      method: 'PUT',
      url: `/api/admin/acervo/${id}/capa`,
      headers: {
        'content-type': type,
        idioma,
        ...(session ? { authorization: `Bearer ${session.token}` } : {}),
      },
      payload: body,
    });

  it('lets staff upload a cover, told by its bytes, and replace it', async () => {
    const id = ids['cov-e']!;
    const png = coverPng(60, 90, [120, 40, 40]);
    const stored = await put(staff, id, png, '5', 'application/octet-stream');
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({
      cod_acervo: id,
      link_capa: `/api/vinculos/imagem?cod_acervo=${id}`,
      content_type: 'image/png',
    });
    expect(Buffer.compare((await image(id)).rawPayload, png)).toBe(0);
    expect(await withCoverFacet()).toContain(id);

    // A GIF declared as PNG is stored as what it is; the previous file goes.
    const replaced = await put(staff, id, GIF_START, '5', 'image/png');
    expect(replaced.json().content_type).toBe('image/gif');
    expect((await image(id)).headers['content-type']).toBe('image/gif');
    const files = await fs.readdir(path.join(testApp.database.dataDir, 'covers'));
    expect(files.filter((file) => file.startsWith(`${id}.`))).toEqual([`${id}.gif`]);
  });

  it('refuses visitors, patrons, non-images and oversized images, leaving the cover as it was', async () => {
    const id = ids['cov-e']!;
    const before = await testApp.database.db.selectFrom('covers').selectAll().where('record_id', '=', id).execute();
    expect((await put(undefined, id, coverPng())).statusCode).toBe(401);
    expect((await put(patron, id, coverPng())).statusCode).toBe(403);

    const text = await put(staff, id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), '5', 'image/png');
    expect(text.statusCode).toBe(422);
    expect(text.json().error).toMatchObject({
      code: 'CapaFormatoInvalido',
      message: 'The cover must be a JPEG, PNG, WebP or GIF image.',
    });
    const portuguese = await put(staff, id, Buffer.from('%PDF-1.7'), '1', 'application/octet-stream');
    expect(portuguese.json().error.message).toBe('A capa deve ser uma imagem JPEG, PNG, WebP ou GIF.');

    const big = Buffer.concat([coverPng(), Buffer.alloc(MAX_COVER_BYTES)]);
    const tooLarge = await put(staff, id, big, '3');
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().error).toMatchObject({
      code: 'CapaMuitoGrande',
      message: 'La imagen de la portada supera el límite de 2 MB.',
    });
    expect((await put(staff, 999_999, coverPng())).statusCode).toBe(404);
    expect(await testApp.database.db.selectFrom('covers').selectAll().where('record_id', '=', id).execute()).toEqual(
      before,
    );
  });

  it('lets staff remove a cover; the title falls back to the default image', async () => {
    const id = ids['cov-e']!;
    const call = caller(testApp, staff);
    expect((await caller(testApp, patron)('DELETE', `/api/admin/acervo/${id}/capa`)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/acervo/${id}/capa`)).statusCode).toBe(204);
    expect((await image(id)).statusCode).toBe(404);
    expect((await testApp.app.inject({ url: `/api/acervo/${id}` })).json().link_capa).toBeUndefined();
    expect(await withCoverFacet()).not.toContain(id);
    const again = await call('DELETE', `/api/admin/acervo/${id}/capa`);
    expect(again.statusCode).toBe(404);
    const files = await fs.readdir(path.join(testApp.database.dataDir, 'covers'));
    expect(files.some((file) => file.startsWith(`${id}.`))).toBe(false);
  });
});

describe('GET /api/vinculos/imagem of a suppressed title', () => {
  it('answers 404 while the title is suppressed (docs/staff-catalogue.md), and the cover again once shown', async () => {
    const id = ids['cov-a']!;
    const suppress = (value: number) =>
      testApp.database.db.updateTable('records').set({ suppressed: value }).where('id', '=', id).execute();
    expect((await image(id)).statusCode).toBe(200);
    await suppress(1);
    try {
      expect((await image(id)).statusCode).toBe(404);
    } finally {
      await suppress(0);
    }
    expect((await image(id)).statusCode).toBe(200);
  });
});
