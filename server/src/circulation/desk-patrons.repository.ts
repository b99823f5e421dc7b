import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema.ts';

/** The desk's reads of patrons and of the holds shelf (desk-patrons.ts holds the rules). */
type Db = Kysely<Database>;

/** LIKE pattern for a word, its wildcards escaped (used with `escape '\'`). */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * People matching the desk's one search box: a login (user code, also the number printed on the library card) or
 * a tax id (CPF digits) exactly, or every word of the term (folded by core's foldPersonName) inside the folded name
 * (people.name_search), so case and accents do not matter. Exact matches first, then by name; at most `limit` rows
 * and the total.
 */
export async function searchPeople(
  db: Db,
  term: { text: string; digits: string | null; words: string[]; limit: number },
) {
  const { text, digits, words } = term;
  let base = db.selectFrom('people').where((eb) =>
    eb.or([
      // Not a correlated EXISTS: the logins are looked up once, on the lower(login) index (migration 0230); as
      // EXISTS, PostgreSQL costed it so high that it compiled the plan with JIT, 0.9 s of a 1 s search.
      eb(
        'people.id',
        'in',
        eb
          .selectFrom('logins')
          .select('logins.person_id')
          .where(sql<boolean>`lower(logins.login) = ${text.toLowerCase()}`),
      ),
      ...(digits ? [eb('people.tax_id', '=', digits)] : []),
      ...(words.length > 0
        ? [eb.and(words.map((word) => eb('people.name_search', 'like', sql<string>`${containing(word)} escape '\\'`)))]
        : []),
    ]),
  );
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  base = base.orderBy(sql`case when people.tax_id = ${digits ?? ''} then 0 else 1 end`).orderBy('people.name');
  const rows = await base
    .select(['people.id', 'people.name', 'people.category_code', 'people.blocked'])
    .orderBy('people.id')
    .limit(term.limit)
    .execute();
  return { total: Number(total?.n ?? 0), rows };
}

export function findPersonForDesk(db: Db, personId: number) {
  return db
    .selectFrom('people')
    .leftJoin('patron_categories', 'patron_categories.code', 'people.category_code')
    .select([
      'people.id',
      'people.name',
      'people.email',
      'people.category_code',
      'people.blocked',
      'people.block_reason',
      'patron_categories.name as category_name',
    ])
    .where('people.id', '=', personId)
    .executeTakeFirst();
}

/** Each person's logins, first first. */
export async function loginsOf(db: Db, personIds: readonly number[]) {
  if (personIds.length === 0) return new Map<number, string[]>();
  const rows = await db
    .selectFrom('logins')
    .select(['person_id', 'login'])
    .where('person_id', 'in', personIds)
    .orderBy('person_id')
    .orderBy('id')
    .execute();
  const byPerson = new Map<number, string[]>();
  for (const row of rows) byPerson.set(row.person_id, [...(byPerson.get(row.person_id) ?? []), row.login]);
  return byPerson;
}

export async function categoryNames(db: Db) {
  const rows = await db.selectFrom('patron_categories').select(['code', 'name']).execute();
  return new Map(rows.map((row) => [row.code, row.name]));
}

export async function libraryNamesByIds(db: Db, libraryIds: readonly number[]) {
  if (libraryIds.length === 0) return new Map<number, { code: string; name: string }>();
  const rows = await db.selectFrom('libraries').select(['id', 'code', 'name']).where('id', 'in', libraryIds).execute();
  return new Map(rows.map((row) => [row.id, { code: row.code, name: row.name }]));
}

/**
 * Holds waiting on a holds shelf (released), optionally of one pickup library; the soonest deadline first. A hold's
 * pickup library is its own library unless the patron chose another.
 */
export async function listHoldShelf(db: Db, filter: { libraryCode?: string; offset: number; limit: number }) {
  let base = db
    .selectFrom('holds')
    .innerJoin('libraries as pickup', (join) =>
      join.on((eb) => eb('pickup.id', '=', eb.fn.coalesce('holds.pickup_library_id', 'holds.library_id'))),
    )
    .where('holds.status', '=', 'released');
  if (filter.libraryCode) base = base.where('pickup.code', '=', filter.libraryCode);
  const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await base
    .innerJoin('records', 'records.id', 'holds.record_id')
    .innerJoin('people', 'people.id', 'holds.person_id')
    .leftJoin('copies', 'copies.id', 'holds.copy_id')
    .select([
      'holds.id',
      'holds.record_id',
      'holds.copy_id',
      'holds.person_id',
      'holds.released_at',
      'holds.pickup_until',
      'records.title',
      'people.name as person_name',
      'copies.barcode',
      'pickup.code as pickup_code',
      'pickup.name as pickup_name',
    ])
    .orderBy('holds.pickup_until')
    .orderBy('holds.id')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  return { total: Number(total?.n ?? 0), rows };
}

/** The person a loan belongs to (desk renewal). */
export function findLoanPerson(db: Db, loanId: number) {
  return db.selectFrom('loans').select(['person_id']).where('id', '=', loanId).executeTakeFirst();
}
