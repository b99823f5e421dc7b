import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, deskSession, patronSession } from '../circulation/circulation-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { up } from './migrations/2026-11-26-0230-person-name-search.ts';

/**
 * The backfill of migration 2026-11-26-0230 (docs/staff-desk.md "Finding a patron"): people written before
 * people.name_search existed get their folded name, so the desk finds them without accents. The column is dropped
 * (and the login index dropped) after the people are created to stand for a database from before it.
 */
describe('migration 2026-11-26-0230: people.name_search backfill', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('folds every name already there, and the desk finds them by the unaccented name', async () => {
    const clerk = await deskSession(testApp);
    const joao = await patronSession(testApp, 'joao', { name: 'JOÃO da Conceição' });
    const ines = await patronSession(testApp, 'ines', { name: 'Inês  Muñoz' });
    const { db, dialect } = testApp.database;
    await db.schema.alterTable('people').dropColumn('name_search').execute();
    await db.schema.dropIndex('logins_login_lower').execute();
    await up(db, dialect);

    const rows = await db
      .selectFrom('people')
      .select(['id', 'name_search'])
      .where('id', 'in', [clerk.personId, joao.personId, ines.personId])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: clerk.personId, name_search: 'balcao de circulacao' },
      { id: joao.personId, name_search: 'joao da conceicao' },
      { id: ines.personId, name_search: 'ines munoz' },
    ]);
    const found = await caller(testApp, clerk)('GET', '/api/circulacao/usuarios?termo=conceicao');
    expect(found.json().itens.map((match: { cod_pessoa: number }) => match.cod_pessoa)).toEqual([joao.personId]);
  });
});
