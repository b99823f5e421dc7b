import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Sign-in support (docs/auth.md):
 * - `server_keys`: the token-signing key pair and the HMAC secrets (captcha, recovery codes,
 *   one-time tokens). In the database, not DATA_DIR, so every instance behind a load balancer
 *   signs and verifies with the same keys.
 * - `refresh_tokens.login_id`: which of the person's logins signed in, so a refreshed session
 *   keeps the same user code.
 */
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('server_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('refresh_tokens').addColumn('login_id', 'integer').execute();
  await db.schema.createIndex('recovery_codes_person').on('recovery_codes').column('person_id').execute();
}
