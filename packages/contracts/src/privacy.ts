import { type Static, Type } from '@sinclair/typebox';

/**
 * Privacy (LGPD, spec 000 §1 "privacy"; docs/privacy.md): what the library keeps about a patron and for how long, the
 * reading-history consent, the export of every datum and the erasure that completes a deletion request.
 */

/**
 * Days each kind of data is kept after it stops being needed, unless the library sets its own (PRIVACY_RETENTION_LIMITS);
 * the retention job (server/src/privacy) enforces the library's.
 */
export const PRIVACY_RETENTION_DAYS = {
  /** Returned loans and closed holds stay linked to the patron this long, unless they consented to keep them. */
  historico_leitura: 30,
  /** Phone, e-mail and address typed on a closed loan request. */
  contatos_solicitacoes: 365,
  /** Alerts already read. */
  alertas_lidos: 180,
  /** Expired sign-in sessions, recovery codes and one-time links. */
  credenciais_expiradas: 30,
  /** A closed deletion request: the proof that the library answered it. */
  pedidos_privacidade: 1825,
} as const;
export type RetentionRule = keyof typeof PRIVACY_RETENTION_DAYS;
export type RetentionDays = Record<RetentionRule, number>;

/**
 * The shortest and longest period a library may set for each kind of data (docs/privacy.md, "Periods"): the reading
 * history may go at the first pass after the return (0); a closed deletion request stays at least a year, the proof
 * that the library answered it; expired credentials at least a day, so that a refused sign-in can still be traced.
 */
export const PRIVACY_RETENTION_LIMITS: Record<RetentionRule, { min: number; max: number }> = {
  historico_leitura: { min: 0, max: 3650 },
  contatos_solicitacoes: { min: 30, max: 3650 },
  alertas_lidos: { min: 1, max: 3650 },
  credenciais_expiradas: { min: 1, max: 365 },
  pedidos_privacidade: { min: 365, max: 3650 },
};

const RetentionDaysSchema = Type.Object({
  historico_leitura: Type.Integer(),
  contatos_solicitacoes: Type.Integer(),
  alertas_lidos: Type.Integer(),
  credenciais_expiradas: Type.Integer(),
  pedidos_privacidade: Type.Integer(),
});

/** GET /parametros/privacidade: the library's periods, public (the privacy page states them to visitors). */
export const PrivacyRetentionResponse = Type.Object({ retencao_dias: RetentionDaysSchema });
export type PrivacyRetentionResponse = Static<typeof PrivacyRetentionResponse>;

export const PRIVACY_CODES = {
  /** The erasure cannot be done while the patron has loans, holds, requests or debts open (the library must keep them). */
  erasureBlocked: 'ExclusaoDadosImpedida',
} as const;

/** Why an erasure waits: what is still open. */
export const ERASURE_OBSTACLES = ['emprestimos', 'reservas', 'solicitacoes', 'debitos'] as const;
export type ErasureObstacle = (typeof ERASURE_OBSTACLES)[number];

export const ReadingHistoryConsent = Type.Object({
  consentido: Type.Boolean({ description: 'true: the reading history is kept beyond the retention period' }),
  alterado_em: Type.Union([Type.String(), Type.Null()], { description: 'ISO 8601; null when never chosen' }),
});
export type ReadingHistoryConsent = Static<typeof ReadingHistoryConsent>;

/** GET /pessoas/privacidade: the consent, the retention periods and how many rows of each kind the library holds. */
export const PrivacyOverviewResponse = Type.Object({
  historico_leitura: ReadingHistoryConsent,
  retencao_dias: RetentionDaysSchema,
  quantidades: Type.Object({
    emprestimos: Type.Integer(),
    reservas: Type.Integer(),
    debitos: Type.Integer(),
    solicitacoes: Type.Integer(),
    comentarios: Type.Integer(),
    sugestoes: Type.Integer(),
    alertas: Type.Integer(),
    perfil_interesse: Type.Integer(),
    cesta_permanente: Type.Integer(),
  }),
});
export type PrivacyOverviewResponse = Static<typeof PrivacyOverviewResponse>;

export const ReadingHistoryConsentRequest = Type.Object({ consentir: Type.Boolean() });
export type ReadingHistoryConsentRequest = Static<typeof ReadingHistoryConsentRequest>;

export const ReadingHistoryConsentResponse = Type.Object({
  historico_leitura: ReadingHistoryConsent,
  apagados: Type.Integer({ description: 'Loans and holds detached from the patron by this change' }),
});
export type ReadingHistoryConsentResponse = Static<typeof ReadingHistoryConsentResponse>;
