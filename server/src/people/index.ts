/** The public module of people: what other features use. */
export { passwordRecoveryRoutes } from './password-recovery.routes.ts';
export { peopleRoutes } from './people.routes.ts';
export { peopleLookupRoutes } from './people-lookups.routes.ts';
export { selfServiceRoutes } from './self-service.routes.ts';
export { SELF_SERVICE_MESSAGES } from './self-service-messages.ts';
export { SELF_SERVICE_SEGMENT } from './self-service-segment.ts';
