import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * The circulation desk (issue 21, docs/staff-desk.md):
 * - `copy_transits`: a copy sent from one library to another, for a hold whose pickup library is elsewhere or back
 *   home; open (`received_at` null) until staff receive it. At most one open transit per copy: two desks receiving
 *   the same copy at once cannot both succeed;
 * - `debt_waivers`: staff waive a debt in part or whole, with a reason and who did it (the debt's discount grows);
 * - holds.status gains `in_transit` (the hold keeps its copy while it travels), so the one-active-hold-per-title
 *   index now counts it as active.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  const id = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
        postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
      );
  await id('copy_transits')
    .addColumn('copy_id', 'integer', (c) => c.notNull().references('copies.id').onDelete('cascade'))
    .addColumn('hold_id', 'integer', (c) => c.references('holds.id').onDelete('set null'))
    .addColumn('from_library_id', 'integer', (c) => c.notNull().references('libraries.id'))
    .addColumn('to_library_id', 'integer', (c) => c.notNull().references('libraries.id'))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text')
    .execute();
  await sql`create unique index copy_transits_one_open_per_copy on copy_transits (copy_id) where received_at is null`.execute(
    db,
  );
  await db.schema.createIndex('copy_transits_to_library').on('copy_transits').columns(['to_library_id']).execute();

  await id('debt_waivers')
    .addColumn('debt_id', 'integer', (c) => c.notNull().references('debts.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('waived_by', 'integer', (c) => c.references('people.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('debt_waivers_debt').on('debt_waivers').column('debt_id').execute();

  await sql`drop index holds_one_active_per_patron`.execute(db);
  await sql`create unique index holds_one_active_per_patron on holds (record_id, person_id) where status in ('queued', 'released', 'in_transit')`.execute(
    db,
  );
}
