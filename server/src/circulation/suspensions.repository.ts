import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/** Suspensions not lifted that have not ended by `today`: in force now or starting later. */
export async function activeSuspensionsAndUpcoming(db: Kysely<Database>, personId: number, today: string) {
  return db
    .selectFrom('suspensions')
    .select(['id', 'reason', 'starts_on', 'ends_on'])
    .where('person_id', '=', personId)
    .where('lifted_at', 'is', null)
    .where((eb) => eb.or([eb('ends_on', 'is', null), eb('ends_on', '>=', today)]))
    .orderBy('starts_on')
    .orderBy('id')
    .execute();
}
