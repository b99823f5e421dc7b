import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/** Facet values returned per letter (the most frequent ones; selected values are always added). */
export const FACET_VALUES_PER_LETTER = 30;

/** Most authorised headings one term expands to (docs/search.md, authority expansion). */
export const MAX_AUTHORITY_EXPANSIONS = 20;

/**
 * Authorised headings of the authorities that a folded term names: the term equals one of the
 * authority's forms (heading or see-from), or, when it has two words or more, is the beginning of one
 * by whole words ("clemens samuel" for "Clemens, Samuel Langhorne, 1835-1910"). A single word only
 * expands on an exact form ("music" → "Muziek"), never as a prefix: "john" must not name every John.
 */
export async function headingsForTerm(
  db: Kysely<Database>,
  folded: string,
  limit = MAX_AUTHORITY_EXPANSIONS,
): Promise<string[]> {
  if (!folded) return [];
  const prefix = folded.includes(' ');
  const rows = await db
    .selectFrom('authority_references as r')
    .innerJoin('authorities as a', 'a.id', 'r.authority_id')
    .select('a.heading')
    .distinct()
    .where((eb) =>
      prefix
        ? eb.or([eb('r.form_key', '=', folded), eb('r.form_key', 'like', `${folded} %`)])
        : eb('r.form_key', '=', folded),
    )
    .orderBy('a.heading')
    .limit(limit)
    .execute();
  return rows.map((row) => row.heading);
}

/** Distinct form keys read per statement when loading the authority fingerprints. */
const FORM_KEYS_PER_PAGE = 10_000;

/**
 * Every distinct authority form key (`authority_references.form_key`), a page at a time in key order (keyset on
 * the `(form_key, authority_id)` index), for the fingerprints that spare most searches `headingsForTerm`.
 */
export async function* authorityFormKeys(
  db: Kysely<Database>,
  pageSize = FORM_KEYS_PER_PAGE,
): AsyncGenerator<string[]> {
  let after: string | undefined;
  for (;;) {
    let query = db.selectFrom('authority_references').select('form_key').distinct().orderBy('form_key').limit(pageSize);
    if (after !== undefined) query = query.where('form_key', '>', after);
    const keys = (await query.execute()).map((row) => row.form_key);
    if (keys.length > 0) yield keys;
    if (keys.length < pageSize) return;
    after = keys.at(-1);
  }
}
