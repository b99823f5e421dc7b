/**
 * Purchase orders (docs/staff-queues.md): open (items added and removed) → sent to the supplier → received, or
 * cancelled before it arrives. Pure rules, so the statuses that follow are tested without a database.
 */
export type PurchaseOrderStatus = 'open' | 'sent' | 'received' | 'cancelled';

/** The statuses on the wire (Portuguese, like the rest of the API) and stored (English). */
export const ORDER_STATUS_NAMES: Record<PurchaseOrderStatus, string> = {
  open: 'aberto',
  sent: 'enviado',
  received: 'recebido',
  cancelled: 'cancelado',
};

export const ORDER_STATUS_BY_NAME = Object.fromEntries(
  Object.entries(ORDER_STATUS_NAMES).map(([status, name]) => [name, status]),
) as Record<string, PurchaseOrderStatus>;

const NEXT: Record<PurchaseOrderStatus, readonly PurchaseOrderStatus[]> = {
  open: ['sent', 'cancelled'],
  sent: ['received', 'cancelled'],
  received: [],
  cancelled: [],
};

export function canMoveOrder(from: PurchaseOrderStatus, to: PurchaseOrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** Orders whose items may still change the suggestions they came from. */
export const ACTIVE_ORDER_STATUSES: readonly PurchaseOrderStatus[] = ['open', 'sent'];

/**
 * Suggestion statuses (spec 000 §3) a suggestion may leave for an order: the open ones before the purchase is
 * agreed. A suggestion staff closed (duplicated, already held, out of print…) is moved back by hand first.
 */
export const ORDERABLE_SUGGESTION_STATUSES: readonly string[] = [
  'pre_sugestao',
  'sugestao_compra',
  'em_cotacao',
  'em_negociacao',
];

/**
 * The status a suggestion takes when its order moves: in quote while the order is open, awaiting delivery once
 * sent, attended (in whole, in part, or not at all by what arrived) when received, and back to a plain purchase
 * suggestion when the order is cancelled, so it can go into another order.
 */
export function suggestionStatusForOrder(
  order: PurchaseOrderStatus,
  item: { quantity: number; quantityReceived: number },
): string {
  switch (order) {
    case 'open':
      return 'em_cotacao';
    case 'sent':
      return 'aguardando_entrega';
    case 'received':
      if (item.quantityReceived >= item.quantity) return 'atendida';
      return item.quantityReceived > 0 ? 'atendida_parcialmente' : 'nao_atendida';
    case 'cancelled':
      return 'sugestao_compra';
  }
}
