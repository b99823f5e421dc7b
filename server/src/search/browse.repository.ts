import { callNumberSortKey, foldForSearch, foldForSort } from '@estante/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema.ts';
import type { BrowseKind } from './browse-entries.ts';

export interface BrowseHeading {
  key: string;
  label: string;
  count: number;
}

/** The filing key of a typed prefix, built as browse-entries.ts builds the keys of each index. */
export function browseKeyOf(kind: BrowseKind, text: string): string {
  if (kind === 'titulo') return foldForSort(text);
  if (kind === 'chamada') return text.trim() ? callNumberSortKey(text) : '';
  if (kind === 'isbn') return text.replace(/[^0-9xX]/g, '').toLowerCase();
  if (kind === 'issn') return text.replace(/[^0-9xX]/g, '').toLowerCase();
  return foldForSearch(text);
}

/**
 * One page of distinct headings of an index with their record counts. `from` (inclusive) positions at a
 * typed prefix, `after` pages forward, `before` pages backward, `end` is the last page; keys compare bytewise on both engines
 * (SQLite BINARY, PostgreSQL collate "C"), so both list the same order. One more entry than asked is
 * read to tell whether the list goes on.
 */
export async function browseHeadings(
  db: Kysely<Database>,
  kind: BrowseKind,
  position: { from?: string; after?: string; before?: string; end?: true },
  limit: number,
): Promise<BrowseHeading[]> {
  const backward = position.before !== undefined || position.end === true;
  const condition = position.end
    ? sql`1 = 1`
    : position.before !== undefined
      ? sql`sort_key < ${position.before}`
      : position.after !== undefined
        ? sql`sort_key > ${position.after}`
        : sql`sort_key >= ${position.from ?? ''}`;
  const result = await sql<{ key: string; label: string; count: number | string }>`
    select sort_key as key, min(label) as label, count(distinct record_id) as count
    from browse_entries where kind = ${kind} and ${condition}
    group by sort_key order by sort_key ${backward ? sql`desc` : sql`asc`} limit ${limit}`.execute(db);
  const rows = result.rows.map((row) => ({ key: row.key, label: row.label, count: Number(row.count) }));
  return backward ? rows.reverse() : rows;
}

/** True when the index has a heading before `key` (strictly) or after it. */
export async function hasHeading(
  db: Kysely<Database>,
  kind: BrowseKind,
  side: 'before' | 'after',
  key: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('browse_entries')
    .select('sort_key')
    .where('kind', '=', kind)
    .where('sort_key', side === 'before' ? '<' : '>', key)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ids of the records filed under one heading, by title, one page, and how many there are. */
export async function recordsOfHeading(
  db: Kysely<Database>,
  kind: BrowseKind,
  key: string,
  page: { offset: number; limit: number },
): Promise<{ total: number; ids: number[] }> {
  const filed = db
    .selectFrom('browse_entries')
    .select('record_id')
    .distinct()
    .where('kind', '=', kind)
    .where('sort_key', '=', key);
  const total = await db
    .selectFrom(filed.as('filed'))
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirst();
  const rows = await db
    .selectFrom('records')
    .select('id')
    .where('id', 'in', filed)
    .orderBy('title_sort')
    .orderBy('id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return { total: Number(total?.total ?? 0), ids: rows.map((row) => row.id) };
}
