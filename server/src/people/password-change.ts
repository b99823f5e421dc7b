import { InvalidInputError } from '@estante/core';
import type { AuthServices, PersonRow } from '../auth/index.ts';
import { hitCounter, TooManyAttemptsError } from '../auth/index.ts';
import { acceptNewPassword, saveNewPassword } from './new-password.ts';
import { WRONG_CURRENT_PASSWORD } from './self-service-messages.ts';

/**
 * PUT /pessoas/{self-service}/senha: the current password, then the same rules and history as recovery
 * (new-password.ts). Attempts are limited like sign-in (`lockoutThreshold` per `lockoutMinutes`), counted
 * before any argon2 work, so a stolen access token cannot be used to guess the password. Success ends every
 * session of the person, this one included: the patron signs in again with the new password.
 */
export async function changeOwnPassword(
  auth: AuthServices,
  person: PersonRow,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const settings = await auth.settings();
  const hit = await hitCounter(
    auth.context.db,
    `password-change:person:${person.id}`,
    settings.lockoutMinutes * 60,
    auth.now(),
  );
  if (hit.hits > settings.lockoutThreshold) throw new TooManyAttemptsError(hit.retryAfterSeconds);
  if (!(await auth.hasher.verify(person.password_hash, currentPassword)))
    throw new InvalidInputError(WRONG_CURRENT_PASSWORD, { campo: 'senhaAtual' });
  await saveNewPassword(auth, person, await acceptNewPassword(auth, person, newPassword));
}
