import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema.ts';

export interface NewAcquisitionFilter {
  /** NA_C: course code; NA_A: main class (facet K code). */
  letter: 'NA_C' | 'NA_A';
  code: string;
}

export interface FacetCount {
  code: string;
  label: string;
  count: number;
}

/** Records added to the catalogue since `since` (ISO time), narrowed to one course or area. */
function newRecords(db: Kysely<Database>, since: string, filter?: NewAcquisitionFilter) {
  // A suppressed record is no news to the public (docs/staff-catalogue.md).
  let query = db.selectFrom('records as r').where('r.created_at', '>=', since).where('r.suppressed', '=', 0);
  if (filter?.letter === 'NA_C') {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('discipline_records as dr')
          .innerJoin('course_disciplines as cd', 'cd.discipline_id', 'dr.discipline_id')
          .innerJoin('courses as c', 'c.id', 'cd.course_id')
          .select(sql`1`.as('one'))
          .whereRef('dr.record_id', '=', 'r.id')
          .where('c.code', '=', filter.code),
      ),
    );
  } else if (filter?.letter === 'NA_A') {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('record_facets as f')
          .select(sql`1`.as('one'))
          .whereRef('f.record_id', '=', 'r.id')
          .where('f.letter', '=', 'K')
          .where('f.code', '=', filter.code),
      ),
    );
  }
  return query;
}

/** One page of new titles, newest first, and how many there are. */
export async function findNewAcquisitions(
  db: Kysely<Database>,
  since: string,
  filter: NewAcquisitionFilter | undefined,
  page: { offset: number; limit: number },
): Promise<{ total: number; ids: number[] }> {
  const counted = await newRecords(db, since, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await newRecords(db, since, filter)
    .select('r.id')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return { total: Number(counted.total), ids: rows.map((row) => row.id) };
}

/** New titles per course (through the bibliographies of its disciplines), courses by name. */
export async function countNewByCourse(db: Kysely<Database>, since: string): Promise<FacetCount[]> {
  const rows = await db
    .selectFrom('courses as c')
    .innerJoin('course_disciplines as cd', 'cd.course_id', 'c.id')
    .innerJoin('discipline_records as dr', 'dr.discipline_id', 'cd.discipline_id')
    .innerJoin('records as r', 'r.id', 'dr.record_id')
    .where('r.created_at', '>=', since)
    .select(['c.code', 'c.name', (eb) => eb.fn.count<number | string>('r.id').distinct().as('count')])
    .groupBy(['c.code', 'c.name'])
    .orderBy('c.name')
    .execute();
  return rows.map((row) => ({ code: row.code, label: row.name, count: Number(row.count) }));
}

/** New titles per main class (facet K). */
export async function countNewByArea(db: Kysely<Database>, since: string): Promise<FacetCount[]> {
  const rows = await db
    .selectFrom('record_facets as f')
    .innerJoin('records as r', 'r.id', 'f.record_id')
    .where('f.letter', '=', 'K')
    .where('r.created_at', '>=', since)
    .select(['f.code', (eb) => eb.fn.max('f.label').as('label'), (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('f.code')
    .orderBy('f.code')
    .execute();
  return rows.map((row) => ({ code: row.code, label: String(row.label ?? row.code), count: Number(row.count) }));
}
