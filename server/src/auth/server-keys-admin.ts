import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import type { KeyEncryptionSettings } from './key-encryption.ts';
import { openServerKeys } from './server-keys.repository.ts';
import {
  activeSigningKey,
  loadSigningKeyring,
  rotateSigningKey,
  SIGNING_KEY_GRACE_SECONDS,
} from './signing-keyring.ts';

export const KEYS_USAGE = `  keys list                                the token-signing keys: which signs, until when the others verify
  keys rotate                              a new signing key; the old one verifies ${SIGNING_KEY_GRACE_SECONDS / 60} more minutes (its tokens'
                                           longest life), then it is dropped. Running servers switch within seconds
  keys oidc-secret SECRET                  seals the OpenID Connect client secret in server_keys (a secret written
                                           in clear in the institution's settings is moved there on its own)`;

/**
 * `npm run admin -- keys …` (docs/auth.md, "Keys at rest"). Opens `server_keys` with the same key-encryption key
 * as the server (KEY_ENCRYPTION_KEY or DATA_DIR/key-encryption.key). Returns undefined for an unknown subcommand.
 */
export async function runKeysCommand(
  db: Kysely<Database>,
  sub: string | undefined,
  settings: KeyEncryptionSettings,
  now: Date = new Date(),
): Promise<string | undefined> {
  if (sub !== 'list' && sub !== 'rotate') return undefined;
  const store = await openServerKeys(db, settings, () => now);
  if (sub === 'rotate') {
    const rotation = await rotateSigningKey(store, now);
    const retiring = rotation.retiring.map((key) => `  ${key.kid} verifies until ${key.retireAt}\n`).join('');
    return `signing key ${rotation.kid} signs from now (key-encryption key ${store.kek.id})\n${retiring}`;
  }
  const { value } = await loadSigningKeyring(store, now);
  const active = activeSigningKey(value);
  const lines = value.keys.map(
    (key) =>
      `  ${key.kid}  created ${key.createdAt}  ${key === active ? 'signs' : key.retireAt ? `verifies until ${key.retireAt}` : 'verifies'}\n`,
  );
  return `key-encryption key ${store.kek.id} (${store.kek.source})\n${lines.join('')}`;
}
