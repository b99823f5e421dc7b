import { type BibliographicRecord, foldForSearch } from '@estante/core';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../database/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** What the staff console shows of a record, suppressed or not. */
export interface StaffRecordRow {
  id: number;
  title: string;
  main_author: string | null;
  publication_year: number | null;
  control_number: string | null;
  isbn: string | null;
  has_cover: number;
  closed_collection: number;
  suppressed: number;
  suppressed_at: string | null;
  updated_at: string;
}

const COLUMNS = [
  'id',
  'title',
  'main_author',
  'publication_year',
  'control_number',
  'isbn',
  'has_cover',
  'closed_collection',
  'suppressed',
  'suppressed_at',
  'updated_at',
] as const;

export async function findStaffRecord(db: Executor, id: number): Promise<StaffRecordRow | undefined> {
  return db.selectFrom('records').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * Records for the staff's look-up, suppressed ones included: a number matches the record id, its control
 * number (001) or an ISBN; words match the title's folded sort key or the main author, in title order.
 */
export async function findStaffRecords(
  db: Kysely<Database>,
  term: string,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: StaffRecordRow[] }> {
  const trimmed = term.trim();
  const digits = trimmed.replace(/[-\s]/g, '');
  const folded = foldForSearch(trimmed);
  const pattern = `%${folded.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const authorPattern = `%${trimmed.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const matching = db.selectFrom('records').where((eb) => {
    const alternatives = [
      eb(sql`title_sort`, 'like', sql`${pattern} escape '\\'`),
      eb(eb.fn('lower', ['main_author']), 'like', sql`${authorPattern} escape '\\'`),
      eb('control_number', '=', trimmed),
    ];
    if (/^\d+$/.test(digits) && digits.length <= 9) alternatives.push(eb('id', '=', Number(digits)));
    if (/^[\dXx]{10,13}$/.test(digits)) {
      alternatives.push(
        eb(
          'id',
          'in',
          eb
            .selectFrom('record_identifiers')
            .select('record_id')
            .where('kind', '=', 'isbn')
            .where('value', '=', digits.toUpperCase()),
        ),
      );
    }
    return eb.or(alternatives);
  });
  const [total, rows] = await Promise.all([
    matching.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
    matching.select(COLUMNS).orderBy('title_sort').orderBy('id').limit(page.limit).offset(page.offset).execute(),
  ]);
  return { total: Number(total?.total ?? 0), rows };
}

export async function setClosedCollection(trx: Executor, id: number, closed: boolean, now: string): Promise<void> {
  await trx
    .updateTable('records')
    .set({ closed_collection: closed ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .execute();
}

/** The record's extraction (for its browse headings when it comes back) and what a tombstone names it by. */
export async function recordForWithdrawal(trx: Executor, id: number) {
  return trx
    .selectFrom('records')
    .select(['id', 'match_key', 'control_number', 'title', 'extracted_json', 'suppressed'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type WithdrawnRecord = NonNullable<Awaited<ReturnType<typeof recordForWithdrawal>>>;

/** Hides a record from every public reader; its browse headings go (browse lists only what can be opened). */
export async function suppressRecord(trx: Executor, id: number, now: string): Promise<void> {
  await trx
    .updateTable('records')
    .set({ suppressed: 1, suppressed_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
  await trx.deleteFrom('browse_entries').where('record_id', '=', id).execute();
}

/** Shows a suppressed record again; the caller writes its browse headings back. */
export async function unsuppressRecord(trx: Executor, id: number, now: string): Promise<void> {
  await trx
    .updateTable('records')
    .set({ suppressed: 0, suppressed_at: null, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function insertBrowseEntries(
  trx: Executor,
  entries: { kind: string; sort_key: string; label: string; record_id: number }[],
): Promise<void> {
  for (let start = 0; start < entries.length; start += 400) {
    await trx
      .insertInto('browse_entries')
      .values(entries.slice(start, start + 400))
      .execute();
  }
}

export function extractedOf(record: WithdrawnRecord): BibliographicRecord {
  return JSON.parse(record.extracted_json) as BibliographicRecord;
}

/** Records (or replaces) the tombstone of a withdrawn record: what OAI-PMH lists as deleted (issue 24). */
export async function writeTombstone(
  trx: Executor,
  record: WithdrawnRecord,
  reason: 'deleted' | 'suppressed',
  personId: number,
  now: string,
): Promise<void> {
  await trx
    .insertInto('record_tombstones')
    .values({
      record_id: record.id,
      reason,
      match_key: record.match_key,
      control_number: record.control_number,
      title: record.title,
      person_id: personId,
      withdrawn_at: now,
    })
    .onConflict((conflict) =>
      conflict.column('record_id').doUpdateSet({ reason, person_id: personId, withdrawn_at: now }),
    )
    .execute();
}

export async function removeTombstone(trx: Executor, id: number): Promise<void> {
  await trx.deleteFrom('record_tombstones').where('record_id', '=', id).execute();
}

/**
 * What of circulation refers to the record: loans (current or past) of its copies, holds and loan requests.
 * A record with any is never deleted: the history would lose its title (suppress it instead).
 */
export async function circulationUse(
  trx: Executor,
  id: number,
): Promise<{ loans: number; holds: number; loanRequests: number }> {
  const loans = await trx
    .selectFrom('loans')
    .innerJoin('copies', 'copies.id', 'loans.copy_id')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('copies.record_id', '=', id)
    .executeTakeFirst();
  const holds = await trx
    .selectFrom('holds')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('record_id', '=', id)
    .executeTakeFirst();
  const requests = await trx
    .selectFrom('loan_requests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('record_id', '=', id)
    .executeTakeFirst();
  return { loans: Number(loans?.n ?? 0), holds: Number(holds?.n ?? 0), loanRequests: Number(requests?.n ?? 0) };
}

/**
 * Deletes a record and what hangs on it: copies, identifiers, facets, browse headings, search words, cover row,
 * comments, basket and teaching links (most by ON DELETE CASCADE; the search words and holds' copies by hand).
 */
export async function deleteRecord(trx: Executor, id: number): Promise<void> {
  await sql`delete from record_search_documents where record_id = ${id}`.execute(trx);
  await trx.deleteFrom('copies').where('record_id', '=', id).execute();
  await trx.deleteFrom('records').where('id', '=', id).execute();
}
