import { type SealedValueDescription, seal, sealedUnder, unseal } from './key-encryption.ts';
import type { ServerKeyStore } from './server-keys.repository.ts';

/**
 * Secrets kept in another feature's rows (an e-resource provider's shared secret), sealed under the key-encryption
 * key of `server_keys` (docs/auth.md, "Keys at rest") and bound to `name`: a database backup without the KEK does not
 * give them away, and a sealed value copied onto another row's name does not open.
 */
export function sealSecret(keys: ServerKeyStore, name: string, secret: string): Promise<string> {
  return seal(keys.kek, name, secret);
}

/** How a stored secret is kept: in clear (written before sealing, or by hand), sealed under this KEK or another. */
export function sealedState(keys: ServerKeyStore, stored: string): 'clear' | 'sealed' | 'other-kek' {
  const kek = sealedUnder(stored);
  if (kek === undefined) return 'clear';
  return kek === keys.kek.id ? 'sealed' : 'other-kek';
}

/**
 * The secret itself: a sealed one opened, a clear one as it is. Throws KeyEncryptionError, with `described`, for one
 * sealed under another KEK, altered, or copied from another row.
 */
export async function openSecret(
  keys: ServerKeyStore,
  name: string,
  stored: string,
  described: SealedValueDescription,
): Promise<string> {
  if (sealedUnder(stored) === undefined) return stored;
  return unseal<string>(keys.kek, name, stored, keys.dataDir, described);
}
