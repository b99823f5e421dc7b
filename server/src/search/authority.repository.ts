import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema.ts';

/**
 * Authorities whose heading or a see-from form holds every word (whole words, folded), of one type
 * when given, by heading; and how many there are.
 */
export async function searchAuthorities(
  db: Kysely<Database>,
  criteria: { words: string[]; type?: string },
  page: { offset: number; limit: number },
) {
  let query = db.selectFrom('authorities as a');
  if (criteria.type) query = query.where('a.authority_type', '=', criteria.type);
  if (criteria.words.length > 0) {
    // Words are folded letters and digits only, so they carry no LIKE wildcard.
    const matches = criteria.words.map((word) => sql<boolean>`(' ' || r.form_key || ' ') like ${`% ${word} %`}`);
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('authority_references as r')
          .select('r.authority_id')
          .whereRef('r.authority_id', '=', 'a.id')
          .where(sql<boolean>`${sql.join(matches, sql` and `)}`),
      ),
    );
  }
  const total = await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
  const rows = await query
    .select(['a.id', 'a.authority_type', 'a.heading', 'a.see_from_json'])
    .orderBy('a.heading_sort')
    .orderBy('a.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { total: Number(total?.total ?? 0), rows };
}

export async function findAuthority(db: Kysely<Database>, id: number) {
  return db.selectFrom('authorities').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The authority (lowest id) whose heading or a see-from form folds to each key. */
export async function authoritiesByFormKeys(db: Kysely<Database>, keys: string[]) {
  if (keys.length === 0) return new Map<string, { id: number; heading: string }>();
  const rows = await db
    .selectFrom('authority_references as r')
    .innerJoin('authorities as a', 'a.id', 'r.authority_id')
    .select(['r.form_key', 'a.id', 'a.heading'])
    .where('r.form_key', 'in', [...new Set(keys)])
    .orderBy('a.id')
    .execute();
  const found = new Map<string, { id: number; heading: string }>();
  for (const row of rows) if (!found.has(row.form_key)) found.set(row.form_key, { id: row.id, heading: row.heading });
  return found;
}
