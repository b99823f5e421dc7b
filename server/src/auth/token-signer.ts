import crypto from 'node:crypto';
import { type CryptoKey, importJWK, type JWK, type JWTVerifyGetKey, jwtVerify, SignJWT } from 'jose';
import { readStoredServerKey, type ServerKeyStore } from './server-keys.repository.ts';
import {
  activeSigningKey,
  CLOCK_SKEW_SECONDS,
  loadSigningKeyring,
  MAX_ACCESS_TOKEN_SECONDS,
  SIGNING_KEY_ALGORITHM,
  SIGNING_KEY_ROW,
  type SigningKeyring,
  signingKeyDue,
} from './signing-keyring.ts';

/**
 * The one algorithm access tokens are signed and verified with. Pinned: a token whose header names
 * another algorithm (none, HS256 with the public key as secret, RS256...) is refused by jose before
 * any signature check. EdDSA (Ed25519): small keys, deterministic signatures, no parameter choices.
 */
export const ACCESS_TOKEN_ALGORITHM = SIGNING_KEY_ALGORITHM;
/** RFC 9068 media type of JWT access tokens; keeps an ID token or other JWT from being replayed as one. */
export const ACCESS_TOKEN_TYPE = 'at+jwt';
export const ACCESS_TOKEN_AUDIENCE = 'estante-api';

/** A server reads the keys again this often, so a rotation made elsewhere reaches it within seconds. */
const REFRESH_SECONDS = 5;
/** A token of a key this server does not know reads the keys again, at most this often (forged kids are free). */
const MISS_REFRESH_SECONDS = 1;

export type TokenKind = 'user' | 'public';

export interface AccessTokenClaims {
  /** `user` for a signed-in patron, `public` for the visitor's client credentials. */
  kind: TokenKind;
  clientId: string;
  /** people.id, for user tokens. */
  personId?: number;
  /** logins.id the person signed in with, for user tokens. */
  loginId?: number;
  /** The sign-in (refresh-token family) a user token belongs to: revoking it ends the token too (session-check.repository.ts). */
  sessionId?: string;
}

export interface TokenSigner {
  sign(claims: AccessTokenClaims, lifetimeSeconds: number): Promise<string>;
  /** Returns the claims of a valid token, or undefined for any invalid, expired or forged one. */
  verify(token: string): Promise<AccessTokenClaims | undefined>;
  /** Signs another kind of JWT (one-time tokens) with the current key; its header must name `keyId`. */
  signOther(jwt: SignJWT): Promise<string>;
  /** For jose's jwtVerify: the public key a token's `kid` names, while that key verifies. */
  verificationKey: JWTVerifyGetKey;
  /** The key id of the key that signs now. */
  readonly keyId: string;
  /** The public keys that verify now (the signing one and those rotated out in their grace), for /oauth/jwks. */
  publicJwks(): Promise<JWK[]>;
  /** Reads the keys from the database now (tests; servers do it every few seconds on their own). */
  refresh(): Promise<void>;
}

export interface TokenSignerOptions {
  /** The clock (tests move it); tokens are signed and checked against it. */
  now?: () => Date;
  /**
   * The longest lifetime each kind of access token is given (the institution's `accessTokenSeconds` for users),
   * read again with the keys, and at once for a well-signed token that exceeds them (the setting was raised). A
   * longer-lived token is refused even when well signed: a key that leaked cannot mint a token for ten years.
   */
  lifetimeCaps?: () => Promise<Record<TokenKind, number>>;
}

interface LoadedKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
  createdAt: string;
  /** Epoch ms after which the key verifies nothing; undefined while it signs. */
  retireAt?: number;
}

async function importRing(ring: SigningKeyring, known: Map<string, LoadedKey>): Promise<Map<string, LoadedKey>> {
  const keys = new Map<string, LoadedKey>();
  for (const key of ring.keys) {
    const retireAt = key.retireAt ? Date.parse(key.retireAt) : undefined;
    const loaded = known.get(key.kid);
    keys.set(
      key.kid,
      loaded
        ? { ...loaded, retireAt }
        : {
            kid: key.kid,
            privateKey: (await importJWK(key.privateJwk, SIGNING_KEY_ALGORITHM)) as CryptoKey,
            publicKey: (await importJWK(key.publicJwk, SIGNING_KEY_ALGORITHM)) as CryptoKey,
            publicJwk: { ...key.publicJwk, kid: key.kid, alg: SIGNING_KEY_ALGORITHM, use: 'sig' },
            createdAt: key.createdAt,
            retireAt,
          },
    );
  }
  return keys;
}

/**
 * Signs and verifies with the keys of `server_keys` (signing-keyring.ts), read again every few seconds and when a
 * token names a key id this server has not seen: the database is the one source of truth between servers.
 */
