import { ACTIVITY } from '@estante/contracts';
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { isActivityEnabled } from '../site-parameters/index.ts';
import { claimOnce } from './throttle.repository.ts';

/**
 * Self-hosted proof-of-work captcha (ALTCHA, protocol v2): no outside service. The server signs a
 * challenge with a secret shared through the database; the browser spends CPU to find the counter;
 * the server checks the signature, the expiry and the work, and accepts each solution only once.
 */
const ALGORITHM = 'SHA-256';
const CHALLENGE_SECONDS = 600;

export interface CaptchaOptions {
  /** The app's clock: dates the spent solutions (their expiry is altcha-lib's, on the system clock). */
  now: () => Date;
  /** Upper bound of the secret counter: the expected work is half of it (SHA-256 rounds). */
  maxCounter?: number;
}

export interface Captcha {
  createChallenge(): Promise<Challenge>;
  /** True for a valid, unexpired solution that was not used before. */
  verify(payload: string | undefined): Promise<boolean>;
  /** Function 1120 of the institution switches the captcha on for login and recovery (spec 000 §6). */
  isEnabled(): Promise<boolean>;
}

export function createCaptcha(
  db: Kysely<Database>,
  secrets: { signature: string; key: string },
  options: CaptchaOptions,
): Captcha {
  const maxCounter = options.maxCounter ?? 50_000;
  return {
    createChallenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: randomInt(Math.floor(maxCounter / 10), maxCounter),
        deriveKey,
        // altcha-lib checks the expiry against the system clock (verifySolution takes no clock), so it is set on it.
        expiresAt: new Date(Date.now() + CHALLENGE_SECONDS * 1000),
        hmacSignatureSecret: secrets.signature,
        hmacKeySignatureSecret: secrets.key,
      }),
    async verify(payload) {
      const decoded = decodePayload(payload);
      if (!decoded) return false;
      const result = await verifySolution({
        challenge: decoded.challenge,
        solution: decoded.solution,
        deriveKey,
        hmacSignatureSecret: secrets.signature,
        hmacKeySignatureSecret: secrets.key,
      }).catch(() => undefined);
      if (!result?.verified || !decoded.challenge.signature) return false;
      // Replay protection: a solved challenge is good for one request, on every instance.
      return claimOnce(db, `captcha:${decoded.challenge.signature}`, options.now());
    },
    async isEnabled() {
      return isActivityEnabled(db, ACTIVITY.captcha);
    },
  };
}

/** The widget sends base64 of `{ challenge, solution }`; plain JSON is accepted too (API clients). */
function decodePayload(payload: string | undefined): { challenge: Challenge; solution: Solution } | undefined {
  if (!payload || payload.length > 4096) return undefined;
  try {
    const text = payload.trim().startsWith('{') ? payload : Buffer.from(payload, 'base64').toString('utf8');
    const value = JSON.parse(text) as { challenge?: Challenge; solution?: Solution };
    if (!value.challenge?.parameters || !value.solution || typeof value.solution.counter !== 'number') return undefined;
    return { challenge: value.challenge, solution: value.solution };
  } catch {
    return undefined;
  }
}
