import type { Kysely } from 'kysely';
import type { Database } from '../../server/src/database/schema.ts';

/** The login (user code) of the newest sign-in, as the server recorded it with its refresh token. */
export async function newestSignInLogin(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('refresh_tokens')
    .innerJoin('logins', 'logins.id', 'refresh_tokens.login_id')
    .select('logins.login')
    .orderBy('refresh_tokens.id', 'desc')
    .executeTakeFirst();
  return row?.login;
}
