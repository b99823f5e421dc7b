import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database, RecoveryCodeTable } from '../database/schema.ts';
import { runInTransaction } from '../database/transactions.ts';

export type RecoveryCodeRow = Selectable<RecoveryCodeTable>;

/**
 * Recovery codes are stored as HMAC-SHA256 with a server secret and the person id: a 6-digit code
 * has only a million values, so a plain hash in a leaked table would be reversed at once.
 */
export function hashRecoveryCode(secret: string, personId: number, code: string): string {
  return crypto.createHmac('sha256', secret).update(`${personId}:${code}`).digest('base64url');
}

/** A random numeric code of `length` digits (crypto.randomInt: uniform, unpredictable). */
export function randomNumericCode(length: number): string {
  let code = '';
  for (let index = 0; index < length; index += 1) code += String(crypto.randomInt(0, 10));
  return code;
}

/** Replaces any earlier live code of the person: only the newest code works. */
export async function storeRecoveryCode(
  db: Kysely<Database>,
  personId: number,
  codeHash: string,
  expiresAt: string,
  at: Date,
): Promise<void> {
  const now = at.toISOString();
  await runInTransaction(db, async (trx) => {
    await trx
      .updateTable('recovery_codes')
      .set({ used_at: now })
      .where('person_id', '=', personId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('recovery_codes')
      .values({
        person_id: personId,
        code_hash: codeHash,
        expires_at: expiresAt,
        attempts: 0,
        validated_at: null,
        used_at: null,
        created_at: now,
      })
      .execute();
  });
}

export function findLiveCode(db: Kysely<Database>, personId: number): Promise<RecoveryCodeRow | undefined> {
  return db
    .selectFrom('recovery_codes')
    .selectAll()
    .where('person_id', '=', personId)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Counts a wrong try atomically; returns the new count. */
export async function countWrongTry(db: Kysely<Database>, codeId: number): Promise<number> {
  const row = await db
    .updateTable('recovery_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .returning('attempts')
    .executeTakeFirstOrThrow();
  return Number(row.attempts);
}

export async function markValidated(db: Kysely<Database>, codeId: number, now: Date): Promise<void> {
  await db.updateTable('recovery_codes').set({ validated_at: now.toISOString() }).where('id', '=', codeId).execute();
}

/** Single use: true only for the one caller that consumed it. */
export async function consumeCode(db: Kysely<Database>, codeId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('id', '=', codeId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
