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

/** `m.id` belongs to the records having any code of each letter (AND across letters, OR within one). */
function filterCondition(filters: FacetFilter[]): RawBuilder<unknown> {
  if (filters.length === 0) return sql`1 = 1`;
  return sql.join(
    filters.map(
      (filter) =>
        sql`m.id in (select record_id from record_facets where letter = ${filter.letter} and code in (${sql.join(filter.codes)}))`,
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
  const result = await sql<{ letter: string; code: string; label: string; count: number | string }>`
    select letter, code, label, count from (
      select f.letter as letter, f.code as code, min(f.label) as label, count(*) as count,
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

/**
 * Authorised headings of the authorities that a folded term names: the term equals one of the
 * authority's forms (heading or see-from), or is the beginning of one ("clemens samuel" for
 * "Clemens, Samuel Langhorne, 1835-1910").
 */
export async function headingsForTerm(db: Kysely<Database>, folded: string, limit = 10): Promise<string[]> {
  if (!folded) return [];
  const rows = await db
    .selectFrom('authority_references as r')
    .innerJoin('authorities as a', 'a.id', 'r.authority_id')
    .select('a.heading')
    .distinct()
    .where((eb) => eb.or([eb('r.form_key', '=', folded), eb('r.form_key', 'like', `${folded} %`)]))
    .orderBy('a.heading')
    .limit(limit)
    .execute();
  return rows.map((row) => row.heading);
}
