import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

export interface SerialTitleRow {
  id: number;
  leader: string;
  work_type: number;
  marc_json: string;
}

export interface HoldingsRecordRow {
  id: number;
  record_id: number;
  holdings_key: string;
  library_code: string | null;
  library_name: string | null;
  location: string | null;
  call_number: string | null;
  marc_json: string;
}

/** A title of the public catalogue (suppressed ones left out). */
export async function findSerialTitle(db: Executor, id: number): Promise<SerialTitleRow | undefined> {
  return db
    .selectFrom('records')
    .select(['id', 'leader', 'work_type', 'marc_json'])
    .where('id', '=', id)
    .where('suppressed', '=', 0)
    .executeTakeFirst();
}

/** The holdings records of a title, with their library's name, in the order they were stored. */
export async function listHoldingsRecords(db: Executor, recordId: number): Promise<HoldingsRecordRow[]> {
  return db
    .selectFrom('holdings_records')
    .leftJoin('libraries', 'libraries.code', 'holdings_records.library_code')
    .select([
      'holdings_records.id',
      'holdings_records.record_id',
      'holdings_records.holdings_key',
      'holdings_records.library_code',
      'libraries.name as library_name',
      'holdings_records.location',
      'holdings_records.call_number',
      'holdings_records.marc_json',
    ])
    .where('holdings_records.record_id', '=', recordId)
    .orderBy('holdings_records.id')
    .execute();
}

export interface HoldingsRecordInput {
  recordId: number;
  holdingsKey: string;
  libraryCode: string | null;
  location: string | null;
  callNumber: string | null;
  marcJson: string;
  now: string;
}

/** Writes a holdings record of a title; the same key again replaces it (a re-import). Returns its id. */
export async function saveHoldingsRecord(db: Executor, input: HoldingsRecordInput): Promise<number> {
  const values = {
    record_id: input.recordId,
    holdings_key: input.holdingsKey,
    library_code: input.libraryCode,
    location: input.location,
    call_number: input.callNumber,
    marc_json: input.marcJson,
    updated_at: input.now,
  };
  await db
    .insertInto('holdings_records')
    .values(values)
    .onConflict((conflict) =>
      conflict.columns(['record_id', 'holdings_key']).doUpdateSet({
        library_code: values.library_code,
        location: values.location,
        call_number: values.call_number,
        marc_json: values.marc_json,
        updated_at: values.updated_at,
      }),
    )
    .execute();
  const row = await db
    .selectFrom('holdings_records')
    .select('id')
    .where('record_id', '=', input.recordId)
    .where('holdings_key', '=', input.holdingsKey)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Records an issue's table of contents (a 505 field as JSON), replacing any earlier one. */
export async function saveIssueContents(
  db: Executor,
  holdingsRecordId: number,
  link: string,
  sequence: number,
  contentsJson: string,
): Promise<void> {
  await db
    .insertInto('serial_issue_contents')
    .values({ holdings_record_id: holdingsRecordId, link, sequence, contents_json: contentsJson })
    .onConflict((conflict) =>
      conflict.columns(['holdings_record_id', 'link', 'sequence']).doUpdateSet({ contents_json: contentsJson }),
    )
    .execute();
}

/** "holdingsId:link.sequence" of every issue with a table of contents in these holdings records. */
export async function listIssuesWithContents(db: Executor, holdingsRecordIds: number[]): Promise<Set<string>> {
  if (holdingsRecordIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('serial_issue_contents')
    .select(['holdings_record_id', 'link', 'sequence'])
    .where('holdings_record_id', 'in', holdingsRecordIds)
    .execute();
  return new Set(rows.map((row) => `${row.holdings_record_id}:${row.link}.${row.sequence}`));
}

export async function findIssueContents(
  db: Executor,
  holdingsRecordId: number,
  link: string,
  sequence: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('serial_issue_contents')
    .select('contents_json')
    .where('holdings_record_id', '=', holdingsRecordId)
    .where('link', '=', link)
    .where('sequence', '=', sequence)
    .executeTakeFirst();
  return row?.contents_json;
}
