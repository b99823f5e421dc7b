import { ERROR_CODES } from '@estante/contracts';
import { InvalidInputError, NotFoundError, RuleViolationError } from '@estante/core';
import type { Kysely } from 'kysely';
import { inTransaction, lockPerson } from '../database/row-locks.ts';
import type { Database } from '../database/schema.ts';
import { findPersonById, policyFor } from './circulation.repository.ts';
import type { CirculationServices } from './circulation-services.ts';

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
    const record = await trx.selectFrom('records').select('id').where('id', '=', recordId).executeTakeFirst();
    if (!record) throw new NotFoundError('record');
    await lockPerson(trx, dialect, personId);
    const person = await findPersonById(trx, personId);
    const policy = await policyFor(trx, person?.category_code ?? '', null);
    const pending = await trx
      .selectFrom('record_comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('person_id', '=', personId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    if (Number(pending.n) >= policy.pendingCommentLimit)
      throw new RuleViolationError(ERROR_CODES.commentLimitExceeded, { limite: policy.pendingCommentLimit });
    const { id } = await trx
      .insertInto('record_comments')
      .values({
        record_id: recordId,
        person_id: personId,
        text: trimmed,
        status: 'pending',
        created_at: services.now().toISOString(),
        reviewed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { commentId: id };
  });
}

/** Approved comments of a title, newest first; the author shows by first name only (privacy). */
export async function approvedComments(db: Kysely<Database>, recordId: number) {
  const rows = await db
    .selectFrom('record_comments')
    .innerJoin('people', 'people.id', 'record_comments.person_id')
    .select(['record_comments.id', 'record_comments.text', 'record_comments.created_at', 'people.name'])
    .where('record_comments.record_id', '=', recordId)
    .where('record_comments.status', '=', 'approved')
    .orderBy('record_comments.created_at', 'desc')
    .orderBy('record_comments.id', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({ ...row, name: row.name.split(/\s+/)[0] ?? '' }));
}

/** The patron's own comments, on one title or on all, with their approval status. */
export async function ownComments(db: Kysely<Database>, personId: number, recordId?: number) {
  let query = db
    .selectFrom('record_comments')
    .innerJoin('records', 'records.id', 'record_comments.record_id')
    .select([
      'record_comments.id',
      'record_comments.record_id',
      'record_comments.text',
      'record_comments.status',
      'record_comments.created_at',
      'record_comments.reviewed_at',
      'records.title',
    ])
    .where('record_comments.person_id', '=', personId);
  if (recordId !== undefined) query = query.where('record_comments.record_id', '=', recordId);
  return query.orderBy('record_comments.created_at', 'desc').orderBy('record_comments.id', 'desc').limit(500).execute();
}

export async function deleteOwnComment(db: Kysely<Database>, personId: number, commentId: number) {
  const result = await db
    .deleteFrom('record_comments')
    .where('id', '=', commentId)
    .where('person_id', '=', personId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new NotFoundError('comment');
}

/** Staff approve or reject a comment awaiting approval. */
export async function reviewComment(services: CirculationServices, commentId: number, approve: boolean) {
  const result = await services.db
    .updateTable('record_comments')
    .set({ status: approve ? 'approved' : 'rejected', reviewed_at: services.now().toISOString() })
    .where('id', '=', commentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new NotFoundError('pending comment');
}

export async function pendingComments(db: Kysely<Database>) {
  return db
    .selectFrom('record_comments')
    .innerJoin('records', 'records.id', 'record_comments.record_id')
    .innerJoin('people', 'people.id', 'record_comments.person_id')
    .select([
      'record_comments.id',
      'record_comments.record_id',
      'record_comments.text',
      'record_comments.created_at',
      'records.title',
      'people.name',
    ])
    .where('record_comments.status', '=', 'pending')
    .orderBy('record_comments.created_at')
    .limit(500)
    .execute();
}
