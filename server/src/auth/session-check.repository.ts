import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import type { AccessTokenClaims } from './token-signer.ts';

/**
 * Whether a verified user access token still stands: its person exists and is not blocked by the library, and its
 * sign-in (refresh-token family, the `sid` claim) was not revoked by a logout, a refresh-token reuse or a password
 * change. One indexed statement per authenticated call (people by primary key, refresh_tokens by family_id), read
 * afresh every time rather than cached, so a logout or a block takes effect at once in every process and server
 * (issue 27: tokens used to live up to 300 s after either). Public tokens carry no person and always stand.
 */
export async function accessTokenStands(db: Kysely<Database>, claims: AccessTokenClaims): Promise<boolean> {
  if (claims.kind !== 'user') return true;
  // Tokens signed before the `sid` claim existed are refused: the client refreshes and gets one that has it.
  if (!claims.sessionId || !claims.personId) return false;
  const sessionId = claims.sessionId;
  const row = await db
    .selectFrom('people')
    .select('people.blocked')
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('refresh_tokens')
            .select('refresh_tokens.id')
            .where('refresh_tokens.family_id', '=', sessionId)
            .where('refresh_tokens.revoked_at', 'is not', null),
        )
        .as('revoked'),
    )
    .where('people.id', '=', claims.personId)
    .executeTakeFirst();
  // SQLite answers 0/1, PostgreSQL false/true.
  return row !== undefined && Number(row.blocked) !== 1 && !Number(row.revoked);
}
