import { extractSpecialCollection, type MarcRecord, type SpecialCollection } from '@estante/core';
import { type Kysely, sql } from 'kysely';

/**
 * The search guides' facet letters (docs/search-guides.md) for the records imported before them: G special
 * collection, M archival level, D document type, U sphere, N act number, O issuing body or court, read from each
 * record's stored MARC by core's rules as they stand at this migration, and written as the import writes them
 * (server/src/search/record-facets.ts). Each batch that changes records moves the catalogue revision, so a running
 * server's search index picks them up. Later imports write the letters themselves.
 */
const LETTERS = ['G', 'M', 'D', 'U', 'N', 'O'];
const COLLECTION_LABELS: Record<SpecialCollection['kind'], string> = {
  arquivo: 'Arquivo',
  'atos-normativos': 'Atos normativos',
  jurisprudencia: 'Jurisprudência',
};
const BATCH = 1_000;

function facetRows(recordId: number, found: SpecialCollection) {
  const values: [string, { code: string; label: string } | undefined][] = [
    ['G', { code: found.kind, label: COLLECTION_LABELS[found.kind] }],
    ['M', found.level],
    ['D', found.documentType],
    ['U', found.sphere],
    ['N', found.number ? { code: found.number, label: found.number } : undefined],
    ['O', found.body],
  ];
  return values.flatMap(([letter, value]) =>
    value ? [{ record_id: recordId, letter, code: value.code.slice(0, 200), label: value.label.slice(0, 300) }] : [],
  );
}

export async function up(db: Kysely<any>): Promise<void> {
  let after = 0;
  for (;;) {
    const rows: { id: number; marc_json: string }[] = await db
      .selectFrom('records')
      .select(['id', 'marc_json'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    after = rows.at(-1)!.id;
    const changed: number[] = [];
    const values: ReturnType<typeof facetRows> = [];
    for (const row of rows) {
      let found: SpecialCollection | undefined;
      try {
        found = extractSpecialCollection(JSON.parse(row.marc_json) as MarcRecord);
      } catch {
        continue;
      }
      if (!found) continue;
      changed.push(row.id);
      values.push(...facetRows(row.id, found));
    }
    if (changed.length === 0) continue;
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('record_facets').where('record_id', 'in', changed).where('letter', 'in', LETTERS).execute();
      for (let start = 0; start < values.length; start += 500)
        await trx
          .insertInto('record_facets')
          .values(values.slice(start, start + 500))
          .execute();
      // As recordCatalogueChanges does (server/src/search/catalogue-revision.ts), which a migration may not import.
      const updated = await sql<{
        revision: number | string;
      }>`update catalogue_revision set revision = revision + 1 where id = 1 returning revision`.execute(trx);
      const revision = updated.rows[0]?.revision;
      if (revision === undefined) return;
      for (let start = 0; start < changed.length; start += 500) {
        const ids = changed.slice(start, start + 500).map((id) => sql`(${Number(revision)}, ${id})`);
        await sql`insert into catalogue_changes (revision, record_id) values ${sql.join(ids)}`.execute(trx);
      }
    });
  }
}
