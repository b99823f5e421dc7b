import { ERROR_CODES } from '@estante/contracts';
import { DomainError } from '@estante/core';

/** Codes the web shows on /oauth-response (spec 000 §8: authentication error, token validation, user not found). */
export const OIDC_ERROR_CODES = {
  notConfigured: 'OidcNaoConfigurado',
  failed: 'ErroAutenticacao',
  invalidState: 'ErroValidacaoToken',
  denied: 'PermissoesAutenticacaoNegadas',
  userNotFound: 'UsuarioNaoEncontrado',
} as const;

/**
 * Sign-in errors of the spec's catalogue (000 §8). The error handler maps their codes to the
 * statuses the web expects: 401 wrong user or password, 429 too many attempts, 430 blocked.
 */
export const AUTH_ERROR_CODES = {
  wrongCredentials: ERROR_CODES.wrongCredentials,
  accessBlocked: ERROR_CODES.accessBlocked,
  /** 430 too, for a patron staff blocked: told apart from the lockout so the patron reads the library's reason. */
  blockedByLibrary: 'AcessoBloqueadoBiblioteca',
  tooManyAttempts: ERROR_CODES.tooManyRequests,
  captcha: 'AuthCAPTCHAError',
  sessionExpired: ERROR_CODES.sessionExpired,
  unauthorized: ERROR_CODES.unauthorized,
  unauthorizedClient: 'ClienteNaoAutorizado',
  invalidClient: 'ClienteInvalido',
  credentialMissing: 'credential_missing',
  unsupportedGrant: 'unsupported_grant_type',
  chooseLogin: 'EscolhaLogin',
  userNotFound: 'UsuarioNaoEncontrado',
  noEmail: 'UsuarioSemEmail',
  invalidCode: 'CodigoInvalido',
  codeExpired: 'CodigoExpirado',
  passwordRules: ERROR_CODES.passwordRulesNotMet,
  passwordReused: 'SenhaJaUtilizada',
  resourceNotConfigured: 'RecursoExternoNaoConfigurado',
} as const;

export class WrongCredentialsError extends DomainError {
  constructor() {
    super('unauthorized', AUTH_ERROR_CODES.wrongCredentials);
  }
}

/** 430: locked after too many failures, or blocked by the library. */
export class AccessBlockedError extends DomainError {
  constructor(details?: { lockedUntil?: string }) {
    super('forbidden', AUTH_ERROR_CODES.accessBlocked, undefined, details);
  }
}

/** 430: the library blocked the patron (admin `block`); the reason staff gave travels as `details.motivo`. */
export class PatronBlockedError extends DomainError {
  constructor(reason?: string | null) {
    super('forbidden', AUTH_ERROR_CODES.blockedByLibrary, undefined, reason ? { motivo: reason } : undefined);
  }
}

/** 429, with the seconds to wait (sent as Retry-After). */
export class TooManyAttemptsError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('rule', AUTH_ERROR_CODES.tooManyAttempts, undefined, { retryAfterSeconds });
  }
}

export class NotSignedInError extends DomainError {
  constructor(code: string = AUTH_ERROR_CODES.unauthorized) {
    super('unauthorized', code);
  }
}

/** Status codes of sign-in errors that are not implied by the error's kind (spec 000 §8). */
export const STATUS_BY_AUTH_CODE: Record<string, number> = {
  [AUTH_ERROR_CODES.accessBlocked]: 430,
  [AUTH_ERROR_CODES.blockedByLibrary]: 430,
  [AUTH_ERROR_CODES.tooManyAttempts]: 429,
  [AUTH_ERROR_CODES.unauthorizedClient]: 400,
  [AUTH_ERROR_CODES.credentialMissing]: 400,
  [AUTH_ERROR_CODES.unsupportedGrant]: 400,
  [ERROR_CODES.invalidRequest]: 400,
};
