import { HOLD_SUSPENSION_MAX_DAYS } from '@estante/contracts';
import {
  addDays,
  CIRCULATION_CODES,
  CirculationRefusal,
  calendarDate,
  copySatisfies,
  isCalendarDate,
  NotFoundError,
} from '@estante/core';
import type { Kysely } from 'kysely';
import { inTransaction, lockRecord, type Trx } from '../database/row-locks.ts';
import type { Database } from '../database/schema.ts';
import type { CirculationServices } from './circulation-services.ts';
import {
  allLibraries,
  availableCopiesAtLibrary,
  findLibraryByCode,
  findOwnHold,
  setHoldPickupLibrary,
  setHoldSuspension,
} from './hold-changes.repository.ts';
import { sendHoldReleasedMail } from './hold-mail.ts';
import { type HoldReleasedNotice, releaseCopy } from './hold-queue.ts';

/**
 * Reads the patron's own hold under its title's lock and checks it is still in the queue: only a queued hold
 * can be suspended, resumed or given another pickup library (docs/circulation.md, additions beyond the spec).
 */
async function lockQueuedHold(trx: Trx, services: CirculationServices, personId: number, holdId: number) {
  const target = await findOwnHold(trx, personId, holdId);
  if (!target) throw new NotFoundError('hold');
  await lockRecord(trx, services.dialect, target.record_id);
  const hold = (await findOwnHold(trx, personId, holdId))!;
  if (hold.status !== 'queued') throw new CirculationRefusal(CIRCULATION_CODES.holdNotChangeable);
  return hold;
}

/** PUT /reserva/{id}/suspensao: the hold keeps its place but takes no copy before `until` (after today, ≤ a year). */
export async function suspendHold(services: CirculationServices, personId: number, holdId: number, until: string) {
  const today = calendarDate(services.now());
  if (!isCalendarDate(until) || until <= today || until > addDays(today, HOLD_SUSPENSION_MAX_DAYS))
    throw new CirculationRefusal(CIRCULATION_CODES.invalidSuspensionDate, { maximo: HOLD_SUSPENSION_MAX_DAYS });
  await inTransaction(services.db, async (trx) => {
    await lockQueuedHold(trx, services, personId, holdId);
    await setHoldSuspension(trx, holdId, until);
  });
}

/**
 * DELETE /reserva/{id}/suspensao: active again at once. A copy that came back to the shelf meanwhile goes
 * to the queue as a returned copy does, so a patron first in line gets it now rather than at the next return.
 */
export async function resumeHold(services: CirculationServices, personId: number, holdId: number) {
  const notices = await inTransaction(services.db, async (trx) => {
    const hold = await lockQueuedHold(trx, services, personId, holdId);
    await setHoldSuspension(trx, holdId, null);
    const released: HoldReleasedNotice[] = [];
    for (const copy of await availableCopiesAtLibrary(trx, hold.record_id, hold.library_id)) {
      if (!copySatisfies(hold, copy)) continue;
      const { notice } = await releaseCopy(trx, copy.id, services.now());
      if (notice) released.push(notice);
    }
    return released;
  });
  for (const notice of notices) await sendHoldReleasedMail(services, notice);
}

/** PUT /reserva/{id}/biblioteca-retirada: where the patron will collect the copy; the queue stays as it is. */
export async function changePickupLibrary(
  services: CirculationServices,
  personId: number,
  holdId: number,
  libraryCode: string,
) {
  await inTransaction(services.db, async (trx) => {
    const library = await findLibraryByCode(trx, libraryCode);
    if (!library) throw new CirculationRefusal(CIRCULATION_CODES.invalidPickupLibrary);
    const hold = await lockQueuedHold(trx, services, personId, holdId);
    await setHoldPickupLibrary(trx, holdId, library.id === hold.library_id ? null : library.id);
  });
}

/** GET /reserva/bibliotecas-retirada: every library of the network, by name. */
export function pickupLibraries(db: Kysely<Database>) {
  return allLibraries(db);
}
