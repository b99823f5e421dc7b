/** One row of loan_policies: what a patron category may do with a loan type (null means any). */
export interface LoanPolicy {
  patronCategory: string | null;
  loanType: string | null;
  loanDays: number;
  renewalLimit: number;
  renewOverdue: boolean;
  finePerDayCents: number;
  holdLimit: number;
  holdPickupDays: number;
  loanLimit: number;
  loanRequestLimit: number;
  pendingCommentLimit: number;
}

/** The policy used when the library has configured none (docs/circulation.md). */
export const FALLBACK_POLICY: LoanPolicy = {
  patronCategory: null,
  loanType: null,
  loanDays: 14,
  renewalLimit: 2,
  renewOverdue: false,
  finePerDayCents: 100,
  holdLimit: 5,
  holdPickupDays: 3,
  loanLimit: 5,
  loanRequestLimit: 3,
  pendingCommentLimit: 3,
};

/**
 * Chooses the policy for a patron category and a loan type: a row naming both wins, then one naming the
 * loan type (a DVD is a 3-day loan for everyone), then one naming the category, then the default row.
 */
export function resolveLoanPolicy(
  policies: readonly LoanPolicy[],
  patronCategory: string,
  loanType: string | null,
): LoanPolicy {
  let best: LoanPolicy | undefined;
  let bestRank = -1;
  for (const policy of policies) {
    if (policy.patronCategory !== null && policy.patronCategory !== patronCategory) continue;
    if (policy.loanType !== null && policy.loanType !== loanType) continue;
    const rank = (policy.loanType !== null ? 2 : 0) + (policy.patronCategory !== null ? 1 : 0);
    if (rank > bestRank) {
      best = policy;
      bestRank = rank;
    }
  }
  return best ?? FALLBACK_POLICY;
}
