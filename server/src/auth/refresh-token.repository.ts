import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';

/** Refresh tokens are opaque random strings; only their SHA-256 is stored. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}

export function randomToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export interface RefreshOwner {
  personId: number;
  loginId: number | null;
  clientId: string;
}

/** Starts a new family (one sign-in) or continues one (rotation); returns the clear token once. */
export async function issueRefreshToken(
  db: Kysely<Database>,
  owner: RefreshOwner,
  lifetimeSeconds: number,
  now: Date,
  familyId: string = crypto.randomUUID(),
): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('refresh_tokens')
    .values({
      family_id: familyId,
      token_hash: hashToken(token),
      person_id: owner.personId,
      login_id: owner.loginId,
      client_id: owner.clientId,
      expires_at: new Date(now.getTime() + lifetimeSeconds * 1000).toISOString(),
      used_at: null,
      revoked_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

export type RotationResult =
  | { ok: true; owner: RefreshOwner; familyId: string; familyStartedAt: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' | 'wrong-client' };

/**
 * Consumes a refresh token for rotation. A token already used means it was copied: the whole
 * family (the thief's copy and the patron's current token) is revoked (RFC 9700 §4.14.2).
 * The conditional update makes two concurrent uses of one token count as a reuse.
 */
export async function consumeRefreshToken(
  db: Kysely<Database>,
  token: string,
  clientId: string,
  at: Date,
): Promise<RotationResult> {
  const row = await db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.person_id === null) return { ok: false, reason: 'unknown' };
  if (row.client_id !== clientId) return { ok: false, reason: 'wrong-client' };
  if (row.revoked_at) return { ok: false, reason: 'revoked' };
  const now = at.toISOString();
  if (row.used_at) {
    await revokeFamily(db, row.family_id, at);
    return { ok: false, reason: 'reused' };
  }
  if (row.expires_at <= now) return { ok: false, reason: 'expired' };
  const claimed = await db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    await revokeFamily(db, row.family_id, at);
    return { ok: false, reason: 'reused' };
  }
  const first = await db
    .selectFrom('refresh_tokens')
    .select((eb) => eb.fn.min('created_at').as('started'))
    .where('family_id', '=', row.family_id)
    .executeTakeFirst();
  return {
    ok: true,
    owner: { personId: row.person_id, loginId: row.login_id, clientId: row.client_id },
    familyId: row.family_id,
    familyStartedAt: String(first?.started ?? row.created_at),
  };
}

export async function revokeFamily(db: Kysely<Database>, familyId: string, now: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Logout (RFC 7009 revocation): revokes the family of a refresh token, whatever its state. */
export async function revokeFamilyOf(db: Kysely<Database>, token: string, now: Date): Promise<void> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select('family_id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (row) await revokeFamily(db, row.family_id, now);
}

/** Ends every session of a person (after a password change). */
export async function revokePersonTokens(db: Kysely<Database>, personId: number, now: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('person_id', '=', personId)
    .where('revoked_at', 'is', null)
    .execute();
}
