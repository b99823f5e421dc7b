import type { LoanPolicy } from '@estante/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema.ts';
import { loadPolicies } from './circulation.repository.ts';

export { loadPolicies };

/** Removes the policy row for a patron category and loan type (null = any); returns how many rows went. */
export async function deleteLoanPolicy(
  db: Kysely<Database>,
  patronCategory: string | null,
  loanType: string | null,
): Promise<number> {
  let query = db.deleteFrom('loan_policies');
  query =
    patronCategory === null
      ? query.where('patron_category_code', 'is', null)
      : query.where('patron_category_code', '=', patronCategory);
  query = loanType === null ? query.where('loan_type_code', 'is', null) : query.where('loan_type_code', '=', loanType);
  return Number((await query.executeTakeFirst()).numDeletedRows);
}

/**
 * Creates or replaces the policy row for a patron category and loan type (null = any). Staff set
 * policies with `npm run admin -- policy set …`; docs/circulation.md describes each field. One statement against
 * the scope's unique index (migration 0044, NULL read as `*`), so two first saves of one scope at once leave one row.
 */
export async function saveLoanPolicy(db: Kysely<Database>, policy: LoanPolicy): Promise<void> {
  const values = {
    loan_days: policy.loanDays,
    renewal_limit: policy.renewalLimit,
    renew_overdue: policy.renewOverdue ? 1 : 0,
    fine_per_day_cents: policy.finePerDayCents,
    hold_limit: policy.holdLimit,
    hold_pickup_days: policy.holdPickupDays,
    loan_limit: policy.loanLimit,
    loan_request_limit: policy.loanRequestLimit,
    pending_comment_limit: policy.pendingCommentLimit,
  };
  await db
    .insertInto('loan_policies')
    .values({ patron_category_code: policy.patronCategory, loan_type_code: policy.loanType, ...values })
    // The conflict target names the index's expressions exactly, as both SQLite and PostgreSQL need to match it.
    .onConflict((conflict) =>
      conflict
        .expression(sql`(coalesce(patron_category_code, '*')), (coalesce(loan_type_code, '*'))`)
        .doUpdateSet(values),
    )
    .execute();
}
