import { addDays, InvalidInputError, NotFoundError } from '@estante/core';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { parseDateRange } from '../http/date-range.ts';
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
  let query = db
    .selectFrom('acquisition_suggestions')
    .innerJoin('libraries', 'libraries.id', 'acquisition_suggestions.library_id')
    .select([
      'acquisition_suggestions.id',
      'acquisition_suggestions.title',
      'acquisition_suggestions.author',
      'acquisition_suggestions.edition',
      'acquisition_suggestions.publisher',
      'acquisition_suggestions.isbn_issn',
      'acquisition_suggestions.status',
      'acquisition_suggestions.created_at',
      'acquisition_suggestions.updated_at',
      'libraries.code as library_code',
      'libraries.name as library_name',
    ])
    .where('acquisition_suggestions.person_id', '=', personId);
  const status = filter.situacao?.trim();
  if (status) query = query.where('acquisition_suggestions.status', '=', knownStatus(status));
  // created_at is an ISO instant: it sorts after its own day and before the next one.
  if (range.from && range.to)
    query = query
      .where('acquisition_suggestions.created_at', '>=', range.from)
      .where('acquisition_suggestions.created_at', '<', addDays(range.to, 1));
  return query
    .orderBy('acquisition_suggestions.created_at', 'desc')
    .orderBy('acquisition_suggestions.id', 'desc')
    .limit(500)
    .execute();
}

/** Staff move a suggestion to another status (any of the spec's; the same one is a no-op). */
export async function changeSuggestionStatus(
  db: Kysely<Database>,
  suggestionId: number,
  status: string,
  now: Date,
): Promise<void> {
  const result = await db
    .updateTable('acquisition_suggestions')
    .set({ status: knownStatus(status.trim()), updated_at: now.toISOString() })
    .where('id', '=', suggestionId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new NotFoundError('suggestion', { codigo: suggestionId });
}
