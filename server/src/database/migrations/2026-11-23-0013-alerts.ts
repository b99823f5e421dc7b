import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Alerts of the personal area (docs/circulation.md "Alerts"): `kind` names the event and `params_json` its
 * values, so the list is written in the reader's language; `title`/`message` keep the Portuguese text for
 * kinds a reader does not know. The list is read per person, newest first.
 */
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('alerts')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('mensagem'))
    .execute();
  await db.schema
    .alterTable('alerts')
    .addColumn('params_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('alerts_person_created').on('alerts').columns(['person_id', 'created_at']).execute();
}
