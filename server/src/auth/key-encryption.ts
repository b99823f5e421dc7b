import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CompactEncrypt, compactDecrypt, decodeProtectedHeader } from 'jose';

/**
 * The key-encryption key (KEK) that seals every row of `server_keys` (docs/auth.md, "Keys at rest"). It never
 * enters the database, so a copy of the database (a backup, a stolen SQLite file) cannot sign tokens: it comes
 * from KEY_ENCRYPTION_KEY (several servers sharing one PostgreSQL) or from DATA_DIR/key-encryption.key, created
 * with mode 0600 on the first start.
 */
export const KEK_FILE_NAME = 'key-encryption.key';
export const KEK_ENV_NAME = 'KEY_ENCRYPTION_KEY';
const KEK_BYTES = 32;

export interface KeyEncryptionKey {
  /** Names the KEK without revealing it; stored with every sealed row so a wrong KEK is told apart from damage. */
  id: string;
  bytes: Uint8Array;
  /** Where it came from, for the start-up messages: the variable's name or the file's path. */
  source: string;
}

export interface KeyEncryptionSettings {
  dataDir: string;
  /** KEY_ENCRYPTION_KEY: 32 bytes in base64; wins over the file when set. */
  keyEncryptionKey?: string;
}

/** A start-up failure about the KEK: the server must not start (and never makes new keys) when it sees one. */
export class KeyEncryptionError extends Error {
  override name = 'KeyEncryptionError';
}

/** `openssl rand -base64 32` output, or base64url; anything else (a passphrase, a short key) is refused. */
function decodeKek(text: string, source: string): KeyEncryptionKey {
  const trimmed = text.trim();
  const bytes = /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)
    ? Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
    : undefined;
  if (bytes?.length !== KEK_BYTES)
    throw new KeyEncryptionError(
      `${source} must hold a key-encryption key of ${KEK_BYTES} random bytes in base64 (openssl rand -base64 32)`,
    );
  // HKDF with its own label: the id can be shown and stored without giving away anything about the key.
  const id = Buffer.from(
    crypto.hkdfSync('sha256', bytes, Buffer.alloc(0), 'estante key-encryption-key id', 9),
  ).toString('base64url');
  return { id, bytes: new Uint8Array(bytes), source };
}

export function kekFilePath(dataDir: string): string {
  return path.join(dataDir, KEK_FILE_NAME);
}

function readKekFile(file: string): KeyEncryptionKey {
  const mode = fs.statSync(file).mode & 0o777;
  // Like ssh with a private key: a KEK others on the machine can read protects nothing.
  if ((mode & 0o077) !== 0)
    throw new KeyEncryptionError(
      `${file} can be read by other users (mode ${mode.toString(8)}); run chmod 600 ${file} and start again`,
    );
  return decodeKek(fs.readFileSync(file, 'utf8'), file);
}

/**
 * Writes a new KEK file with mode 0600. Written to a temporary file and linked into place, so two processes
 * starting together never read a half-written key: the one whose link fails reads the winner's.
 */
function createKekFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  fs.writeFileSync(temporary, `${crypto.randomBytes(KEK_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/**
 * The KEK of this server: KEY_ENCRYPTION_KEY, else the file in DATA_DIR. Returns undefined when neither exists
 * and `mayCreate` is false (the database already holds sealed rows: a new KEK could not open them).
 */
export function resolveKeyEncryptionKey(
  settings: KeyEncryptionSettings,
  mayCreate: boolean,
): KeyEncryptionKey | undefined {
  if (settings.keyEncryptionKey?.trim()) return decodeKek(settings.keyEncryptionKey, KEK_ENV_NAME);
  const file = kekFilePath(settings.dataDir);
  if (!fs.existsSync(file)) {
    if (!mayCreate) return undefined;
    createKekFile(file);
  }
  return readKekFile(file);
}

/** A sealed row's `value_json`: the KEK's id in clear (for messages) and the JWE. */
interface SealedEnvelope {
  kek: string;
  jwe: string;
}

function envelope(valueJson: string): SealedEnvelope | undefined {
  try {
    const parsed = JSON.parse(valueJson) as Partial<SealedEnvelope> | null;
    return typeof parsed === 'object' &&
      parsed !== null &&
      typeof parsed.jwe === 'string' &&
      typeof parsed.kek === 'string'
      ? { kek: parsed.kek, jwe: parsed.jwe }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The id of the KEK a stored value is sealed under; undefined for a value still in clear (before this change). */
export function sealedUnder(valueJson: string): string | undefined {
  const sealed = envelope(valueJson);
  if (!sealed) return undefined;
  try {
    const { kid } = decodeProtectedHeader(sealed.jwe);
    return typeof kid === 'string' ? kid : sealed.kek;
  } catch {
    return sealed.kek;
  }
}

/**
 * Seals a value with AES-256-GCM (JWE `dir` + `A256GCM`). The row's name is in the protected header, which GCM
 * authenticates: a sealed value copied onto another row's name does not open.
 */
export async function seal(kek: KeyEncryptionKey, name: string, value: unknown): Promise<string> {
  const jwe = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(value)))
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', kid: kek.id, 'estante-key': name })
    .encrypt(kek.bytes);
  return JSON.stringify({ kek: kek.id, jwe } satisfies SealedEnvelope);
}

export function wrongKekMessage(storedUnder: string, kek: KeyEncryptionKey | undefined, dataDir: string): string {
  const given = kek
    ? `this server was given key-encryption key ${kek.id} (from ${kek.source})`
    : `this server has no key-encryption key (${KEK_ENV_NAME} is not set and ${kekFilePath(dataDir)} does not exist)`;
  return (
    `The server keys in the database are encrypted under key-encryption key ${storedUnder}, but ${given}. ` +
    `Start it with the key the database was encrypted with: restore ${KEK_FILE_NAME} from the backup of DATA_DIR, ` +
    `or set ${KEK_ENV_NAME} to the key the other servers use (docs/auth.md, "Keys at rest"). ` +
    'The server refuses to start rather than make new keys, which would sign everyone out.'
  );
}

/** What a failure to open names, and what to do about it: a row of `server_keys` unless told otherwise. */
export interface SealedValueDescription {
  what: string;
  remedy: string;
}

/** Opens a sealed value; throws KeyEncryptionError for another KEK, a damaged value or one moved from another row. */
export async function unseal<T>(
  kek: KeyEncryptionKey,
  name: string,
  valueJson: string,
  dataDir: string,
  described: SealedValueDescription = { what: `server key "${name}"`, remedy: 'Restore server_keys from a backup.' },
): Promise<T> {
  const sealed = envelope(valueJson);
  if (!sealed) throw new KeyEncryptionError(`${described.what} is not sealed`);
  const storedUnder = sealedUnder(valueJson) ?? sealed.kek;
  if (storedUnder !== kek.id) throw new KeyEncryptionError(wrongKekMessage(storedUnder, kek, dataDir));
  try {
    const { plaintext, protectedHeader } = await compactDecrypt(sealed.jwe, kek.bytes, {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    if (protectedHeader['estante-key'] !== name) throw new Error('sealed for another row');
    return JSON.parse(new TextDecoder().decode(plaintext)) as T;
  } catch (error) {
    throw new KeyEncryptionError(
      `${described.what} cannot be decrypted with key-encryption key ${kek.id}: the row was altered, damaged ` +
        `or copied from another row (${(error as Error).message}). ${described.remedy}`,
    );
  }
}
