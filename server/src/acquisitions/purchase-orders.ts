import { ERROR_CODES } from '@estante/contracts';
import { DomainError, InvalidInputError, NotFoundError } from '@estante/core';
import type { Kysely } from 'kysely';
import type { CirculationServices } from '../circulation/index.ts';
import { inTransaction, type Trx } from '../database/row-locks.ts';
import type { Database } from '../database/schema.ts';
import { UnknownLibraryError } from '../library-units/index.ts';
import { countsByName, type Page } from '../queues/index.ts';
import { ACQUISITION_CODES, AcquisitionRefusal } from './acquisition-errors.ts';
import {
  claimSuggestionForOrder,
  countOrders,
  deleteOrderItem,
  findLibraryIdByCode,
  findOrderItem,
  findOrderView,
  findSuggestion,
  insertOrder,
  insertOrderItem,
  listOrders,
  lockOrder,
  type OrderFilter,
  orderCountsByStatus,
  orderItems,
  setItemReceived,
  setOrderSuggestion,
  updateOrderFrom,
} from './acquisitions.repository.ts';
import {
  canMoveOrder,
  ORDER_STATUS_NAMES,
  ORDERABLE_SUGGESTION_STATUSES,
  type PurchaseOrderStatus,
  suggestionStatusForOrder,
} from './purchase-order-rules.ts';

class ChangedMeanwhileError extends DomainError {
  constructor() {
    super('conflict', ACQUISITION_CODES.changedMeanwhile);
  }
}

const required = (value: string | undefined | null, field: string): string => {
  const text = value?.trim();
  if (!text) throw new InvalidInputError(ERROR_CODES.requiredFieldMissing, { campo: field });
  return text;
};
const optional = (value: string | undefined | null): string | null => value?.trim() || null;

/** The purchase orders queue: a page (newest first), the total and the count of each status. */
export async function orderQueue(db: Kysely<Database>, filter: OrderFilter, page: Page) {
  const [rows, total, counts] = await Promise.all([
    listOrders(db, filter, page),
    countOrders(db, filter),
    orderCountsByStatus(db, filter.libraryCode),
  ]);
  return {
    rows,
    total,
    counts: countsByName(
      counts,
      Object.values(ORDER_STATUS_NAMES),
      (status) => ORDER_STATUS_NAMES[status as PurchaseOrderStatus] ?? status,
    ),
  };
}

/** An order with its items; 404 when there is none. */
export async function orderDetail(db: Kysely<Database>, orderId: number) {
  const order = await findOrderView(db, orderId);
  if (!order) throw new NotFoundError('purchase order', { codigo: orderId });
  return { order, items: await orderItems(db, orderId) };
}

export interface OrderFields {
  supplier?: string;
  quoteDate?: string | null;
  expectedDelivery?: string | null;
  notes?: string | null;
}

/** Opens an order to a supplier for one library; items come after. */
export async function createOrder(
  services: CirculationServices,
  createdBy: number,
  input: OrderFields & { libraryCode: string },
): Promise<number> {
  const supplier = required(input.supplier, 'fornecedor');
  const libraryCode = required(input.libraryCode, 'biblioteca');
  return inTransaction(services.db, async (trx) => {
    const library = await findLibraryIdByCode(trx, libraryCode);
    if (!library) throw new UnknownLibraryError(libraryCode);
    const now = services.now().toISOString();
    return insertOrder(trx, {
      library_id: library.id,
      supplier,
      status: 'open',
      quote_date: optional(input.quoteDate),
      expected_delivery: optional(input.expectedDelivery),
      notes: optional(input.notes),
      created_by: createdBy,
      created_at: now,
      updated_at: now,
      sent_at: null,
      closed_at: null,
    });
  });
}

async function lockedOrder(trx: Trx, services: CirculationServices, orderId: number) {
  const order = await lockOrder(trx, services.dialect, orderId);
  if (!order) throw new NotFoundError('purchase order', { codigo: orderId });
  return order;
}

