import { type Static, Type } from '@sinclair/typebox';

/**
 * The patron's acquisition calls beyond the suggestions (spec 000 §1 "purchase orders, acquisition statistics";
 * docs/acquisitions.md): GET /api/aquisicao/pedidos and GET /api/aquisicao/estatisticas.
 */

const day = (description: string) => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description });
const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);

// ACQUISITION_KINDS and PURCHASE_ORDER_STATUSES live in ../acquisition-kinds.ts.

export const PatronOrderItem = Type.Object({
  cod_sugestao: Type.Integer({ description: "the patron's suggestion this title came from" }),
  titulo: Type.String(),
  autor: nullable(Type.String()),
  titulo_estrangeiro: Type.Boolean(),
  solicitante: Type.String({ description: 'the requester: the signed-in patron' }),
  quantidade: Type.Integer(),
  quantidade_recebida: Type.Integer(),
});

/** Spec 000 §3 "Acquisition", as the patron whose suggestions it holds sees it (no supplier, no prices). */
export const PatronPurchaseOrder = Type.Object({
  cod_pedido: Type.Integer(),
  biblioteca: Type.String(),
  desc_biblioteca: Type.String(),
  situacao: Type.Union([
    Type.Literal('aberto'),
    Type.Literal('enviado'),
    Type.Literal('recebido'),
    Type.Literal('cancelado'),
  ]),
  quantidade_itens: Type.Integer({ description: 'copies ordered, all items of the order' }),
  total_entregue: Type.Integer({ description: 'copies received, all items of the order' }),
  data_cotacao: nullable(day('quote date')),
  data_criacao: Type.String({ description: 'ISO instant' }),
  data_envio: nullable(Type.String({ description: 'ISO instant' })),
  previsao_entrega: nullable(day('estimated delivery')),
  data_conclusao: nullable(Type.String({ description: 'when it was received or cancelled (ISO instant)' })),
  itens: Type.Array(PatronOrderItem, { description: "the patron's own titles in the order" }),
});
export type PatronPurchaseOrder = Static<typeof PatronPurchaseOrder>;

export const AcquisitionStatisticsQuery = Type.Object({
  biblioteca: Type.Optional(Type.String({ maxLength: 40, description: 'a library code; all libraries without it' })),
  dataIni: Type.Optional(Type.String({ description: 'YYYY-MM-DD; with dataFim (both or neither)' })),
  dataFim: Type.Optional(Type.String({ description: 'YYYY-MM-DD; without both, the last 12 calendar months' })),
  formato: Type.Optional(
    Type.Union([Type.Literal('json'), Type.Literal('csv')], { description: 'csv: the same figures as a CSV file' }),
  ),
});
export type AcquisitionStatisticsQuery = Static<typeof AcquisitionStatisticsQuery>;

const Counts = {
  titulos: Type.Integer({ description: 'distinct titles with a copy acquired' }),
  exemplares: Type.Integer({ description: 'copies acquired' }),
};
const CopiesByKind = {
  compra: Type.Integer(),
  doacao: Type.Integer(),
  permuta: Type.Integer(),
  nao_informado: Type.Integer(),
};

export const AcquisitionStatistics = Type.Object({
  dataIni: day('first day, inclusive'),
  dataFim: day('last day, inclusive'),
  biblioteca: Type.Union([Type.String(), Type.Null()]),
  total: Type.Object(Counts),
  tipos: Type.Array(
    Type.Object({
      tipo: Type.Union([
        Type.Literal('compra'),
        Type.Literal('doacao'),
        Type.Literal('permuta'),
        Type.Literal('nao_informado'),
      ]),
      ...Counts,
    }),
    {
      description: 'every kind, in ACQUISITION_KINDS order, zeros included',
    },
  ),
  bibliotecas: Type.Array(
    Type.Object({ cod_biblioteca: Type.String(), desc_biblioteca: Type.String(), ...Counts, ...CopiesByKind }),
    { description: 'libraries with a copy acquired in the period, by name' },
  ),
  meses: Type.Array(Type.Object({ mes: Type.String({ description: 'YYYY-MM' }), ...Counts, ...CopiesByKind }), {
    description: 'every month of the period, zeros included',
  }),
});
export type AcquisitionStatistics = Static<typeof AcquisitionStatistics>;
