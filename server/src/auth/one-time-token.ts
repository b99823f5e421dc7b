import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { AuthServices } from './auth-services.ts';
import { LIFETIMES } from './auth-services.ts';
import { spendOneTimeToken, storeOneTimeToken } from './one-time-token.repository.ts';
import { hashToken } from './refresh-token.repository.ts';
import { ACCESS_TOKEN_ALGORITHM } from './token-signer.ts';

/**
 * Signed one-time tokens for the personal-area link and external-resource links (spec 000 §4,
 * 001 §7.5). A JWT signed with the server's key (so a provider can check it offline against
 * /oauth/jwks), with its own type and an audience naming the purpose, so it can never pass for an
 * access token; its `jti` is stored hashed in one_time_tokens so it is accepted once.
 */
const ONE_TIME_TYPE = 'ott+jwt';

export interface OneTimeTokenOwner {
  personId: number;
  loginId?: number;
}

export async function issueOneTimeToken(
  auth: AuthServices,
  owner: OneTimeTokenOwner,
  purpose: string,
  target: string | null,
): Promise<string> {
  const jti = crypto.randomBytes(24).toString('base64url');
  const expiresAt = new Date(auth.now().getTime() + LIFETIMES.oneTimeSeconds * 1000);
  await storeOneTimeToken(auth.context.db, {
    tokenHash: hashToken(jti),
    personId: owner.personId,
    purpose,
    target,
    expiresAt: expiresAt.toISOString(),
  });
  return auth.signer.signOther(
    new SignJWT({ purpose, ...(owner.loginId ? { login_id: owner.loginId } : {}) })
      .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, kid: auth.signer.keyId, typ: ONE_TIME_TYPE })
      .setIssuer(auth.context.config.publicUrl)
      .setAudience(`estante:${purpose}`)
      .setSubject(String(owner.personId))
      .setJti(jti)
      .setIssuedAt(Math.floor(auth.now().getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000)),
  );
}

/** Checks signature, type, audience and expiry, then marks the token used; undefined when any fails. */
export async function consumeOneTimeToken(
  auth: AuthServices,
  token: string,
  purpose: string,
): Promise<OneTimeTokenOwner | undefined> {
  let jti: string | undefined;
  let personId: number;
  let loginId: number | undefined;
  try {
    const { payload } = await jwtVerify(token, auth.signer.verificationKey, {
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      issuer: auth.context.config.publicUrl,
      audience: `estante:${purpose}`,
      typ: ONE_TIME_TYPE,
      requiredClaims: ['jti', 'sub', 'exp'],
      // The app's clock, like the stored expiry that spendOneTimeToken checks: one notion of "now" for both.
      currentDate: auth.now(),
    });
    jti = payload.jti;
    personId = Number(payload.sub);
    loginId = typeof payload.login_id === 'number' ? payload.login_id : undefined;
  } catch {
    return undefined;
  }
  if (!jti) return undefined;
  const spent = await spendOneTimeToken(auth.context.db, {
    tokenHash: hashToken(jti),
    purpose,
    personId,
    now: auth.now().toISOString(),
  });
  return spent ? { personId, loginId } : undefined;
}
