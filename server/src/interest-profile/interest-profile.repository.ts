import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/**
 * Rows of a patron's interest profile (table interest_profiles). `kind` is the tipoDSI (A, S, C) for headings and
 * areas, `periodico` for serials, `tipo-obra` for work types; `code` the heading key, area class, record id or work
 * type; `options_json` the item's options (codTipoArea, fasciculo, artigo, sumario, bibliotecas, idiomas).
 */
export const SERIAL_KIND = 'periodico';
export const WORK_TYPE_KIND = 'tipo-obra';

export interface ProfileRow {
  kind: string;
  code: string;
  label: string;
  validUntil: string;
  options: Record<string, unknown>;
}

export interface NewProfileItem {
  code: string;
  label: string;
  options: Record<string, unknown>;
}

/** Adds the items, or renews and replaces the options of those already in the profile (one row per kind and code). */
export async function saveProfileItems(
  db: Kysely<Database>,
  personId: number,
  kind: string,
  validUntil: string,
  items: NewProfileItem[],
  now: Date,
): Promise<void> {
  await db
    .insertInto('interest_profiles')
    .values(
      items.map((item) => ({
        person_id: personId,
        kind,
        code: item.code,
        label: item.label,
        valid_until: validUntil,
        options_json: JSON.stringify(item.options),
        created_at: now.toISOString(),
      })),
    )
    .onConflict((conflict) =>
      conflict.columns(['person_id', 'kind', 'code']).doUpdateSet((eb) => ({
        valid_until: eb.ref('excluded.valid_until'),
        options_json: eb.ref('excluded.options_json'),
      })),
    )
    .execute();
}

/** The patron's items of some kinds, by label. */
export async function listProfileItems(db: Kysely<Database>, personId: number, kinds: string[]): Promise<ProfileRow[]> {
  const rows = await db
    .selectFrom('interest_profiles')
    .select(['kind', 'code', 'label', 'valid_until', 'options_json'])
    .where('person_id', '=', personId)
    .where('kind', 'in', kinds)
    .orderBy('label')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    kind: row.kind,
    code: row.code,
    label: row.label,
    validUntil: row.valid_until ?? '',
    options: JSON.parse(row.options_json) as Record<string, unknown>,
  }));
}

/** Changes one item's validity and, when given, its options; false when the patron has no such item. */
export async function updateProfileItem(
  db: Kysely<Database>,
  personId: number,
  key: { kind: string; code: string },
  change: { validUntil: string; options?: Record<string, unknown> },
): Promise<boolean> {
  const result = await db
    .updateTable('interest_profiles')
    .set({
      valid_until: change.validUntil,
      ...(change.options ? { options_json: JSON.stringify(change.options) } : {}),
    })
    .where('person_id', '=', personId)
    .where('kind', '=', key.kind)
    .where('code', '=', key.code)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Removes one item; false when the patron has no such item. */
export async function removeProfileItem(
  db: Kysely<Database>,
  personId: number,
  key: { kind: string; code: string },
): Promise<boolean> {
  const result = await db
    .deleteFrom('interest_profiles')
    .where('person_id', '=', personId)
    .where('kind', '=', key.kind)
    .where('code', '=', key.code)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** When the patron was last told of new titles; undefined before the first notice. */
export async function lastNoticeAt(db: Kysely<Database>, personId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('interest_profile_notices')
    .select('last_notice_at')
    .where('person_id', '=', personId)
    .executeTakeFirst();
  return row?.last_notice_at;
}

/** Library ids by code, for the codes that exist. */
export async function libraryIdsByCode(db: Kysely<Database>, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db.selectFrom('libraries').select(['id', 'code']).where('code', 'in', codes).execute();
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** People who take e-mail and hold at least one profile item valid on `today`: the notice job's recipients. */
export function peopleWithValidProfiles(db: Kysely<Database>, today: string) {
  return db
    .selectFrom('people')
    .select(['id', 'name', 'email', 'language'])
    .where('receives_email', '=', 1)
    .where('email', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('interest_profiles as p')
          .select('p.id')
          .whereRef('p.person_id', '=', 'people.id')
          .where('p.valid_until', '>=', today),
      ),
    )
    .orderBy('id')
    .execute();
}

/** Remembers when the person's last notice went out: the next one lists only what arrives afterwards. */
export async function recordNoticeSent(db: Kysely<Database>, personId: number, at: Date): Promise<void> {
  await db
    .insertInto('interest_profile_notices')
    .values({ person_id: personId, last_notice_at: at.toISOString() })
    .onConflict((conflict) => conflict.column('person_id').doUpdateSet({ last_notice_at: at.toISOString() }))
    .execute();
}

/** Which of `codes` are knowledge areas (main classes, facet K) of some record of the public catalogue. */
export function presentAreaCodes(db: Kysely<Database>, codes: string[]) {
  return db
    .selectFrom('record_facets')
    .innerJoin('records', 'records.id', 'record_facets.record_id')
    .select('record_facets.code as code')
    .distinct()
    .where('record_facets.letter', '=', 'K')
    .where('record_facets.code', 'in', codes)
    .where('records.suppressed', '=', 0)
    .execute();
}

/** The label of each heading of `kind` among `sortKeys` that some record carries. */
export function headingLabels(db: Kysely<Database>, kind: string, sortKeys: string[]) {
  return db
    .selectFrom('browse_entries')
    .select(['sort_key', (eb) => eb.fn.min('label').as('label')])
    .where('kind', '=', kind)
    .where('sort_key', 'in', sortKeys)
    .groupBy('sort_key')
    .execute();
}

/** The titles of the serials among `ids` (records of `serialWorkType`) in the public catalogue (not suppressed). */
export function serialTitles(db: Kysely<Database>, ids: number[], serialWorkType: number) {
  return db
    .selectFrom('records')
    .select(['id', 'title'])
    .where('id', 'in', ids)
    .where('work_type', '=', serialWorkType)
    .where('suppressed', '=', 0)
    .execute();
}
