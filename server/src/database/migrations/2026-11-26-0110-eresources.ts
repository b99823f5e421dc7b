import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Electronic resources (docs/e-resources.md):
 * - `eresource_providers`: one row per provider the library subscribes to (the 15 names of spec 000 §4 or any
 *   other), its connector type, entry URL, the link hosts that make a catalogue link "restricted", the connector's
 *   settings (JSON) and its shared secret (EZproxy ticket key, HMAC key, API key), never sent back by the API;
 * - `eresource_accesses`: one row per click on an online link (spec 001 §7.14 estatistica-acesso), counted by month
 *   for the COUNTER-style report. No person is stored: the report counts requests, not readers;
 * - `redirect_tokens`: the jti (hashed) of each signed /pergamum_redireciona link, spent once.
 */
export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  const postgres = dialect === 'postgres';
  const id = (table: ReturnType<Kysely<any>['schema']['createTable']>) =>
    table.addColumn('id', postgres ? 'serial' : 'integer', (column) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
    );
  await id(db.schema.createTable('eresource_providers'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('connector', 'text', (c) =>
      c
        .notNull()
        .check(sql`connector in ('ezproxy', 'signed-url', 'one-time-token', 'pearson', 'grupoa', 'target', 'deposit')`),
    )
    .addColumn('base_url', 'text', (c) => c.notNull())
    .addColumn('hosts_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('settings_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('secret', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await id(db.schema.createTable('eresource_accesses'))
    .addColumn('accessed_at', 'text', (c) => c.notNull())
    // No foreign key: the statistics of a title outlive its deletion, as a COUNTER report of last year must.
    .addColumn('record_id', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('paragraph', 'integer')
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'integer', (c) => c.references('eresource_providers.id').onDelete('set null'))
    .addColumn('restricted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('browser', 'text')
    .addColumn('device', 'text')
    .addColumn('os', 'text')
    .execute();
  await db.schema.createIndex('eresource_accesses_month').on('eresource_accesses').columns(['accessed_at']).execute();

  await db.schema
    .createTable('redirect_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
}
