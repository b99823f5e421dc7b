import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema.ts';
import { type Provider, type ProviderInput, providerOf } from './providers.ts';

export async function listProviders(db: Kysely<Database>): Promise<Provider[]> {
  const rows = await db.selectFrom('eresource_providers').selectAll().orderBy('name').execute();
  return rows.map(providerOf);
}

export async function findProvider(db: Kysely<Database>, name: string): Promise<Provider | undefined> {
  const row = await db.selectFrom('eresource_providers').selectAll().where('name', '=', name).executeTakeFirst();
  return row ? providerOf(row) : undefined;
}

/** The first active provider of a connector type (the deposit service, the standards server). */
export async function findActiveProviderOfType(
  db: Kysely<Database>,
  connector: Provider['connector'],
): Promise<Provider | undefined> {
  const row = await db
    .selectFrom('eresource_providers')
    .selectAll()
    .where('connector', '=', connector)
    .where('active', '=', 1)
    .orderBy('name')
    .executeTakeFirst();
  return row ? providerOf(row) : undefined;
}

export async function upsertProvider(
  db: Kysely<Database>,
  name: string,
  input: ProviderInput,
  now: string,
): Promise<void> {
  const values = {
    label: input.label,
    connector: input.connector as Provider['connector'],
    base_url: input.baseUrl,
    hosts_json: JSON.stringify(input.hosts),
    settings_json: JSON.stringify(input.settings),
    active: input.active ? 1 : 0,
    updated_at: now,
    ...(input.secret !== undefined ? { secret: input.secret } : {}),
  };
  await db
    .insertInto('eresource_providers')
    .values({ name, ...values, secret: input.secret ?? null })
    .onConflict((conflict) => conflict.column('name').doUpdateSet(values))
    .execute();
}

/** Replaces a provider's stored secret if it is still `from` (compare and set); false when it changed meanwhile. */
export async function replaceProviderSecret(
  db: Kysely<Database>,
  name: string,
  from: string,
  to: string,
): Promise<boolean> {
  const result = await db
    .updateTable('eresource_providers')
    .set({ secret: to })
    .where('name', '=', name)
    .where('secret', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteProvider(db: Kysely<Database>, name: string): Promise<boolean> {
  const result = await db.deleteFrom('eresource_providers').where('name', '=', name).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export interface AccessEvent {
  accessedAt: string;
  recordId: number | null;
  title: string;
  paragraph: number | null;
  url: string;
  host: string;
  providerId: number | null;
  restricted: boolean;
  browser: string | null;
  device: string | null;
  os: string | null;
}

export async function insertAccess(db: Kysely<Database>, event: AccessEvent): Promise<void> {
  await db
    .insertInto('eresource_accesses')
    .values({
      accessed_at: event.accessedAt,
      record_id: event.recordId,
      title: event.title,
      paragraph: event.paragraph,
      url: event.url,
      host: event.host,
      provider_id: event.providerId,
      restricted: event.restricted ? 1 : 0,
      browser: event.browser,
      device: event.device,
      os: event.os,
    })
    .execute();
}

export interface MonthlyCount {
  month: string;
  key: string;
  recordId: number | null;
  title: string;
  platform: string;
  count: number;
}

/**
 * Clicks per month (YYYY-MM) between two months inclusive, grouped per title (record, its title and platform) or per
 * resource (the provider, else the link's host). ISO text timestamps make the month the first 7 characters on both
 * engines.
 */
export async function monthlyCounts(
  db: Kysely<Database>,
  grouping: 'title' | 'resource',
  fromMonth: string,
  toMonth: string,
): Promise<MonthlyCount[]> {
  const month = sql<string>`substr(eresource_accesses.accessed_at, 1, 7)`;
  const platform = sql<string>`coalesce(eresource_providers.label, eresource_accesses.host)`;
  const base = db
    .selectFrom('eresource_accesses')
    .leftJoin('eresource_providers', 'eresource_providers.id', 'eresource_accesses.provider_id')
    .where('eresource_accesses.accessed_at', '>=', `${fromMonth}-01`)
    .where('eresource_accesses.accessed_at', '<', `${toMonth}-32`);
  if (grouping === 'resource') {
    const rows = await base
      .select([month.as('month'), platform.as('platform'), sql<number>`count(*)`.as('count')])
      .groupBy([month, platform])
      .orderBy('platform')
      .orderBy('month')
      .execute();
    return rows.map((row) => ({
      month: row.month,
      key: row.platform,
      recordId: null,
      title: '',
      platform: row.platform,
      count: Number(row.count),
    }));
  }
  const rows = await base
    .select([
      month.as('month'),
      'eresource_accesses.record_id as record_id',
      sql<string>`max(eresource_accesses.title)`.as('title'),
      platform.as('platform'),
      sql<number>`count(*)`.as('count'),
    ])
    .groupBy([month, 'eresource_accesses.record_id', platform])
    .orderBy('record_id')
    .orderBy('month')
    .execute();
  return rows.map((row) => ({
    month: row.month,
    key: `${row.record_id ?? ''}|${row.platform}`,
    recordId: row.record_id,
    title: row.title,
    platform: row.platform,
    count: Number(row.count),
  }));
}

export async function storeRedirectToken(
  db: Kysely<Database>,
  token: { tokenHash: string; target: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('redirect_tokens')
    .values({ token_hash: token.tokenHash, target: token.target, expires_at: token.expiresAt, used_at: null })
    .execute();
}

/** Marks an unexpired, unused redirect token spent; true only for the one caller that spent it. */
export async function spendRedirectToken(db: Kysely<Database>, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('redirect_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A title of the public catalogue with what its links need (suppressed titles are not found). */
export async function findRecordForLinks(
  db: Kysely<Database>,
  id: number,
): Promise<{ id: number; title: string; extracted_json: string; marc_json: string } | undefined> {
  return db
    .selectFrom('records')
    .select(['id', 'title', 'extracted_json', 'marc_json'])
    .where('id', '=', id)
    .where('suppressed', '=', 0)
    .executeTakeFirst();
}
