import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/** The name and e-mail a service request's answer goes to. */
export function findRequesterContact(db: Kysely<Database>, personId: number) {
  return db.selectFrom('people').select(['name', 'email']).where('id', '=', personId).executeTakeFirst();
}
