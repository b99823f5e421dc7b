import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/** One item of the repository: a record of the public catalogue, or the tombstone of a withdrawn one. */
export interface OaiItem {
  id: number;
  /** Stored time with milliseconds: records.updated_at, or record_tombstones.withdrawn_at. */
  datestamp: string;
  deleted: boolean;
  workType: number | null;
  marcJson: string | null;
  extractedJson: string | null;
}

/** Selects a list: bounds (inclusive), an optional set, after the position (datestamp, id) of the last item sent. */
export interface OaiListQuery {
  from: string | null;
  until: string;
  set: OaiSet | null;
  after: { datestamp: string; id: number } | null;
}

/** `biblioteca:<library code>` (records with copies there) or `tipo:<work type>` (docs/oai-pmh.md, sets). */
export type OaiSet = { kind: 'library'; code: string | null } | { kind: 'work-type'; code: number | null };

function liveRecords(db: Kysely<Database>, query: OaiListQuery) {
  let select = db.selectFrom('records').where('suppressed', '=', 0).where('updated_at', '<=', query.until);
  if (query.from) select = select.where('updated_at', '>=', query.from);
  const after = query.after;
  if (after)
    select = select.where((eb) =>
      eb.or([
        eb('updated_at', '>', after.datestamp),
        eb.and([eb('updated_at', '=', after.datestamp), eb('id', '>', after.id)]),
      ]),
    );
  const set = query.set;
  // `tipo` alone holds every record (each has a work type); `biblioteca` alone those with copies somewhere.
  if (set?.kind === 'work-type' && set.code !== null) select = select.where('work_type', '=', set.code);
  if (set?.kind === 'library') {
    const code = set.code;
    select = select.where((eb) =>
      eb.exists(
        eb
          .selectFrom('record_facets')
          .select('record_facets.record_id')
          .whereRef('record_facets.record_id', '=', 'records.id')
          .where('record_facets.letter', '=', 'L')
          .$if(code !== null, (facets) => facets.where('record_facets.code', '=', code!)),
      ),
    );
  }
  return select;
}

/**
 * Tombstones of the range. Set membership of a withdrawn record is not kept, so a set's harvest is told every
 * deletion of the range (a harvester ignores identifiers it does not hold): never a deletion missed.
 */
function tombstones(db: Kysely<Database>, query: OaiListQuery) {
  let select = db.selectFrom('record_tombstones').where('withdrawn_at', '<=', query.until);
  if (query.from) select = select.where('withdrawn_at', '>=', query.from);
  const after = query.after;
  if (after)
    select = select.where((eb) =>
      eb.or([
        eb('withdrawn_at', '>', after.datestamp),
        eb.and([eb('withdrawn_at', '=', after.datestamp), eb('record_id', '>', after.id)]),
      ]),
    );
  return select;
}

function byPosition(a: OaiItem, b: OaiItem): number {
  return a.datestamp < b.datestamp ? -1 : a.datestamp > b.datestamp ? 1 : a.id - b.id;
}

