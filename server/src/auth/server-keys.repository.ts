import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/**
 * Reads a named key from `server_keys`, creating it on first use. Two instances starting together
 * may both try to create it: the insert ignores the conflict and both read the one that won.
 */
export async function loadOrCreateServerKey<T>(
  db: Kysely<Database>,
  name: string,
  create: () => Promise<T>,
): Promise<T> {
  const existing = await db.selectFrom('server_keys').select('value_json').where('name', '=', name).executeTakeFirst();
  if (existing) return JSON.parse(existing.value_json) as T;
  const value = await create();
  await db
    .insertInto('server_keys')
    .values({ name, value_json: JSON.stringify(value), created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const stored = await db
    .selectFrom('server_keys')
    .select('value_json')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return JSON.parse(stored.value_json) as T;
}

/** A 256-bit random secret for HMAC, shared by every instance through the database. */
export function loadOrCreateSecret(db: Kysely<Database>, name: string): Promise<string> {
  return loadOrCreateServerKey(db, name, async () => crypto.randomBytes(32).toString('base64url'));
}
