import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatron } from '../auth/auth-fixtures.testing.ts';
import { CIRCULATION_FUNCTION, holdsStaffFunction } from '../auth/index.ts';
import { importTitles } from '../circulation/circulation-fixtures.testing.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { runAdminCommand, UsageError } from './admin-commands.ts';

describe('npm run admin: circulation desk commands', () => {
  let testApp: TestApp;
  let run: (...argv: string[]) => Promise<string>;

  beforeAll(async () => {
    testApp = await createTestApp();
    const { db } = testApp.app.context;
    const circulation = testApp.app.context;
    run = (...argv) => runAdminCommand(db, argv, () => '', circulation);
    await importTitles(testApp, [
      { key: 'cli', title: 'Quincas Borba', copies: [{ library: 'BC', barcode: 'CLI-1' }] },
    ]);
    await createPatron(db, { logins: ['2024999'] });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('sets a policy, lends with an offline date, checks in late with a fine, takes payment', async () => {
    await run('policy', 'set', '*', '*', 'days=7', 'renewals=1', 'finePerDay=2.50');
    const [policy] = JSON.parse(await run('policy', 'list'));
    expect(policy).toMatchObject({
      patronCategory: null,
      loanType: null,
      loanDays: 7,
      renewalLimit: 1,
      finePerDayCents: 250,
    });
    const loanedAt = new Date(Date.now() - 10 * 86_400_000).toISOString();
    expect(await run('checkout', '2024999', 'CLI-1', loanedAt)).toMatch(
      /^loan \d+: CLI-1 to 2024999, due \d{4}-\d{2}-\d{2}/,
    );
    const returned = JSON.parse(await run('checkin', 'CLI-1'));
    expect(returned.fine).toBeGreaterThanOrEqual(5);
    expect(await run('pay', String(returned.debt), String(returned.fine))).toContain('balance 0');
  });

  it('suspends, lifts, grants the desk function and rejects malformed lines', async () => {
    expect(await run('suspend', '2024999', 'Livro', 'danificado', '--until=2099-01-01')).toMatch(
      /^suspension \d+ added/,
    );
    const suspension = await testApp.database.db.selectFrom('suspensions').selectAll().executeTakeFirstOrThrow();
    expect(suspension).toMatchObject({ reason: 'Livro danificado', ends_on: '2099-01-01', lifted_at: null });
    await run('lift-suspension', String(suspension.id));
    expect(
      (await testApp.database.db.selectFrom('suspensions').select('lifted_at').executeTakeFirstOrThrow()).lifted_at,
    ).not.toBeNull();
    await run('grant-circulation', '2024999');
    const person = await testApp.database.db
      .selectFrom('logins')
      .select('person_id')
      .where('login', '=', '2024999')
      .executeTakeFirstOrThrow();
    expect(await holdsStaffFunction(testApp.database.db, person.person_id, CIRCULATION_FUNCTION)).toBe(true);
    await expect(run('checkout', '2024999')).rejects.toBeInstanceOf(UsageError);
    await expect(run('policy', 'set', '*', '*', 'colour=blue')).rejects.toBeInstanceOf(UsageError);
  });
});
