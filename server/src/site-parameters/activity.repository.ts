import type { Kysely, Selectable } from 'kysely';
import type { ActivityTable, Database } from '../database/schema.ts';

export type ActivityRow = Selectable<ActivityTable>;

/** The institution's activities (cod_atividade); `enabledOnly` keeps those switched on. */
export async function listActivities(
  db: Kysely<Database>,
  institutionId: number,
  options: { enabledOnly?: boolean } = {},
): Promise<ActivityRow[]> {
  let query = db.selectFrom('activities').selectAll().where('institution_id', '=', institutionId);
  if (options.enabledOnly) query = query.where('enabled', '=', 1);
  return query.orderBy('activity_code').execute();
}

export async function findActivity(
  db: Kysely<Database>,
  institutionId: number,
  activityCode: number,
): Promise<ActivityRow | undefined> {
  return db
    .selectFrom('activities')
    .selectAll()
    .where('institution_id', '=', institutionId)
    .where('activity_code', '=', activityCode)
    .executeTakeFirst();
}

export interface ActivityValues {
  module_code: number;
  description: string;
  enabled: number;
  notice: string | null;
}

/** Inserts or updates one activity. */
export async function saveActivity(
  db: Kysely<Database>,
  institutionId: number,
  activityCode: number,
  values: ActivityValues,
): Promise<void> {
  await db
    .insertInto('activities')
    .values({ institution_id: institutionId, activity_code: activityCode, ...values })
    .onConflict((conflict) => conflict.columns(['institution_id', 'activity_code']).doUpdateSet(values))
    .execute();
}

export async function deleteActivity(
  db: Kysely<Database>,
  institutionId: number,
  activityCode: number,
): Promise<number> {
  const result = await db
    .deleteFrom('activities')
    .where('institution_id', '=', institutionId)
    .where('activity_code', '=', activityCode)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whether the first institution has the function switched on (the captcha's 1120, spec 000 §6). */
export async function isActivityEnabled(db: Kysely<Database>, activityCode: number): Promise<boolean> {
  const row = await db
    .selectFrom('activities')
    .innerJoin('institutions', 'institutions.id', 'activities.institution_id')
    .select('activities.enabled')
    .where('activities.activity_code', '=', activityCode)
    .orderBy('institutions.code')
    .executeTakeFirst();
  return Number(row?.enabled ?? 0) === 1;
}
