import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/** Site sections: JSON documents stored per institution, key and language (docs/staff-content.md). */

/** The content of a section in the first of `languages` that has it, or undefined. */
export async function findSiteSection(
  db: Kysely<Database>,
  institutionId: number,
  sectionKey: string,
  languages: readonly string[],
): Promise<unknown | undefined> {
  const rows = await db
    .selectFrom('site_sections')
    .select(['language', 'content_json'])
    .where('institution_id', '=', institutionId)
    .where('section_key', '=', sectionKey)
    .execute();
  for (const language of languages) {
    const row = rows.find((candidate) => candidate.language === language);
    if (row) return JSON.parse(row.content_json);
  }
  return undefined;
}

export async function listSiteSections(
  db: Kysely<Database>,
  institutionId: number,
): Promise<{ section_key: string; language: string; content: unknown }[]> {
  const rows = await db
    .selectFrom('site_sections')
    .select(['section_key', 'language', 'content_json'])
    .where('institution_id', '=', institutionId)
    .orderBy('section_key')
    .orderBy('language')
    .execute();
  return rows.map((row) => ({
    section_key: row.section_key,
    language: row.language,
    content: JSON.parse(row.content_json),
  }));
}

/** Inserts or replaces one section in one language. */
export async function saveSiteSection(
  db: Kysely<Database>,
  institutionId: number,
  sectionKey: string,
  language: string,
  content: unknown,
): Promise<void> {
  const content_json = JSON.stringify(content);
  await db
    .insertInto('site_sections')
    .values({ institution_id: institutionId, section_key: sectionKey, language, content_json })
    .onConflict((conflict) =>
      conflict.columns(['institution_id', 'section_key', 'language']).doUpdateSet({ content_json }),
    )
    .execute();
}

/** Removes a section in one language, or in every language when `language` is undefined. Returns the count. */
export async function deleteSiteSection(
  db: Kysely<Database>,
  institutionId: number,
  sectionKey: string,
  language?: string,
): Promise<number> {
  let query = db
    .deleteFrom('site_sections')
    .where('institution_id', '=', institutionId)
    .where('section_key', '=', sectionKey);
  if (language) query = query.where('language', '=', language);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
