import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { DialectName } from '../database/database.ts';
import type { AcquisitionSuggestionTable, Database, PurchaseOrderItemTable } from '../database/schema.ts';
import type { PurchaseOrderStatus } from './purchase-order-rules.ts';

/** The acquisition staff's queries: suggestions as staff see them, purchase orders and their items. */
type Executor = Kysely<Database> | Transaction<Database>;

export interface Page {
  offset: number;
  limit: number;
}

// --- Suggestions ---------------------------------------------------------------------------------------------

export interface SuggestionFilter {
  libraryCode?: string;
  status?: string;
}

function suggestionsIn(db: Executor, filter: SuggestionFilter) {
  let query = db
    .selectFrom('acquisition_suggestions')
    .innerJoin('libraries', 'libraries.id', 'acquisition_suggestions.library_id');
  if (filter.libraryCode) query = query.where('libraries.code', '=', filter.libraryCode);
  if (filter.status) query = query.where('acquisition_suggestions.status', '=', filter.status);
  return query;
}

/** A page of suggestions, oldest first (the first sent is the first to answer), with patron and order. */
export function listSuggestions(db: Executor, filter: SuggestionFilter, page: Page) {
  return suggestionsIn(db, filter)
    .leftJoin('people', 'people.id', 'acquisition_suggestions.person_id')
    .leftJoin('purchase_orders', 'purchase_orders.id', 'acquisition_suggestions.purchase_order_id')
    .select([
      'acquisition_suggestions.id',
      'acquisition_suggestions.title',
      'acquisition_suggestions.author',
      'acquisition_suggestions.edition',
      'acquisition_suggestions.publisher',
      'acquisition_suggestions.isbn_issn',
      'acquisition_suggestions.periodical',
      'acquisition_suggestions.other_info',
      'acquisition_suggestions.status',
      'acquisition_suggestions.staff_note',
      'acquisition_suggestions.created_at',
      'acquisition_suggestions.updated_at',
      'acquisition_suggestions.purchase_order_id',
      'purchase_orders.status as order_status',
      'libraries.code as library_code',
      'libraries.name as library_name',
      'people.name as person_name',
    ])
    .orderBy('acquisition_suggestions.created_at')
    .orderBy('acquisition_suggestions.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countSuggestions(db: Executor, filter: SuggestionFilter): Promise<number> {
  const row = await suggestionsIn(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many suggestions each status holds (of one library when named). */
export async function suggestionCountsByStatus(db: Executor, libraryCode?: string) {
  const rows = await suggestionsIn(db, { libraryCode })
    .select(['acquisition_suggestions.status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('acquisition_suggestions.status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.n) }));
}

/** What a status change reads: the suggestion, its patron and the status of the order holding it. */
export function findSuggestion(db: Executor, suggestionId: number) {
  return db
    .selectFrom('acquisition_suggestions')
    .leftJoin('purchase_orders', 'purchase_orders.id', 'acquisition_suggestions.purchase_order_id')
    .select([
      'acquisition_suggestions.id',
      'acquisition_suggestions.person_id',
      'acquisition_suggestions.library_id',
      'acquisition_suggestions.title',
      'acquisition_suggestions.author',
      'acquisition_suggestions.publisher',
      'acquisition_suggestions.isbn_issn',
      'acquisition_suggestions.status',
      'acquisition_suggestions.staff_note',
      'acquisition_suggestions.updated_at',
      'acquisition_suggestions.purchase_order_id',
      'purchase_orders.status as order_status',
    ])
    .where('acquisition_suggestions.id', '=', suggestionId)
    .executeTakeFirst();
}

/** Changes a suggestion still in status `from`; false when another change came first. */
export async function updateSuggestionFrom(
  db: Executor,
  suggestionId: number,
  from: string,
  changes: Updateable<AcquisitionSuggestionTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('acquisition_suggestions')
    .set(changes)
    .where('id', '=', suggestionId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Puts a suggestion in an order unless one holds it already (the check and the write are one statement). */
export async function claimSuggestionForOrder(
  db: Executor,
  suggestionId: number,
  orderId: number,
  changes: { status: string; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('acquisition_suggestions')
    .set({ ...changes, purchase_order_id: orderId })
    .where('id', '=', suggestionId)
    .where('purchase_order_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Moves the suggestions an order holds; `release` lets them go into another order. */
export async function setOrderSuggestion(
  db: Executor,
  suggestionId: number,
  orderId: number,
  changes: { status: string; updated_at: string; release: boolean },
): Promise<void> {
  await db
    .updateTable('acquisition_suggestions')
    .set({
      status: changes.status,
      updated_at: changes.updated_at,
      ...(changes.release ? { purchase_order_id: null } : {}),
    })
    .where('id', '=', suggestionId)
    .where('purchase_order_id', '=', orderId)
    .execute();
}

/** The patron's name, e-mail and language, for the note they are sent. */
export function findPatronContact(db: Executor, personId: number) {
  return db.selectFrom('people').select(['name', 'email', 'language']).where('id', '=', personId).executeTakeFirst();
}

/**
 * An alert in the patron's personal area, written in their language. The alerts feature keeps texts only for its
 * own kinds; this one's text is written here and stored as is (the list shows a stored text for a kind it does
 * not know), in the transaction of the change.
 */
export async function insertStoredAlert(
  db: Executor,
  alert: { personId: number; kind: string; title: string; message: string; params: object; at: string },
): Promise<void> {
  await db
    .insertInto('alerts')
    .values({
      person_id: alert.personId,
      kind: alert.kind,
      params_json: JSON.stringify(alert.params),
      title: alert.title,
      message: alert.message,
      read: 0,
      created_at: alert.at,
    })
    .execute();
}

// --- Purchase orders -----------------------------------------------------------------------------------------

export interface OrderFilter {
  libraryCode?: string;
  status?: PurchaseOrderStatus;
}

function ordersIn(db: Executor, filter: OrderFilter) {
  let query = db.selectFrom('purchase_orders').innerJoin('libraries', 'libraries.id', 'purchase_orders.library_id');
  if (filter.libraryCode) query = query.where('libraries.code', '=', filter.libraryCode);
  if (filter.status) query = query.where('purchase_orders.status', '=', filter.status);
  return query;
}

function orderColumns(db: Executor, filter: OrderFilter) {
  return ordersIn(db, filter).select((eb) => [
    'purchase_orders.id',
    'purchase_orders.supplier',
    'purchase_orders.status',
    'purchase_orders.quote_date',
    'purchase_orders.expected_delivery',
    'purchase_orders.notes',
    'purchase_orders.created_at',
    'purchase_orders.updated_at',
    'purchase_orders.sent_at',
    'purchase_orders.closed_at',
    'libraries.code as library_code',
    'libraries.name as library_name',
    eb
      .selectFrom('purchase_order_items')
      .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('quantity'), sub.lit(0)).as('n'))
      .whereRef('purchase_order_items.order_id', '=', 'purchase_orders.id')
      .as('item_count'),
    eb
      .selectFrom('purchase_order_items')
      .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('quantity_received'), sub.lit(0)).as('n'))
      .whereRef('purchase_order_items.order_id', '=', 'purchase_orders.id')
      .as('received_count'),
    eb
      .selectFrom('purchase_order_items')
      .select((sub) =>
        sub.fn.coalesce(sub.fn.sum<number>(sub('quantity', '*', sub.ref('unit_price_cents'))), sub.lit(0)).as('n'),
      )
      .whereRef('purchase_order_items.order_id', '=', 'purchase_orders.id')
      .as('total_cents'),
  ]);
}

/** A page of orders, newest first. */
export function listOrders(db: Executor, filter: OrderFilter, page: Page) {
  return orderColumns(db, filter)
    .orderBy('purchase_orders.created_at', 'desc')
    .orderBy('purchase_orders.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export type OrderRow = Awaited<ReturnType<typeof listOrders>>[number];

export function findOrderView(db: Executor, orderId: number) {
  return orderColumns(db, {}).where('purchase_orders.id', '=', orderId).executeTakeFirst();
}

export async function countOrders(db: Executor, filter: OrderFilter): Promise<number> {
  const row = await ordersIn(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function orderCountsByStatus(db: Executor, libraryCode?: string) {
  const rows = await ordersIn(db, { libraryCode })
    .select(['purchase_orders.status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('purchase_orders.status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.n) }));
}

export async function insertOrder(db: Executor, values: Insertable<Database['purchase_orders']>): Promise<number> {
  const { id } = await db.insertInto('purchase_orders').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** The order's row, held against other changes until the transaction ends (PostgreSQL; SQLite's is one writer). */
export function lockOrder(trx: Executor, dialect: DialectName, orderId: number) {
  let query = trx.selectFrom('purchase_orders').selectAll().where('id', '=', orderId);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Changes an order still in status `from`; false when another change came first. */
export async function updateOrderFrom(
  db: Executor,
  orderId: number,
  from: PurchaseOrderStatus,
  changes: Updateable<Database['purchase_orders']>,
): Promise<boolean> {
  const result = await db
    .updateTable('purchase_orders')
    .set(changes)
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An order's items in the order they were added, with the name of the patron who suggested each. */
export function orderItems(db: Executor, orderId: number) {
  return db
    .selectFrom('purchase_order_items')
    .leftJoin('acquisition_suggestions', 'acquisition_suggestions.id', 'purchase_order_items.suggestion_id')
    .leftJoin('people', 'people.id', 'acquisition_suggestions.person_id')
    .select([
      'purchase_order_items.id',
      'purchase_order_items.suggestion_id',
      'purchase_order_items.title',
      'purchase_order_items.author',
      'purchase_order_items.publisher',
      'purchase_order_items.isbn_issn',
      'purchase_order_items.foreign_title',
      'purchase_order_items.quantity',
      'purchase_order_items.unit_price_cents',
      'purchase_order_items.quantity_received',
      'people.name as requester_name',
    ])
    .where('purchase_order_items.order_id', '=', orderId)
    .orderBy('purchase_order_items.id')
    .execute();
}

export async function insertOrderItem(db: Executor, values: Insertable<PurchaseOrderItemTable>): Promise<number> {
  const { id } = await db.insertInto('purchase_order_items').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export function findOrderItem(db: Executor, orderId: number, itemId: number) {
  return db
    .selectFrom('purchase_order_items')
    .selectAll()
    .where('id', '=', itemId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
}

export async function deleteOrderItem(db: Executor, orderId: number, itemId: number): Promise<void> {
  await db.deleteFrom('purchase_order_items').where('id', '=', itemId).where('order_id', '=', orderId).execute();
}

export async function setItemReceived(db: Executor, itemId: number, quantityReceived: number): Promise<void> {
  await db
    .updateTable('purchase_order_items')
    .set({ quantity_received: quantityReceived })
    .where('id', '=', itemId)
    .execute();
}

export function findLibraryIdByCode(db: Executor, code: string) {
  return db.selectFrom('libraries').select(['id', 'code', 'name']).where('code', '=', code).executeTakeFirst();
}
