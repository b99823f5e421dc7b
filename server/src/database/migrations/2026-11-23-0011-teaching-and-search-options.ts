import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Teaching plan and search-tab options (docs/search.md, "Look-ups"):
 * - courses, disciplines and professors for the look-ups of spec 001 §7.2 and new acquisitions by course;
 *   a discipline belongs to courses and is taught by professors; its bibliography lists catalogue records;
 * - search_options: the choices of the archive, normative-acts and case-law search tabs and the products of
 *   the standards server (`produtos-target`), each label in the five interface languages (labels_json).
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  const withId = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
        postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
      );

  await withId('courses')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('campus_id', 'integer', (c) => c.references('campuses.id').onDelete('set null'))
    .execute();
  await withId('disciplines')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await withId('professors')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('person_id', 'integer', (c) => c.references('people.id').onDelete('set null'))
    .execute();
  await db.schema
    .createTable('course_disciplines')
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('discipline_id', 'integer', (c) => c.notNull().references('disciplines.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('course_disciplines_pk', ['course_id', 'discipline_id'])
    .execute();
  await db.schema
    .createTable('discipline_professors')
    .addColumn('discipline_id', 'integer', (c) => c.notNull().references('disciplines.id').onDelete('cascade'))
    .addColumn('professor_id', 'integer', (c) => c.notNull().references('professors.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('discipline_professors_pk', ['discipline_id', 'professor_id'])
    .execute();
  await db.schema
    .createTable('discipline_records')
    .addColumn('discipline_id', 'integer', (c) => c.notNull().references('disciplines.id').onDelete('cascade'))
    .addColumn('record_id', 'integer', (c) => c.notNull().references('records.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('discipline_records_pk', ['discipline_id', 'record_id'])
    .execute();
  await db.schema.createIndex('discipline_records_record').on('discipline_records').column('record_id').execute();

  await db.schema
    .createTable('search_options')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('group_key', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('labels_json', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('search_options_pk', ['kind', 'group_key', 'code'])
    .execute();
}
