import { GUIDE_LETTERS } from '@estante/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema.ts';

export interface GuideValueCount {
  code: string;
  label: string;
  count: number;
}

/** Public records per special collection (facet G), suppressed ones left out (docs/staff-catalogue.md). */
export async function countSpecialCollections(db: Kysely<Database>): Promise<GuideValueCount[]> {
  const rows = await db
    .selectFrom('record_facets as g')
    .innerJoin('records as r', 'r.id', 'g.record_id')
    .where('g.letter', '=', GUIDE_LETTERS.collection)
    .where('r.suppressed', '=', 0)
    .select(['g.code', (eb) => eb.fn.max('g.label').as('label'), (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('g.code')
    .execute();
  return rows.map((row) => ({ code: row.code, label: String(row.label ?? row.code), count: Number(row.count) }));
}

/** The values of `letter` among the public records of one special collection, with how many records hold each. */
export async function guideValues(
  db: Kysely<Database>,
  collection: string,
  letter: string,
): Promise<GuideValueCount[]> {
  const rows = await db
    .selectFrom('record_facets as f')
    .innerJoin('record_facets as g', (join) =>
      join
        .onRef('g.record_id', '=', 'f.record_id')
        .on('g.letter', '=', GUIDE_LETTERS.collection)
        .on('g.code', '=', collection),
    )
    .innerJoin('records as r', 'r.id', 'f.record_id')
    .where('f.letter', '=', letter)
    .where('r.suppressed', '=', 0)
    .select(['f.code', (eb) => eb.fn.max('f.label').as('label'), (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('f.code')
    .execute();
  return rows.map((row) => ({ code: row.code, label: String(row.label ?? row.code), count: Number(row.count) }));
}

/** Public records listed in at least one discipline's bibliography (whether the course-reserves guide has anything). */
export async function countReserveTitles(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('discipline_records as dr')
    .innerJoin('records as r', 'r.id', 'dr.record_id')
    .where('r.suppressed', '=', 0)
    .select((eb) => eb.fn.count<number | string>('dr.record_id').distinct().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface ReserveFilter {
  discipline?: string;
  course?: string;
  professor?: string;
}

/**
 * The public records in the bibliography of the disciplines that match every given code: the discipline itself,
 * the disciplines of a course, those a professor teaches. By title filing form, then id.
 */
export async function findReserveTitles(
  db: Kysely<Database>,
  filter: ReserveFilter,
  page: { offset: number; limit: number },
): Promise<{ total: number; ids: number[] }> {
  const records = () => {
    return db
      .selectFrom('records as r')
      .where('r.suppressed', '=', 0)
      .where((eb) => {
        let disciplines = eb
          .selectFrom('discipline_records as dr')
          .innerJoin('disciplines as d', 'd.id', 'dr.discipline_id')
          .select(sql`1`.as('one'))
          .whereRef('dr.record_id', '=', 'r.id');
        if (filter.discipline) disciplines = disciplines.where('d.code', '=', filter.discipline);
        if (filter.course) {
          const course = filter.course;
          disciplines = disciplines.where((inner) =>
            inner.exists(
              inner
                .selectFrom('course_disciplines as cd')
                .innerJoin('courses as c', 'c.id', 'cd.course_id')
                .select(sql`1`.as('one'))
                .whereRef('cd.discipline_id', '=', 'd.id')
                .where('c.code', '=', course),
            ),
          );
        }
        if (filter.professor) {
          const professor = filter.professor;
          disciplines = disciplines.where((inner) =>
            inner.exists(
              inner
                .selectFrom('discipline_professors as dp')
                .innerJoin('professors as p', 'p.id', 'dp.professor_id')
                .select(sql`1`.as('one'))
                .whereRef('dp.discipline_id', '=', 'd.id')
                .where('p.code', '=', professor),
            ),
          );
        }
        return eb.exists(disciplines);
      });
  };
  const counted = await records()
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await records()
    .select('r.id')
    .orderBy('r.title_sort')
    .orderBy('r.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total: Number(counted.total), ids: rows.map((row) => row.id) };
}
