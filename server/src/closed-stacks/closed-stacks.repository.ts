import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Trx } from '../database/row-locks.ts';
import type { ClosedStacksTable, Database, StorageRequestStatus } from '../database/schema.ts';

type Executor = Kysely<Database> | Trx;
export type ClosedKind = ClosedStacksTable['kind'];

/** Statuses of a request still open: its copy is taken, and it sits in the staff queue. */
export const OPEN_STATUSES: readonly StorageRequestStatus[] = ['requested', 'fetching', 'ready'];

export interface ClosedStackRule {
  id: number;
  library_code: string;
  library_name: string;
  kind: ClosedKind;
  code: string;
  created_at: string;
}

export function listClosedStacks(db: Executor, libraryCode?: string): Promise<ClosedStackRule[]> {
  let query = db
    .selectFrom('closed_stacks')
    .innerJoin('libraries', 'libraries.id', 'closed_stacks.library_id')
    .select([
      'closed_stacks.id',
      'libraries.code as library_code',
      'libraries.name as library_name',
      'closed_stacks.kind',
      'closed_stacks.code',
      'closed_stacks.created_at',
    ]);
  if (libraryCode) query = query.where('libraries.code', '=', libraryCode);
  return query.orderBy('libraries.code').orderBy('closed_stacks.kind').orderBy('closed_stacks.code').execute();
}

export async function insertClosedStack(
  db: Executor,
  rule: { libraryId: number; kind: ClosedKind; code: string; at: string },
): Promise<void> {
  await db
    .insertInto('closed_stacks')
    .values({ library_id: rule.libraryId, kind: rule.kind, code: rule.code, created_at: rule.at })
    .onConflict((conflict) => conflict.columns(['library_id', 'kind', 'code']).doNothing())
    .execute();
}

