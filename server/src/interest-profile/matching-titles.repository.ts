import { DSI_TYPES, FACET_LETTERS } from '@estante/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema.ts';
import { BROWSE_KIND_OF } from './interest-candidates.ts';
import { libraryIdsByCode, type ProfileRow, SERIAL_KIND, WORK_TYPE_KIND } from './interest-profile.repository.ts';

/** Titles read per profile item. */
const PER_ITEM_LIMIT = 200;

/** A new title matching a profile item, and when it arrived. */
export interface Hit {
  recordId: number;
  at: string;
}

type Db = Kysely<Database>;

/** Records of the public catalogue (suppressed ones left out) created after `since`, restricted on `r`. */
function newRecords(db: Db, since: string) {
  return db
    .selectFrom('records as r')
    .select(['r.id as recordId', 'r.created_at as at'])
    .where('r.created_at', '>', since)
    .where('r.suppressed', '=', 0)
    .orderBy('r.created_at', 'desc')
    .limit(PER_ITEM_LIMIT);
}

async function libraryIdsOf(db: Db, options: Record<string, unknown>): Promise<number[] | undefined> {
  const codes = Array.isArray(options.bibliotecas) ? (options.bibliotecas as string[]) : [];
  return codes.length === 0 ? undefined : [...(await libraryIdsByCode(db, codes)).values()];
}

/** New titles under an author or subject heading, or in a knowledge area (main class). */
function headingHits(db: Db, item: ProfileRow, since: string): Promise<Hit[]> {
  if (item.kind === DSI_TYPES.area)
    return newRecords(db, since)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('record_facets as f')
            .select('f.record_id')
            .whereRef('f.record_id', '=', 'r.id')
            .where('f.letter', '=', FACET_LETTERS.classification)
            .where('f.code', '=', item.code),
        ),
      )
      .execute();
  const kind = BROWSE_KIND_OF[item.kind as 'A' | 'S'];
  return newRecords(db, since)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('browse_entries as b')
          .select('b.record_id')
          .whereRef('b.record_id', '=', 'r.id')
          .where('b.kind', '=', kind)
          .where('b.sort_key', '=', item.code),
      ),
    )
    .execute();
}

/**
 * A serial's news: new issues are copies of the serial record added since (`fasciculo`), in the chosen libraries;
 * new articles are other records with the serial's ISSN (`artigo`).
 */
async function serialHits(db: Db, item: ProfileRow, since: string): Promise<Hit[]> {
  const serialId = Number(item.code);
  const libraryIds = await libraryIdsOf(db, item.options);
  const hits: Hit[] = [];
  if (item.options.fasciculo !== false) {
    let issues = db
      .selectFrom('copies as c')
      .select(['c.record_id as recordId', (eb) => eb.fn.max('c.created_at').as('at')])
      .where('c.record_id', '=', serialId)
      .where('c.created_at', '>', since)
      .groupBy('c.record_id');
    if (libraryIds) issues = issues.where('c.library_id', 'in', libraryIds.length > 0 ? libraryIds : [-1]);
    hits.push(...(await issues.execute()));
  }
  if (item.options.artigo !== false) {
    const serial = await db.selectFrom('records').select('issn').where('id', '=', serialId).executeTakeFirst();
    if (serial?.issn)
      hits.push(
        ...(await newRecords(db, since)
          .where('r.id', '!=', serialId)
          .where(sql<boolean>`replace(coalesce(r.issn, ''), '-', '') = ${serial.issn.replace(/-/g, '')}`)
          .execute()),
      );
  }
  return hits;
}

/** New titles of a work type, in the chosen languages and held by the chosen libraries. */
async function workTypeHits(db: Db, item: ProfileRow, since: string): Promise<Hit[]> {
  const languages = Array.isArray(item.options.idiomas) ? (item.options.idiomas as string[]) : [];
  const libraryIds = await libraryIdsOf(db, item.options);
  let query = newRecords(db, since).where('r.work_type', '=', Number(item.code));
  if (languages.length > 0) query = query.where('r.language', 'in', languages);
  if (libraryIds)
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('copies as c')
          .select('c.id')
          .whereRef('c.record_id', '=', 'r.id')
          .where('c.library_id', 'in', libraryIds.length > 0 ? libraryIds : [-1]),
      ),
    );
  return query.execute();
}

export function hitsOf(db: Db, item: ProfileRow, since: string): Promise<Hit[]> {
  if (item.kind === SERIAL_KIND) return serialHits(db, item, since);
  if (item.kind === WORK_TYPE_KIND) return workTypeHits(db, item, since);
  return headingHits(db, item, since);
}

/** What the matching-titles list shows of each record; a suppressed one (a serial's new issue) is left out. */
export function titlesOf(db: Db, ids: number[]) {
  return db
    .selectFrom('records')
    .select(['id', 'title', 'main_author', 'publication_year'])
    .where('id', 'in', ids)
    .where('suppressed', '=', 0)
    .execute();
}
