import { FALLBACK_POLICY } from '@estante/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCategories } from '../auth/auth-fixtures.testing.ts';
import { down, up } from '../database/migrations/2026-11-26-0044-loan-policy-unique.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { saveLoanPolicy } from './loan-policy.repository.ts';

describe('loan policies: one row per patron category and loan type (NULL = any)', () => {
  let database: TestDatabase;
  const rows = (category: string | null) => {
    const query = database.db.selectFrom('loan_policies').select(['loan_days', 'loan_type_code']).orderBy('id');
    return (
      category === null
        ? query.where('patron_category_code', 'is', null)
        : query.where('patron_category_code', '=', category)
    ).execute();
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCategories(database.db);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('keeps one row when the same scope is saved twice at once, for a category and for "any"', async () => {
    for (const category of ['01', null]) {
      await Promise.all(
        [20, 21].map((loanDays) =>
          saveLoanPolicy(database.db, { ...FALLBACK_POLICY, patronCategory: category, loanDays }),
        ),
      );
      const saved = await rows(category);
      expect(saved).toHaveLength(1);
      expect([20, 21]).toContain(saved[0]!.loan_days);
      expect(saved[0]!.loan_type_code).toBeNull();
    }
  });

  it('replaces the values of a scope already saved', async () => {
    await saveLoanPolicy(database.db, { ...FALLBACK_POLICY, patronCategory: '08', loanDays: 7 });
    await saveLoanPolicy(database.db, { ...FALLBACK_POLICY, patronCategory: '08', loanDays: 10, loanLimit: 9 });
    expect(await rows('08')).toEqual([{ loan_days: 10, loan_type_code: null }]);
  });

  it('migrates duplicated scopes to the newest row of each, then refuses a duplicate', async () => {
    await down(database.db);
    const base = { ...FALLBACK_POLICY };
    const insert = (category: string | null, loanDays: number) =>
      database.db
        .insertInto('loan_policies')
        .values({
          patron_category_code: category,
          loan_type_code: null,
          loan_days: loanDays,
          renewal_limit: base.renewalLimit,
          renew_overdue: 0,
          fine_per_day_cents: base.finePerDayCents,
          hold_limit: base.holdLimit,
          hold_pickup_days: base.holdPickupDays,
          loan_limit: base.loanLimit,
          loan_request_limit: base.loanRequestLimit,
          pending_comment_limit: base.pendingCommentLimit,
        })
        .execute();
    await insert(null, 30);
    await insert(null, 31);
    await insert('01', 40);
    await up(database.db, database.dialect);
    expect((await rows(null)).map((row) => row.loan_days)).toEqual([31]);
    expect((await rows('01')).map((row) => row.loan_days)).toEqual([40]);
    expect((await rows('08')).map((row) => row.loan_days)).toEqual([10]);
    await expect(insert(null, 32)).rejects.toThrow();
  });
});