export async function deleteClosedStack(
  db: Executor,
  rule: { libraryId: number; kind: ClosedKind; code: string },
): Promise<number> {
  const result = await db
    .deleteFrom('closed_stacks')
    .where('library_id', '=', rule.libraryId)
    .where('kind', '=', rule.kind)
    .where('code', '=', rule.code)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function findLibrary(db: Executor, code: string) {
  return db.selectFrom('libraries').select(['id', 'code', 'name']).where('code', '=', code).executeTakeFirst();
}

export function findPublicRecord(db: Executor, recordId: number) {
  return db
    .selectFrom('records')
    .select(['id', 'title', 'closed_collection'])
    .where('id', '=', recordId)
    .where('suppressed', '=', 0)
    .executeTakeFirst();
}

/** A copy sits in closed stacks when its library closed its location or its collection (rules match by code). */
function closedRuleExists(eb: ExpressionBuilder<Database, 'copies'>) {
  return eb.exists(
    eb
      .selectFrom('closed_stacks')
      .select(sql<number>`1`.as('one'))
      .whereRef('closed_stacks.library_id', '=', 'copies.library_id')
      .where((inner) =>
        inner.or([
          inner.and([
            inner('closed_stacks.kind', '=', 'location'),
            inner('closed_stacks.code', '=', inner.ref('copies.location')),
          ]),
          inner.and([
            inner('closed_stacks.kind', '=', 'collection'),
            inner('closed_stacks.code', '=', inner.ref('copies.collection')),
          ]),
        ]),
      ),
  );
}

export interface StorageCopyRow {
  id: number;
  record_id: number;
  library_id: number;
  library_code: string;
  library_name: string;
  barcode: string | null;
  call_number: string | null;
  volume: string | null;
  tome: string | null;
  part: string | null;
  location: string | null;
  collection: string | null;
  status: string;
  /** 1 when an open storage request already holds the copy. */
  requested: number;
}

/**
 * The title's copies kept in closed stacks: those whose location or collection its library closed, or every copy
 * when the whole title is marked closed (records.closed_collection, the staff's per-title switch).
 */
export async function listStorageCopies(
  db: Executor,
  recordId: number,
  filter: { libraryCode?: string; volume?: string; tome?: string; part?: string; wholeTitle: boolean },
): Promise<StorageCopyRow[]> {
  let query = db
    .selectFrom('copies')
    .innerJoin('libraries', 'libraries.id', 'copies.library_id')
    .select((eb) => [
      'copies.id',
      'copies.record_id',
      'copies.library_id',
      'libraries.code as library_code',
      'libraries.name as library_name',
      'copies.barcode',
      'copies.call_number',
      'copies.volume',
      'copies.tome',
      'copies.part',
      'copies.location',
      'copies.collection',
      'copies.status',
      eb
        .case()
        .when(
          eb.exists(
            eb
              .selectFrom('storage_requests')
              .select(sql`1`.as('one'))
              .whereRef('storage_requests.copy_id', '=', 'copies.id')
              .where('storage_requests.status', 'in', [...OPEN_STATUSES]),
          ),
        )
        .then(1)
        .else(0)
        .end()
        .as('requested'),
    ])
    .where('copies.record_id', '=', recordId);
  if (!filter.wholeTitle) query = query.where((eb) => closedRuleExists(eb));
  if (filter.libraryCode) query = query.where('libraries.code', '=', filter.libraryCode);
  if (filter.volume) query = query.where('copies.volume', '=', filter.volume);
  if (filter.tome) query = query.where('copies.tome', '=', filter.tome);
  if (filter.part) query = query.where('copies.part', '=', filter.part);
  const rows = await query.orderBy('libraries.name').orderBy('copies.volume').orderBy('copies.id').execute();
  return rows.map((row) => ({ ...row, requested: Number(row.requested) }));
}

/** Whether any copy of the title sits in a closed location or collection. */
export async function hasClosedStackCopies(db: Executor, recordId: number): Promise<boolean> {
  const row = await db
    .selectFrom('copies')
    .select('copies.id')
    .where('copies.record_id', '=', recordId)
    .where((eb) => closedRuleExists(eb))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertStorageRequest(
  trx: Executor,
  values: { protocol: string; personId: number; recordId: number; copyId: number; libraryId: number; at: string },
): Promise<number> {
  const row = await trx
    .insertInto('storage_requests')
    .values({
      protocol: values.protocol,
      person_id: values.personId,
      record_id: values.recordId,
      copy_id: values.copyId,
      library_id: values.libraryId,
      status: 'requested',
      requested_at: values.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function countOpenRequestsOf(db: Executor, personId: number): Promise<number> {
  return db
    .selectFrom('storage_requests')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('person_id', '=', personId)
    .where('status', 'in', [...OPEN_STATUSES])
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

export interface StorageRequestRow {
  id: number;
  protocol: string;
  person_id: number;
  person_name: string;
  record_id: number;
  title: string;
  copy_id: number;
  barcode: string | null;
  call_number: string | null;
  location: string | null;
  collection: string | null;
  volume: string | null;
  library_code: string;
  library_name: string;
  status: StorageRequestStatus;
  requested_at: string;
  fetched_at: string | null;
  ready_at: string | null;
  pickup_until: string | null;
  concluded_at: string | null;
}

function requestRows(db: Executor) {
  return db
    .selectFrom('storage_requests')
    .innerJoin('people', 'people.id', 'storage_requests.person_id')
    .innerJoin('records', 'records.id', 'storage_requests.record_id')
    .innerJoin('copies', 'copies.id', 'storage_requests.copy_id')
    .innerJoin('libraries', 'libraries.id', 'storage_requests.library_id')
    .select([
      'storage_requests.id',
      'storage_requests.protocol',
      'storage_requests.person_id',
      'people.name as person_name',
      'storage_requests.record_id',
      'records.title',
      'storage_requests.copy_id',
      'copies.barcode',
      'copies.call_number',
      'copies.location',
      'copies.collection',
      'copies.volume',
      'libraries.code as library_code',
      'libraries.name as library_name',
      'storage_requests.status',
      'storage_requests.requested_at',
      'storage_requests.fetched_at',
      'storage_requests.ready_at',
      'storage_requests.pickup_until',
      'storage_requests.concluded_at',
    ]);
}

export function findStorageRequest(db: Executor, id: number): Promise<StorageRequestRow | undefined> {
  return requestRows(db).where('storage_requests.id', '=', id).executeTakeFirst();
}

export function requestsOfProtocol(db: Executor, protocol: string): Promise<StorageRequestRow[]> {
  return requestRows(db).where('storage_requests.protocol', '=', protocol).orderBy('storage_requests.id').execute();
}

export function requestsOfPerson(db: Executor, personId: number): Promise<StorageRequestRow[]> {
  return requestRows(db)
    .where('storage_requests.person_id', '=', personId)
    .orderBy('storage_requests.requested_at', 'desc')
    .orderBy('storage_requests.id', 'desc')
    .limit(100)
    .execute();
}

export interface QueueFilter {
  libraryCode?: string;
  statuses: readonly StorageRequestStatus[];
  offset: number;
  limit: number;
}

/** The staff queue: oldest first, so the first asked is the first fetched. */
export async function storageQueue(db: Executor, filter: QueueFilter) {
  let base = db
    .selectFrom('storage_requests')
    .innerJoin('libraries', 'libraries.id', 'storage_requests.library_id')
    .where('storage_requests.status', 'in', [...filter.statuses]);
  if (filter.libraryCode) base = base.where('libraries.code', '=', filter.libraryCode);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  let rows = requestRows(db).where('storage_requests.status', 'in', [...filter.statuses]);
  if (filter.libraryCode) rows = rows.where('libraries.code', '=', filter.libraryCode);
  const items = await rows
    .orderBy('storage_requests.requested_at')
    .orderBy('storage_requests.id')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  let counts = db
    .selectFrom('storage_requests')
    .innerJoin('libraries', 'libraries.id', 'storage_requests.library_id')
    .select(['storage_requests.status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('storage_requests.status');
  if (filter.libraryCode) counts = counts.where('libraries.code', '=', filter.libraryCode);
  const byStatus = Object.fromEntries((await counts.execute()).map((row) => [row.status, Number(row.count)]));
  return { total: Number(total), items, byStatus };
}

export async function updateStorageRequest(
  trx: Executor,
  id: number,
  from: readonly StorageRequestStatus[],
  values: {
    status: StorageRequestStatus;
    fetched_at?: string;
    ready_at?: string;
    pickup_until?: string;
    concluded_at?: string;
  },
): Promise<boolean> {
  const result = await trx
    .updateTable('storage_requests')
    .set(values)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ready requests whose pickup day has passed (`today` is YYYY-MM-DD). */
export function overdueReadyRequests(db: Executor, today: string) {
  return db
    .selectFrom('storage_requests')
    .select(['id'])
    .where('status', '=', 'ready')
    .where('pickup_until', '<', today)
    .orderBy('id')
    .execute();
}

export function mailRecipientOf(db: Executor, personId: number) {
  return db
    .selectFrom('people')
    .select(['id', 'name', 'email', 'language'])
    .where('id', '=', personId)
    .executeTakeFirst();
}
