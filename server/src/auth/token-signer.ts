import crypto from 'node:crypto';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK, jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { loadOrCreateServerKey } from './server-keys.repository.ts';

/**
 * The one algorithm access tokens are signed and verified with. Pinned: a token whose header names
 * another algorithm (none, HS256 with the public key as secret, RS256...) is refused by jose before
 * any signature check. EdDSA (Ed25519): small keys, deterministic signatures, no parameter choices.
 */
export const ACCESS_TOKEN_ALGORITHM = 'EdDSA';
/** RFC 9068 media type of JWT access tokens; keeps an ID token or other JWT from being replayed as one. */
export const ACCESS_TOKEN_TYPE = 'at+jwt';
export const ACCESS_TOKEN_AUDIENCE = 'estante-api';

interface StoredKeyPair {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

export type TokenKind = 'user' | 'public';

export interface AccessTokenClaims {
  /** `user` for a signed-in patron, `public` for the visitor's client credentials. */
  kind: TokenKind;
  clientId: string;
  /** people.id, for user tokens. */
  personId?: number;
  /** logins.id the person signed in with, for user tokens. */
  loginId?: number;
}

export interface TokenSigner {
  sign(claims: AccessTokenClaims, lifetimeSeconds: number): Promise<string>;
  /** Returns the claims of a valid token, or undefined for any invalid, expired or forged one. */
  verify(token: string): Promise<AccessTokenClaims | undefined>;
  /** Signs another kind of JWT (one-time tokens) with the same key and key id. */
  signOther(jwt: SignJWT): Promise<string>;
  publicKey: CryptoKey | Uint8Array;
  keyId: string;
  /** The public key as a JWK, with its key id, for /oauth/jwks. */
  publicJwk: JWK;
}

async function createKeyPair(): Promise<StoredKeyPair> {
  const { privateKey, publicKey } = await generateKeyPair(ACCESS_TOKEN_ALGORITHM, {
    crv: 'Ed25519',
    extractable: true,
  });
  return { kid: crypto.randomUUID(), privateJwk: await exportJWK(privateKey), publicJwk: await exportJWK(publicKey) };
}

/** Loads (or creates once for all instances) the signing key pair stored in the database. */
export async function createTokenSigner(db: Kysely<Database>, issuer: string): Promise<TokenSigner> {
  const stored = await loadOrCreateServerKey(db, 'access-token-signing-key', createKeyPair);
  const privateKey = await importJWK(stored.privateJwk, ACCESS_TOKEN_ALGORITHM);
  const publicKey = await importJWK(stored.publicJwk, ACCESS_TOKEN_ALGORITHM);

  return {
    publicJwk: { ...stored.publicJwk, kid: stored.kid, alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' },
    publicKey,
    keyId: stored.kid,
    signOther: (jwt) => jwt.sign(privateKey),
    async sign(claims, lifetimeSeconds) {
      const subject = claims.kind === 'user' ? String(claims.personId) : claims.clientId;
      return new SignJWT({
        kind: claims.kind,
        client_id: claims.clientId,
        ...(claims.loginId ? { login_id: claims.loginId } : {}),
      })
        .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid: stored.kid, typ: ACCESS_TOKEN_TYPE })
        .setIssuer(issuer)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setSubject(subject)
        .setIssuedAt()
        .setJti(crypto.randomUUID())
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(privateKey);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, publicKey, {
          algorithms: [ACCESS_TOKEN_ALGORITHM],
          issuer,
          audience: ACCESS_TOKEN_AUDIENCE,
          typ: ACCESS_TOKEN_TYPE,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const clientId = typeof payload.client_id === 'string' ? payload.client_id : undefined;
        if (!clientId) return undefined;
        if (payload.kind === 'public') return { kind: 'public', clientId };
        if (payload.kind !== 'user') return undefined;
        const personId = Number(payload.sub);
        const loginId = Number(payload.login_id);
        if (!Number.isInteger(personId) || personId < 1) return undefined;
        return { kind: 'user', clientId, personId, loginId: Number.isInteger(loginId) ? loginId : undefined };
      } catch {
        return undefined;
      }
    },
  };
}
