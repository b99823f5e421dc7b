/**
 * Where the acquisition screens live: in the personal area (/meupergamum, spec 000 §1 lists them among the
 * self-service features), which composes them (web/src/features/account). Kept here so links need no import of it.
 */
const BASE = '/meupergamum';

export const ACQUISITION_SEGMENTS = {
  purchaseOrders: 'pedidos-compra',
  acquisitionStatistics: 'estatisticas-aquisicao',
  titleTotals: 'totais-titulo',
} as const;

export const ACQUISITION_HREFS = {
  suggestions: `${BASE}/sugestoes-aquisicao`,
  purchaseOrders: `${BASE}/${ACQUISITION_SEGMENTS.purchaseOrders}`,
  acquisitionStatistics: `${BASE}/${ACQUISITION_SEGMENTS.acquisitionStatistics}`,
  titleTotals: `${BASE}/${ACQUISITION_SEGMENTS.titleTotals}`,
} as const;

/** The id of an order on the purchase orders screen (the suggestions list links to it). */
export const orderAnchor = (orderId: number) => `pedido-${orderId}`;
