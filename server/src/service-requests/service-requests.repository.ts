import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, ServiceRequestTable } from '../database/schema.ts';

/** The name and e-mail a service request's answer goes to. */
export function findRequesterContact(db: Kysely<Database>, personId: number) {
  return db.selectFrom('people').select(['name', 'email']).where('id', '=', personId).executeTakeFirst();
}

function requestQuery(db: Kysely<Database>) {
  return db
    .selectFrom('service_requests')
    .leftJoin('libraries', 'libraries.id', 'service_requests.library_id')
    .select([
      'service_requests.id',
      'service_requests.person_id',
      'service_requests.kind',
      'service_requests.subtype',
      'service_requests.status',
      'service_requests.protocol',
      'service_requests.payload_json',
      'service_requests.reply',
      'service_requests.created_at',
      'service_requests.updated_at',
      'service_requests.answered_at',
      'service_requests.concluded_at',
      'libraries.code as library_code',
      'libraries.name as library_name',
    ]);
}
export type ServiceRequestRow = Awaited<ReturnType<ReturnType<typeof requestQuery>['executeTakeFirstOrThrow']>>;

export async function findLibraryByCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('libraries').select('id').where('code', '=', code).executeTakeFirst();
}

export async function insertServiceRequest(
  db: Kysely<Database>,
  values: Insertable<ServiceRequestTable>,
): Promise<number> {
  const { id } = await db.insertInto('service_requests').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

/** A patron's requests of one kind, newest first: of one status, filed from `from` and before `before` when given. */
export function listPatronRequests(
  db: Kysely<Database>,
  personId: number,
  kind: string,
  filter: { status?: string; from?: string; before?: string },
): Promise<ServiceRequestRow[]> {
  let query = requestQuery(db)
    .where('service_requests.person_id', '=', personId)
    .where('service_requests.kind', '=', kind);
  if (filter.status) query = query.where('service_requests.status', '=', filter.status);
  if (filter.from) query = query.where('service_requests.created_at', '>=', filter.from);
  if (filter.before) query = query.where('service_requests.created_at', '<', filter.before);
  return query
    .orderBy('service_requests.created_at', 'desc')
    .orderBy('service_requests.id', 'desc')
    .limit(500)
    .execute();
}

/** Requests in one status, oldest first. */
export function listRequestsInStatus(db: Kysely<Database>, status: string): Promise<ServiceRequestRow[]> {
  return requestQuery(db)
    .where('service_requests.status', '=', status)
    .orderBy('service_requests.created_at', 'asc')
    .orderBy('service_requests.id', 'asc')
    .limit(500)
    .execute();
}

export function findOwnRequestStatus(db: Kysely<Database>, requestId: number, personId: number) {
  return db
    .selectFrom('service_requests')
    .select(['status'])
    .where('id', '=', requestId)
    .where('person_id', '=', personId)
    .executeTakeFirst();
}

export function findRequestForMove(db: Kysely<Database>, requestId: number) {
  return db
    .selectFrom('service_requests')
    .select(['status', 'person_id', 'protocol', 'kind', 'subtype', 'reply'])
    .where('id', '=', requestId)
    .executeTakeFirst();
}

/** Applies `changes` when the request is still in status `from`; false when it moved meanwhile. */
export async function moveRequestFrom(
  db: Kysely<Database>,
  requestId: number,
  from: string,
  changes: Updateable<ServiceRequestTable>,
): Promise<boolean> {
  const updated = await db
    .updateTable('service_requests')
    .set(changes)
    .where('id', '=', requestId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export function findApplicant(db: Kysely<Database>, personId: number) {
  return db
    .selectFrom('people')
    .select(['name', 'email', 'phone', 'category_code'])
    .where('id', '=', personId)
    .executeTakeFirst();
}

export function firstLoginOf(db: Kysely<Database>, personId: number) {
  return db.selectFrom('logins').select('login').where('person_id', '=', personId).orderBy('id').executeTakeFirst();
}

export function librariesByName(db: Kysely<Database>) {
  return db.selectFrom('libraries').select(['code', 'name']).orderBy('name').execute();
}

// --- The staff queue (docs/staff-queues.md) --------------------------------------------------------------------

export interface RequestQueueFilter {
  libraryCode?: string;
  status?: string;
  kind?: string;
}

function queueIn(db: Kysely<Database>, filter: RequestQueueFilter) {
  let query = db.selectFrom('service_requests');
  if (filter.libraryCode) {
    const libraryCode = filter.libraryCode;
    query = query.where('service_requests.library_id', 'in', (eb) =>
      eb.selectFrom('libraries').select('libraries.id').where('libraries.code', '=', libraryCode),
    );
  }
  if (filter.status) query = query.where('service_requests.status', '=', filter.status);
  if (filter.kind) query = query.where('service_requests.kind', '=', filter.kind);
  return query;
}

/** A page of requests, oldest first (the first filed is the first to answer), with the patron's name and e-mail. */
export function listRequestQueue(
  db: Kysely<Database>,
  filter: RequestQueueFilter,
  page: { offset: number; limit: number },
) {
  return queueIn(db, filter)
    .leftJoin('libraries', 'libraries.id', 'service_requests.library_id')
    .innerJoin('people', 'people.id', 'service_requests.person_id')
    .select([
      'service_requests.id',
      'service_requests.person_id',
      'service_requests.kind',
      'service_requests.subtype',
      'service_requests.status',
      'service_requests.protocol',
      'service_requests.payload_json',
      'service_requests.reply',
      'service_requests.created_at',
      'service_requests.updated_at',
      'service_requests.answered_at',
      'service_requests.concluded_at',
      'libraries.code as library_code',
      'libraries.name as library_name',
      'people.name as person_name',
      'people.email as person_email',
    ])
    .orderBy('service_requests.created_at')
    .orderBy('service_requests.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countRequestQueue(db: Kysely<Database>, filter: RequestQueueFilter): Promise<number> {
  const row = await queueIn(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Requests per status under the library and kind filters. */
export async function requestCountsByStatus(db: Kysely<Database>, filter: Omit<RequestQueueFilter, 'status'>) {
  const rows = await queueIn(db, filter)
    .select(['service_requests.status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('service_requests.status')
    .execute();
  return rows.map((row) => ({ status: row.status, count: Number(row.n) }));
}
