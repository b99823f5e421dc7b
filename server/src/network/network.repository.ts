import type { NetworkHarvestFailure } from '@estante/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, NetworkMemberTable } from '../database/schema.ts';
import type { NetworkRecordColumns } from './network-record.ts';

export type NetworkMemberRow = Selectable<NetworkMemberTable>;

export interface NetworkMemberValues {
  institution_code: number;
  institution_name: string;
  repository_name: string;
  base_url: string;
  metadata_prefix: string;
  set_spec: string | null;
  interval_minutes: number;
  active: number;
}

export function listMembers(db: Kysely<Database>): Promise<NetworkMemberRow[]> {
  return db.selectFrom('network_members').selectAll().orderBy('institution_name').orderBy('id').execute();
}

export function findMember(db: Kysely<Database>, id: number): Promise<NetworkMemberRow | undefined> {
  return db.selectFrom('network_members').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertMember(db: Kysely<Database>, values: NetworkMemberValues, at: string): Promise<number> {
  const row = await db
    .insertInto('network_members')
    .values({ ...values, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Changes a member. A new address, format or set starts its harvests over (no `from`): the records already held
 * stay searchable until the full harvest replaces them. A new institution or repository name reloads the index.
 */
export async function updateMember(db: Kysely<Database>, id: number, values: NetworkMemberValues): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('network_members').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) return;
    const source =
      before.base_url !== values.base_url ||
      before.metadata_prefix !== values.metadata_prefix ||
      before.set_spec !== values.set_spec;
    await trx
      .updateTable('network_members')
      .set({ ...values, ...(source ? { next_from: null } : {}) })
      .where('id', '=', id)
      .execute();
    if (
      before.institution_code !== values.institution_code ||
      before.institution_name !== values.institution_name ||
      before.repository_name !== values.repository_name
    )
      await bumpRevision(trx);
  });
}

/** Removes a member and every record harvested from it. */
export async function deleteMember(db: Kysely<Database>, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('network_records').where('member_id', '=', id).execute();
    const deleted = await trx.deleteFrom('network_members').where('id', '=', id).executeTakeFirst();
    await bumpRevision(trx);
    return Number(deleted.numDeletedRows) > 0;
  });
}

async function bumpRevision(trx: Transaction<Database>): Promise<void> {
  await trx
    .updateTable('network_revision')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

export async function networkRevision(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('network_revision').select('revision').where('id', '=', 1).executeTakeFirst();
  return Number(row?.revision ?? 0);
}

export async function markHarvestStarted(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db.updateTable('network_members').set({ last_attempt_at: at }).where('id', '=', id).execute();
}

export async function recordHarvestSuccess(
  db: Kysely<Database>,
  id: number,
  result: { nextFrom: string | null; at: string },
): Promise<number> {
  const count = await db
    .selectFrom('network_records')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('member_id', '=', id)
    .executeTakeFirst();
  const records = Number(count?.n ?? 0);
  await db
    .updateTable('network_members')
    .set({
      next_from: result.nextFrom,
      last_success_at: result.at,
      last_error: null,
      last_error_code: null,
      record_count: records,
    })
    .where('id', '=', id)
    .execute();
  return records;
}

/** A failed harvest: why (a code the staff screen translates) and its technical detail. */
export async function recordHarvestFailure(
  db: Kysely<Database>,
  id: number,
  failure: { code: NetworkHarvestFailure; detail: string },
): Promise<void> {
  await db
    .updateTable('network_members')
    .set({ last_error: failure.detail.slice(0, 500), last_error_code: failure.code })
    .where('id', '=', id)
    .execute();
}

export interface HarvestedColumns {
  identifier: string;
  datestamp: string;
  columns: NetworkRecordColumns;
}

/**
 * One page of a harvest, in one transaction: changed and new records replace the member's copy (by OAI
 * identifier), deleted ones leave; the revision moves so every server reloads its union index.
 */
export async function applyHarvestedPage(
  db: Kysely<Database>,
  memberId: number,
  records: HarvestedColumns[],
  deletedIdentifiers: string[],
  at: string,
): Promise<{ written: number; deleted: number }> {
  if (records.length === 0 && deletedIdentifiers.length === 0) return { written: 0, deleted: 0 };
  return db.transaction().execute(async (trx) => {
    for (const record of records) {
      const values = { ...record.columns, datestamp: record.datestamp, harvested_at: at };
      await trx
        .insertInto('network_records')
        .values({ member_id: memberId, oai_identifier: record.identifier, ...values })
        .onConflict((conflict) => conflict.columns(['member_id', 'oai_identifier']).doUpdateSet(values))
        .execute();
    }
    let deleted = 0;
    for (let start = 0; start < deletedIdentifiers.length; start += 500) {
      const result = await trx
        .deleteFrom('network_records')
        .where('member_id', '=', memberId)
        .where('oai_identifier', 'in', deletedIdentifiers.slice(start, start + 500))
        .executeTakeFirst();
      deleted += Number(result.numDeletedRows);
    }
    await bumpRevision(trx);
    return { written: records.length, deleted };
  });
}

export interface IndexRow {
  id: number;
  match_key: string;
  member_id: number;
  language: string | null;
  publication_year: number | null;
  title_sort: string;
  words_json: string;
  facets_json: string;
}

/** Every harvested record for the union index, grouped by work (match key), lowest id first. */
export function readIndexRows(db: Kysely<Database>): Promise<IndexRow[]> {
  return db
    .selectFrom('network_records')
    .select(['id', 'match_key', 'member_id', 'language', 'publication_year', 'title_sort', 'words_json', 'facets_json'])
    .orderBy('match_key')
    .orderBy('id')
    .execute();
}

export interface ClusterRow {
  id: number;
  match_key: string;
  member_id: number;
  oai_identifier: string;
  datestamp: string;
  marc_json?: string;
  title: string;
  main_author: string | null;
  imprint: string | null;
  publication_year: number | null;
  language: string | null;
  work_type: number;
  isbn: string | null;
  institution_code: number;
  institution_name: string;
  repository_name: string;
}

function clusterSelect(db: Kysely<Database>) {
  return db
    .selectFrom('network_records')
    .innerJoin('network_members', 'network_members.id', 'network_records.member_id')
    .select([
      'network_records.id',
      'network_records.match_key',
      'network_records.member_id',
      'network_records.oai_identifier',
      'network_records.datestamp',
      'network_records.title',
      'network_records.main_author',
      'network_records.imprint',
      'network_records.publication_year',
      'network_records.language',
      'network_records.work_type',
      'network_records.isbn',
      'network_members.institution_code',
      'network_members.institution_name',
      'network_members.repository_name',
    ])
    .orderBy('network_records.id');
}

/** Every record of the works whose representative (lowest) ids are listed: a page of network results. */
export async function readClusters(db: Kysely<Database>, ids: readonly number[]): Promise<ClusterRow[]> {
  if (ids.length === 0) return [];
  return clusterSelect(db)
    .where('network_records.match_key', 'in', (eb) =>
      eb
        .selectFrom('network_records')
        .select('match_key')
        .where('id', 'in', [...ids]),
    )
    .execute();
}

/** The records of the work one network record belongs to (with its MARC), lowest id first. */
export async function readClusterOf(db: Kysely<Database>, id: number): Promise<ClusterRow[]> {
  return clusterSelect(db)
    .select('network_records.marc_json')
    .where('network_records.match_key', '=', (eb) =>
      eb.selectFrom('network_records').select('match_key').where('id', '=', id),
    )
    .execute();
}
