import crypto from 'node:crypto';
import { PATRON_CANCELLABLE_STORAGE_STATUSES, type StorageRequestStatusCode } from '@estante/contracts';
import { addDays, calendarDate } from '@estante/core';
import type { Kysely } from 'kysely';
import { alertStorageRequestReady } from '../alerts/index.ts';
import type { AppContext } from '../app-context.ts';
import { personLanguage } from '../auth/index.ts';
import { inTransaction, lockRecord } from '../database/row-locks.ts';
import type { Database, StorageRequestStatus } from '../database/schema.ts';
import {
  type ClosedKind,
  countOpenRequestsOf,
  deleteClosedStack,
  findLibrary,
  findPublicRecord,
  findStorageRequest,
  hasClosedStackCopies,
  insertClosedStack,
  insertStorageRequest,
  listStorageCopies,
  mailRecipientOf,
  OPEN_STATUSES,
  overdueReadyRequests,
  requestsOfProtocol,
  type StorageCopyRow,
  type StorageRequestRow,
  updateStorageRequest,
} from './closed-stacks.repository.ts';
import {
  CLOSED_STACKS_CODES,
  OPEN_REQUEST_LIMIT,
  StorageInputError,
  StorageNotFound,
  StorageRefusal,
} from './closed-stacks-errors.ts';
import { sendStorageReadyMail } from './storage-request-mail.ts';

/** What the closed stacks' use-cases need; the app's context and the admin CLI's circulation services both fit. */
export interface ClosedStacksServices {
  db: Kysely<Database>;
  dialect: AppContext['dialect'];
  mailer: AppContext['mailer'];
  log: { warn(details: object, message: string): void };
  now(): Date;
}

/** Days a fetched copy waits at the desk before its request expires (like a hold's pickup window). */
export const STORAGE_PICKUP_DAYS = 3;

/** Copy statuses that can be fetched: on its shelf in the stacks (reference-only copies too: read in the library). */
const FETCHABLE = new Set(['available', 'not_for_loan']);

export const STATUS_CODES: Record<StorageRequestStatus, StorageRequestStatusCode> = {
  requested: 'SOLICITADO',
  fetching: 'EM_BUSCA',
  ready: 'DISPONIVEL',
  delivered: 'ENTREGUE',
  cancelled: 'CANCELADO',
  expired: 'EXPIRADO',
};
export const STATUS_BY_CODE = Object.fromEntries(
  Object.entries(STATUS_CODES).map(([status, code]) => [code, status as StorageRequestStatus]),
) as Record<StorageRequestStatusCode, StorageRequestStatus>;

/** What a patron may still cancel themselves (the wire's PATRON_CANCELLABLE_STORAGE_STATUSES). */
const PATRON_CANCELLABLE: readonly StorageRequestStatus[] = PATRON_CANCELLABLE_STORAGE_STATUSES.map(
  (code) => STATUS_BY_CODE[code],
);

/** Whether the title shows the closed-collection tab: marked closed as a whole, or a copy in a closed place. */
export async function isClosedStacksTitle(
  db: Kysely<Database>,
  record: { id: number; closed_collection: number },
): Promise<boolean> {
  return record.closed_collection === 1 || hasClosedStackCopies(db, record.id);
}

export function whyNotRequestable(copy: StorageCopyRow): 'ja_solicitado' | 'indisponivel' | undefined {
  if (copy.requested === 1) return 'ja_solicitado';
  if (!FETCHABLE.has(copy.status)) return 'indisponivel';
  return undefined;
}

/** GET /acervo/{id}/dados-armazem: the title's copies in closed stacks, each saying whether it can be asked for. */
export async function warehouseData(
  db: Kysely<Database>,
  recordId: number,
  filter: { libraryCode?: string; volume?: string; tome?: string; part?: string },
) {
  const record = await findPublicRecord(db, recordId);
  if (!record) throw new StorageNotFound(`record ${recordId}`);
  const wholeTitle = record.closed_collection === 1;
  const copies = await listStorageCopies(db, recordId, { ...filter, wholeTitle });
  return { closed: wholeTitle || copies.length > 0 || (await hasClosedStackCopies(db, recordId)), copies };
}

