/**
 * Errors raised by domain rules and use-cases. The HTTP layer maps `kind` to a status and sends
 * `code` (a message key of the spec where it gives one) for the web to translate.
 */
export type DomainErrorKind = 'invalid' | 'not-found' | 'conflict' | 'unauthorized' | 'forbidden' | 'rule';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message?: string,
    readonly details?: unknown,
  ) {
    super(message ?? code);
    this.name = 'DomainError';
  }
}

export class NotFoundError extends DomainError {
  constructor(what: string, details?: unknown) {
    super('not-found', 'RegistroNaoEncontrado', `${what} not found`, details);
  }
}

/** Bad input: reported as 422 with a message key. */
export class InvalidInputError extends DomainError {
  constructor(code: string, details?: unknown) {
    super('invalid', code, code, details);
  }
}

/** A business rule refused the operation (limits, states): reported as 422 with the rule's key. */
export class RuleViolationError extends DomainError {
  constructor(code: string, details?: unknown) {
    super('rule', code, code, details);
  }
}
