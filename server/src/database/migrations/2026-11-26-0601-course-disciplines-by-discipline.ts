import type { Kysely } from 'kysely';

/**
 * `course_disciplines` by discipline: every search page reads each result's courses from its disciplines
 * (search-page.repository.ts), and the primary key (course_id, discipline_id) cannot be searched by discipline, so
 * each result scanned the whole table (SQLite's plan: SCAN cd), a cost that grows with the institution's courses.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('course_disciplines_discipline')
    .ifNotExists()
    .on('course_disciplines')
    .columns(['discipline_id', 'course_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('course_disciplines_discipline').ifExists().execute();
}
