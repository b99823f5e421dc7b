import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * `saml_requests`: the ID of every SAML AuthnRequest this server issued (docs/auth.md). A response is accepted
 * only when its InResponseTo names one of them, once, before it expires. In the database, not in memory, because
 * the request may leave through one instance and the response come back through another.
 */
export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('saml_requests')
    .addColumn('request_id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('saml_requests_expires_at').on('saml_requests').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saml_requests').execute();
}