/** Up to `limit` items after the query's position, in (datestamp, id) order, records and tombstones merged. */
export async function listOaiItems(
  db: Kysely<Database>,
  query: OaiListQuery,
  limit: number,
  withMetadata: boolean,
): Promise<OaiItem[]> {
  const records = await liveRecords(db, query)
    .select(['id', 'updated_at', 'work_type'])
    .$if(withMetadata, (select) => select.select(['marc_json', 'extracted_json']))
    .orderBy('updated_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  const deleted = await tombstones(db, query)
    .select(['record_id', 'withdrawn_at'])
    .orderBy('withdrawn_at')
    .orderBy('record_id')
    .limit(limit)
    .execute();
  const items: OaiItem[] = [
    ...records.map((row) => ({
      id: Number(row.id),
      datestamp: row.updated_at,
      deleted: false,
      workType: Number(row.work_type),
      marcJson: (row as { marc_json?: string }).marc_json ?? null,
      extractedJson: (row as { extracted_json?: string }).extracted_json ?? null,
    })),
    ...deleted.map((row) => ({
      id: Number(row.record_id),
      datestamp: row.withdrawn_at,
      deleted: true,
      workType: null,
      marcJson: null,
      extractedJson: null,
    })),
  ];
  return items.sort(byPosition).slice(0, limit);
}

/** How many items remain after the query's position (the token's completeListSize is cursor + this). */
export async function countOaiItems(db: Kysely<Database>, query: OaiListQuery): Promise<number> {
  const records = await liveRecords(db, query)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  const deleted = await tombstones(db, query)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(records?.n ?? 0) + Number(deleted?.n ?? 0);
}

/** One item by record id: the public record, else its tombstone (a suppressed record is reported deleted). */
export async function findOaiItem(db: Kysely<Database>, id: number): Promise<OaiItem | undefined> {
  const record = await db
    .selectFrom('records')
    .select(['id', 'updated_at', 'work_type', 'marc_json', 'extracted_json'])
    .where('id', '=', id)
    .where('suppressed', '=', 0)
    .executeTakeFirst();
  if (record)
    return {
      id: Number(record.id),
      datestamp: record.updated_at,
      deleted: false,
      workType: Number(record.work_type),
      marcJson: record.marc_json,
      extractedJson: record.extracted_json,
    };
  const tombstone = await db
    .selectFrom('record_tombstones')
    .select(['record_id', 'withdrawn_at'])
    .where('record_id', '=', id)
    .executeTakeFirst();
  return tombstone
    ? {
        id: Number(tombstone.record_id),
        datestamp: tombstone.withdrawn_at,
        deleted: true,
        workType: null,
        marcJson: null,
        extractedJson: null,
      }
    : undefined;
}

/** Holding libraries (facet L codes) of each listed record: its `biblioteca:` sets. */
export async function librariesOfRecords(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string[]>> {
  const libraries = new Map<number, string[]>();
  if (ids.length === 0) return libraries;
  const rows = await db
    .selectFrom('record_facets')
    .select(['record_id', 'code'])
    .where('letter', '=', 'L')
    .where('record_id', 'in', ids)
    .orderBy('record_id')
    .orderBy('code')
    .execute();
  for (const row of rows) {
    const id = Number(row.record_id);
    libraries.set(id, [...(libraries.get(id) ?? []), row.code]);
  }
  return libraries;
}

/** The sets the catalogue has records in: each holding library (with its name) and each work type. */
export async function listOaiSetValues(
  db: Kysely<Database>,
): Promise<{ libraries: { code: string; name: string }[]; workTypes: number[] }> {
  const libraries = await db
    .selectFrom('record_facets')
    .innerJoin('records', 'records.id', 'record_facets.record_id')
    .select(['record_facets.code', 'record_facets.label'])
    .distinct()
    .where('record_facets.letter', '=', 'L')
    .where('records.suppressed', '=', 0)
    .orderBy('record_facets.code')
    .execute();
  const workTypes = await db
    .selectFrom('records')
    .select('work_type')
    .distinct()
    .where('suppressed', '=', 0)
    .orderBy('work_type')
    .execute();
  const seen = new Set<string>();
  return {
    libraries: libraries
      .filter((row) => !seen.has(row.code) && seen.add(row.code))
      .map((row) => ({ code: row.code, name: row.label ?? row.code })),
    workTypes: workTypes.map((row) => Number(row.work_type)),
  };
}

/** The oldest datestamp the repository can report (record or tombstone); undefined for an empty one. */
export async function earliestOaiDatestamp(db: Kysely<Database>): Promise<string | undefined> {
  const record = await db
    .selectFrom('records')
    .select((eb) => eb.fn.min('updated_at').as('at'))
    .executeTakeFirst();
  const tombstone = await db
    .selectFrom('record_tombstones')
    .select((eb) => eb.fn.min('withdrawn_at').as('at'))
    .executeTakeFirst();
  const stamps = [record?.at, tombstone?.at].filter((at): at is string => typeof at === 'string');
  return stamps.sort()[0];
}