type OrderState = {
  situacao: string;
  fornecedor: string;
  data_cotacao: string | null;
  previsao_entrega: string | null;
  observacoes: string | null;
};

function orderState(order: {
  status: PurchaseOrderStatus;
  supplier: string;
  quote_date: string | null;
  expected_delivery: string | null;
  notes: string | null;
}): OrderState {
  return {
    situacao: ORDER_STATUS_NAMES[order.status],
    fornecedor: order.supplier,
    data_cotacao: order.quote_date,
    previsao_entrega: order.expected_delivery,
    observacoes: order.notes,
  };
}

/** Edits an order's supplier, dates and notes while it is open or sent (a delivery date moves, a quote arrives). */
export async function updateOrder(services: CirculationServices, orderId: number, input: OrderFields) {
  return inTransaction(services.db, async (trx) => {
    const order = await lockedOrder(trx, services, orderId);
    if (order.status !== 'open' && order.status !== 'sent')
      throw new AcquisitionRefusal(ACQUISITION_CODES.orderNotOpen);
    const changes = {
      ...(input.supplier !== undefined ? { supplier: required(input.supplier, 'fornecedor') } : {}),
      ...(input.quoteDate !== undefined ? { quote_date: optional(input.quoteDate) } : {}),
      ...(input.expectedDelivery !== undefined ? { expected_delivery: optional(input.expectedDelivery) } : {}),
      ...(input.notes !== undefined ? { notes: optional(input.notes) } : {}),
    };
    if (!(await updateOrderFrom(trx, orderId, order.status, { ...changes, updated_at: services.now().toISOString() })))
      throw new ChangedMeanwhileError();
    return { before: orderState(order), after: orderState({ ...order, ...changes }) };
  });
}

export interface NewOrderItem {
  suggestionId?: number;
  title?: string;
  author?: string | null;
  publisher?: string | null;
  isbn?: string | null;
  foreignTitle?: boolean;
  quantity: number;
  unitPriceCents: number;
}

/**
 * Adds a title to an open order: from a suggestion (its description copied; the suggestion goes "in quote" and
 * belongs to this order until it is removed, the order is cancelled or received) or typed in.
 */
export async function addOrderItem(services: CirculationServices, orderId: number, input: NewOrderItem) {
  return inTransaction(services.db, async (trx) => {
    const order = await lockedOrder(trx, services, orderId);
    if (order.status !== 'open') throw new AcquisitionRefusal(ACQUISITION_CODES.orderNotOpen);
    const now = services.now().toISOString();
    let described = {
      title: optional(input.title),
      author: optional(input.author),
      publisher: optional(input.publisher),
      isbn_issn: optional(input.isbn),
    };
    let suggestionBefore: string | null = null;
    if (input.suggestionId !== undefined) {
      const suggestion = await findSuggestion(trx, input.suggestionId);
      if (!suggestion) throw new NotFoundError('suggestion', { codigo: input.suggestionId });
      if (suggestion.purchase_order_id !== null)
        throw new AcquisitionRefusal(ACQUISITION_CODES.suggestionInOrder, { cod_pedido: suggestion.purchase_order_id });
      if (suggestion.library_id !== order.library_id)
        throw new AcquisitionRefusal(ACQUISITION_CODES.suggestionOfAnotherLibrary);
      if (!ORDERABLE_SUGGESTION_STATUSES.includes(suggestion.status))
        throw new AcquisitionRefusal(ACQUISITION_CODES.suggestionNotOrderable, { situacao: suggestion.status });
      const status = suggestionStatusForOrder('open', { quantity: input.quantity, quantityReceived: 0 });
      if (!(await claimSuggestionForOrder(trx, suggestion.id, orderId, { status, updated_at: now })))
        throw new AcquisitionRefusal(ACQUISITION_CODES.suggestionInOrder);
      suggestionBefore = suggestion.status;
      described = {
        title: described.title ?? suggestion.title,
        author: described.author ?? suggestion.author,
        publisher: described.publisher ?? suggestion.publisher,
        isbn_issn: described.isbn_issn ?? suggestion.isbn_issn,
      };
    }
    const itemId = await insertOrderItem(trx, {
      order_id: orderId,
      suggestion_id: input.suggestionId ?? null,
      title: required(described.title, 'titulo'),
      author: described.author,
      publisher: described.publisher,
      isbn_issn: described.isbn_issn,
      foreign_title: input.foreignTitle ? 1 : 0,
      quantity: input.quantity,
      unit_price_cents: input.unitPriceCents,
    });
    await updateOrderFrom(trx, orderId, 'open', { updated_at: now });
    return { itemId, suggestionBefore };
  });
}