/**
 * POST /gravar-armazem: a patron asks for copies from the closed stacks of one library (the basket). Every copy must
 * be in that library's closed stacks, on its shelf and not held by another open request; all or nothing, under each
 * title's lock so two patrons asking for one copy at once get it once. One protocol for the basket.
 */
export async function requestFromStorage(
  services: ClosedStacksServices,
  personId: number,
  libraryCode: string,
  basket: { recordId: number; copyId: number }[],
) {
  const { db, dialect } = services;
  const library = await findLibrary(db, libraryCode);
  if (!library) throw new StorageInputError(CLOSED_STACKS_CODES.unknownLibrary, { biblioteca: libraryCode });
  const copyIds = [...new Set(basket.map((item) => item.copyId))];
  const recordIds = [...new Set(basket.map((item) => item.recordId))].sort((a, b) => a - b);
  const now = services.now();
  const at = now.toISOString();
  const protocol = `${calendarDate(now).replaceAll('-', '')}-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
  await inTransaction(db, async (trx) => {
    // Titles locked in id order: two baskets sharing titles cannot deadlock.
    for (const recordId of recordIds) await lockRecord(trx, dialect, recordId);
    if ((await countOpenRequestsOf(trx, personId)) + copyIds.length > OPEN_REQUEST_LIMIT)
      throw new StorageRefusal(CLOSED_STACKS_CODES.tooManyOpen, { limite: OPEN_REQUEST_LIMIT });
    for (const item of basket.filter((entry, index) => copyIds.indexOf(entry.copyId) === index)) {
      const record = await findPublicRecord(trx, item.recordId);
      if (!record) throw new StorageNotFound(`record ${item.recordId}`);
      const copies = await listStorageCopies(trx, item.recordId, { wholeTitle: record.closed_collection === 1 });
      const copy = copies.find((candidate) => candidate.id === item.copyId);
      if (!copy) throw new StorageRefusal(CLOSED_STACKS_CODES.notInClosedStacks, { cod_exemplar: item.copyId });
      if (copy.library_id !== library.id)
        throw new StorageRefusal(CLOSED_STACKS_CODES.otherLibrary, { cod_exemplar: item.copyId });
      const reason = whyNotRequestable(copy);
      if (reason === 'ja_solicitado')
        throw new StorageRefusal(CLOSED_STACKS_CODES.alreadyRequested, { cod_exemplar: item.copyId });
      if (reason) throw new StorageRefusal(CLOSED_STACKS_CODES.copyUnavailable, { cod_exemplar: item.copyId });
      await insertStorageRequest(trx, {
        protocol,
        personId,
        recordId: item.recordId,
        copyId: copy.id,
        libraryId: library.id,
        at,
      });
    }
  });
  return { protocol, items: await requestsOfProtocol(db, protocol) };
}

/** Which statuses a request may move to, from which. */
const MOVES: Record<'fetching' | 'ready' | 'delivered' | 'cancelled', readonly StorageRequestStatus[]> = {
  fetching: ['requested'],
  ready: ['requested', 'fetching'],
  delivered: ['ready'],
  cancelled: OPEN_STATUSES,
};

/**
 * Staff move a request: fetching (someone went to the stacks), ready (at the desk until the pickup day: the patron
 * gets an alert in the same transaction and an e-mail after it), delivered, or cancelled.
 */
export async function moveStorageRequest(
  services: ClosedStacksServices,
  id: number,
  to: keyof typeof MOVES,
): Promise<{ before: unknown; after: unknown }> {
  const { db } = services;
  const now = services.now();
  const at = now.toISOString();
  const before = await findStorageRequest(db, id);
  if (!before) throw new StorageNotFound(`storage request ${id}`);
  const pickupUntil = addDays(calendarDate(now), STORAGE_PICKUP_DAYS);
  const values =
    to === 'fetching'
      ? { status: to, fetched_at: at }
      : to === 'ready'
        ? { status: to, ready_at: at, pickup_until: pickupUntil, ...(before.fetched_at ? {} : { fetched_at: at }) }
        : { status: to, concluded_at: at };
  await inTransaction(db, async (trx) => {
    if (!(await updateStorageRequest(trx, id, MOVES[to], values)))
      throw new StorageRefusal(CLOSED_STACKS_CODES.wrongStatus, { situacao: STATUS_CODES[before.status] });
    if (to === 'ready')
      await alertStorageRequestReady(trx, {
        personId: before.person_id,
        recordId: before.record_id,
        title: before.title,
        library: before.library_name,
        protocol: before.protocol,
        pickupUntil,
        at: now,
      });
  });
  const after = (await findStorageRequest(db, id))!;
  if (to === 'ready')
    await mailReady(services, after.person_id, after.title, after.library_name, after.protocol, pickupUntil);
  return { before, after };
}

/**
 * The patron withdraws their own request while nobody has gone to the stacks for it (SOLICITADO): later, a clerk is
 * on the way or the copy waits at the desk, and the desk cancels it. Another patron's request is not found.
 */
export async function cancelOwnStorageRequest(
  services: Pick<ClosedStacksServices, 'db' | 'now'>,
  personId: number,
  id: number,
): Promise<{ before: StorageRequestRow; after: StorageRequestRow }> {
  const { db } = services;
  const before = await findStorageRequest(db, id);
  if (!before || before.person_id !== personId) throw new StorageNotFound(`storage request ${id}`);
  const cancelled = await updateStorageRequest(db, id, PATRON_CANCELLABLE, {
    status: 'cancelled',
    concluded_at: services.now().toISOString(),
  });
  if (!cancelled) {
    const current = (await findStorageRequest(db, id)) ?? before;
    throw new StorageRefusal(CLOSED_STACKS_CODES.tooLateToCancel, { situacao: STATUS_CODES[current.status] });
  }
  return { before, after: (await findStorageRequest(db, id))! };
}

async function mailReady(
  services: ClosedStacksServices,
  personId: number,
  title: string,
  library: string,
  protocol: string,
  pickupUntil: string,
) {
  const person = await mailRecipientOf(services.db, personId);
  if (!person?.email) return;
  try {
    await sendStorageReadyMail(services.mailer, person.email, personLanguage(person.language), {
      name: person.name,
      titles: [title],
      library,
      protocol,
      pickupUntil,
    });
  } catch (error) {
    services.log.warn({ err: error, protocol }, 'storage-request ready e-mail not sent');
  }
}

/** The scheduled job: ready requests not collected by their pickup day expire (like uncollected holds). */
export async function expireUncollectedStorageRequests(services: ClosedStacksServices): Promise<{ expired: number }> {
  const now = services.now();
  const overdue = await overdueReadyRequests(services.db, calendarDate(now));
  let expired = 0;
  for (const row of overdue)
    if (
      await updateStorageRequest(services.db, row.id, ['ready'], { status: 'expired', concluded_at: now.toISOString() })
    )
      expired++;
  return { expired };
}

/** A library closes (or reopens) a shelving location or a collection: a rule by code, so later imports follow it. */
export async function setClosedStack(
  services: Pick<AppContext, 'db' | 'now'>,
  rule: { libraryCode: string; kind: ClosedKind; code: string },
  closed: boolean,
): Promise<boolean> {
  const library = await findLibrary(services.db, rule.libraryCode);
  if (!library) throw new StorageInputError(CLOSED_STACKS_CODES.unknownLibrary, { biblioteca: rule.libraryCode });
  const code = rule.code.trim();
  if (closed) {
    await insertClosedStack(services.db, {
      libraryId: library.id,
      kind: rule.kind,
      code,
      at: services.now().toISOString(),
    });
    return true;
  }
  return (await deleteClosedStack(services.db, { libraryId: library.id, kind: rule.kind, code })) > 0;
}
