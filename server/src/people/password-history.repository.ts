import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { runInTransaction } from '../database/transactions.ts';

/** The hashes of the person's last `count` passwords: the current one first, then the history. */
export async function recentPasswordHashes(
  db: Kysely<Database>,
  personId: number,
  currentHash: string | null,
  count: number,
): Promise<string[]> {
  if (count <= 0) return [];
  const history = await db
    .selectFrom('password_history')
    .select('password_hash')
    .where('person_id', '=', personId)
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
  return [...(currentHash ? [currentHash] : []), ...history.map((row) => row.password_hash)].slice(0, count);
}

/** Sets a new password: the old hash goes to the history, failures and lock are cleared. */
export async function replacePassword(
  db: Kysely<Database>,
  personId: number,
  oldHash: string | null,
  newHash: string,
  at: Date,
): Promise<void> {
  const now = at.toISOString();
  await runInTransaction(db, async (trx) => {
    if (oldHash)
      await trx
        .insertInto('password_history')
        .values({ person_id: personId, password_hash: oldHash, created_at: now })
        .execute();
    await trx
      .updateTable('people')
      .set({ password_hash: newHash, failed_logins: 0, locked_until: null, updated_at: now })
      .where('id', '=', personId)
      .execute();
  });
}
