/** Screens of the personal area, nested under /meupergamum (spec 000 §2 leaves the nested routes to us). */
export const ACCOUNT_BASE = '/meupergamum';

export const accountPaths = {
  loans: { segment: '', href: ACCOUNT_BASE },
  holds: { segment: 'reservas', href: `${ACCOUNT_BASE}/reservas` },
  history: { segment: 'historico', href: `${ACCOUNT_BASE}/historico` },
  debts: { segment: 'debitos', href: `${ACCOUNT_BASE}/debitos` },
  loanRequests: { segment: 'solicitacoes-emprestimo', href: `${ACCOUNT_BASE}/solicitacoes-emprestimo` },
  noDebts: { segment: 'nada-consta', href: `${ACCOUNT_BASE}/nada-consta` },
} as const;

export type AccountScreenName = keyof typeof accountPaths;
