import { DomainError } from '@estante/core';
import type { AuthServices, UserClaims } from '../auth/index.ts';
import {
  AUTH_ERROR_CODES,
  findPerson,
  findRelatedLogins,
  issueUserTokens,
  NotSignedInError,
  type TokenResponse,
} from '../auth/index.ts';

/**
 * A new token pair for another login of the signed-in human (the person's own logins, or those of the
 * other person records with the same tax id): the person switch after sign-in (`troca-login`) and the
 * personal area's user swap (`troca-usuario`). Undefined when `login` is not one of them.
 */
export async function switchToLogin(
  auth: AuthServices,
  claims: UserClaims,
  login: string,
): Promise<TokenResponse | undefined> {
  const person = await findPerson(auth.context.db, claims.personId);
  if (!person) throw new NotSignedInError(AUTH_ERROR_CODES.sessionExpired);
  const target = (await findRelatedLogins(auth.context.db, person)).find((match) => match.login === login);
  if (!target) return undefined;
  if (target.person.blocked) throw new DomainError('forbidden', AUTH_ERROR_CODES.accessBlocked);
  return issueUserTokens(auth, { personId: target.person.id, loginId: target.loginId, clientId: claims.clientId });
}
