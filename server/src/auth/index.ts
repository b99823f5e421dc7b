/** The public module of sign-in: what other features and the composition root use (the rest is internal). */
export { AUTH_ERROR_CODES, NotSignedInError, STATUS_BY_AUTH_CODE, TooManyAttemptsError } from '../http/auth-errors.ts';
export { registerAuthHook, requireUser, type UserClaims } from './auth-hook.ts';
export { AUTH_MESSAGES } from './auth-messages.ts';
export { type AuthServices, createAuthServices } from './auth-services.ts';
export { authSettings } from './auth-settings.ts';
export { captchaRoutes } from './captcha.routes.ts';
export type { Captcha } from './captcha.ts';
export { AUTH_LOG_OPTIONS } from './log-redaction.ts';
export { oidcRoutes } from './oidc.routes.ts';
export { storeOidcClientSecret } from './oidc-client-secret.ts';
export { consumeOneTimeToken, issueOneTimeToken } from './one-time-token.ts';
export {
  categoryName,
  findLoginById,
  findLoginsForUserCode,
  findPermissions,
  findPerson,
  findRelatedLogins,
  isLocked,
  type LoginMatch,
  type PersonRow,
} from './person.repository.ts';
export { personLanguage, rememberLanguage } from './person-language.ts';
export { revokePersonTokens } from './refresh-token.repository.ts';
export { samlRoutes } from './saml.routes.ts';
export { openSecret, sealedState, sealSecret } from './sealed-secrets.ts';
export type { ServerKeyStore } from './server-keys.repository.ts';
export { openServerKeys } from './server-keys.repository.ts';
export { KEYS_USAGE, runKeysCommand } from './server-keys-admin.ts';
export {
  ACQUISITIONS_FUNCTION,
  CATALOGUING_FUNCTION,
  CIRCULATION_FUNCTION,
  heldStaffFunctions,
  holdsSiteAdminFunction,
  holdsStaffFunction,
  MODERATION_FUNCTION,
  REPORTS_FUNCTION,
  SITE_ADMIN_FUNCTION,
  STAFF_FUNCTION_BY_NAME,
  type StaffAction,
  type StaffFunction,
  type StaffGuard,
  staffFunctionsInclude,
  staffGuardFunction,
  staffOnly,
} from './staff-guard.ts';
export { hitCounter, pruneCounters } from './throttle.repository.ts';
export { tokenRoutes } from './token.routes.ts';
export { issueUserTokens, type TokenResponse } from './token-issuer.ts';
