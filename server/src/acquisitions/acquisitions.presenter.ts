import type { LanguageTag } from '@estante/contracts';
import { Type } from '@sinclair/typebox';
import { suggestionStatusText } from '../library-units/index.ts';
import type { listSuggestions, OrderRow, orderItems } from './acquisitions.repository.ts';
import { ORDER_STATUS_NAMES, type PurchaseOrderStatus } from './purchase-order-rules.ts';

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const money = (cents: number) => Math.round(cents) / 100;

export const StaffSuggestion = Type.Object({
  cod_sugestao: Type.Integer(),
  titulo: Type.String(),
  autor: nullable(Type.String()),
  edicao: nullable(Type.String()),
  editor: Type.String(),
  isbn_issn: nullable(Type.String()),
  periodico: nullable(Type.String()),
  outras_inf: nullable(Type.String()),
  biblioteca: Type.String(),
  desc_biblioteca: Type.String(),
  nome: nullable(Type.String({ description: 'the patron who suggested it (null: sent without signing in)' })),
  situacao: Type.String(),
  desc_situacao: Type.String({ description: "in the caller's language" }),
  nota: nullable(Type.String({ description: 'the note sent to the patron with the last status change' })),
  cod_pedido: Type.Union([Type.Integer(), Type.Null()], { description: 'the purchase order holding it' }),
  situacao_pedido: nullable(Type.String()),
  data: Type.String({ description: 'when it was sent (ISO instant)' }),
  data_situacao: Type.String({ description: 'when its status last changed (ISO instant)' }),
});

export function presentSuggestion(row: Awaited<ReturnType<typeof listSuggestions>>[number], language: LanguageTag) {
  return {
    cod_sugestao: row.id,
    titulo: row.title,
    autor: row.author,
    edicao: row.edition,
    editor: row.publisher,
    isbn_issn: row.isbn_issn,
    periodico: row.periodical,
    outras_inf: row.other_info,
    biblioteca: row.library_code,
    desc_biblioteca: row.library_name,
    nome: row.person_name,
    situacao: row.status,
    desc_situacao: suggestionStatusText(row.status, language),
    nota: row.staff_note,
    cod_pedido: row.purchase_order_id,
    situacao_pedido: row.order_status ? ORDER_STATUS_NAMES[row.order_status as PurchaseOrderStatus] : null,
    data: row.created_at,
    data_situacao: row.updated_at,
  };
}

const OrderStatusValue = Type.String({ description: Object.values(ORDER_STATUS_NAMES).join(', ') });

/** Spec 000 §3 "Acquisition": item count, quote date, creation date, total delivered, estimated delivery. */
export const PurchaseOrder = Type.Object({
  cod_pedido: Type.Integer(),
  fornecedor: Type.String(),
  biblioteca: Type.String(),
  desc_biblioteca: Type.String(),
  situacao: OrderStatusValue,
  quantidade_itens: Type.Integer({ description: 'copies ordered, all items' }),
  total_entregue: Type.Integer({ description: 'copies received' }),
  valor_total: Type.Number({ description: 'sum of quantity × unit price' }),
  data_cotacao: nullable(Type.String({ description: 'YYYY-MM-DD' })),
  previsao_entrega: nullable(Type.String({ description: 'YYYY-MM-DD' })),
  observacoes: nullable(Type.String()),
  data_criacao: Type.String(),
  data_envio: nullable(Type.String()),
  data_conclusao: nullable(Type.String({ description: 'when it was received or cancelled' })),
});

export function presentOrder(row: OrderRow) {
  return {
    cod_pedido: row.id,
    fornecedor: row.supplier,
    biblioteca: row.library_code,
    desc_biblioteca: row.library_name,
    situacao: ORDER_STATUS_NAMES[row.status],
    quantidade_itens: Number(row.item_count ?? 0),
    total_entregue: Number(row.received_count ?? 0),
    valor_total: money(Number(row.total_cents ?? 0)),
    data_cotacao: row.quote_date,
    previsao_entrega: row.expected_delivery,
    observacoes: row.notes,
    data_criacao: row.created_at,
    data_envio: row.sent_at,
    data_conclusao: row.closed_at,
  };
}

export const PurchaseOrderItem = Type.Object({
  cod_item: Type.Integer(),
  cod_sugestao: Type.Union([Type.Integer(), Type.Null()]),
  titulo: Type.String(),
  autor: nullable(Type.String()),
  editor: nullable(Type.String()),
  isbn_issn: nullable(Type.String()),
  titulo_estrangeiro: Type.Boolean(),
  solicitante: nullable(Type.String({ description: 'the patron whose suggestion it came from' })),
  quantidade: Type.Integer(),
  preco_unitario: Type.Number(),
  quantidade_recebida: Type.Integer(),
});

export function presentOrderItem(row: Awaited<ReturnType<typeof orderItems>>[number]) {
  return {
    cod_item: row.id,
    cod_sugestao: row.suggestion_id,
    titulo: row.title,
    autor: row.author,
    editor: row.publisher,
    isbn_issn: row.isbn_issn,
    titulo_estrangeiro: row.foreign_title === 1,
    solicitante: row.requester_name,
    quantidade: row.quantity,
    preco_unitario: money(row.unit_price_cents),
    quantidade_recebida: row.quantity_received,
  };
}

export const PurchaseOrderDetail = Type.Object({ ...PurchaseOrder.properties, itens: Type.Array(PurchaseOrderItem) });
