import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../database/migrations/2026-11-26-0135-special-collection-facets.ts';
import { seedSearchGuides } from '../demo/seed-search-guides.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/**
 * Migration 0135 gives records imported before the search guides their guide letters: the same rows the import writes
 * (server/src/search/record-facets.ts), and a catalogue revision so that a running server's index sees them.
 */
const GUIDE_LETTERS = ['G', 'M', 'D', 'U', 'N', 'O'];
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  expect(await seedSearchGuides(testApp.app.context)).toBe(15);
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

const guideRows = () =>
  testApp.database.db
    .selectFrom('record_facets')
    .select(['record_id', 'letter', 'code', 'label'])
    .where('letter', 'in', GUIDE_LETTERS)
    .orderBy('record_id')
    .orderBy('letter')
    .orderBy('code')
    .execute();

const revision = async () =>
  Number(
    (await testApp.database.db.selectFrom('catalogue_revision').select('revision').executeTakeFirstOrThrow()).revision,
  );

describe('migration 0135: guide letters for records imported before them', { timeout: 120_000 }, () => {
  it('writes the rows the import writes, and moves the catalogue revision so searches find them', async () => {
    const imported = await guideRows();
    // 15 records: each has its collection (G), and an act or decision its type (D) and body or court (O).
    expect(imported.filter((row) => row.letter === 'G')).toHaveLength(15);
    const archive = await testApp.app.inject({ url: '/api/consulta?filtro=G:arquivo' });
    expect(archive.json().total).toBe(4);

    // As before the search guides: no guide letters at all.
    await testApp.database.db.deleteFrom('record_facets').where('letter', 'in', GUIDE_LETTERS).execute();
    const before = await revision();
    await up(testApp.database.db);

    expect(await guideRows()).toEqual(imported);
    expect(await revision()).toBe(before + 1);
    // catalogue_changes is written by raw SQL only (migration 0010), so it is not in the typed schema.
    const changed = await sql<{ record_id: number }>`
      select record_id from catalogue_changes where revision = ${before + 1}`.execute(testApp.database.db);
    expect(changed.rows).toHaveLength(15);
    const acts = await testApp.app.inject({ url: '/api/consulta?filtro=G:atos-normativos&filtro=U:federal' });
    expect(acts.json().total).toBe(3);

    // Run again (nothing missing): the same rows, no duplicates.
    await up(testApp.database.db);
    expect(await guideRows()).toEqual(imported);
  });
});
