/** The public module of people: what other features use. */
export { passwordRecoveryRoutes } from './password-recovery.routes.ts';
export { peopleRoutes, SELF_SERVICE_SEGMENT } from './people.routes.ts';
export { peopleLookupRoutes } from './people-lookups.routes.ts';
export {
  clearFailedLogins,
  findLoginForIdentity,
  findLoginsForUserCode,
  findPerson,
  isLocked,
  lockPerson,
  updatePasswordHash,
} from './person.repository.ts';
export { personLanguage, rememberLanguage } from './person-language.ts';
export { selfServiceRoutes } from './self-service.routes.ts';
