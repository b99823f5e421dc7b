import { FACET_LETTERS, ONLY_WITH } from '@estante/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { runInTransaction } from '../database/transactions.ts';
import { recordCatalogueChanges } from '../search/index.ts';

export interface CoverRow {
  record_id: number;
  content_type: string;
  file_name: string;
  updated_at: string;
}

export async function findCover(db: Kysely<Database>, recordId: number): Promise<CoverRow | undefined> {
  return db.selectFrom('covers').selectAll().where('record_id', '=', recordId).executeTakeFirst();
}

/** The cover visitors see: none for a suppressed record (docs/staff-catalogue.md). */
export async function findPublicCover(db: Kysely<Database>, recordId: number): Promise<CoverRow | undefined> {
  return db
    .selectFrom('covers')
    .innerJoin('records', 'records.id', 'covers.record_id')
    .select(['covers.record_id', 'covers.content_type', 'covers.file_name', 'covers.updated_at'])
    .where('covers.record_id', '=', recordId)
    .where('records.suppressed', '=', 0)
    .executeTakeFirst();
}

/** The "only with cover" facet value (X:C) that the search filters on. */
const coverFacet = (recordId: number) => ({
  record_id: recordId,
  letter: FACET_LETTERS.onlyWith,
  code: ONLY_WITH.cover,
  label: ONLY_WITH.cover,
});

/**
 * Stores (or replaces) the cover of a record and marks the record as having one (has_cover and facet X:C), as a
 * catalogue change that the search index picks up.
 */
export async function saveCover(db: Kysely<Database>, cover: CoverRow): Promise<void> {
  await runInTransaction(db, async (trx) => {
    const existing = await trx
      .selectFrom('covers')
      .select('record_id')
      .where('record_id', '=', cover.record_id)
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('covers')
        .set({ content_type: cover.content_type, file_name: cover.file_name, updated_at: cover.updated_at })
        .where('record_id', '=', cover.record_id)
        .execute();
    } else {
      await trx.insertInto('covers').values(cover).execute();
    }
    await trx.updateTable('records').set({ has_cover: 1 }).where('id', '=', cover.record_id).execute();
    const facet = coverFacet(cover.record_id);
    await trx
      .deleteFrom('record_facets')
      .where('record_id', '=', facet.record_id)
      .where('letter', '=', facet.letter)
      .where('code', '=', facet.code)
      .execute();
    await trx.insertInto('record_facets').values(facet).execute();
    // The search's in-memory index re-reads the record (filter "only with cover").
    await recordCatalogueChanges(trx, [cover.record_id]);
  });
}

/** Forgets a record's cover: row, has_cover and facet X:C. */
export async function deleteCover(db: Kysely<Database>, recordId: number): Promise<void> {
  await runInTransaction(db, async (trx) => {
    await trx.deleteFrom('covers').where('record_id', '=', recordId).execute();
    await trx.updateTable('records').set({ has_cover: 0 }).where('id', '=', recordId).execute();
    const facet = coverFacet(recordId);
    await trx
      .deleteFrom('record_facets')
      .where('record_id', '=', recordId)
      .where('letter', '=', facet.letter)
      .where('code', '=', facet.code)
      .execute();
    await recordCatalogueChanges(trx, [recordId]);
  });
}

/** Records whose identifiers include the ISBN (any form stored by the import: ISBN-10 and ISBN-13). */
export async function findRecordIdsByIsbn(db: Kysely<Database>, isbn: string): Promise<number[]> {
  const rows = await db
    .selectFrom('record_identifiers')
    .select('record_id')
    .where('kind', '=', 'isbn')
    .where('value', '=', isbn)
    .execute();
  return [...new Set(rows.map((row) => row.record_id))];
}

export async function recordExists(db: Kysely<Database>, recordId: number): Promise<boolean> {
  return (await db.selectFrom('records').select('id').where('id', '=', recordId).executeTakeFirst()) !== undefined;
}
