import type { Kysely } from 'kysely';

/**
 * catalogue_revision.authority_revision (docs/search.md, "In-memory index"): incremented by every transaction that
 * writes authority references. Each server keeps fingerprints of the authority forms in memory, loaded at an
 * authority revision, and runs the authority look-up of a search term only when the fingerprints say the term may
 * name a form; the revision, read with the catalogue's in the one statement a search already makes, tells it when
 * to reload them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('catalogue_revision')
    .addColumn('authority_revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('catalogue_revision').dropColumn('authority_revision').execute();
}
