import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * The staff audit trail (issue 21, docs/staff.md): one row per staff action, i.e. every call other than GET that a
 * staff guard let through. `person_id` is set null if the person is deleted; `login` keeps who it was. JSON columns
 * hold the request's route parameters, query and body (secrets redacted, long values cut) and, when the use-case
 * recorded them, the changed row before and after.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  await db.schema
    .createTable('staff_audit')
    .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    )
    .addColumn('person_id', 'integer', (c) => c.references('people.id').onDelete('set null'))
    .addColumn('login', 'text')
    .addColumn('acted_at', 'text', (c) => c.notNull())
    .addColumn('function_code', 'integer', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('params_json', 'text')
    .addColumn('query_json', 'text')
    .addColumn('body_json', 'text')
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await db.schema.createIndex('staff_audit_acted_at').on('staff_audit').columns(['acted_at', 'id']).execute();
  await db.schema.createIndex('staff_audit_person').on('staff_audit').columns(['person_id', 'acted_at']).execute();
  await db.schema.createIndex('staff_audit_login').on('staff_audit').columns(['login', 'acted_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_audit').execute();
}
