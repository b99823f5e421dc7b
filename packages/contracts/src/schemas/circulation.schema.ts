import { type Static, Type } from '@sinclair/typebox';

/** Personal-area circulation calls (spec 001 §7.5, §7.8, §7.12). Field names follow the spec's Portuguese style. */

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const DateText = Type.String({ description: 'YYYY-MM-DD' });
const Instant = Type.String({ description: 'ISO 8601 date and time, UTC' });
const Money = Type.Number({ description: 'Amount in the currency of the institution, 2 decimals' });

export const CopyDetails = Type.Object({
  codigo_barras: Type.Union([Type.String(), Type.Null()]),
  chamada: Type.Union([Type.String(), Type.Null()]),
  volume: Type.Union([Type.String(), Type.Null()]),
  tomo: Type.Union([Type.String(), Type.Null()]),
  parte: Type.Union([Type.String(), Type.Null()]),
  material_adicional: Type.Union([Type.String(), Type.Null()]),
  localizacao: Type.Union([Type.String(), Type.Null()]),
  tipo_emprestimo: Type.Union([Type.String(), Type.Null()]),
});

export const PendingTitle = Type.Object({
  cod_emprestimo: Type.Integer(),
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  autor: Type.Union([Type.String(), Type.Null()]),
  biblioteca: Type.String(),
  desc_biblioteca: Type.String(),
  data_emprestimo: Instant,
  data_renovacao: Nullable(Instant),
  data_devolucao_prevista: DateText,
  renovacoes: Type.Integer(),
  limite_renovacoes: Type.Integer(),
  atrasado: Type.Boolean(),
  dias_atraso: Type.Integer(),
  multa_prevista: Money,
  renovavel: Type.Boolean(),
  motivo_nao_renovavel: Type.Union([Type.String(), Type.Null()]),
  exemplar: Type.Optional(CopyDetails),
});
export type PendingTitle = Static<typeof PendingTitle>;

export const PendingTitlesQuery = Type.Object({ showDetails: Type.Optional(Type.Boolean({ default: false })) });

export const RenewalRequest = Type.Object({
  emprestimos: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100, description: 'cod_emprestimo of each loan' }),
});
export type RenewalRequest = Static<typeof RenewalRequest>;

export const RenewalItem = Type.Object({
  cod_emprestimo: Type.Integer(),
  renovado: Type.Boolean(),
  codigo: Type.Union([Type.String(), Type.Null()], { description: 'Refusal message key' }),
  mensagem: Type.Union([Type.String(), Type.Null()]),
  data_devolucao_prevista: Nullable(DateText),
  renovacoes: Type.Union([Type.Integer(), Type.Null()]),
  limite_renovacoes: Type.Union([Type.Integer(), Type.Null()]),
});
export const RenewalResponse = Type.Object({ renovados: Type.Integer(), itens: Type.Array(RenewalItem) });
export type RenewalResponse = Static<typeof RenewalResponse>;

export const DateRangeQuery = Type.Object({
  dataIni: Type.Optional(Type.String({ description: 'YYYY-MM-DD; needs dataFim' })),
  dataFim: Type.Optional(Type.String({ description: 'YYYY-MM-DD; needs dataIni' })),
});
export const LoanHistoryQuery = Type.Object({
  dataIni: Type.Optional(Type.String()),
  dataFim: Type.Optional(Type.String()),
  multa: Type.Optional(Type.Boolean({ description: 'true: only loans returned late with a fine' })),
});

export const LoanHistoryItem = Type.Object({
  cod_emprestimo: Type.Integer(),
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  autor: Type.Union([Type.String(), Type.Null()]),
  biblioteca: Type.String(),
  desc_biblioteca: Type.String(),
  data_emprestimo: Instant,
  data_devolucao_prevista: DateText,
  data_devolucao: Instant,
  renovacoes: Type.Integer(),
  multa: Type.Boolean(),
  valor_multa: Money,
});
export type LoanHistoryItem = Static<typeof LoanHistoryItem>;

/**
 * A debt not yet paid in full, or (em_curso) the fine an open overdue loan accrues: no debt yet, it grows each day
 * until the return, when the desk charges it (docs/circulation.md "Accruing fines").
 */
