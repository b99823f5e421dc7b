import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importTitles, patronSession, setPolicy } from '../circulation/circulation-fixtures.testing.ts';
import { checkOut, renewLoans } from '../circulation/index.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { up } from './migrations/2026-11-26-0046-loan-renewals.ts';

/**
 * The backfill of migration 2026-11-26-0046 (docs/circulation.md): loans renewed before loan_renewals existed get one
 * row each, at their latest renewal. The table is dropped after the renewals to stand for a database from before it.
 */
describe('migration 2026-11-26-0046: loan_renewals backfill', () => {
  let testApp: TestApp;
  let clock = new Date('2026-01-05T10:00:00Z');

  beforeAll(async () => {
    testApp = await createTestApp();
    testApp.app.context.now = () => clock;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('writes one row per renewed loan, at its latest renewal with its due date; unrenewed loans get none', async () => {
    const context = testApp.app.context;
    await importTitles(testApp, [
      { key: 'casmurro', title: 'Dom Casmurro', copies: [{ library: 'BC', barcode: 'BC-1' }] },
      { key: 'iracema', title: 'Iracema', copies: [{ library: 'BS', barcode: 'BS-1' }] },
      { key: 'guarani', title: 'O Guarani', copies: [{ library: 'BC', barcode: 'BC-2' }] },
    ]);
    await setPolicy(testApp, { loanDays: 14, renewalLimit: 2 });
    const ana = await patronSession(testApp, 'ana', { name: 'Ana Lima' });
    const twice = (await checkOut(context, { login: 'ana', barcode: 'BC-1' })).loanId;
    const once = (await checkOut(context, { login: 'ana', barcode: 'BS-1' })).loanId;
    await checkOut(context, { login: 'ana', barcode: 'BC-2' });
    clock = new Date('2026-01-15T09:00:00Z');
    const first = await renewLoans(context, ana.personId, [twice, once]);
    clock = new Date('2026-01-27T09:00:00Z');
    const second = await renewLoans(context, ana.personId, [twice]);
    expect([...first, ...second].map((outcome) => outcome.renewed)).toEqual([true, true, true]);

    const { db, dialect } = testApp.database;
    await db.schema.dropTable('loan_renewals').execute();
    await up(db, dialect);

    const rows = await db
      .selectFrom('loan_renewals')
      .innerJoin('libraries', 'libraries.id', 'loan_renewals.library_id')
      .select(['loan_id', 'libraries.code', 'renewed_at', 'renewed_by', 'due_date'])
      .orderBy('loan_id')
      .execute();
    // 01-15 + 14 days = 01-29; 01-27 + 14 days = 02-10 (both weekdays, the libraries are open).
    expect(rows).toEqual([
      { loan_id: twice, code: 'BC', renewed_at: '2026-01-27T09:00:00.000Z', renewed_by: null, due_date: '2026-02-10' },
      { loan_id: once, code: 'BS', renewed_at: '2026-01-15T09:00:00.000Z', renewed_by: null, due_date: '2026-01-29' },
    ]);
  });
});
