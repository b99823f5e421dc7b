import type { Kysely } from 'kysely';
import type { Database, InstitutionRow } from '../database/schema.ts';

/** Default settings of an institution created without demo data (docs/configuration.md). */
export const DEFAULT_INSTITUTION = {
  code: 1,
  name: 'Biblioteca',
  acronym: 'BIB',
  parameters: { __md_aut: 2, __md_crypt: 4, __web_url_pw: null, __web_aquisicao: 0 },
  settings: { lockoutThreshold: 5, lockoutMinutes: 15 },
} as const;

/** Estante serves one institution per deployment: the one with the lowest code. */
export async function findCurrentInstitution(db: Kysely<Database>): Promise<InstitutionRow | undefined> {
  return db.selectFrom('institutions').selectAll().orderBy('code').limit(1).executeTakeFirst();
}

/** Creates the default institution when the database has none (first start with DEMO_DATA=off). */
export async function ensureInstitution(db: Kysely<Database>): Promise<InstitutionRow> {
  const existing = await findCurrentInstitution(db);
  if (existing) return existing;
  await db
    .insertInto('institutions')
    .values({
      code: DEFAULT_INSTITUTION.code,
      name: DEFAULT_INSTITUTION.name,
      acronym: DEFAULT_INSTITUTION.acronym,
      parameters_json: JSON.stringify(DEFAULT_INSTITUTION.parameters),
      settings_json: JSON.stringify(DEFAULT_INSTITUTION.settings),
    })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  return (await findCurrentInstitution(db))!;
}

export async function findSiteSection(
  db: Kysely<Database>,
  institutionId: number,
  sectionKey: string,
  languages: string[],
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