export const PendingDebt = Type.Object({
  cod_debito: Type.Union([Type.Integer(), Type.Null()], { description: 'null for an accruing fine (em_curso)' }),
  em_curso: Type.Boolean({ description: "true: an overdue loan's fine so far, charged when it is returned" }),
  cod_emprestimo: Type.Union([Type.Integer(), Type.Null()], { description: 'the loan the fine is for, if any' }),
  titulo: Type.Union([Type.String(), Type.Null()], { description: 'title of the loan of an accruing fine' }),
  dias_atraso: Type.Union([Type.Integer(), Type.Null()], { description: 'days late so far (accruing fines)' }),
  data: Instant,
  biblioteca: Type.Union([Type.String(), Type.Null()]),
  tipo_servico: Type.String(),
  motivo: Type.String(),
  valor: Money,
  desconto: Money,
  valor_pago: Money,
  saldo: Money,
  data_pagamento: Nullable(Instant),
});
export type PendingDebt = Static<typeof PendingDebt>;

export const Suspension = Type.Object({
  cod_afastamento: Type.Integer(),
  motivo: Type.String(),
  data_inicio: DateText,
  data_fim: Nullable(DateText),
});
export type Suspension = Static<typeof Suspension>;

export const LoanTokenResponse = Type.Object({
  token: Type.Union([Type.String(), Type.Null()]),
  validade: Nullable(Instant),
});
export type LoanTokenResponse = Static<typeof LoanTokenResponse>;

/** Hold form (spec 001 §7.12): all seven fields are required; "" means any volume, tome, part or material. */
export const HoldRequestBody = Type.Object({
  cod_acervo: Type.Integer({ minimum: 1 }),
  biblioteca: Type.String({ minLength: 1, maxLength: 40 }),
  volume: Type.String({ maxLength: 100 }),
  tomo: Type.String({ maxLength: 100 }),
  parte: Type.String({ maxLength: 100 }),
  material_adicional: Type.String({ maxLength: 100 }),
  localizacao: Type.String({ maxLength: 200 }),
});
export type HoldRequestBody = Static<typeof HoldRequestBody>;

/** A hold's volume/tome/part/material choice at a library and whether a hold naming it is possible there. */
export const HoldDesignationDecision = Type.Object({
  volume: Type.Union([Type.String(), Type.Null()]),
  tomo: Type.Union([Type.String(), Type.Null()]),
  parte: Type.Union([Type.String(), Type.Null()]),
  material_adicional: Type.Union([Type.String(), Type.Null()]),
  reserva: Type.Boolean(),
  motivo: Type.Union([Type.String(), Type.Null()], { description: 'Refusal code when reserva is false' }),
});
export type HoldDesignationDecision = Static<typeof HoldDesignationDecision>;

export const HoldLibraryOption = Type.Object({
  codigo: Type.String(),
  descricao: Type.String(),
  exemplares: Type.Integer(),
  disponiveis: Type.Integer(),
  fila: Type.Integer(),
  // Ours: the hold rule's decision for this patron at this library (docs/circulation.md "The hold rule, per library").
  reserva: Type.Optional(Type.Boolean()),
  motivo: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  opcoes: Type.Optional(Type.Array(HoldDesignationDecision)),
});
export const HoldInitialInformation = Type.Object({
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  bibliotecas: Type.Array(HoldLibraryOption),
  volumes: Type.Array(Type.String()),
  tomos: Type.Array(Type.String()),
  partes: Type.Array(Type.String()),
  materiais: Type.Array(Type.String()),
  localizacoes: Type.Array(Type.String()),
  reserva_existente: Type.Boolean(),
});
export type HoldInitialInformation = Static<typeof HoldInitialInformation>;

export const HoldQueueValidation = Type.Object({ posicao_fila: Type.Integer() });

/**
 * The estimated wait of a queued hold (ours; docs/circulation.md "Estimated wait"): the day a copy is expected
 * to be released to it, and what the estimate assumed, for the patron to see.
 */
export const HoldWaitEstimate = Type.Object({
  data_prevista: DateText,
  dias: Type.Integer({ description: 'Days from today (0: today)' }),
  premissas: Type.Object({
    exemplares: Type.Integer({ description: 'Copies at the library that can satisfy the hold' }),
    reservas_a_frente: Type.Integer({ description: 'Active holds ahead that wait for one of those copies' }),
    devolucoes_previstas: Type.Array(DateText, { description: 'Due dates of those copies now on loan, soonest first' }),
    dias_emprestimo: Type.Integer({ description: 'Loan period of the copies (the longest when they differ)' }),
    atraso_medio_dias: Type.Number({ description: 'Mean days late of loans returned at this library, last year' }),
    proporcao_renovacoes: Type.Number({
      description: 'Renewals / (renewals + returns) of loans at this library, last year (0-1)',
    }),
    conta_renovacoes: Type.Boolean({
      description: 'The estimate counts renewals (only while every hold is suspended)',
    }),
  }),
});
export type HoldWaitEstimate = Static<typeof HoldWaitEstimate>;

