import { type Static, Type } from '@sinclair/typebox';

/** Alerts of the personal area (spec 001 §7.13 /solicitacoes/alertas, §3 page state `alerts` with id and lido). */

/** What happened; the web may style each kind, and unknown kinds are shown with their title and message. */
export const ALERT_KINDS = {
  holdAvailable: 'reserva_disponivel',
  loanRequestAvailable: 'solicitacao_disponivel',
  /** A service request (comutação, levantamento…) was answered by the library. */
  serviceRequestAnswered: 'solicitacao_atendida',
  /** A copy asked for from the closed stacks waits at the desk (docs/closed-stacks.md). */
  storageRequestReady: 'armazem_disponivel',
} as const;

export const Alert = Type.Object({
  id: Type.Integer(),
  tipo: Type.String(),
  titulo: Type.String({ description: "In the caller's language" }),
  mensagem: Type.String({ description: "In the caller's language" }),
  lido: Type.Boolean(),
  data: Type.String({ description: 'ISO 8601 date and time, UTC' }),
  cod_acervo: Type.Union([Type.Integer(), Type.Null()]),
});
export type Alert = Static<typeof Alert>;

export const AlertListQuery = Type.Object({
  dataIni: Type.Optional(Type.String({ maxLength: 10 })),
  dataFim: Type.Optional(Type.String({ maxLength: 10 })),
});

/** PUT /solicitacoes/alertas/{id}: marks it read (the spec's one transition); `lido: false` marks it unread again. */
export const AlertUpdate = Type.Object({ lido: Type.Optional(Type.Boolean()) });