export async function createTokenSigner(
  store: ServerKeyStore,
  issuer: string,
  options: TokenSignerOptions = {},
): Promise<TokenSigner> {
  const now = options.now ?? (() => new Date());
  let stored: string | undefined;
  let keys = new Map<string, LoadedKey>();
  let signing: LoadedKey | undefined;
  let caps: Record<TokenKind, number> = { user: MAX_ACCESS_TOKEN_SECONDS, public: MAX_ACCESS_TOKEN_SECONDS };
  let refreshedAt = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | undefined;

  async function load(): Promise<void> {
    const at = now();
    try {
      if (options.lifetimeCaps) caps = await options.lifetimeCaps();
      const text = await readStoredServerKey(store, SIGNING_KEY_ROW);
      const expired = [...keys.values()].some((key) => key.retireAt !== undefined && key.retireAt <= at.getTime());
      const due = signing !== undefined && signingKeyDue(signing.createdAt, at);
      if (text === undefined || text !== stored || expired || due) {
        const ring = await loadSigningKeyring(store, at);
        const active = activeSigningKey(ring.value);
        if (!active) throw new Error(`${SIGNING_KEY_ROW} has no key that signs`);
        keys = await importRing(ring.value, keys);
        signing = keys.get(active.kid);
        stored = ring.stored;
      }
    } catch (error) {
      // Once running, a failed read (the database restarting) keeps the keys it has and tries again later.
      if (!signing) throw error;
    } finally {
      refreshedAt = at.getTime();
    }
  }

  function refresh(): Promise<void> {
    running ??= load().finally(() => {
      running = undefined;
    });
    return running;
  }

  async function refreshIfOlderThan(seconds: number): Promise<void> {
    const age = now().getTime() - refreshedAt;
    if (age >= seconds * 1000 || age < 0) await refresh();
  }

  function verifying(key: LoadedKey | undefined): key is LoadedKey {
    return key !== undefined && (key.retireAt === undefined || key.retireAt > now().getTime());
  }

  const verificationKey: JWTVerifyGetKey = async (header) => {
    const kid = typeof header.kid === 'string' ? header.kid : '';
    await refreshIfOlderThan(REFRESH_SECONDS);
    if (!keys.has(kid)) await refreshIfOlderThan(MISS_REFRESH_SECONDS);
    const key = keys.get(kid);
    if (!verifying(key)) throw new Error('no key verifies this token');
    return key.publicKey;
  };

  function current(): LoadedKey {
    if (!signing) throw new Error('the token signer has no key');
    return signing;
  }

  await refresh();

  return {
    get keyId() {
      return current().kid;
    },
    async publicJwks() {
      await refreshIfOlderThan(REFRESH_SECONDS);
      return [...keys.values()].filter(verifying).map((key) => key.publicJwk);
    },
    verificationKey,
    refresh,
    signOther: (jwt) => jwt.sign(current().privateKey),
    async sign(claims, lifetimeSeconds) {
      await refreshIfOlderThan(REFRESH_SECONDS);
      const key = current();
      const subject = claims.kind === 'user' ? String(claims.personId) : claims.clientId;
      // One reading of the clock for both claims: exp - iat is exactly the lifetime, which verify caps.
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({
        kind: claims.kind,
        client_id: claims.clientId,
        ...(claims.loginId ? { login_id: claims.loginId } : {}),
        ...(claims.sessionId ? { sid: claims.sessionId } : {}),
      })
        .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid: key.kid, typ: ACCESS_TOKEN_TYPE })
        .setIssuer(issuer)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setSubject(subject)
        .setIssuedAt(issuedAt)
        .setJti(crypto.randomUUID())
        .setExpirationTime(issuedAt + lifetimeSeconds)
        .sign(key.privateKey);
    },
    async verify(token) {
      try {
        const at = now();
        const { payload } = await jwtVerify(token, verificationKey, {
          algorithms: [ACCESS_TOKEN_ALGORITHM],
          issuer,
          audience: ACCESS_TOKEN_AUDIENCE,
          typ: ACCESS_TOKEN_TYPE,
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: at,
        });
        const kind = payload.kind;
        if (kind !== 'public' && kind !== 'user') return undefined;
        // Defence in depth against a leaked key: no lifetime beyond the configured one, no issue date in the future
        // (which would stretch the lifetime past the cap's reach).
        const lifetime = payload.exp! - payload.iat!;
        if (lifetime > MAX_ACCESS_TOKEN_SECONDS) return undefined;
        // Only a token that passed the signature check gets here, so this read costs a forger nothing it can use.
        if (lifetime > caps[kind] && options.lifetimeCaps) caps = await options.lifetimeCaps();
        if (lifetime > caps[kind]) return undefined;
        if (payload.iat! > at.getTime() / 1000 + CLOCK_SKEW_SECONDS) return undefined;
        const clientId = typeof payload.client_id === 'string' ? payload.client_id : undefined;
        if (!clientId) return undefined;
        if (kind === 'public') return { kind: 'public', clientId };
        const personId = Number(payload.sub);
        const loginId = Number(payload.login_id);
        if (!Number.isInteger(personId) || personId < 1) return undefined;
        return {
          kind: 'user',
          clientId,
          personId,
          loginId: Number.isInteger(loginId) ? loginId : undefined,
          sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
        };
      } catch {
        return undefined;
      }
    },
  };
}
