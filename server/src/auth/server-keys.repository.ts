import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import {
  KeyEncryptionError,
  type KeyEncryptionKey,
  type KeyEncryptionSettings,
  resolveKeyEncryptionKey,
  seal,
  sealedUnder,
  unseal,
  wrongKekMessage,
} from './key-encryption.ts';

/**
 * `server_keys` holds the token-signing keys and the HMAC secrets, sealed under the key-encryption key
 * (key-encryption.ts), in the database so that every server signs and verifies alike.
 */
export interface ServerKeyStore {
  db: Kysely<Database>;
  kek: KeyEncryptionKey;
  dataDir: string;
  /** The clock that dates new rows (the app's, so tests move it). */
  now: () => Date;
}

/** A row's value with its stored text, which rotation compares to replace only what it read. */
export interface StoredServerKey<T> {
  value: T;
  stored: string;
}

/**
 * Opens `server_keys` for this server: finds the KEK (creating the file only while no row is sealed), refuses to
 * start when the rows are sealed under another KEK or none is given, checks every sealed row opens, and seals the
 * rows an earlier version left in clear.
 *
 * A clear secret (a JSON string) is replaced by a fresh one rather than sealed as it is: it sits in clear in every
 * earlier backup. That ends the captcha challenges and recovery codes in flight, which live minutes. A clear
 * signing key is sealed as it is, and the token signer retires it with a grace period (token-signer.ts).
 */
export async function openServerKeys(
  db: Kysely<Database>,
  settings: KeyEncryptionSettings,
  now: () => Date,
): Promise<ServerKeyStore> {
  const rows = await db.selectFrom('server_keys').select(['name', 'value_json']).execute();
  const sealedUnderIds = new Set(rows.map((row) => sealedUnder(row.value_json)).filter((id) => id !== undefined));
  const kek = resolveKeyEncryptionKey(settings, sealedUnderIds.size === 0);
  for (const id of sealedUnderIds) {
    if (id !== kek?.id) throw new KeyEncryptionError(wrongKekMessage(id, kek, settings.dataDir));
  }
  if (!kek) throw new KeyEncryptionError('no key-encryption key'); // unreachable: resolved or thrown above
  const store = { db, kek, dataDir: settings.dataDir, now };
  for (const row of rows) {
    if (sealedUnder(row.value_json) !== undefined) {
      await unseal(kek, row.name, row.value_json, settings.dataDir);
      continue;
    }
    const clear = JSON.parse(row.value_json) as unknown;
    const value = typeof clear === 'string' ? newSecret() : clear;
    // Conditional: a server starting at the same moment may have sealed it first; its value then stands.
    await replaceServerKey(store, row.name, row.value_json, value);
  }
  return store;
}

/** The stored text of a row, without opening it (a cheap check whether it changed). */
export async function readStoredServerKey(store: ServerKeyStore, name: string): Promise<string | undefined> {
  const row = await store.db.selectFrom('server_keys').select('value_json').where('name', '=', name).executeTakeFirst();
  return row?.value_json;
}

export function openStoredServerKey<T>(store: ServerKeyStore, name: string, stored: string): Promise<T> {
  return unseal<T>(store.kek, name, stored, store.dataDir);
}

/**
 * Reads a named key, creating it on first use. Two instances starting together may both try to create it: the
 * insert ignores the conflict and both read the one that won.
 */
export async function loadOrCreateServerKey<T>(
  store: ServerKeyStore,
  name: string,
  create: () => Promise<T>,
): Promise<StoredServerKey<T>> {
  let stored = await readStoredServerKey(store, name);
  if (stored === undefined) {
    const value = await seal(store.kek, name, await create());
    await store.db
      .insertInto('server_keys')
      .values({ name, value_json: value, created_at: store.now().toISOString() })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    stored = await readStoredServerKey(store, name);
    if (stored === undefined) throw new Error(`server key "${name}" vanished while being created`);
  }
  return { value: await openStoredServerKey<T>(store, name, stored), stored };
}

/**
 * Replaces a row only if it still holds `previous` (compare and set): of two servers rotating at once, one wins
 * and the other reads the winner's value and tries again. Returns the new stored text, or undefined when it lost.
 */
export async function replaceServerKey(
  store: ServerKeyStore,
  name: string,
  previous: string,
  value: unknown,
): Promise<string | undefined> {
  const next = await seal(store.kek, name, value);
  const result = await store.db
    .updateTable('server_keys')
    .set({ value_json: next })
    .where('name', '=', name)
    .where('value_json', '=', previous)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? next : undefined;
}

function newSecret(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** A 256-bit random secret for HMAC, shared by every instance through the database. */
export async function loadOrCreateSecret(store: ServerKeyStore, name: string): Promise<string> {
  return (await loadOrCreateServerKey(store, name, async () => newSecret())).value;
}