/** Removes a title from an open order; its suggestion goes back to the queue as a purchase suggestion. */
export async function removeOrderItem(services: CirculationServices, orderId: number, itemId: number) {
  return inTransaction(services.db, async (trx) => {
    const order = await lockedOrder(trx, services, orderId);
    if (order.status !== 'open') throw new AcquisitionRefusal(ACQUISITION_CODES.orderNotOpen);
    const item = await findOrderItem(trx, orderId, itemId);
    if (!item) throw new NotFoundError('purchase order item', { codigo: itemId });
    const now = services.now().toISOString();
    await deleteOrderItem(trx, orderId, itemId);
    if (item.suggestion_id !== null)
      await setOrderSuggestion(trx, item.suggestion_id, orderId, {
        status: suggestionStatusForOrder('cancelled', { quantity: item.quantity, quantityReceived: 0 }),
        updated_at: now,
        release: true,
      });
    await updateOrderFrom(trx, orderId, 'open', { updated_at: now });
    return { item };
  });
}

/**
 * Moves an order (purchase-order-rules.ts) and, in the same transaction, the suggestions it holds: sent → awaiting
 * delivery; received → attended in whole or in part by what arrived (`received` per item id, all ordered when
 * not given); cancelled → back to the queue. A sent order needs an item.
 */
export async function moveOrder(
  services: CirculationServices,
  orderId: number,
  to: PurchaseOrderStatus,
  received?: ReadonlyMap<number, number>,
) {
  return inTransaction(services.db, async (trx) => {
    const order = await lockedOrder(trx, services, orderId);
    if (!canMoveOrder(order.status, to))
      throw new AcquisitionRefusal(ACQUISITION_CODES.invalidOrderTransition, {
        de: ORDER_STATUS_NAMES[order.status],
        para: ORDER_STATUS_NAMES[to],
      });
    const items = await orderItems(trx, orderId);
    if (to === 'sent' && items.length === 0) throw new AcquisitionRefusal(ACQUISITION_CODES.orderWithoutItems);
    if (received) {
      for (const [itemId, quantity] of received) {
        const item = items.find((candidate) => candidate.id === itemId);
        if (!item || quantity < 0 || quantity > item.quantity)
          throw new AcquisitionRefusal(ACQUISITION_CODES.invalidQuantityReceived, { cod_item: itemId });
      }
    }
    const now = services.now().toISOString();
    const moved = await updateOrderFrom(trx, orderId, order.status, {
      status: to,
      updated_at: now,
      ...(to === 'sent' ? { sent_at: now } : {}),
      ...(to === 'received' || to === 'cancelled' ? { closed_at: now } : {}),
    });
    if (!moved) throw new ChangedMeanwhileError();
    for (const item of items) {
      const quantityReceived = to === 'received' ? (received?.get(item.id) ?? item.quantity) : 0;
      if (to === 'received') await setItemReceived(trx, item.id, quantityReceived);
      if (item.suggestion_id === null) continue;
      await setOrderSuggestion(trx, item.suggestion_id, orderId, {
        status: suggestionStatusForOrder(to, { quantity: item.quantity, quantityReceived }),
        updated_at: now,
        release: to === 'cancelled',
      });
    }
    return { before: ORDER_STATUS_NAMES[order.status], after: ORDER_STATUS_NAMES[to] };
  });
}
