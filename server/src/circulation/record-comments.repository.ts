import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database/schema.ts';

/** The record comments' queries (record-comments.ts holds the rules around them). */
type Executor = Kysely<Database> | Transaction<Database>;

/** A record of the public catalogue: a suppressed one takes no comment (docs/staff-catalogue.md). */
export async function findRecordId(trx: Executor, recordId: number) {
  return trx
    .selectFrom('records')
    .select('id')
    .where('id', '=', recordId)
    .where('suppressed', '=', 0)
    .executeTakeFirst();
}

/** Comments of a person awaiting approval. */
export async function countPendingComments(trx: Executor, personId: number): Promise<number> {
  const pending = await trx
    .selectFrom('record_comments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('person_id', '=', personId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(pending.n);
}

export async function insertPendingComment(
  trx: Executor,
  comment: { recordId: number; personId: number; text: string; createdAt: string },
): Promise<number> {
  const { id } = await trx
    .insertInto('record_comments')
    .values({
      record_id: comment.recordId,
      person_id: comment.personId,
      text: comment.text,
      status: 'pending',
      created_at: comment.createdAt,
      reviewed_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Approved comments of a title, newest first, with their author's full name; none for a suppressed title. */
export async function findApprovedComments(db: Kysely<Database>, recordId: number) {
  return db
    .selectFrom('record_comments')
    .innerJoin('people', 'people.id', 'record_comments.person_id')
    .innerJoin('records', 'records.id', 'record_comments.record_id')
    .select(['record_comments.id', 'record_comments.text', 'record_comments.created_at', 'people.name'])
    .where('record_comments.record_id', '=', recordId)
    .where('record_comments.status', '=', 'approved')
    .where('records.suppressed', '=', 0)
    .orderBy('record_comments.created_at', 'desc')
    .orderBy('record_comments.id', 'desc')
    .limit(200)
    .execute();
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

/** Deletes a person's own comment; the number of rows deleted (0 when it is not theirs or does not exist). */
export async function deleteCommentOf(db: Kysely<Database>, personId: number, commentId: number): Promise<number> {
  const result = await db
    .deleteFrom('record_comments')
    .where('id', '=', commentId)
    .where('person_id', '=', personId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Approves or rejects a comment still pending; the number of rows changed. */
export async function setPendingCommentStatus(
  db: Kysely<Database>,
  commentId: number,
  status: 'approved' | 'rejected',
  reviewedAt: string,
): Promise<number> {
  const result = await db
    .updateTable('record_comments')
    .set({ status, reviewed_at: reviewedAt })
    .where('id', '=', commentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
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

// --- The moderation queue (docs/staff-queues.md) ---------------------------------------------------------------

export type CommentStatus = 'pending' | 'approved' | 'rejected';

export interface CommentFilter {
  /** Comments on titles with a copy at this library (a comment names a title, not a library). */
  libraryCode?: string;
  status?: CommentStatus;
}

function commentsIn(db: Executor, filter: CommentFilter) {
  let query = db.selectFrom('record_comments');
  if (filter.status) query = query.where('record_comments.status', '=', filter.status);
  if (filter.libraryCode) {
    const libraryCode = filter.libraryCode;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('copies')
          .innerJoin('libraries', 'libraries.id', 'copies.library_id')
          .select('copies.id')
          .whereRef('copies.record_id', '=', 'record_comments.record_id')
          .where('libraries.code', '=', libraryCode),
      ),
    );
  }
  return query;
}

/** A page of comments, oldest first (the first sent is the first to review), with title and author. */
export function listComments(db: Executor, filter: CommentFilter, page: { offset: number; limit: number }) {
  return commentsIn(db, filter)
    .innerJoin('records', 'records.id', 'record_comments.record_id')
    .innerJoin('people', 'people.id', 'record_comments.person_id')
    .select([
      'record_comments.id',
      'record_comments.record_id',
      'record_comments.text',
      'record_comments.status',
      'record_comments.created_at',
      'record_comments.reviewed_at',
      'records.title',
      'people.name',
    ])
    .orderBy('record_comments.created_at')
    .orderBy('record_comments.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countComments(db: Executor, filter: CommentFilter): Promise<number> {
  const row = await commentsIn(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function commentCountsByStatus(db: Executor, libraryCode?: string) {
  const rows = await commentsIn(db, { libraryCode })
    .select(['record_comments.status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('record_comments.status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.n) }));
}

export function findCommentForReview(db: Executor, commentId: number) {
  return db
    .selectFrom('record_comments')
    .select(['id', 'record_id', 'status', 'text'])
    .where('id', '=', commentId)
    .executeTakeFirst();
}

function generalCommentsIn(db: Executor, libraryCode?: string) {
  let query = db.selectFrom('general_comments').innerJoin('libraries', 'libraries.id', 'general_comments.library_id');
  if (libraryCode) query = query.where('libraries.code', '=', libraryCode);
  return query;
}

/** A page of the general comments sent from the footer to a library, newest first (read, not approved). */
export function listGeneralComments(
  db: Executor,
  libraryCode: string | undefined,
  page: { offset: number; limit: number },
) {
  return generalCommentsIn(db, libraryCode)
    .leftJoin('people', 'people.id', 'general_comments.person_id')
    .select([
      'general_comments.id',
      'general_comments.text',
      'general_comments.created_at',
      'libraries.code as library_code',
      'libraries.name as library_name',
      'people.name as person_name',
      'people.email as person_email',
    ])
    .orderBy('general_comments.created_at', 'desc')
    .orderBy('general_comments.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countGeneralComments(db: Executor, libraryCode?: string): Promise<number> {
  const row = await generalCommentsIn(db, libraryCode)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
