import { type Static, Type } from '@sinclair/typebox';

/**
 * Closed stacks (armazém, docs/closed-stacks.md) and the GRU payment slip (docs/payment-slip.md): spec 001 §7.3
 * /acervo/{id}/dados-armazem and POST /gravar-armazem, §7.6 POST /unidade-informacao/gru, and the staff calls
 * under /equipe/armazem and /equipe/gru.
 */

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const Instant = Type.String({ description: 'ISO 8601 date and time, UTC' });
const Day = Type.String({ description: 'YYYY-MM-DD' });

/** Statuses of a storage request on the wire (Portuguese, like the spec's other statuses). */
export const STORAGE_REQUEST_STATUSES = [
  'SOLICITADO',
  'EM_BUSCA',
  'DISPONIVEL',
  'ENTREGUE',
  'CANCELADO',
  'EXPIRADO',
] as const;
export type StorageRequestStatusCode = (typeof STORAGE_REQUEST_STATUSES)[number];
export const StorageRequestStatusSchema = Type.Union([
  Type.Literal('SOLICITADO'),
  Type.Literal('EM_BUSCA'),
  Type.Literal('DISPONIVEL'),
  Type.Literal('ENTREGUE'),
  Type.Literal('CANCELADO'),
  Type.Literal('EXPIRADO'),
]);

/** Statuses in which the patron may still cancel a request themselves: nobody has gone to the stacks yet. */
export const PATRON_CANCELLABLE_STORAGE_STATUSES: readonly StorageRequestStatusCode[] = ['SOLICITADO'];

/** One copy of a title kept in closed stacks. */
export const StorageCopy = Type.Object({
  cod_exemplar: Type.Integer(),
  cod_biblioteca: Type.String(),
  desc_biblioteca: Type.String(),
  codigo_barras: Type.Optional(Type.String()),
  chamada: Type.Optional(Type.String()),
  volume: Type.Optional(Type.String()),
  tomo: Type.Optional(Type.String()),
  parte: Type.Optional(Type.String()),
  localizacao: Type.Optional(Type.String()),
  colecao: Type.Optional(Type.String()),
  solicitavel: Type.Boolean({ description: 'Can be requested now: on its shelf, and no open request holds it' }),
  motivo: Type.Optional(
    Type.Union([Type.Literal('ja_solicitado'), Type.Literal('indisponivel')], {
      description: 'Why it cannot be requested now',
    }),
  ),
});
export type StorageCopy = Static<typeof StorageCopy>;

/** GET /api/acervo/{id}/dados-armazem: whether the title is kept in closed stacks, and its copies there. */
export const WarehouseData = Type.Object({
  acervo_fechado: Type.Boolean(),
  exemplares: Type.Array(StorageCopy),
});
export type WarehouseData = Static<typeof WarehouseData>;

/** POST /api/gravar-armazem?cod_biblioteca=…: the basket of copies asked for. */
export const StorageRequestBody = Type.Object({
  cesta: Type.Array(
    Type.Object({ cod_acervo: Type.Integer({ minimum: 1 }), cod_exemplar: Type.Integer({ minimum: 1 }) }),
    { minItems: 1, maxItems: 10 },
  ),
});
export type StorageRequestBody = Static<typeof StorageRequestBody>;

export const StorageRequestItem = Type.Object({
  cod_solicitacao: Type.Integer(),
  protocolo: Type.String(),
  cod_acervo: Type.Integer(),
  titulo: Type.String(),
  cod_exemplar: Type.Integer(),
  codigo_barras: Nullable(Type.String()),
  chamada: Nullable(Type.String()),
  localizacao: Nullable(Type.String()),
  colecao: Nullable(Type.String()),
  volume: Nullable(Type.String()),
  cod_biblioteca: Type.String(),
  desc_biblioteca: Type.String(),
  situacao: StorageRequestStatusSchema,
  data_solicitacao: Instant,
  data_busca: Nullable(Instant),
  data_disponivel: Nullable(Instant),
  retirar_ate: Nullable(Day),
  data_conclusao: Nullable(Instant),
});
export type StorageRequestItem = Static<typeof StorageRequestItem>;

export const StorageRequestCreated = Type.Object({
  protocolo: Type.String(),
  itens: Type.Array(StorageRequestItem),
});
export type StorageRequestCreated = Static<typeof StorageRequestCreated>;

/** A staff queue row: the request and who asked. */
export const StorageQueueItem = Type.Object({
  ...StorageRequestItem.properties,
  cod_pessoa: Type.Integer(),
  nome: Type.String(),
});
export type StorageQueueItem = Static<typeof StorageQueueItem>;

export const StorageQueuePage = Type.Object({
  total: Type.Integer(),
  situacoes: Type.Record(Type.String(), Type.Integer(), { description: 'requests per status (under the library)' }),
  itens: Type.Array(StorageQueueItem),
});
export type StorageQueuePage = Static<typeof StorageQueuePage>;

/** Staff move a request: fetch it, mark it ready, hand it over, or cancel it. */
export const StorageRequestMove = Type.Object({
  situacao: Type.Union([
    Type.Literal('EM_BUSCA'),
    Type.Literal('DISPONIVEL'),
    Type.Literal('ENTREGUE'),
    Type.Literal('CANCELADO'),
  ]),
});
export type StorageRequestMove = Static<typeof StorageRequestMove>;

/** A library's closed location or collection. */
export const ClosedStackRule = Type.Object({
  cod_biblioteca: Type.String({ minLength: 1, maxLength: 40 }),
  tipo: Type.Union([Type.Literal('localizacao'), Type.Literal('colecao')]),
  codigo: Type.String({ minLength: 1, maxLength: 80 }),
});
export type ClosedStackRule = Static<typeof ClosedStackRule>;
export const ClosedStackRuleView = Type.Object({
  ...ClosedStackRule.properties,
  desc_biblioteca: Type.String(),
  criado_em: Instant,
});
export type ClosedStackRuleView = Static<typeof ClosedStackRuleView>;

/** POST /api/unidade-informacao/gru: the amount and library of the debts the slip pays (spec 001 §7.6). */
export const GruRequestBody = Type.Object({
  valor: Type.Number({ exclusiveMinimum: 0, maximum: 999_999_999, description: 'In reais: the balance owed there' }),
  codBiblioteca: Type.String({ minLength: 1, maxLength: 40 }),
});
export type GruRequestBody = Static<typeof GruRequestBody>;

/** A slip issued, for the staff list. */
export const GruSlipView = Type.Object({
  numero_referencia: Type.String(),
  cod_pessoa: Type.Integer(),
  nome: Type.String(),
  cod_biblioteca: Type.String(),
  desc_biblioteca: Type.String(),
  valor: Type.Number(),
  vencimento: Day,
  codigo_barras: Type.String(),
  linha_digitavel: Type.String(),
  emitida_em: Instant,
  paga_em: Nullable(Instant),
});
export type GruSlipView = Static<typeof GruSlipView>;

export const GruSlipPage = Type.Object({ total: Type.Integer(), itens: Type.Array(GruSlipView) });
export type GruSlipPage = Static<typeof GruSlipPage>;

export const GruPaymentRecorded = Type.Object({
  numero_referencia: Type.String(),
  paga_em: Instant,
  debitos_quitados: Type.Array(Type.Integer()),
  valor_recebido: Type.Number(),
});
export type GruPaymentRecorded = Static<typeof GruPaymentRecorded>;
