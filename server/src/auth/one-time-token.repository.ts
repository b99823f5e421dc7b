import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/** A one-time token's row: only the SHA-256 of its `jti` is kept (one-time-token.ts). */
export async function storeOneTimeToken(
  db: Kysely<Database>,
  token: { tokenHash: string; personId: number; purpose: string; target: string | null; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('one_time_tokens')
    .values({
      token_hash: token.tokenHash,
      person_id: token.personId,
      purpose: token.purpose,
      target: token.target,
      expires_at: token.expiresAt,
      used_at: null,
    })
    .execute();
}

/** Marks an unexpired, unused token spent; true only for the one caller that spent it. */
export async function spendOneTimeToken(
  db: Kysely<Database>,
  token: { tokenHash: string; purpose: string; personId: number; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('one_time_tokens')
    .set({ used_at: token.now })
    .where('token_hash', '=', token.tokenHash)
    .where('purpose', '=', token.purpose)
    .where('person_id', '=', token.personId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', token.now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
