import { addDays, InvalidInputError, NotFoundError } from '@estante/core';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { parseDateRange } from '../http/date-range.ts';
import { listPatronSuggestions, setSuggestionStatus } from './feedback.repository.ts';
import { UNKNOWN_SUGGESTION_STATUS } from './feedback-errors.ts';
import { isSuggestionStatus } from './suggestion-statuses.ts';

function knownStatus(code: string): string {
  if (!isSuggestionStatus(code)) throw new InvalidInputError(UNKNOWN_SUGGESTION_STATUS, { situacao: code });
  return code;
}

/**
 * GET /aquisicao/sugestoes (spec 001 §7.4): the signed-in patron's suggestions, newest first, filtered by the
 * date they were sent (both dates or neither, spec 000 §5) and by status.
 */
export async function patronSuggestions(
  db: Kysely<Database>,
  personId: number,
  filter: { dataIni?: string; dataFim?: string; situacao?: string },
) {
  const range = parseDateRange(filter.dataIni, filter.dataFim);
  const status = filter.situacao?.trim();
  // created_at is an ISO instant: it sorts after its own day and before the next one.
  return listPatronSuggestions(db, personId, {
    status: status ? knownStatus(status) : undefined,
    from: range.from && range.to ? range.from : undefined,
    before: range.from && range.to ? addDays(range.to, 1) : undefined,
  });
}

/** Staff move a suggestion to another status (any of the spec's; the same one is a no-op). */
export async function changeSuggestionStatus(
  db: Kysely<Database>,
  suggestionId: number,
  status: string,
  now: Date,
): Promise<void> {
  if (!(await setSuggestionStatus(db, suggestionId, knownStatus(status.trim()), now)))
    throw new NotFoundError('suggestion', { codigo: suggestionId });
}
