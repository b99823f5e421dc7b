import { InvalidInputError } from '@estante/core';

/** Message key of every refused search (spec 001 §8: a 422 whose message the web translates). */
export const INVALID_SEARCH = 'PesquisaInvalida';

/** A search parameter that cannot be understood: answered 422 with the parameter and value in `details`. */
export class InvalidSearchError extends InvalidInputError {
  constructor(parameter: string, value: string, reason: string) {
    super(INVALID_SEARCH, { parameter, value: value.slice(0, 100), reason });
  }
}
