import { InvalidInputError } from '@estante/core';

/** A site setting staff wrote does not fit its shape (admin commands and the staff routes answer 422 with it). */
export const INVALID_CONFIGURATION = 'ConfiguracaoInvalida';

/**
 * What is wrong with one field, as a code the web translates next to the field (docs/staff-content.md):
 * obrigatorio (empty), minimo/maximo (a number out of range, `limite` gives the bound), inteiro, tamanho (text longer
 * than `limite`), formato, url (not an http(s) address), email, desconhecido (names no library, category…), ordem
 * (an end before its start), itens (a list longer than `limite`).
 */
export type FieldProblemCode =
  | 'obrigatorio'
  | 'minimo'
  | 'maximo'
  | 'inteiro'
  | 'tamanho'
  | 'formato'
  | 'url'
  | 'email'
  | 'desconhecido'
  | 'ordem'
  | 'itens';

/** `campo` is the field's path in the request body, segments joined by '/' (`2/data` is the third event's date). */
export interface FieldProblem {
  campo: string;
  problema: FieldProblemCode;
  limite?: number;
}

/** 422 ConfiguracaoInvalida with every field problem found, so a form marks all of them at once. */
export class InvalidConfigurationError extends InvalidInputError {
  constructor(message: string, problems: readonly FieldProblem[] = []) {
    super(INVALID_CONFIGURATION, { message, campos: problems });
  }
}

/** Throws when `problems` is not empty; the message lists them for the command line and API clients. */
export function refuseProblems(what: string, problems: readonly FieldProblem[]): void {
  if (problems.length === 0) return;
  const list = problems
    .map(
      (problem) =>
        `${problem.campo || '/'} ${problem.problema}${problem.limite === undefined ? '' : ` ${problem.limite}`}`,
    )
    .join('; ');
  throw new InvalidConfigurationError(`${what}: ${list}`, problems);
}

/** Whether a link is a web address (http or https): a javascript: or data: link would run in the visitor's page. */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
