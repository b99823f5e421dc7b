import {
  ANY_DESIGNATION,
  CIRCULATION_CODES,
  CirculationRefusal,
  copySatisfies,
  holdDecisionsByLibrary,
  holdRefusal,
  NotFoundError,
  type PatronHoldSituation,
} from '@estante/core';
import type { Kysely } from 'kysely';
import type { DialectName } from '../database/database.ts';
import { inTransaction, lockPerson, lockRecord, type Trx } from '../database/row-locks.ts';
import type { Database } from '../database/schema.ts';
import {
  copyCirculates,
  findPersonById,
  isPatronBlocked,
  loadPolicies,
  openLoans,
  policyFor,
} from './circulation.repository.ts';
import type { CirculationServices } from './circulation-services.ts';
import { type TitleCopyRow, titleCopiesWithLoans } from './hold-decisions.repository.ts';
import { estimateWait, presentDesignations, toCopyFacts } from './hold-decisions.ts';
import { sendHoldReleasedMail } from './hold-mail.ts';
import { closeQueueGap, type HoldReleasedNotice, releaseCopy } from './hold-queue.ts';
import { ACTIVE_HOLD_STATUSES } from './hold-statuses.ts';
import {
  activeHoldTitles,
  findActiveHoldOnTitle,
  findHoldById,
  findOwnHoldsByIds,
  findRecordTitle,
  type HoldView,
  insertQueuedHold,
  lastQueuePosition,
  markHoldCancelled,
  queuedCountsByLibrary,
} from './holds.repository.ts';
import { blankToNull } from './title-copies.repository.ts';

/** The hold form (spec 001 §7.12): every field is required; "" means "any" for volume, tome, part and material. */
export interface HoldRequest {
  recordId: number;
  libraryCode: string;
  volume: string;
  tome: string;
  part: string;
  material: string;
  location: string;
}

// The routes and the presenter read the patron's hold lists through the use-cases' module.
export { findHoldView, type HoldView, holdHistory, listActiveHolds } from './holds.repository.ts';

/** What the hold form offers for a title: libraries, volumes, tomes, parts, materials and locations of its copies. */
export async function holdOptions(services: CirculationServices, recordId: number, personId: number) {
  const { db } = services;
  const record = await findRecordTitle(db, recordId);
  if (!record) throw new NotFoundError('record');
  // One read of the copies (with their open loans) serves the form's lists and the hold rule.
  const copies = await titleCopiesWithLoans(db, recordId);
  const distinct = (pick: (copy: (typeof copies)[number]) => string | null) =>
    [...new Set(copies.map(pick).filter((value): value is string => !!value))].sort();
  const libraries = new Map<string, { id: number; code: string; name: string; copies: number; available: number }>();
  for (const copy of copies) {
    const entry = libraries.get(copy.library_code) ?? {
      id: copy.library_id,
      code: copy.library_code,
      name: copy.library_name,
      copies: 0,
      available: 0,
    };
    entry.copies += 1;
    if (copy.status === 'available' && copyCirculates(copy)) entry.available += 1;
    libraries.set(copy.library_code, entry);
  }
  const queued = await queuedCountsByLibrary(db, recordId);
  const own = await findActiveHoldOnTitle(db, recordId, personId);
  // The one hold rule with this patron's situation, per library: the form offers only where it allows a hold.
  const { categoryCode, situation } = await patronHoldSituation(db, personId, recordId, services.now());
  const decide = async (libraryCode: string) => {
    const held = copies.filter((copy) => copy.library_code === libraryCode);
    const [decision] = holdDecisionsByLibrary(
      held.map(toCopyFacts),
      ANY_DESIGNATION,
      await librarySituation(db, situation, categoryCode, held),
    );
    return decision!;
  };
  return {
    record,
    libraries: await Promise.all(
      [...libraries.values()].map(async ({ id, ...library }) => {
        const decision = await decide(library.code);
        return {
          ...library,
          queue: Number(queued.find((row) => row.library_id === id)?.n ?? 0),
          holdable: decision.holdable,
          refusal: decision.refusal,
          designations: presentDesignations(decision.designations),
        };
      }),
    ),
    volumes: distinct((copy) => copy.volume),
    tomes: distinct((copy) => copy.tome),
    parts: distinct((copy) => copy.part),
    materials: distinct((copy) => copy.material),
    locations: distinct((copy) => copy.location),
    alreadyHeld: own !== undefined,
  };
}

