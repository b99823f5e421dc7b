import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Circulation integrity (docs/circulation.md). The use-cases lock and check; these indexes are the last
 * word when two requests race:
 * - a copy has at most one open loan;
 * - a patron has at most one active (queued or released) hold per title;
 * - loan tokens are looked up by token at the self-service kiosk.
 */
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await sql`create unique index loans_one_open_per_copy on loans (copy_id) where returned_at is null`.execute(db);
  await sql`create unique index holds_one_active_per_patron on holds (record_id, person_id) where status in ('queued', 'released')`.execute(
    db,
  );
  await db.schema.createIndex('loan_tokens_token').on('loan_tokens').column('token').unique().execute();
  await db.schema.createIndex('debts_person').on('debts').column('person_id').execute();
  await db.schema.createIndex('suspensions_person').on('suspensions').column('person_id').execute();
}
