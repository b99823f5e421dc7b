import { ERROR_CODES } from '@estante/contracts';
import { InvalidInputError, NotFoundError, RuleViolationError } from '@estante/core';
import type { Kysely } from 'kysely';
import { inTransaction, lockPerson } from '../database/row-locks.ts';
import type { Database } from '../database/schema.ts';
import { findPersonById, policyFor } from './circulation.repository.ts';
import type { CirculationServices } from './circulation-services.ts';
import {
  countPendingComments,
  deleteCommentOf,
  findApprovedComments,
  findRecordId,
  insertPendingComment,
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

/** Staff approve or reject a comment awaiting approval. */
export async function reviewComment(services: CirculationServices, commentId: number, approve: boolean) {
  const changed = await setPendingCommentStatus(
    services.db,
    commentId,
    approve ? 'approved' : 'rejected',
    services.now().toISOString(),
  );
  if (changed === 0) throw new NotFoundError('pending comment');
}
