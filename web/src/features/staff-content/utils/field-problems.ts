import type { TFunction } from 'i18next';
import { presentError } from '../../../components/errors/error-presentation.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatInteger } from '../../../lib/format.ts';

/** A field problem as the server names it (422 ConfiguracaoInvalida, `details.campos`; docs/staff-content.md). */
export interface FieldProblem {
  campo: string;
  problema: string;
  limite?: number;
}

/** Messages by field path (`titulo`, `2/data`, `parametros/__link_bases_dados`), in the staff member's language. */
export type FieldMessages = Readonly<Record<string, string>>;

export interface FormFailure {
  /** What to say above the form. */
  summary: string;
  fields: FieldMessages;
}

const KNOWN_PROBLEMS = new Set([
  'obrigatorio',
  'minimo',
  'maximo',
  'inteiro',
  'tamanho',
  'formato',
  'url',
  'email',
  'desconhecido',
  'ordem',
  'itens',
]);

/** One problem in words: "Enter at least 1", "Use a web address (https://…)". */
export function problemMessage(t: TFunction<'content'>, problem: Pick<FieldProblem, 'problema' | 'limite'>): string {
  const key = KNOWN_PROBLEMS.has(problem.problema) ? problem.problema : 'formato';
  // Limits read as numbers in the staff member's language ("3.650" in Portuguese, "3,650" in English).
  return t(`problem.${key as 'formato'}`, {
    limite: problem.limite === undefined ? '' : formatInteger(problem.limite),
  });
}

export function fieldMessages(t: TFunction<'content'>, problems: readonly FieldProblem[]): FieldMessages {
  const messages: Record<string, string> = {};
  for (const problem of problems) messages[problem.campo] ??= problemMessage(t, problem);
  return messages;
}

function problemsOf(error: unknown): FieldProblem[] {
  if (!(error instanceof ApiError)) return [];
  const campos = (error.details as { campos?: unknown } | undefined)?.campos;
  return Array.isArray(campos) ? (campos as FieldProblem[]) : [];
}

/**
 * A failed save, for the form: each named field gets its message; the summary says how many fields to correct, or
 * the server's refusal in the staff member's language when it names none.
 */
export function formFailure(t: TFunction<'content'>, error: unknown): FormFailure {
  const problems = problemsOf(error);
  if (problems.length === 0) return { summary: presentError(error).message, fields: {} };
  return { summary: t('form.fixFields', { count: problems.length }), fields: fieldMessages(t, problems) };
}

/** The fields of `messages` under `prefix` (`parametros/`), with the prefix taken off. */
export function nestedMessages(messages: FieldMessages, prefix: string): FieldMessages {
  return Object.fromEntries(
    Object.entries(messages)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );
}
