import type { Insertable, Kysely } from 'kysely';
import type { AcquisitionSuggestionTable, Database } from '../database/schema.ts';

/** General comments and acquisition suggestions sent from the footer forms, kept for library staff. */

export async function insertGeneralComment(
  db: Kysely<Database>,
  values: { person_id: number | null; library_id: number; text: string; created_at: string },
): Promise<number> {
  const { id } = await db.insertInto('general_comments').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** Comments a person sent since `sinceIso`: the ones staff have not had time to read yet. */
export async function countGeneralCommentsSince(
  db: Kysely<Database>,
  personId: number,
  sinceIso: string,
): Promise<number> {
  const row = await db
    .selectFrom('general_comments')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('person_id', '=', personId)
    .where('created_at', '>=', sinceIso)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A person's suggestions in one of `statuses`, and those sent since `sinceIso` (oldest first, for the retry time). */
export async function suggestionCounts(
  db: Kysely<Database>,
  personId: number,
  statuses: readonly string[],
  sinceIso: string,
): Promise<{ open: number; sentSince: string[] }> {
  const open = await db
    .selectFrom('acquisition_suggestions')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('person_id', '=', personId)
    .where('status', 'in', statuses)
    .executeTakeFirst();
  const recent = await db
    .selectFrom('acquisition_suggestions')
    .select('created_at')
    .where('person_id', '=', personId)
    .where('created_at', '>', sinceIso)
    .orderBy('created_at')
    .execute();
  return { open: Number(open?.n ?? 0), sentSince: recent.map((row) => row.created_at) };
}

export async function insertAcquisitionSuggestion(
  db: Kysely<Database>,
  values: Insertable<AcquisitionSuggestionTable>,
): Promise<number> {
  const { id } = await db
    .insertInto('acquisition_suggestions')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The pending-comment limit of the person's category (loan_policies; the category row wins over the default). */
export async function pendingCommentLimit(db: Kysely<Database>, personId: number): Promise<number | undefined> {
  const person = await db.selectFrom('people').select('category_code').where('id', '=', personId).executeTakeFirst();
  if (!person) return undefined;
  const policies = await db
    .selectFrom('loan_policies')
    .select(['patron_category_code', 'pending_comment_limit'])
    .where('loan_type_code', 'is', null)
    .where((eb) =>
      eb.or([eb('patron_category_code', '=', person.category_code), eb('patron_category_code', 'is', null)]),
    )
    .execute();
  const specific = policies.find((policy) => policy.patron_category_code === person.category_code);
  return (specific ?? policies[0])?.pending_comment_limit;
}

export interface GeneralCommentListItem {
  id: number;
  library_code: string;
  person_name: string | null;
  text: string;
  created_at: string;
}

export async function listGeneralComments(db: Kysely<Database>, limit = 100): Promise<GeneralCommentListItem[]> {
  return db
    .selectFrom('general_comments')
    .innerJoin('libraries', 'libraries.id', 'general_comments.library_id')
    .leftJoin('people', 'people.id', 'general_comments.person_id')
    .select([
      'general_comments.id',
      'libraries.code as library_code',
      'people.name as person_name',
      'general_comments.text',
      'general_comments.created_at',
    ])
    .orderBy('general_comments.created_at', 'desc')
    .orderBy('general_comments.id', 'desc')
    .limit(limit)
    .execute();
}

export interface AcquisitionSuggestionListItem {
  id: number;
  library_code: string;
  person_name: string | null;
  title: string;
  author: string | null;
  publisher: string;
  status: string;
  created_at: string;
}

export async function listAcquisitionSuggestions(
  db: Kysely<Database>,
  limit = 100,
): Promise<AcquisitionSuggestionListItem[]> {
  return db
    .selectFrom('acquisition_suggestions')
    .innerJoin('libraries', 'libraries.id', 'acquisition_suggestions.library_id')
    .leftJoin('people', 'people.id', 'acquisition_suggestions.person_id')
    .select([
      'acquisition_suggestions.id',
      'libraries.code as library_code',
      'people.name as person_name',
      'acquisition_suggestions.title',
      'acquisition_suggestions.author',
      'acquisition_suggestions.publisher',
      'acquisition_suggestions.status',
      'acquisition_suggestions.created_at',
    ])
    .orderBy('acquisition_suggestions.created_at', 'desc')
    .orderBy('acquisition_suggestions.id', 'desc')
    .limit(limit)
    .execute();
}

/** A patron's suggestions, newest first: of one status, sent from `from` and before `before` when given. */
export function listPatronSuggestions(
  db: Kysely<Database>,
  personId: number,
  filter: { status?: string; from?: string; before?: string },
) {
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
      'acquisition_suggestions.staff_note',
      'libraries.code as library_code',
      'libraries.name as library_name',
    ])
    .where('acquisition_suggestions.person_id', '=', personId);
  if (filter.status) query = query.where('acquisition_suggestions.status', '=', filter.status);
  if (filter.from && filter.before)
    query = query
      .where('acquisition_suggestions.created_at', '>=', filter.from)
      .where('acquisition_suggestions.created_at', '<', filter.before);
  return query
    .orderBy('acquisition_suggestions.created_at', 'desc')
    .orderBy('acquisition_suggestions.id', 'desc')
    .limit(500)
    .execute();
}

/**
 * Moves a suggestion to `status`; false when there is no such suggestion. The staff note goes with the change it
 * came with, so a change without one clears it (as the staff console's change does, docs/staff-queues.md).
 */
export async function setSuggestionStatus(db: Kysely<Database>, suggestionId: number, status: string, at: Date) {
  const result = await db
    .updateTable('acquisition_suggestions')
    .set({ status, staff_note: null, updated_at: at.toISOString() })
    .where('id', '=', suggestionId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
