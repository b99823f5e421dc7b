import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * The staff console's queues (issue 21; docs/staff-queues.md):
 * - acquisition_suggestions.staff_note: the library's note to the patron with the suggestion's last status change;
 *   purchase_order_id: the order (open, sent or received) that holds the suggestion, null when none does. Setting it
 *   only where it is null is what keeps a suggestion in one order at a time on both engines;
 * - purchase_orders and purchase_order_items: orders to a supplier per library (spec 000 §3 "Acquisition": item
 *   count, quote date, creation date, foreign title, requester, total delivered, estimated delivery), each item
 *   from a suggestion or typed in; money in integer cents;
 * - privacy_requests: a patron's request that the library erase their personal data, which staff complete;
 * - the indexes the queues read by: status first, then the library or the date they page by.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  const withId = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
        postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
      );

  await withId('purchase_orders')
    .addColumn('library_id', 'integer', (c) => c.notNull().references('libraries.id'))
    .addColumn('supplier', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('quote_date', 'text')
    .addColumn('expected_delivery', 'text')
    .addColumn('notes', 'text')
    .addColumn('created_by', 'integer', (c) => c.references('people.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema
    .createIndex('purchase_orders_status')
    .on('purchase_orders')
    .columns(['status', 'library_id', 'created_at'])
    .execute();

  await withId('purchase_order_items')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('purchase_orders.id').onDelete('cascade'))
    .addColumn('suggestion_id', 'integer', (c) => c.references('acquisition_suggestions.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('author', 'text')
    .addColumn('publisher', 'text')
    .addColumn('isbn_issn', 'text')
    .addColumn('foreign_title', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('quantity_received', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('purchase_order_items_order').on('purchase_order_items').columns(['order_id']).execute();

  await db.schema.alterTable('acquisition_suggestions').addColumn('staff_note', 'text').execute();
  await db.schema
    .alterTable('acquisition_suggestions')
    .addColumn('purchase_order_id', 'integer', (c) => c.references('purchase_orders.id'))
    .execute();
  await db.schema
    .createIndex('acquisition_suggestions_status')
    .on('acquisition_suggestions')
    .columns(['status', 'library_id', 'created_at'])
    .execute();

  await withId('privacy_requests')
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id'))
    .addColumn('reason', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reply', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('handled_at', 'text')
    .addColumn('handled_by', 'integer', (c) => c.references('people.id'))
    .execute();
  await db.schema
    .createIndex('privacy_requests_status')
    .on('privacy_requests')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('privacy_requests_person').on('privacy_requests').columns(['person_id']).execute();

  await db.schema
    .createIndex('record_comments_status')
    .on('record_comments')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('loan_requests_status').on('loan_requests').columns(['status', 'requested_at']).execute();
  await db.schema
    .createIndex('no_debt_declarations_issued')
    .on('no_debt_declarations')
    .columns(['issued_at'])
    .execute();
  await db.schema
    .createIndex('general_comments_library')
    .on('general_comments')
    .columns(['library_id', 'created_at'])
    .execute();
}