/** The patron's side of the hold rule (the same at every library but for the hold limit, set per library). */
async function patronHoldSituation(db: Kysely<Database>, personId: number, recordId: number, now: Date) {
  const person = await findPersonById(db, personId);
  const activeHolds = await activeHoldTitles(db, personId);
  const loans = await openLoans(db, personId);
  const situation: Omit<PatronHoldSituation, 'holdLimit'> = {
    patronBlocked: await isPatronBlocked(db, personId, now),
    activeHolds: activeHolds.length,
    alreadyHoldsTitle: activeHolds.some((hold) => hold.record_id === recordId),
    hasTitleOnLoan: loans.some((loan) => loan.record_id === recordId),
  };
  return { categoryCode: person?.category_code ?? '', situation };
}

/** The hold limit is the policy's for the patron and the loan type of the library's (matching) copies. */
async function librarySituation(
  db: Kysely<Database>,
  situation: Omit<PatronHoldSituation, 'holdLimit'>,
  categoryCode: string,
  copies: readonly TitleCopyRow[],
): Promise<PatronHoldSituation> {
  const policy = await policyFor(db, categoryCode, copies[0]?.loan_type_code ?? null);
  return { ...situation, holdLimit: policy.holdLimit };
}

/**
 * Checks the hold rule (holdDecisionsByLibrary, the one the title page shows) for the patron under the caller's
 * locks; returns the library and the position the hold would take.
 */
async function checkHold(trx: Trx, personId: number, request: HoldRequest, now: Date) {
  const wanted = { volume: request.volume, tome: request.tome, part: request.part, material: request.material };
  const atLibrary = (await titleCopiesWithLoans(trx, request.recordId)).filter(
    (copy) => copy.library_code === request.libraryCode,
  );
  const { categoryCode, situation } = await patronHoldSituation(trx, personId, request.recordId, now);
  const patron = await librarySituation(
    trx,
    situation,
    categoryCode,
    atLibrary.filter((copy) => copySatisfies(wanted, copy)),
  );
  const [decision] = holdDecisionsByLibrary(atLibrary.map(toCopyFacts), wanted, patron);
  // No copy at that library at all: the rule over no copies (a blocked patron still hears that first).
  const refusal = decision ? decision.refusal : holdRefusal({ ...patron, copies: [] });
  if (refusal) throw new CirculationRefusal(refusal);
  const copies = atLibrary;
  const libraryId = copies[0]!.library_id;
  const last = await lastQueuePosition(trx, request.recordId, libraryId);
  return { libraryId, position: Number(last?.last ?? 0) + 1 };
}

/** Locks the title (docs/circulation.md); false when it is not in the public catalogue (missing or suppressed). */
async function lockPublicRecord(trx: Trx, dialect: DialectName, recordId: number): Promise<boolean> {
  return (await lockRecord(trx, dialect, recordId)) && (await findRecordTitle(trx, recordId)) !== undefined;
}

/** POST /reserva/validar-fila: would the hold be accepted, and at which queue position. Changes nothing. */
export async function validateHold(services: CirculationServices, personId: number, request: HoldRequest) {
  const { db, dialect } = services;
  return inTransaction(db, async (trx) => {
    if (!(await lockPublicRecord(trx, dialect, request.recordId))) throw new NotFoundError('record');
    const { position } = await checkHold(trx, personId, request, services.now());
    return { position };
  });
}

/**
 * POST /reserva: joins the title's queue at the library. The record lock makes concurrent placements
 * take positions one after another (1..n, no gap, no duplicate).
 */
