import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/**
 * Reserves one password check for a person before the password is hashed: counts the attempt and tells whether the
 * person is locked, in one UPDATE … RETURNING, so concurrent requests (in any process) cannot all read "not locked"
 * and check more passwords than the lockout threshold allows. Undefined when the person is locked now; otherwise
 * the attempts counted since the last success or lock, this one included. A success clears the count.
 */
export async function reservePasswordCheck(
  db: Kysely<Database>,
  personId: number,
  now: Date,
): Promise<number | undefined> {
  const nowIso = now.toISOString();
  const row = await db
    .updateTable('people')
    .set((eb) => ({ failed_logins: eb('failed_logins', '+', 1) }))
    .where('id', '=', personId)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowIso)]))
    .returning('failed_logins')
    .executeTakeFirst();
  return row ? Number(row.failed_logins) : undefined;
}
