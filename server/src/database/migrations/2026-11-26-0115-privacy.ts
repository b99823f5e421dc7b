import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Privacy (docs/privacy.md): `privacy_consents` keeps each patron's choice about their reading history (opt-in: no
 * row, or 0, means the history is detached after the retention period); `anonymous_patrons` names, per institution,
 * the stand-in person that detached loans and holds are moved to, so statistics keep counting them while nobody can
 * tell whose they were (the approach of Koha's AnonymousPatron).
 */
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('privacy_consents')
    .addColumn('person_id', 'integer', (c) => c.primaryKey().references('people.id').onDelete('cascade'))
    .addColumn('reading_history', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('anonymous_patrons')
    .addColumn('institution_id', 'integer', (c) => c.primaryKey().references('institutions.id').onDelete('cascade'))
    .addColumn('person_id', 'integer', (c) => c.notNull().references('people.id'))
    .execute();
}
