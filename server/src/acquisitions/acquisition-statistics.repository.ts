import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema.ts';

/** The copies acquired in a period (acquired_on, both days inclusive), of one library when named. */
export interface AcquiredFilter {
  from: string;
  to: string;
  libraryId?: number;
}

function acquiredIn(db: Kysely<Database>, filter: AcquiredFilter) {
  let query = db
    .selectFrom('copies')
    .innerJoin('records', 'records.id', 'copies.record_id')
    // Suppressed titles are out of the public catalogue, and so out of its figures.
    .where('records.suppressed', '=', 0)
    .where('copies.acquired_on', '>=', filter.from)
    .where('copies.acquired_on', '<=', filter.to);
  if (filter.libraryId !== undefined) query = query.where('copies.library_id', '=', filter.libraryId);
  return query;
}

const month = sql<string>`substr(copies.acquired_on, 1, 7)`;
const kind = sql<string>`coalesce(copies.acquisition_type, 'nao_informado')`;
const copiesOf = (value: string) =>
  sql<number>`sum(case when coalesce(copies.acquisition_type, 'nao_informado') = ${value} then 1 else 0 end)`;

/** Titles (distinct) and copies of the whole period. */
export async function acquiredTotals(db: Kysely<Database>, filter: AcquiredFilter) {
  const row = await acquiredIn(db, filter)
    .select((eb) => [
      eb.fn.count<number>('copies.record_id').distinct().as('titles'),
      eb.fn.countAll<number>().as('copies'),
    ])
    .executeTakeFirstOrThrow();
  return { titles: Number(row.titles), copies: Number(row.copies) };
}

/** Titles and copies per kind of acquisition (compra, doacao, permuta, nao_informado). */
export async function acquiredByKind(db: Kysely<Database>, filter: AcquiredFilter) {
  const rows = await acquiredIn(db, filter)
    .select((eb) => [
      kind.as('kind'),
      eb.fn.count<number>('copies.record_id').distinct().as('titles'),
      eb.fn.countAll<number>().as('copies'),
    ])
    .groupBy(kind)
    .execute();
  return rows.map((row) => ({ kind: row.kind, titles: Number(row.titles), copies: Number(row.copies) }));
}

/** Titles and copies per library, with the copies of each kind. */
export async function acquiredByLibrary(db: Kysely<Database>, filter: AcquiredFilter) {
  const rows = await acquiredIn(db, filter)
    .innerJoin('libraries', 'libraries.id', 'copies.library_id')
    .select((eb) => [
      'libraries.code',
      'libraries.name',
      eb.fn.count<number>('copies.record_id').distinct().as('titles'),
      eb.fn.countAll<number>().as('copies'),
      copiesOf('compra').as('compra'),
      copiesOf('doacao').as('doacao'),
      copiesOf('permuta').as('permuta'),
      copiesOf('nao_informado').as('nao_informado'),
    ])
    .groupBy(['libraries.code', 'libraries.name'])
    .orderBy('libraries.name')
    .execute();
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    titles: Number(row.titles),
    copies: Number(row.copies),
    byKind: kindCounts(row),
  }));
}

/** Titles and copies per month (YYYY-MM), with the copies of each kind; months without any are absent. */
export async function acquiredByMonth(db: Kysely<Database>, filter: AcquiredFilter) {
  const rows = await acquiredIn(db, filter)
    .select((eb) => [
      month.as('month'),
      eb.fn.count<number>('copies.record_id').distinct().as('titles'),
      eb.fn.countAll<number>().as('copies'),
      copiesOf('compra').as('compra'),
      copiesOf('doacao').as('doacao'),
      copiesOf('permuta').as('permuta'),
      copiesOf('nao_informado').as('nao_informado'),
    ])
    .groupBy(month)
    .execute();
  return rows.map((row) => ({
    month: row.month,
    titles: Number(row.titles),
    copies: Number(row.copies),
    byKind: kindCounts(row),
  }));
}

function kindCounts(row: { compra: number; doacao: number; permuta: number; nao_informado: number }) {
  return {
    compra: Number(row.compra ?? 0),
    doacao: Number(row.doacao ?? 0),
    permuta: Number(row.permuta ?? 0),
    nao_informado: Number(row.nao_informado ?? 0),
  };
}

export function findLibraryByCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('libraries').select(['id', 'code', 'name']).where('code', '=', code).executeTakeFirst();
}

/**
 * The purchase orders holding a patron's suggestions, newest first, with the order's whole copy counts and the
 * patron's own items (other patrons' titles and names stay private).
 */
export async function patronOrders(db: Kysely<Database>, personId: number) {
  const items = await db
    .selectFrom('purchase_order_items')
    .innerJoin('acquisition_suggestions', 'acquisition_suggestions.id', 'purchase_order_items.suggestion_id')
    .innerJoin('purchase_orders', 'purchase_orders.id', 'purchase_order_items.order_id')
    .innerJoin('libraries', 'libraries.id', 'purchase_orders.library_id')
    .innerJoin('people', 'people.id', 'acquisition_suggestions.person_id')
    .select((eb) => [
      'purchase_orders.id as order_id',
      'purchase_orders.status',
      'purchase_orders.quote_date',
      'purchase_orders.expected_delivery',
      'purchase_orders.created_at',
      'purchase_orders.sent_at',
      'purchase_orders.closed_at',
      'libraries.code as library_code',
      'libraries.name as library_name',
      'purchase_order_items.suggestion_id',
      'purchase_order_items.title',
      'purchase_order_items.author',
      'purchase_order_items.foreign_title',
      'purchase_order_items.quantity',
      'purchase_order_items.quantity_received',
      'people.name as requester_name',
      eb
        .selectFrom('purchase_order_items as all_items')
        .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('all_items.quantity'), sub.lit(0)).as('n'))
        .whereRef('all_items.order_id', '=', 'purchase_orders.id')
        .as('item_count'),
      eb
        .selectFrom('purchase_order_items as all_items')
        .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('all_items.quantity_received'), sub.lit(0)).as('n'))
        .whereRef('all_items.order_id', '=', 'purchase_orders.id')
        .as('received_count'),
    ])
    .where('acquisition_suggestions.person_id', '=', personId)
    .orderBy('purchase_orders.created_at', 'desc')
    .orderBy('purchase_orders.id', 'desc')
    .orderBy('purchase_order_items.id')
    .limit(500)
    .execute();
  return items;
}
