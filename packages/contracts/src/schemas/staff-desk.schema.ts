import { type Static, Type } from '@sinclair/typebox';
import { Hold, PendingDebt, PendingTitle, Suspension } from './circulation.schema.ts';

/**
 * The circulation desk of the staff console (issue 21, docs/staff-desk.md): calls under /circulacao, guarded by the
 * circulation function (9002). Field names follow the spec's Portuguese style, like the rest of the API.
 */

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const DateText = Type.String({ description: 'YYYY-MM-DD' });
const Instant = Type.String({ description: 'ISO 8601 date and time, UTC' });
const Money = Type.Number({ description: 'Amount in the currency of the institution, 2 decimals' });

/** One search box: a login (user code, the number on the library card), a tax id (CPF) or part of a name. */
export const DeskPatronSearchQuery = Type.Object({ termo: Type.String({ minLength: 1, maxLength: 100 }) });

export const DeskPatronMatch = Type.Object({
  cod_pessoa: Type.Integer(),
  nome: Type.String(),
  usuario: Type.String({ description: 'The first login (user code) of the person' }),
  desc_categoria: Type.String(),
  bloqueado: Type.Boolean({ description: 'Flagged blocked by staff' }),
});
export type DeskPatronMatch = Static<typeof DeskPatronMatch>;

export const DeskPatronSearchResponse = Type.Object({
  total: Type.Integer({ description: 'Matches found (itens lists the first 20)' }),
  itens: Type.Array(DeskPatronMatch),
});
export type DeskPatronSearchResponse = Static<typeof DeskPatronSearchResponse>;

/** Why a patron may not borrow now, in the order the desk shows them. */
export const DESK_IMPEDIMENTS = {
  blocked: 'BLOQUEADO',
  suspended: 'AFASTADO',
  debt: 'DEBITO',
} as const;
export type DeskImpediment = (typeof DESK_IMPEDIMENTS)[keyof typeof DESK_IMPEDIMENTS];

export const DeskPatronSummary = Type.Object({
  cod_pessoa: Type.Integer(),
  nome: Type.String(),
  usuario: Type.String(),
  logins: Type.Array(Type.String()),
  categoria: Type.String(),
  desc_categoria: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  bloqueado: Type.Boolean(),
  motivo_bloqueio: Type.Union([Type.String(), Type.Null()]),
  impedimentos: Type.Array(
    Type.Union([
      Type.Literal(DESK_IMPEDIMENTS.blocked),
      Type.Literal(DESK_IMPEDIMENTS.suspended),
      Type.Literal(DESK_IMPEDIMENTS.debt),
    ]),
  ),
  limite_emprestimos: Type.Integer({ description: 'Open loans allowed by the policy of the category' }),
  afastamentos: Type.Array(Suspension),
  emprestimos: Type.Array(PendingTitle),
  reservas: Type.Array(Hold),
  debitos: Type.Array(PendingDebt),
});
export type DeskPatronSummary = Static<typeof DeskPatronSummary>;

