import { DomainError, InvalidInputError } from '@estante/core';
import {
  AccessBlockedError,
  AUTH_ERROR_CODES,
  PatronBlockedError,
  TooManyAttemptsError,
  WrongCredentialsError,
} from '../http/auth-errors.ts';
import type { AuthServices } from './auth-services.ts';
import { reservePasswordCheck } from './login-attempts.repository.ts';
import { normaliseLoginIdentifier } from './login-identifier.ts';
import {
  clearFailedLogins,
  findLoginsForUserCode,
  findPerson,
  lockPerson,
  updatePasswordHash,
} from './person.repository.ts';
import type { RefreshOwner } from './refresh-token.repository.ts';
import { hitCounter, resetCounter } from './throttle.repository.ts';

export interface PasswordSignIn {
  username: string;
  password: string;
  captchaToken?: string;
  /** Category-select institutions: only the person records of this patron category answer to the user code. */
  category?: string;
  clientId: string;
  /** The caller's address, for the per-address throttle. */
  address: string;
}

/**
 * The password grant's rules, in order (spec 000 §8, docs/auth.md):
 * captcha (function 1120) → throttle per address, then per account (429) → lock (430, the right
 * password included) → password (401; the Nth failure in a row locks and answers 430) → blocked by the
 * library (430 with the reason). The account counter is keyed by the person the identifier resolves to
 * (any spelling of a tax id, any of the person's logins), else by the normalised identifier. Every counter
 * is taken in one atomic statement before the password is hashed, so a flood costs no argon2 work and
 * concurrent requests, in any process, cannot check more passwords than the limits allow.
 */
export async function signInWithPassword(auth: AuthServices, input: PasswordSignIn): Promise<RefreshOwner> {
  const { db } = auth.context;
  const username = input.username.trim();
  if (!username || !input.password) throw new InvalidInputError('credential_missing');
  if (await auth.captcha.isEnabled()) {
    if (!(await auth.captcha.verify(input.captchaToken))) throw new InvalidInputError(AUTH_ERROR_CODES.captcha);
  }

  const settings = await auth.settings();
  const throttle = settings.loginThrottle;
  const byAddress = await hitCounter(db, `login:address:${input.address}`, throttle.windowSeconds, auth.now());
  if (byAddress.hits > throttle.perAddress) throw new TooManyAttemptsError(byAddress.retryAfterSeconds);

  const found = await findLoginsForUserCode(db, username);
  const matches = input.category ? found.filter((match) => match.person.category_code === input.category) : found;
  const accountKey =
    matches.length === 1
      ? `login:person:${matches[0]!.person.id}`
      : `login:account:${normaliseLoginIdentifier(username)}`;
  const byAccount = await hitCounter(db, accountKey, throttle.windowSeconds, auth.now());
  if (byAccount.hits > throttle.perAccount) throw new TooManyAttemptsError(byAccount.retryAfterSeconds);

  if (matches.length > 1) {
    // A tax id shared by several person records: the web asks which one (two-step login).
    throw new DomainError('invalid', AUTH_ERROR_CODES.chooseLogin);
  }
  const match = matches[0];
  if (!match) {
    // Same argon2 cost as a known user, so timing does not tell which user codes exist.
    await auth.hasher.verify(null, input.password);
    throw new WrongCredentialsError();
  }
  const attempt = await reservePasswordCheck(db, match.person.id, auth.now());
  if (attempt === undefined || attempt > settings.lockoutThreshold) {
    const person = await findPerson(db, match.person.id);
    throw new AccessBlockedError({ lockedUntil: person?.locked_until ?? undefined });
  }

  const correct = await auth.hasher.verify(match.person.password_hash, input.password);
  if (!correct) {
    if (attempt >= settings.lockoutThreshold) {
      const until = new Date(auth.now().getTime() + settings.lockoutMinutes * 60_000).toISOString();
      await lockPerson(db, match.person.id, until, auth.now());
      throw new AccessBlockedError({ lockedUntil: until });
    }
    throw new WrongCredentialsError();
  }
  // The right password proves the person: the lockout counts wrong passwords only, so a blocked patron who tries
  // again keeps reading the library's reason instead of ending locked out.
  await clearFailedLogins(db, match.person.id);
  if (match.person.blocked) throw new PatronBlockedError(match.person.block_reason);

  await resetCounter(db, accountKey);
  if (match.person.password_hash && auth.hasher.needsRehash(match.person.password_hash)) {
    await updatePasswordHash(db, match.person.id, await auth.hasher.hash(input.password), auth.now());
  }
  return { personId: match.person.id, loginId: match.loginId, clientId: input.clientId };
}