export const HoldPlaced = Type.Object({
  cod_reserva: Type.Integer(),
  posicao_fila: Type.Integer(),
  estimativa: Type.Optional(
    Type.Union([HoldWaitEstimate, Type.Null()], { description: 'Null when no estimate can be made' }),
  ),
});
export type HoldPlaced = Static<typeof HoldPlaced>;

/**
 * Per library, what GET /acervo/{id}/permissoes says of holds (ours, beside the spec's reserva): the same rule
 * POST /reserva applies (holdDecisionsByLibrary in @estante/core), and the copy counts of the copies tab.
 */
export const HoldLibraryDecision = Type.Object({
  cod_biblioteca: Type.String(),
  desc_biblioteca: Type.String(),
  reserva: Type.Boolean({ description: 'A hold can be placed here (for some volume/tome/part/material)' }),
  motivo: Type.Union([Type.String(), Type.Null()], { description: 'Why not, for a hold on any volume: a code' }),
  opcoes: Type.Array(HoldDesignationDecision),
  exemplares: Type.Integer(),
  disponiveis: Type.Integer(),
  emprestados: Type.Integer({ description: 'On loan, on the hold shelf or in transit' }),
  nao_emprestaveis: Type.Integer({ description: 'Reference, lost or in repair' }),
  proxima_devolucao: Nullable(DateText),
  fila: Type.Integer({ description: 'Holds queued at this library' }),
});
export type HoldLibraryDecision = Static<typeof HoldLibraryDecision>;

/** PUT /reserva/{id}/suspensao (ours): suspend a queued hold until a day; it keeps its place in the queue. */
export const HoldSuspensionBody = Type.Object({ ate: Type.String({ format: 'date', description: 'YYYY-MM-DD' }) });
export type HoldSuspensionBody = Static<typeof HoldSuspensionBody>;

/** PUT /reserva/{id}/biblioteca-retirada (ours): where the patron will collect the copy. */
export const HoldPickupBody = Type.Object({ biblioteca: Type.String({ minLength: 1, maxLength: 40 }) });
export type HoldPickupBody = Static<typeof HoldPickupBody>;

/** GET /reserva/bibliotecas-retirada (ours): the libraries a patron may choose to collect a hold at. */
export const HoldPickupLibraries = Type.Array(Type.Object({ codigo: Type.String(), descricao: Type.String() }));
export type HoldPickupLibraries = Static<typeof HoldPickupLibraries>;

/** Longest suspension a patron may set, in days from today. */
export const HOLD_SUSPENSION_MAX_DAYS = 365;

export const HOLD_STATUS = {
  queued: 'EM_FILA',
  released: 'LIBERADA',
  /** Ours: a copy is on its way to the hold's pickup library; the hold is ready once staff receive it there. */
  in_transit: 'EM_TRANSITO',
  fulfilled: 'ATENDIDA',
  cancelled: 'CANCELADA',
  expired: 'EXPIRADA',
} as const;

export const Hold = Type.Object({
  cod_reserva: Type.Integer(),
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  autor: Type.Union([Type.String(), Type.Null()]),
  biblioteca: Type.String(),
  desc_biblioteca: Type.String(),
  situacao: Type.Union([
    Type.Literal(HOLD_STATUS.queued),
    Type.Literal(HOLD_STATUS.released),
    Type.Literal(HOLD_STATUS.in_transit),
    Type.Literal(HOLD_STATUS.fulfilled),
    Type.Literal(HOLD_STATUS.cancelled),
    Type.Literal(HOLD_STATUS.expired),
  ]),
  posicao_fila: Type.Union([Type.Integer(), Type.Null()]),
  data_reserva: Instant,
  data_liberacao: Nullable(Instant),
  data_limite_retirada: Nullable(DateText),
  data_cancelamento: Nullable(Instant),
  observacoes: Type.Union([Type.String(), Type.Null()]),
  volume: Type.Union([Type.String(), Type.Null()]),
  tomo: Type.Union([Type.String(), Type.Null()]),
  parte: Type.Union([Type.String(), Type.Null()]),
  material_adicional: Type.Union([Type.String(), Type.Null()]),
  localizacao: Type.Union([Type.String(), Type.Null()]),
  suspensa_ate: Type.Optional(Nullable(DateText)),
  biblioteca_retirada: Type.Optional(Type.String({ description: 'Pickup library code (the hold library by default)' })),
  desc_biblioteca_retirada: Type.Optional(Type.String()),
  estimativa: Type.Optional(Type.Union([HoldWaitEstimate, Type.Null()])),
});
export type Hold = Static<typeof Hold>;

