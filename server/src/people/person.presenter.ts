import type { PersonOption, UserDataResponse } from '@estante/contracts';
import type { LoginMatch, PersonRow } from '../auth/index.ts';
import { isLocked } from '../auth/index.ts';

/** GET /api/pessoas: the one place a person row becomes the user data of the spec (000 §3). */
export function presentUserData(
  person: PersonRow,
  login: string,
  categoryName: string,
  permissions: UserDataResponse['authPermissions'],
  now: Date,
): UserDataResponse {
  return {
    user: {
      cod_pessoa: person.id,
      nome_pessoa: person.name,
      login,
      email: person.email,
      categoria: person.category_code,
      desc_categoria: categoryName,
    },
    authPermissions: permissions,
    bloqueio: person.blocked === 1 || isLocked(person, now),
  };
}

/** A selector option: the login to use and a name that tells two records of one person apart. */
export function presentPersonOption(match: LoginMatch, categoryName: string): PersonOption {
  return { codigo: match.login, nome: `${match.person.name} (${categoryName})`, base: match.base };
}
