import { FACET_LETTERS } from '@estante/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema.ts';

/** The catalogue queries behind the profile forms' candidates (interest-candidates.ts shapes them). */

/** Titles filed under each of the heading keys of a browse index. */
export async function headingTitleCounts(db: Kysely<Database>, kind: string, keys: string[]) {
  return db
    .selectFrom('browse_entries')
    .select(['sort_key', (eb) => eb.fn.count<number | string>('record_id').distinct().as('total')])
    .where('kind', '=', kind)
    .where('sort_key', 'in', keys)
    .groupBy('sort_key')
    .execute();
}

/** Headings of a browse index whose folded key holds every word at a word start, with their titles. */
export async function headingsWithWords(db: Kysely<Database>, kind: string, words: string[], limit: number) {
  return db
    .selectFrom('browse_entries')
    .select([
      'sort_key',
      (eb) => eb.fn.min('label').as('label'),
      (eb) => eb.fn.count<number | string>('record_id').distinct().as('total'),
    ])
    .where('kind', '=', kind)
    .where(
      sql<boolean>`${sql.join(
        words.map((word) => sql`(' ' || sort_key) like ${`% ${word}%`}`),
        sql` and `,
      )}`,
    )
    .groupBy('sort_key')
    .orderBy('sort_key')
    .limit(limit)
    .execute();
}

/**
 * The main classes present in the public catalogue (facet K), with their titles. Suppressed records keep their facet
 * rows (only browse headings go with a suppression), so they are left out here.
 */
export async function mainClassCounts(db: Kysely<Database>) {
  return db
    .selectFrom('record_facets')
    .innerJoin('records', 'records.id', 'record_facets.record_id')
    .select([
      'record_facets.code as code',
      (eb) => eb.fn.count<number | string>('record_facets.record_id').distinct().as('total'),
    ])
    .where('record_facets.letter', '=', FACET_LETTERS.classification)
    .where('records.suppressed', '=', 0)
    .groupBy('record_facets.code')
    .orderBy('code')
    .execute();
}

/**
 * Records of a work type in the public catalogue (suppressed ones left out) whose title holds the words or whose ISSN
 * begins with `issn`, held by one of the libraries.
 */
export async function findSerials(
  db: Kysely<Database>,
  workType: number,
  words: string[],
  issn: string,
  libraryIds: number[] | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('records as r')
    .select(['r.id', 'r.title', 'r.issn'])
    .where('r.work_type', '=', workType)
    .where('r.suppressed', '=', 0);
  if (words.length > 0 || issn.length >= 4) {
    query = query.where((eb) =>
      eb.or([
        ...(words.length > 0
          ? [eb.and(words.map((word) => sql<boolean>`(' ' || ${sql.ref('r.title_sort')} || ' ') like ${`% ${word}%`}`))]
          : []),
        ...(issn.length >= 4 ? [sql<boolean>`lower(replace(coalesce(r.issn, ''), '-', '')) like ${`${issn}%`}`] : []),
      ]),
    );
  }
  if (libraryIds)
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('copies as c')
          .select('c.id')
          .whereRef('c.record_id', '=', 'r.id')
          .where('c.library_id', 'in', libraryIds),
      ),
    );
  return query.orderBy('r.title_sort').orderBy('r.id').limit(limit).execute();
}

/** The languages the public catalogue's records are in (suppressed ones left out). */
export async function catalogueLanguages(db: Kysely<Database>) {
  return db
    .selectFrom('records')
    .select('language')
    .distinct()
    .where('language', 'is not', null)
    .where('suppressed', '=', 0)
    .execute();
}

export async function libraryNames(db: Kysely<Database>) {
  return db.selectFrom('libraries').select(['code', 'name']).orderBy('name').execute();
}
