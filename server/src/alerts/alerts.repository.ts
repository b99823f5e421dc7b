import type { Kysely, Selectable } from 'kysely';
import type { AlertTable, Database } from '../database/schema.ts';
import { alertText } from './alert-texts.ts';

export type AlertRow = Selectable<AlertTable>;

/**
 * Records an alert for a person, in the caller's transaction so it exists exactly when the event does.
 * The Portuguese text (the institution's language) is kept too, for readers that do not know the kind.
 */
export async function createAlert(
  db: Kysely<Database>,
  alert: { personId: number; kind: string; params: Record<string, string | number | null>; at: Date },
): Promise<void> {
  const text = alertText(alert.kind, alert.params, 'pt') ?? { title: alert.kind, message: '' };
  await db
    .insertInto('alerts')
    .values({
      person_id: alert.personId,
      kind: alert.kind,
      params_json: JSON.stringify(alert.params),
      title: text.title,
      message: text.message,
      read: 0,
      created_at: alert.at.toISOString(),
    })
    .execute();
}

/** The person's alerts, newest first; `from`/`to` (YYYY-MM-DD, UTC) bound the day they were created. */
export function listAlerts(
  db: Kysely<Database>,
  personId: number,
  range: { from?: string; to?: string },
): Promise<AlertRow[]> {
  let query = db.selectFrom('alerts').selectAll().where('person_id', '=', personId);
  if (range.from) query = query.where('created_at', '>=', `${range.from}T00:00:00.000Z`);
  if (range.to) query = query.where('created_at', '<=', `${range.to}T23:59:59.999Z`);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(500).execute();
}

/** Marks one of the person's alerts read (or unread); undefined when the person has no such alert. */
export async function setAlertRead(
  db: Kysely<Database>,
  personId: number,
  alertId: number,
  read: boolean,
): Promise<AlertRow | undefined> {
  const result = await db
    .updateTable('alerts')
    .set({ read: read ? 1 : 0 })
    .where('id', '=', alertId)
    .where('person_id', '=', personId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('alerts').selectAll().where('id', '=', alertId).executeTakeFirst();
}

/** Removes one of the person's alerts; false when the person has no such alert. */
export async function removeAlert(db: Kysely<Database>, personId: number, alertId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('alerts')
    .where('id', '=', alertId)
    .where('person_id', '=', personId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The title and the library an available hold's alert names. */
export async function holdAlertNames(trx: Kysely<Database>, recordId: number, libraryId: number) {
  const record = await trx.selectFrom('records').select('title').where('id', '=', recordId).executeTakeFirst();
  const library = await trx.selectFrom('libraries').select('name').where('id', '=', libraryId).executeTakeFirst();
  return { record, library };
}

/** What an available loan request's alert names: its patron, title, protocol and receiving library. */
export function loanRequestAlertDetails(trx: Kysely<Database>, requestId: number) {
  return trx
    .selectFrom('loan_requests')
    .innerJoin('records', 'records.id', 'loan_requests.record_id')
    .innerJoin('libraries', 'libraries.id', 'loan_requests.receiving_library_id')
    .select([
      'loan_requests.person_id',
      'loan_requests.record_id',
      'loan_requests.protocol',
      'records.title',
      'libraries.name as library',
    ])
    .where('loan_requests.id', '=', requestId)
    .executeTakeFirst();
}
