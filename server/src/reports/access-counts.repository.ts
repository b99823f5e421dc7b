import type { Kysely } from 'kysely';
import type { CatalogueAccessCountTable, Database } from '../database/schema.ts';

export type AccessKind = CatalogueAccessCountTable['kind'];

export interface AccessCount {
  day: string;
  kind: AccessKind;
  hits: number;
}

/**
 * Adds counts to their days in one statement: each (day, kind) row is created or has the hits added, atomically on
 * both engines, so processes flushing at the same moment never lose each other's counts.
 */
export async function addAccessCounts(db: Kysely<Database>, counts: readonly AccessCount[]): Promise<void> {
  if (counts.length === 0) return;
  await db
    .insertInto('catalogue_access_counts')
    .values(counts.map((count) => ({ day: count.day, kind: count.kind, hits: count.hits })))
    .onConflict((conflict) =>
      conflict
        .columns(['day', 'kind'])
        .doUpdateSet((eb) => ({ hits: eb(eb.ref('catalogue_access_counts.hits'), '+', eb.ref('excluded.hits')) })),
    )
    .execute();
}

/** The counts of the days from `from` to `to` (YYYY-MM-DD, inclusive); days without any are absent. */
export async function readAccessCounts(db: Kysely<Database>, from: string, to: string): Promise<AccessCount[]> {
  const rows = await db
    .selectFrom('catalogue_access_counts')
    .select(['day', 'kind', 'hits'])
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .orderBy('kind')
    .execute();
  return rows.map((row) => ({ day: row.day, kind: row.kind, hits: Number(row.hits) }));
}
