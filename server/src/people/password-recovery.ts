import crypto from 'node:crypto';
import type { LanguageTag, PasswordRules, RecoveryStartResponse } from '@estante/contracts';
import { DomainError, InvalidInputError } from '@estante/core';
import type { AuthServices } from '../auth/index.ts';
import {
  AUTH_ERROR_CODES,
  findLoginsForUserCode,
  hitCounter,
  type PersonRow,
  TooManyAttemptsError,
} from '../auth/index.ts';
import { maskEmail, splitEmails } from './mask-email.ts';
import { maskName } from './mask-name.ts';
import { acceptNewPassword, saveNewPassword } from './new-password.ts';
import {
  consumeCode,
  countWrongTry,
  findLiveCode,
  hashRecoveryCode,
  markValidated,
  randomNumericCode,
  storeRecoveryCode,
} from './recovery-code.repository.ts';
import { recoveryMail } from './recovery-mail.ts';

/**
 * Password recovery in three calls (spec 000 §2 "Forgot-password flow", §4, §5; 001 §7.5):
 * GET sends a numeric code by e-mail, POST checks it and returns the password rules, PUT checks it
 * again, checks every rule and the last-N history, sets the password and ends every session.
 */

async function personForUserCode(auth: AuthServices, userCode: string): Promise<PersonRow> {
  const matches = await findLoginsForUserCode(auth.context.db, userCode.trim());
  if (matches.length > 1) throw new DomainError('invalid', AUTH_ERROR_CODES.chooseLogin);
  if (!matches[0]) throw new DomainError('invalid', AUTH_ERROR_CODES.userNotFound);
  return matches[0].person;
}

export async function startRecovery(
  auth: AuthServices,
  input: { userCode: string; captchaToken?: string; address: string; language: LanguageTag },
): Promise<RecoveryStartResponse> {
  const { db } = auth.context;
  if (await auth.captcha.isEnabled()) {
    if (!(await auth.captcha.verify(input.captchaToken))) throw new InvalidInputError(AUTH_ERROR_CODES.captcha);
  }
  const settings = (await auth.settings()).recovery;
  const byAddress = await hitCounter(db, `recovery:address:${input.address}`, settings.windowSeconds, auth.now());
  if (byAddress.hits > settings.sendsPerWindow * 10) throw new TooManyAttemptsError(byAddress.retryAfterSeconds);
  const person = await personForUserCode(auth, input.userCode);
  const emails = splitEmails(person.email);
  if (emails.length === 0) throw new DomainError('invalid', AUTH_ERROR_CODES.noEmail);
  // Each send lets a patron's inbox be flooded, so sends per account are limited too.
  const byAccount = await hitCounter(db, `recovery:person:${person.id}`, settings.windowSeconds, auth.now());
  if (byAccount.hits > settings.sendsPerWindow) throw new TooManyAttemptsError(byAccount.retryAfterSeconds);

  const code = randomNumericCode(settings.codeLength);
  const expiresAt = new Date(auth.now().getTime() + settings.codeMinutes * 60_000);
  await storeRecoveryCode(
    db,
    person.id,
    hashRecoveryCode(auth.codeSecret, person.id, code),
    expiresAt.toISOString(),
    auth.now(),
  );
  await auth.context.mailer.send(recoveryMail(input.language, emails, person.name, code, settings.codeMinutes));
  return {
    emails: emails.map(maskEmail),
    // Masked like the e-mails: anyone may ask for any user code; the full name only after the code is proven.
    name: maskName(person.name),
    length: settings.codeLength,
    tte: settings.codeMinutes * 60,
  };
}

/** Checks a code against the person's live code; wrong tries count and lock the code at the limit. */
async function checkCode(auth: AuthServices, person: PersonRow, code: string) {
  const { db } = auth.context;
  const settings = (await auth.settings()).recovery;
  const live = await findLiveCode(db, person.id);
  if (!live || live.expires_at <= auth.now().toISOString() || live.attempts >= settings.maxAttempts) {
    throw new DomainError('invalid', AUTH_ERROR_CODES.codeExpired);
  }
  const expected = Buffer.from(live.code_hash);
  const actual = Buffer.from(hashRecoveryCode(auth.codeSecret, person.id, code.trim()));
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) {
    const tries = await countWrongTry(db, live.id);
    throw new DomainError(
      'invalid',
      tries >= settings.maxAttempts ? AUTH_ERROR_CODES.codeExpired : AUTH_ERROR_CODES.invalidCode,
    );
  }
  return live;
}

export async function validateRecoveryCode(
  auth: AuthServices,
  userCode: string,
  code: string,
): Promise<{ rules: PasswordRules; name: string }> {
  const person = await personForUserCode(auth, userCode);
  const live = await checkCode(auth, person, code);
  await markValidated(auth.context.db, live.id, auth.now());
  return { rules: (await auth.settings()).passwordRules, name: person.name };
}

export async function changePasswordWithCode(
  auth: AuthServices,
  userCode: string,
  code: string,
  rawPassword: string,
): Promise<void> {
  const person = await personForUserCode(auth, userCode);
  const live = await checkCode(auth, person, code);
  const newHash = await acceptNewPassword(auth, person, rawPassword);
  if (!(await consumeCode(auth.context.db, live.id, auth.now())))
    throw new DomainError('invalid', AUTH_ERROR_CODES.codeExpired);
  await saveNewPassword(auth, person, newHash);
}
