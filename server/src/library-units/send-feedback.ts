import type { AcquisitionSuggestionRequest, GeneralCommentRequest } from '@estante/contracts';
import type { Kysely } from 'kysely';
import type { DialectName } from '../database/database.ts';
import { inTransaction, lockPerson } from '../database/row-locks.ts';
import type { Database } from '../database/schema.ts';
import { ensureInstitution, findLibraryByCode, listLibraries } from '../site-parameters/index.ts';
import {
  countGeneralCommentsSince,
  insertAcquisitionSuggestion,
  insertGeneralComment,
  pendingCommentLimit,
  suggestionCounts,
} from './feedback.repository.ts';
import {
  CommentLimitExceededError,
  RequiredFieldError,
  TooManyOpenSuggestionsError,
  TooManySuggestionsTodayError,
  UnknownLibraryError,
} from './feedback-errors.ts';

/** Used when no loan policy names a limit (docs/circulation.md). */
export const DEFAULT_PENDING_COMMENT_LIMIT = 3;
/** General comments have no approval step; one sent in the last day counts as still waiting to be read. */
const PENDING_WINDOW_MS = 86_400_000;

/**
 * Per-patron limits on acquisition suggestions (issue 27, finding 8; docs/security.md), so one account cannot flood
 * the acquisition staff's queue. A suggestion is open until staff close it (any status but the open ones).
 */
export const SUGGESTION_LIMITS = {
  open: 10,
  perDay: 5,
  dayMs: 86_400_000,
  openStatuses: ['pre_sugestao', 'sugestao_compra', 'em_cotacao', 'em_negociacao', 'aguardando_entrega'],
} as const;

const trimmed = (value: string | null | undefined) => {
  const text = value?.trim();
  return text ? text : null;
};

async function libraryOfInstitution(db: Kysely<Database>, code: string) {
  const institution = await ensureInstitution(db);
  const library = await findLibraryByCode(db, code.trim());
  const ofInstitution =
    library && (await listLibraries(db, institution.id)).some((candidate) => candidate.id === library.id);
  if (!library || !ofInstitution) throw new UnknownLibraryError(code);
  return library;
}

/**
 * A signed-in person's general comment to a library (spec 000 §2 "Comment form", §5, §8): the library must be
 * chosen and the comment non-empty after trimming; beyond the category's limit of comments waiting to be read,
 * 422 limite_comentarios_excedido.
 */
export async function sendGeneralComment(
  db: Kysely<Database>,
  personId: number,
  request: GeneralCommentRequest,
  now: Date,
): Promise<number> {
  if (!trimmed(request.b)) throw new RequiredFieldError('b');
  const text = trimmed(request.content);
  if (!text) throw new RequiredFieldError('content');
  const library = await libraryOfInstitution(db, request.b);
  const limit = (await pendingCommentLimit(db, personId)) ?? DEFAULT_PENDING_COMMENT_LIMIT;
  const waiting = await countGeneralCommentsSince(
    db,
    personId,
    new Date(now.getTime() - PENDING_WINDOW_MS).toISOString(),
  );
  if (waiting >= limit) throw new CommentLimitExceededError(limit);
  return insertGeneralComment(db, { person_id: personId, library_id: library.id, text, created_at: now.toISOString() });
}

/**
 * A signed-in person's acquisition suggestion (spec 000 §2, §5): library, titulo and editor required; at most
 * SUGGESTION_LIMITS.open open and SUGGESTION_LIMITS.perDay in 24 hours. The count and the insert run in one
 * transaction that holds the person's row, so simultaneous sends cannot pass the limits together.
 */
export async function sendAcquisitionSuggestion(
  store: { db: Kysely<Database>; dialect: DialectName },
  personId: number,
  request: AcquisitionSuggestionRequest,
  now: Date,
): Promise<number> {
  if (!trimmed(request.biblioteca)) throw new RequiredFieldError('biblioteca');
  const title = trimmed(request.titulo);
  if (!title) throw new RequiredFieldError('titulo');
  const publisher = trimmed(request.editor);
  if (!publisher) throw new RequiredFieldError('editor');
  const library = await libraryOfInstitution(store.db, request.biblioteca);
  const stamp = now.toISOString();
  return inTransaction(store.db, async (trx) => {
    await lockPerson(trx, store.dialect, personId);
    const since = new Date(now.getTime() - SUGGESTION_LIMITS.dayMs).toISOString();
    const counts = await suggestionCounts(trx, personId, SUGGESTION_LIMITS.openStatuses, since);
    if (counts.open >= SUGGESTION_LIMITS.open) throw new TooManyOpenSuggestionsError(SUGGESTION_LIMITS.open);
    if (counts.sentSince.length >= SUGGESTION_LIMITS.perDay) {
      // One more fits when the oldest of the day's suggestions is 24 hours old.
      const oldest = counts.sentSince[counts.sentSince.length - SUGGESTION_LIMITS.perDay]!;
      throw new TooManySuggestionsTodayError(
        SUGGESTION_LIMITS.perDay,
        new Date(new Date(oldest).getTime() + SUGGESTION_LIMITS.dayMs),
      );
    }
    return insertAcquisitionSuggestion(trx, {
      person_id: personId,
      campus_id: library.campus_id,
      library_id: library.id,
      author: trimmed(request.autor),
      title,
      edition: trimmed(request.edicao),
      publisher,
      isbn_issn: trimmed(request.isbn_issn),
      periodical: trimmed(request.periodico),
      other_info: trimmed(request.outras_inf),
      // "purchase suggestion" of the statuses listed in spec 000 §3; staff move it on.
      status: 'sugestao_compra',
      created_at: stamp,
      updated_at: stamp,
    });
  });
}
