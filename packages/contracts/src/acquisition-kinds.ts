/**
 * The acquisition codes on the wire, apart from the schemas that use them: the web reads these constants on pages
 * that must not load TypeBox (a schema module's helper calls keep it in the bundle; docs/performance.md "Web").
 */

/** How copies came to the library; `nao_informado` counts copies with a date but no stated kind. */
export const ACQUISITION_KINDS = ['compra', 'doacao', 'permuta', 'nao_informado'] as const;
export type AcquisitionKind = (typeof ACQUISITION_KINDS)[number];

/** Purchase order statuses on the wire (the staff queue's names). */
export const PURCHASE_ORDER_STATUSES = ['aberto', 'enviado', 'recebido', 'cancelado'] as const;
export type PurchaseOrderStatusName = (typeof PURCHASE_ORDER_STATUSES)[number];
