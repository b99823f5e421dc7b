import { brokenPasswordRules } from '@estante/contracts';
import { InvalidInputError } from '@estante/core';
import type { AuthServices, PersonRow } from '../auth/index.ts';
import { AUTH_ERROR_CODES, revokePersonTokens } from '../auth/index.ts';
import { recentPasswordHashes, replacePassword } from './password-history.repository.ts';

/**
 * The one check of a new password, for recovery and for the personal area's change: trimmed (spec 000 §5),
 * every rule of the institution with the function the web runs live (`brokenPasswordRules`), then none of the
 * last N passwords (spec 000 §5 "must not equal the last N passwords", checked by the server only).
 * Answers the new hash; nothing is saved yet.
 */
export async function acceptNewPassword(auth: AuthServices, person: PersonRow, rawPassword: string): Promise<string> {
  const password = rawPassword.trim();
  const rules = (await auth.settings()).passwordRules;
  const broken = brokenPasswordRules(password, rules, person.name);
  if (broken.length > 0) throw new InvalidInputError(AUTH_ERROR_CODES.passwordRules, { broken });
  for (const hash of await recentPasswordHashes(auth.context.db, person.id, person.password_hash, rules.last_pw)) {
    if (await auth.hasher.verify(hash, password))
      throw new InvalidInputError(AUTH_ERROR_CODES.passwordReused, { broken: ['last_pw'] });
  }
  return auth.hasher.hash(password);
}

/** Saves an accepted password (the old one goes to the history) and ends every session of the person. */
export async function saveNewPassword(auth: AuthServices, person: PersonRow, newHash: string): Promise<void> {
  const now = auth.now();
  await replacePassword(auth.context.db, person.id, person.password_hash, newHash, now);
  await revokePersonTokens(auth.context.db, person.id, now);
}