export const CancelHoldsBody = Type.Array(Type.Integer({ minimum: 1 }), {
  maxItems: 100,
  description: 'cod_reserva of each hold to cancel',
});

/** Loan request form (spec 001 §7.13). Phone: digits, hyphen, parentheses and spaces, at most 16 characters. */
export const LoanRequestBody = Type.Object({
  biblioteca_origem: Type.String({ minLength: 1, maxLength: 40 }),
  biblioteca_recebimento: Type.String({ minLength: 1, maxLength: 40 }),
  volume: Type.String({ maxLength: 100 }),
  tomo: Type.String({ maxLength: 100 }),
  parte: Type.String({ maxLength: 100 }),
  material_adicional: Type.String({ maxLength: 100 }),
  telefone: Type.String({ minLength: 1, maxLength: 16, pattern: '^[0-9()\\- ]+$' }),
  email: Type.String({ minLength: 3, maxLength: 200 }),
  cod_local_recebimento: Type.Union([Type.Integer(), Type.Null()]),
  pessoa_autorizada: Type.Union([Type.String({ maxLength: 200 }), Type.Null()]),
  domicilio: Type.Boolean(),
  recebimento_textual: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
});
export type LoanRequestBody = Static<typeof LoanRequestBody>;

export const LOAN_REQUEST_STATUS = {
  waiting: 'AGUARDANDO',
  available: 'DISPONIVEL',
  in_transit: 'EM_TRANSITO',
  finished: 'FINALIZADA',
  cancelled: 'CANCELADA',
} as const;

const LoanRequestStatusValue = Type.Union([
  Type.Literal(LOAN_REQUEST_STATUS.waiting),
  Type.Literal(LOAN_REQUEST_STATUS.available),
  Type.Literal(LOAN_REQUEST_STATUS.in_transit),
  Type.Literal(LOAN_REQUEST_STATUS.finished),
  Type.Literal(LOAN_REQUEST_STATUS.cancelled),
]);

export const LoanRequestInitialInformation = Type.Object({
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  bibliotecas_origem: Type.Array(
    Type.Object({ codigo: Type.String(), descricao: Type.String(), disponiveis: Type.Integer() }),
  ),
  bibliotecas_recebimento: Type.Array(Type.Object({ codigo: Type.String(), descricao: Type.String() })),
  locais_recebimento: Type.Array(Type.Object({ codigo: Type.Integer(), descricao: Type.String() })),
  volumes: Type.Array(Type.String()),
  tomos: Type.Array(Type.String()),
  partes: Type.Array(Type.String()),
  materiais: Type.Array(Type.String()),
  telefone: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
});
export type LoanRequestInitialInformation = Static<typeof LoanRequestInitialInformation>;

export const LoanRequestCreated = Type.Object({ cod_solicitacao: Type.Integer(), protocolo: Type.String() });

export const LoanRequest = Type.Object({
  cod_solicitacao: Type.Integer(),
  protocolo: Type.String(),
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  biblioteca_origem: Type.String(),
  biblioteca_recebimento: Type.String(),
  situacao: LoanRequestStatusValue,
  data_solicitacao: Instant,
  data_conclusao: Type.Union([Instant, Type.Null()]),
  domicilio: Type.Boolean(),
  pessoa_autorizada: Type.Union([Type.String(), Type.Null()]),
});
export type LoanRequest = Static<typeof LoanRequest>;

export const LoanRequestListQuery = Type.Object({
  dataIni: Type.Optional(Type.String()),
  dataFim: Type.Optional(Type.String()),
  status: Type.Optional(LoanRequestStatusValue),
});

export const LoanRequestStatusChange = Type.Object({ situacao: LoanRequestStatusValue });
