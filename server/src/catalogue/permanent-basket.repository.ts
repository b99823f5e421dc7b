import type { PermanentBasketTitle } from '@estante/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { runInTransaction } from '../database/transactions.ts';

/**
 * The permanent basket (spec 001 §7.3 /acervo/cesta-permanente): titles a patron keeps in their account,
 * unlike the session basket, which lives in the browser. A title saved twice keeps its first date.
 */
export async function saveToPermanentBasket(
  db: Kysely<Database>,
  personId: number,
  recordIds: number[],
  now: Date,
): Promise<number> {
  return runInTransaction(db, async (trx) => {
    const present = new Set(
      (
        await trx
          .selectFrom('permanent_basket')
          .select('record_id')
          .where('person_id', '=', personId)
          .where('record_id', 'in', recordIds)
          .execute()
      ).map((row) => row.record_id),
    );
    const fresh = recordIds.filter((id) => !present.has(id));
    if (fresh.length === 0) return 0;
    const addedAt = now.toISOString();
    // A double click may race this insert: the primary key keeps one row and the first date.
    const result = await trx
      .insertInto('permanent_basket')
      .values(fresh.map((recordId) => ({ person_id: personId, record_id: recordId, added_at: addedAt })))
      .onConflict((conflict) => conflict.columns(['person_id', 'record_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? fresh.length);
  });
}

/** Removes one title; false when it was not in the patron's permanent basket. */
export async function removeFromPermanentBasket(
  db: Kysely<Database>,
  personId: number,
  recordId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('permanent_basket')
    .where('person_id', '=', personId)
    .where('record_id', '=', recordId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The patron's saved titles, newest first; `from`/`to` (calendar days, UTC) bound the day each was saved. */
export async function listPermanentBasket(
  db: Kysely<Database>,
  personId: number,
  range: { from?: string; to?: string },
): Promise<PermanentBasketTitle[]> {
  let query = db
    .selectFrom('permanent_basket')
    .innerJoin('records', 'records.id', 'permanent_basket.record_id')
    .select([
      'records.id',
      'records.title',
      'records.main_author',
      'records.publication_year',
      'permanent_basket.added_at',
    ])
    .where('permanent_basket.person_id', '=', personId);
  // ISO timestamps sort as text, on both engines.
  if (range.from) query = query.where('permanent_basket.added_at', '>=', range.from);
  if (range.to) query = query.where('permanent_basket.added_at', '<', `${range.to}T99`);
  const rows = await query.orderBy('permanent_basket.added_at', 'desc').orderBy('records.title_sort').execute();
  return rows.map((row) => ({
    cod_acervo: row.id,
    titulo: row.title,
    autor: row.main_author,
    ano: row.publication_year,
    data: row.added_at,
  }));
}
