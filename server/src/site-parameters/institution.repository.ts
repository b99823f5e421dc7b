import type { Kysely, Updateable } from 'kysely';
import type { Database, InstitutionRow, InstitutionTable } from '../database/schema.ts';

/** Default settings of an institution created without demo data (docs/data-model.md). */
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

export type InstitutionUpdate = Omit<Updateable<InstitutionTable>, 'id' | 'code'>;

export async function updateInstitution(
  db: Kysely<Database>,
  institutionId: number,
  values: InstitutionUpdate,
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  await db.updateTable('institutions').set(values).where('id', '=', institutionId).execute();
}

/** The private settings document (settings_json); never sent to the web as a whole. */
export function institutionSettings(row: InstitutionRow): Record<string, unknown> {
  const parsed: unknown = JSON.parse(row.settings_json);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

/** The public parameters document (parameters_json), sent as `parametros`. */
export function institutionParameters(row: InstitutionRow): Record<string, string | number | boolean | null> {
  const parsed: unknown = JSON.parse(row.parameters_json);
  return typeof parsed === 'object' && parsed !== null
    ? (parsed as Record<string, string | number | boolean | null>)
    : {};
}

/** Replaces the settings only if they still read `previous` (compare and set: a concurrent writer's version stands). */
export async function replaceInstitutionSettings(
  db: Kysely<Database>,
  institutionId: number,
  previous: string,
  next: string,
): Promise<void> {
  await db
    .updateTable('institutions')
    .set({ settings_json: next })
    .where('id', '=', institutionId)
    .where('settings_json', '=', previous)
    .execute();
}