export async function placeHold(services: CirculationServices, personId: number, request: HoldRequest) {
  const { db, dialect } = services;
  const now = services.now();
  const placed = await inTransaction(db, async (trx) => {
    if (!(await lockPublicRecord(trx, dialect, request.recordId))) throw new NotFoundError('record');
    await lockPerson(trx, dialect, personId);
    const { libraryId, position } = await checkHold(trx, personId, request, now);
    const { id } = await insertQueuedHold(trx, {
      record_id: request.recordId,
      person_id: personId,
      library_id: libraryId,
      volume: blankToNull(request.volume),
      tome: blankToNull(request.tome),
      part: blankToNull(request.part),
      material: blankToNull(request.material),
      location: blankToNull(request.location),
      queue_position: position,
      placed_at: now.toISOString(),
    });
    return { holdId: id, position, libraryId };
  });
  // The estimate only reads, after the commit: the title's lock is not held while it looks at a year of loans.
  const person = await findPersonById(db, personId);
  const estimate = await estimateWait(
    db,
    {
      record_id: request.recordId,
      library_id: placed.libraryId,
      queue_position: placed.position,
      volume: blankToNull(request.volume),
      tome: blankToNull(request.tome),
      part: blankToNull(request.part),
      material: blankToNull(request.material),
      suspended_until: null,
      category_code: person?.category_code ?? '',
    },
    now,
  );
  return { holdId: placed.holdId, position: placed.position, estimate };
}

/** Queued holds with their estimated wait (docs/circulation.md "Estimated wait"); others with none. */
export async function withEstimates(services: CirculationServices, personId: number, holds: readonly HoldView[]) {
  const { db } = services;
  const now = services.now();
  const person = await findPersonById(db, personId);
  const policies = await loadPolicies(db);
  return Promise.all(
    holds.map(async (hold) => ({
      hold,
      estimate:
        hold.status === 'queued'
          ? await estimateWait(db, { ...hold, category_code: person?.category_code ?? '' }, now, policies)
          : null,
    })),
  );
}

/**
 * DELETE /reserva: cancels several of the patron's holds, all or none. Patrons behind move up; a copy
 * that waited on the hold shelf goes to the next patron in the queue (who is told by e-mail).
 */
export async function cancelHolds(services: CirculationServices, personId: number, holdIds: readonly number[]) {
  const { db, dialect } = services;
  if (holdIds.length === 0) throw new CirculationRefusal(CIRCULATION_CODES.selectHoldToCancel);
  const ids = [...new Set(holdIds)];
  const targets = await findOwnHoldsByIds(db, personId, ids);
  if (targets.length !== ids.length) throw new CirculationRefusal(CIRCULATION_CODES.holdNotCancellable);
  const notices = await inTransaction(db, async (trx) => {
    const now = services.now();
    const released: HoldReleasedNotice[] = [];
    for (const recordId of [...new Set(targets.map((target) => target.record_id))].sort((a, b) => a - b))
      await lockRecord(trx, dialect, recordId);
    for (const id of ids) {
      const hold = await findHoldById(trx, id);
      if (!ACTIVE_HOLD_STATUSES.includes(hold.status))
        throw new CirculationRefusal(CIRCULATION_CODES.holdNotCancellable, { cod_reserva: id });
      await markHoldCancelled(trx, id, now.toISOString());
      if (hold.status === 'queued' && hold.queue_position !== null)
        await closeQueueGap(trx, hold.record_id, hold.library_id, hold.queue_position);
      // A copy on the holds shelf is free where it waits (the pickup library). A copy in transit travels on: whoever
      // receives it routes it again (docs/staff-desk.md).
      if (hold.status === 'released' && hold.copy_id !== null) {
        const routing = await releaseCopy(trx, hold.copy_id, now, hold.pickup_library_id ?? hold.library_id);
        if (routing.notice) released.push(routing.notice);
      }
    }
    return released;
  });
  for (const notice of notices) await sendHoldReleasedMail(services, notice);
  return { cancelled: ids.length };
}