export const DeskCopyReference = Type.Object({
  codigo_barras: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  cod_exemplar: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type DeskCopyReference = Static<typeof DeskCopyReference>;

export const DeskCheckOutResponse = Type.Object({
  cod_emprestimo: Type.Integer(),
  data_devolucao_prevista: DateText,
  cod_exemplar: Type.Integer(),
  codigo_barras: Type.Union([Type.String(), Type.Null()]),
  titulo: Type.String(),
});
export type DeskCheckOutResponse = Static<typeof DeskCheckOutResponse>;

/** The hold a returned or received copy now serves: ready on the holds shelf here, or travelling to its pickup. */
export const DeskTrappedHold = Type.Object({
  cod_reserva: Type.Integer(),
  cod_pessoa: Type.Integer(),
  nome: Type.String(),
  biblioteca_retirada: Type.String(),
  desc_biblioteca_retirada: Type.String(),
  pronta: Type.Boolean({ description: 'true: put it on the holds shelf; false: send it to the pickup library' }),
  data_limite_retirada: Nullable(DateText),
});
export type DeskTrappedHold = Static<typeof DeskTrappedHold>;

export const DeskTransitTarget = Type.Object({ destino: Type.String(), desc_destino: Type.String() });

export const DeskCheckInResponse = Type.Object({
  cod_emprestimo: Type.Integer(),
  multa: Money,
  cod_debito: Type.Union([Type.Integer(), Type.Null()]),
  reservado_para: Type.Union([Type.Integer(), Type.Null()], { description: 'cod_pessoa of the hold served' }),
  cod_exemplar: Type.Integer(),
  codigo_barras: Type.Union([Type.String(), Type.Null()]),
  titulo: Type.String(),
  reserva: Type.Union([DeskTrappedHold, Type.Null()]),
  transito: Type.Union([DeskTransitTarget, Type.Null()], { description: 'Where to send the copy, when it travels' }),
});
export type DeskCheckInResponse = Static<typeof DeskCheckInResponse>;

export const DeskTransitReceipt = Type.Object({
  cod_transito: Type.Integer(),
  cod_exemplar: Type.Integer(),
  codigo_barras: Type.Union([Type.String(), Type.Null()]),
  titulo: Type.String(),
  biblioteca: Type.String({ description: 'Where it was received' }),
  desc_biblioteca: Type.String(),
  reserva: Type.Union([DeskTrappedHold, Type.Null()]),
  transito: Type.Union([DeskTransitTarget, Type.Null()]),
});
export type DeskTransitReceipt = Static<typeof DeskTransitReceipt>;

export const DeskRenewalResponse = Type.Object({
  cod_emprestimo: Type.Integer(),
  data_devolucao_prevista: DateText,
  renovacoes: Type.Integer(),
  limite_renovacoes: Type.Integer(),
});
export type DeskRenewalResponse = Static<typeof DeskRenewalResponse>;

export const DeskWaiverBody = Type.Object({
  motivo: Type.String({ minLength: 1, maxLength: 500 }),
  valor: Type.Optional(Type.Number({ exclusiveMinimum: 0, description: 'Omitted: the whole balance' })),
});
export type DeskWaiverBody = Static<typeof DeskWaiverBody>;

export const DeskWaiverResponse = Type.Object({ cod_abono: Type.Integer(), valor_abonado: Money, saldo: Money });
export type DeskWaiverResponse = Static<typeof DeskWaiverResponse>;

export const DeskPaymentResponse = Type.Object({ valor_pago: Money, saldo: Money });
export type DeskPaymentResponse = Static<typeof DeskPaymentResponse>;

/** Lists of the desk page with `pagina` (1-based) and `itens` (at most 100), filtered by library code. */
export const DeskListQuery = Type.Object({
  biblioteca: Type.Optional(Type.String({ maxLength: 40 })),
  pagina: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  itens: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type DeskListQuery = Static<typeof DeskListQuery>;

export const DeskHoldShelfItem = Type.Object({
  cod_reserva: Type.Integer(),
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  cod_exemplar: Type.Union([Type.Integer(), Type.Null()]),
  codigo_barras: Type.Union([Type.String(), Type.Null()]),
  cod_pessoa: Type.Integer(),
  nome: Type.String(),
  biblioteca_retirada: Type.String(),
  desc_biblioteca_retirada: Type.String(),
  data_liberacao: Nullable(Instant),
  data_limite_retirada: Nullable(DateText),
  vencida: Type.Boolean({ description: 'The pickup deadline has passed (the hourly expiry has not run yet)' }),
});
export type DeskHoldShelfItem = Static<typeof DeskHoldShelfItem>;

export const DeskHoldShelfResponse = Type.Object({ total: Type.Integer(), itens: Type.Array(DeskHoldShelfItem) });
export type DeskHoldShelfResponse = Static<typeof DeskHoldShelfResponse>;

export const DeskTransitItem = Type.Object({
  cod_transito: Type.Integer(),
  cod_exemplar: Type.Integer(),
  codigo_barras: Type.Union([Type.String(), Type.Null()]),
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  origem: Type.String(),
  desc_origem: Type.String(),
  destino: Type.String(),
  desc_destino: Type.String(),
  data_envio: Instant,
  cod_reserva: Type.Union([Type.Integer(), Type.Null()]),
  nome: Type.Union([Type.String(), Type.Null()], { description: 'The patron it travels for, while the hold waits' }),
});
export type DeskTransitItem = Static<typeof DeskTransitItem>;

export const DeskTransitsResponse = Type.Object({ total: Type.Integer(), itens: Type.Array(DeskTransitItem) });
export type DeskTransitsResponse = Static<typeof DeskTransitsResponse>;
