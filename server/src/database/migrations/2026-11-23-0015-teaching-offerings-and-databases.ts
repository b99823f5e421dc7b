import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Teaching plan filters and the electronic databases of the personal area (spec 001 §7.3, docs/data-model.md):
 * - departments, and discipline_offerings: a discipline taught by a professor for a department in a year,
 *   semester (1 or 2) and course period (1st, 2nd… term of the curriculum): the filters of
 *   /acervo/{self-service}/plano-ensino/bibliografia;
 * - electronic_databases: the databases the institution subscribes to, with a link and an access note.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  const withId = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn('id', postgres ? 'serial' : 'integer', (column) =>
        postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
      );

  await withId('departments')
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await withId('discipline_offerings')
    .addColumn('discipline_id', 'integer', (c) => c.notNull().references('disciplines.id').onDelete('cascade'))
    .addColumn('professor_id', 'integer', (c) => c.notNull().references('professors.id').onDelete('cascade'))
    .addColumn('department_id', 'integer', (c) => c.references('departments.id').onDelete('set null'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('semester', 'integer', (c) => c.notNull())
    .addColumn('period', 'integer', (c) => c.notNull())
    .addUniqueConstraint('discipline_offerings_unique', ['discipline_id', 'professor_id', 'year', 'semester'])
    .execute();
  await db.schema
    .createIndex('discipline_offerings_professor')
    .on('discipline_offerings')
    .column('professor_id')
    .execute();

  await withId('electronic_databases')
    .addColumn('institution_id', 'integer', (c) => c.notNull().references('institutions.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('access_note', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
