import { ERROR_CODES } from '@estante/contracts';
import { InvalidInputError, NotFoundError, RuleViolationError } from '@estante/core';
import type { Kysely } from 'kysely';
import { inTransaction, lockPerson } from '../database/row-locks.ts';
import type { Database } from '../database/schema.ts';
import { countsByName, type Page, QUEUE_CODES } from '../queues/index.ts';
import { findPersonById, policyFor } from './circulation.repository.ts';
import type { CirculationServices } from './circulation-services.ts';
import {
  type CommentFilter,
  type CommentStatus,
  commentCountsByStatus,
  countComments,
  countGeneralComments,
  countPendingComments,
  deleteCommentOf,
  findApprovedComments,
  findCommentForReview,
  findRecordId,
  insertPendingComment,
  listComments,
  listGeneralComments,
  setPendingCommentStatus,
} from './record-comments.repository.ts';

export { ownComments, pendingComments } from './record-comments.repository.ts';

export const COMMENT_MAX_LENGTH = 2000;

/**
 * POST /comentarios/acervo/{id}: a patron's comment on a title waits for staff approval (spec 000 §5);
 * over the policy's limit of comments awaiting approval it is refused with 422 limite_comentarios_excedido.
 */
export async function postComment(services: CirculationServices, personId: number, recordId: number, text: string) {
  const trimmed = text.trim();
  if (!trimmed) throw new InvalidInputError(ERROR_CODES.requiredFieldMissing, { campo: 'comentario' });
  if (trimmed.length > COMMENT_MAX_LENGTH) throw new InvalidInputError(ERROR_CODES.invalidRequest);
  const { db, dialect } = services;
  return inTransaction(db, async (trx) => {
    const record = await findRecordId(trx, recordId);
    if (!record) throw new NotFoundError('record');
    await lockPerson(trx, dialect, personId);
    const person = await findPersonById(trx, personId);
    const policy = await policyFor(trx, person?.category_code ?? '', null);
    if ((await countPendingComments(trx, personId)) >= policy.pendingCommentLimit)
      throw new RuleViolationError(ERROR_CODES.commentLimitExceeded, { limite: policy.pendingCommentLimit });
    const id = await insertPendingComment(trx, {
      recordId,
      personId,
      text: trimmed,
      createdAt: services.now().toISOString(),
    });
    return { commentId: id };
  });
}

/** Approved comments of a title, newest first; the author shows by first name only (privacy). */
export async function approvedComments(db: Kysely<Database>, recordId: number) {
  const rows = await findApprovedComments(db, recordId);
  return rows.map((row) => ({ ...row, name: row.name.split(/\s+/)[0] ?? '' }));
}

export async function deleteOwnComment(db: Kysely<Database>, personId: number, commentId: number) {
  if ((await deleteCommentOf(db, personId, commentId)) === 0) throw new NotFoundError('comment');
}

/** The statuses on the wire (spec 001 §7.7 answers PENDENTE, APROVADO, REPROVADO) and stored. */
export const COMMENT_STATUS_NAMES: Record<CommentStatus, string> = {
  pending: 'PENDENTE',
  approved: 'APROVADO',
  rejected: 'REPROVADO',
};
const COMMENT_STATUS_BY_NAME = Object.fromEntries(
  Object.entries(COMMENT_STATUS_NAMES).map(([status, name]) => [name, status]),
) as Record<string, CommentStatus>;

export function commentStatus(name: string): CommentStatus {
  const status = COMMENT_STATUS_BY_NAME[name.trim().toUpperCase()];
  if (!status) throw new InvalidInputError(QUEUE_CODES.unknownStatus, { situacao: name });
  return status;
}

/** The moderation queue: a page of title comments (oldest first), the total and the count of each status. */
export async function commentQueue(db: Kysely<Database>, filter: CommentFilter, page: Page) {
  const [rows, total, counts] = await Promise.all([
    listComments(db, filter, page),
    countComments(db, filter),
    commentCountsByStatus(db, filter.libraryCode),
  ]);
  return {
    rows,
    total,
    counts: countsByName(
      counts,
      Object.values(COMMENT_STATUS_NAMES),
      (status) => COMMENT_STATUS_NAMES[status as CommentStatus] ?? status,
    ),
  };
}

/** General comments sent from the footer (no approval: staff read them), newest first. */
export async function generalCommentQueue(db: Kysely<Database>, libraryCode: string | undefined, page: Page) {
  const [rows, total] = await Promise.all([
    listGeneralComments(db, libraryCode, page),
    countGeneralComments(db, libraryCode),
  ]);
  return { rows, total };
}

/**
 * Staff approve (the title page shows it from then on) or reject a comment awaiting approval; one already
 * reviewed answers 404, like one that does not exist. Returns the change for the audit trail.
 */
export async function reviewComment(services: CirculationServices, commentId: number, approve: boolean) {
  const comment = await findCommentForReview(services.db, commentId);
  const status = approve ? 'approved' : 'rejected';
  const changed =
    comment?.status === 'pending'
      ? await setPendingCommentStatus(services.db, commentId, status, services.now().toISOString())
      : 0;
  if (!comment || changed === 0) throw new NotFoundError('pending comment');
  return {
    before: { situacao: COMMENT_STATUS_NAMES.pending, cod_acervo: comment.record_id, comentario: comment.text },
    after: { situacao: COMMENT_STATUS_NAMES[status], cod_acervo: comment.record_id, comentario: comment.text },
  };
}
