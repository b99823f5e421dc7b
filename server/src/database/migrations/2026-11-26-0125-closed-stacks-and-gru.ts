import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Closed stacks (docs/closed-stacks.md) and the GRU payment slip (docs/payment-slip.md).
 *
 * - `closed_stacks`: a library's shelving location or collection kept closed (armazém): its copies are fetched by
 *   staff on request. `kind` says which copy column `code` matches (`copies.location` or `copies.collection`), so a
 *   rule also covers copies imported later with that code.
 * - `storage_requests`: one copy asked for from the closed stacks; the copies of one basket share a protocol.
 *   requested → fetching → ready (until `pickup_until`) → delivered; or cancelled, or expired when not collected.
 * - `gru_slips`: a payment slip issued for a patron's debts at one library, with its reference number, the debts it
 *   covers and what it was issued for; `paid_at` once staff record the payment.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  const id = (c: any) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('closed_stacks')
    .addColumn('id', postgres ? 'serial' : 'integer', id)
    .addColumn('library_id', 'integer', (c) => c.notNull().references('libraries.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('location', 'collection')`))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('closed_stacks_unique', ['library_id', 'kind', 'code'])
    .execute();

  await db.schema
    .createTable('storage_requests')
    .addColumn('id', postgres ? 'serial' : 'integer', id)
    .addColumn('protocol', 'text', (c) => c.notNull())
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
    .addColumn('record_id', 'integer', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addColumn('copy_id', 'integer', (c) => c.notNull().references('copies.id').onDelete('cascade'))
    .addColumn('library_id', 'integer', (c) => c.notNull().references('libraries.id'))
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('requested', 'fetching', 'ready', 'delivered', 'cancelled', 'expired')`),
    )
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('fetched_at', 'text')
    .addColumn('ready_at', 'text')
    .addColumn('pickup_until', 'text')
    .addColumn('concluded_at', 'text')
    .execute();
  // The staff queue reads open requests by library and status; the expiry job reads ready ones by deadline.
  await db.schema
    .createIndex('storage_requests_queue')
    .on('storage_requests')
    .columns(['status', 'library_id', 'requested_at'])
    .execute();
  await db.schema.createIndex('storage_requests_copy').on('storage_requests').columns(['copy_id', 'status']).execute();
  await db.schema.createIndex('storage_requests_person').on('storage_requests').columns(['person_id']).execute();

  await db.schema
    .createTable('gru_slips')
    .addColumn('id', postgres ? 'serial' : 'integer', id)
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id').onDelete('cascade'))
    .addColumn('library_id', 'integer', (c) => c.notNull().references('libraries.id'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('barcode', 'text', (c) => c.notNull())
    .addColumn('debt_ids_json', 'text', (c) => c.notNull())
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('paid_by', 'integer', (c) => c.references('people.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('gru_slips_person').on('gru_slips').columns(['person_id', 'library_id']).execute();
}
