import type { FacetFilter, SortKey } from '@estante/core';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../database/schema.ts';
import type { RankedId } from './search-index.ts';

/** Facet values returned per letter (the most frequent ones; selected values are always added). */
export const FACET_VALUES_PER_LETTER = 30;

export interface FacetCount {
  letter: string;
  code: string;
  label: string;
  count: number;
}

/**
 * `m.id` belongs to the records having any code of each letter (AND across letters, OR within one).
 * Written as EXISTS on (record_id, letter, code): with `m.id in (subquery)` SQLite pushes the id list
 * into FTS5 and re-runs the MATCH once per listed id (1.3 s instead of 15 ms on 20,000 records).
 */
function filterCondition(filters: FacetFilter[]): RawBuilder<unknown> {
  if (filters.length === 0) return sql`1 = 1`;
  return sql.join(
    filters.map(
      (filter) =>
        sql`exists (select 1 from record_facets x where x.record_id = m.id and x.letter = ${filter.letter} and x.code in (${sql.join(filter.codes)}))`,
    ),
    sql` and `,
  );
}

export async function countMatches(
  db: Kysely<Database>,
  match: RawBuilder<RankedId>,
  filters: FacetFilter[],
): Promise<number> {
  const result = await sql<{
    total: number | string;
  }>`select count(*) as total from (${match}) m where ${filterCondition(filters)}`.execute(db);
  return Number(result.rows[0]?.total ?? 0);
}

const ORDER_BY: Record<SortKey, RawBuilder<unknown>> = {
  C: sql`m.rank, m.id`,
  A: sql`r.publication_year desc nulls last, m.id`,
  T: sql`r.title_sort, m.id`,
  N: sql`m.id`,
};

/** Ids of one page of matches in the requested order. */
export async function pageOfMatches(
  db: Kysely<Database>,
  match: RawBuilder<RankedId>,
  filters: FacetFilter[],
  sort: SortKey,
  page: { offset: number; limit: number },
): Promise<number[]> {
  const join = sort === 'A' || sort === 'T' ? sql`join records r on r.id = m.id` : sql``;
  const result = await sql<{ id: number }>`select m.id as id from (${match}) m ${join}
    where ${filterCondition(filters)} order by ${ORDER_BY[sort]} limit ${page.limit} offset ${page.offset}`.execute(db);
  return result.rows.map((row) => Number(row.id));
}

/**
 * Facet values over the matches that pass `filters`, the most frequent FACET_VALUES_PER_LETTER per letter
 * (ties by code), limited to `letters` when given, plus the `always` codes of those letters.
 */
export async function countFacets(
  db: Kysely<Database>,
  match: RawBuilder<RankedId>,
  filters: FacetFilter[],
  options: { letters?: string[]; always?: string[] } = {},
): Promise<FacetCount[]> {
  const letterCondition = options.letters ? sql`f.letter in (${sql.join(options.letters)})` : sql`1 = 1`;
  const always = options.always?.length ? sql`or code in (${sql.join(options.always)})` : sql``;
  // Labels are read for the listed values only: min(label) over every matched row cost more than the count.
  const result = await sql<{ letter: string; code: string; label: string; count: number | string }>`
    select letter, code, count,
      (select l.label from record_facets l where l.letter = counted.letter and l.code = counted.code limit 1) as label
    from (
      select f.letter as letter, f.code as code, count(*) as count,
        row_number() over (partition by f.letter order by count(*) desc, f.code) as facet_rank
      from (${match}) m join record_facets f on f.record_id = m.id
      where ${letterCondition} and ${filterCondition(filters)}
      group by f.letter, f.code
    ) counted where facet_rank <= ${FACET_VALUES_PER_LETTER} ${always}`.execute(db);
  return result.rows.map((row) => ({ letter: row.letter, code: row.code, label: row.label, count: Number(row.count) }));
}

/** Additional data (author, subject, series, publisher, library) of the records of a page, by record. */
export async function additionalDataOf(db: Kysely<Database>, ids: number[], letters: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('record_facets')
    .select(['record_id', 'letter', 'code', 'label'])
    .where('record_id', 'in', ids)
    .where('letter', 'in', [...letters])
    .execute();
}

/** The stored extraction of candidate records, for checking word positions in the application. */
export async function extractedOfRecords(db: Kysely<Database>, ids: number[]) {
  const rows: { id: number; extracted_json: string }[] = [];
  for (let start = 0; start < ids.length; start += 500) {
    rows.push(
      ...(await db
        .selectFrom('records')
        .select(['id', 'extracted_json'])
        .where('id', 'in', ids.slice(start, start + 500))
        .execute()),
    );
  }
  return rows;
}

export async function matchedRows(db: Kysely<Database>, match: RawBuilder<RankedId>): Promise<RankedId[]> {
  const result = await sql<RankedId>`select id, rank from (${match}) m`.execute(db);
  return result.rows.map((row) => ({ id: Number(row.id), rank: Number(row.rank) }));
}

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
