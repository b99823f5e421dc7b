import { ACQUISITION_HREFS, ACQUISITION_SEGMENTS } from '../../acquisitions/index.ts';
import { STORAGE_REQUESTS_HREF, STORAGE_REQUESTS_SEGMENT } from '../../closed-stacks/index.ts';

/** Screens of the personal area, nested under /meupergamum (spec 000 §2 leaves the nested routes to us). */
export const ACCOUNT_BASE = '/meupergamum';

export const accountPaths = {
  loans: { segment: '', href: ACCOUNT_BASE },
  holds: { segment: 'reservas', href: `${ACCOUNT_BASE}/reservas` },
  history: { segment: 'historico', href: `${ACCOUNT_BASE}/historico` },
  debts: { segment: 'debitos', href: `${ACCOUNT_BASE}/debitos` },
  loanRequests: { segment: 'solicitacoes-emprestimo', href: `${ACCOUNT_BASE}/solicitacoes-emprestimo` },
  noDebts: { segment: 'nada-consta', href: `${ACCOUNT_BASE}/nada-consta` },
  comments: { segment: 'comentarios', href: `${ACCOUNT_BASE}/comentarios` },
  suggestions: { segment: 'sugestoes-aquisicao', href: `${ACCOUNT_BASE}/sugestoes-aquisicao` },
  personalData: { segment: 'dados-pessoais', href: `${ACCOUNT_BASE}/dados-pessoais` },
  password: { segment: 'senha', href: `${ACCOUNT_BASE}/senha` },
  userSwap: { segment: 'troca-usuario', href: `${ACCOUNT_BASE}/troca-usuario` },
  alerts: { segment: 'alertas', href: `${ACCOUNT_BASE}/alertas` },
  // Fixed by the footer's suggestion form (professor's link) and spec 001 §7.3's path names.
  teachingPlan: { segment: 'plano-ensino', href: `${ACCOUNT_BASE}/plano-ensino` },
  permanentBasket: { segment: 'cesta-permanente', href: `${ACCOUNT_BASE}/cesta-permanente` },
  databases: { segment: 'bases-dados', href: `${ACCOUNT_BASE}/bases-dados` },
  interestProfile: { segment: 'perfil-interesse', href: `${ACCOUNT_BASE}/perfil-interesse` },
  // The acquisition screens and title totals: the acquisitions feature's, composed in here (docs/acquisitions.md).
  purchaseOrders: { segment: ACQUISITION_SEGMENTS.purchaseOrders, href: ACQUISITION_HREFS.purchaseOrders },
  acquisitionStatistics: {
    segment: ACQUISITION_SEGMENTS.acquisitionStatistics,
    href: ACQUISITION_HREFS.acquisitionStatistics,
  },
  titleTotals: { segment: ACQUISITION_SEGMENTS.titleTotals, href: ACQUISITION_HREFS.titleTotals },
  // Requests from the closed stacks: the closed-stacks feature's screen (docs/closed-stacks.md).
  storageRequests: { segment: STORAGE_REQUESTS_SEGMENT, href: STORAGE_REQUESTS_HREF },
  // Service requests (spec 001 §7.13): /meupergamum/solicitacoes/<tipo>, the API's type codes.
  serviceRequests: { segment: 'solicitacoes', href: `${ACCOUNT_BASE}/solicitacoes` },
  // Privacy (docs/privacy.md): the screen is the privacy feature's, composed in by the app.
  privacy: { segment: 'privacidade', href: `${ACCOUNT_BASE}/privacidade` },
} as const;

export type AccountScreenName = keyof typeof accountPaths;
