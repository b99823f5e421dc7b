import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Interest profile (DSI, spec 001 §7.10; docs/interest-profile.md):
 * - interest_profiles gets `created_at` and one row per person, kind and code (adding an item again renews it);
 * - interest_profile_notices keeps when each patron was last told of new titles: GET /perfil-interesse/titulos
 *   lists what the catalogue received after that instant;
 * - people.language: the language of the patron's last sign-in or token refresh (`idioma` header), so mail sent
 *   without a request (hold ready) is written in it (docs/circulation.md "E-mail language").
 */
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('interest_profiles')
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('interest_profiles_person_kind_code')
    .on('interest_profiles')
    .columns(['person_id', 'kind', 'code'])
    .unique()
    .execute();
  await db.schema
    .createTable('interest_profile_notices')
    .addColumn('person_id', 'integer', (c) => c.primaryKey().references('people.id').onDelete('cascade'))
    .addColumn('last_notice_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('people').addColumn('language', 'text').execute();
}
