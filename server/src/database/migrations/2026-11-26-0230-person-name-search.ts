import { foldPersonName } from '@estante/core';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

const BATCH = 1_000;

/**
 * people.name_search: the name as the staff desk matches it (docs/staff-desk.md "Finding a patron"), folded in
 * TypeScript by core's foldPersonName so `joao` finds `João` on SQLite (whose lower() knows only ASCII) as on
 * PostgreSQL. Every writer of people.name writes it too; this fills it for the people already there.
 * logins_login_lower: the desk's case-insensitive look-up of a login (the card number) reads an index, not every login.
 */
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('people')
    .addColumn('name_search', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('logins_login_lower').on('logins').expression(sql`lower(login)`).execute();
  let after = 0;
  for (;;) {
    const rows: { id: number; name: string }[] = await db
      .selectFrom('people')
      .select(['id', 'name'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    for (const row of rows)
      await db
        .updateTable('people')
        .set({ name_search: foldPersonName(row.name) })
        .where('id', '=', row.id)
        .execute();
    after = rows[rows.length - 1]!.id;
  }
}
