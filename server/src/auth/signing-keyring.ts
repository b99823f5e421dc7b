import crypto from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import {
  loadOrCreateServerKey,
  replaceServerKey,
  type ServerKeyStore,
  type StoredServerKey,
} from './server-keys.repository.ts';

/**
 * The token-signing keys, one sealed row of `server_keys` (docs/auth.md, "Keys at rest"): the newest key without
 * `retireAt` signs; a rotated key keeps verifying until `retireAt`, then it is dropped. One row, replaced by compare
 * and set, so every server reads the same keys and two rotations at once cannot lose a key.
 */
export const SIGNING_KEY_ROW = 'access-token-signing-key';
/** Ed25519 keys: tokens name them `EdDSA` (token-signer.ts pins that algorithm). */
export const SIGNING_KEY_ALGORITHM = 'EdDSA';
/** The longest a user access token may live: auth-settings.ts caps `accessTokenSeconds` at this. */
export const MAX_ACCESS_TOKEN_SECONDS = 3600;
/** Clock difference tolerated between servers, and the time a server may sign with a key another just retired. */
export const CLOCK_SKEW_SECONDS = 60;
/** How long a rotated key still verifies: the longest token it can have signed, plus the skew. */
export const SIGNING_KEY_GRACE_SECONDS = MAX_ACCESS_TOKEN_SECONDS + CLOCK_SKEW_SECONDS;
/** A signing key older than this is rotated by the first server that reads it: what one key signs is bounded. */
export const SIGNING_KEY_MAX_AGE_SECONDS = 90 * 86_400;

export interface StoredSigningKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
  createdAt: string;
  /** Set when the key was rotated out: it verifies until then and signs nothing. */
  retireAt?: string;
}

export interface SigningKeyring {
  keys: StoredSigningKey[];
}

/** The row as versions before the keyring stored it, in clear: one key pair. */
interface LegacyKeyPair {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

export async function newSigningKey(now: Date): Promise<StoredSigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_KEY_ALGORITHM, { crv: 'Ed25519', extractable: true });
  return {
    kid: crypto.randomUUID(),
    privateJwk: await exportJWK(privateKey),
    publicJwk: await exportJWK(publicKey),
    createdAt: now.toISOString(),
  };
}

function retireAt(now: Date): string {
  return new Date(now.getTime() + SIGNING_KEY_GRACE_SECONDS * 1000).toISOString();
}

/** Whether a signing key created at `createdAt` is old enough for the scheduled rotation. */
export function signingKeyDue(createdAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(createdAt) >= SIGNING_KEY_MAX_AGE_SECONDS * 1000;
}

/** The key that signs: the newest one not rotated out. */
export function activeSigningKey(ring: SigningKeyring): StoredSigningKey | undefined {
  return ring.keys
    .filter((key) => !key.retireAt)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .at(-1);
}

/**
 * What the stored ring should become, or undefined when it is fine as it is. A legacy key pair was stored in clear
 * (it is in every earlier backup): it is rotated out with the usual grace, so sessions survive the upgrade and the
 * exposed key stops verifying an hour later. A signing key past SIGNING_KEY_MAX_AGE_SECONDS is rotated the same way
 * (the scheduled rotation). Keys past `retireAt` are dropped.
 */
async function tidied(stored: SigningKeyring | LegacyKeyPair, now: Date): Promise<SigningKeyring | undefined> {
  if (!('keys' in stored) || !Array.isArray(stored.keys)) {
    const legacy = stored as LegacyKeyPair;
    return {
      keys: [
        {
          kid: legacy.kid,
          privateJwk: legacy.privateJwk,
          publicJwk: legacy.publicJwk,
          createdAt: now.toISOString(),
          retireAt: retireAt(now),
        },
        await newSigningKey(now),
      ],
    };
  }
  const live = stored.keys.filter((key) => !key.retireAt || Date.parse(key.retireAt) > now.getTime());
  const active = activeSigningKey({ keys: live });
  const due = active !== undefined && signingKeyDue(active.createdAt, now);
  if (live.length === stored.keys.length && active && !due) return undefined;
  if (active && !due) return { keys: live };
  return {
    keys: [...live.map((key) => (key.retireAt ? key : { ...key, retireAt: retireAt(now) })), await newSigningKey(now)],
  };
}

/** Reads the ring (creating it on the first start), upgrading a legacy key pair and dropping expired keys. */
export async function loadSigningKeyring(store: ServerKeyStore, now: Date): Promise<StoredServerKey<SigningKeyring>> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const { value, stored } = await loadOrCreateServerKey<SigningKeyring | LegacyKeyPair>(
      store,
      SIGNING_KEY_ROW,
      async () => ({ keys: [await newSigningKey(now)] }),
    );
    const next = await tidied(value, now);
    if (!next) return { value: value as SigningKeyring, stored };
    const replaced = await replaceServerKey(store, SIGNING_KEY_ROW, stored, next);
    if (replaced) return { value: next, stored: replaced };
  }
  throw new Error(`${SIGNING_KEY_ROW} keeps changing under this server; is a rotation running in a loop?`);
}

export interface Rotation {
  kid: string;
  /** The keys rotated out, and until when each still verifies. */
  retiring: { kid: string; retireAt: string }[];
}

/** A new key signs from now; the one it replaces verifies for SIGNING_KEY_GRACE_SECONDS more. */
export async function rotateSigningKey(store: ServerKeyStore, now: Date): Promise<Rotation> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const { value, stored } = await loadSigningKeyring(store, now);
    const fresh = await newSigningKey(now);
    const keys = [...value.keys.map((key) => (key.retireAt ? key : { ...key, retireAt: retireAt(now) })), fresh];
    if (await replaceServerKey(store, SIGNING_KEY_ROW, stored, { keys })) {
      return {
        kid: fresh.kid,
        retiring: keys.filter((key) => key.retireAt).map((key) => ({ kid: key.kid, retireAt: key.retireAt! })),
      };
    }
  }
  throw new Error(`${SIGNING_KEY_ROW} keeps changing under this rotation`);
}
