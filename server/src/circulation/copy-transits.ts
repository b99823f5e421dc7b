import { CIRCULATION_CODES, CirculationRefusal, NotFoundError } from '@estante/core';
import { inTransaction, lockRecord } from '../database/row-locks.ts';
import { findCopy, findHold, findPersonById } from './circulation.repository.ts';
import type { CirculationServices } from './circulation-services.ts';
import { findOpenTransit, markTransitReceived } from './copy-transits.repository.ts';
import type { CopyReference } from './desk-operations.ts';
import { sendHoldReleasedMail } from './hold-mail.ts';
import { type CopyRouting, makeHoldReady, releaseCopy } from './hold-queue.ts';

export interface TransitReceipt {
  transitId: number;
  copyId: number;
  recordId: number;
  title: string;
  barcode: string | null;
  receivedAtLibraryId: number;
  routing: CopyRouting;
}

/**
 * Staff at the destination receive a copy in transit (docs/staff-desk.md, "Transit"). When it travelled for a hold
 * still waiting for it, that hold becomes ready on this library's holds shelf (alert now, e-mail after the commit).
 * Otherwise (the hold was cancelled on the way, or the copy came home) the copy is free here and goes to the queue
 * as a returned copy does. Two desks receiving one copy: the second finds no open transit under the title's lock.
 */
export async function receiveTransit(services: CirculationServices, reference: CopyReference): Promise<TransitReceipt> {
  const { db, dialect } = services;
  const now = services.now();
  const found = await findCopy(db, { id: reference.copyId, barcode: reference.barcode });
  if (!found) throw new NotFoundError('copy');
  const result = await inTransaction(db, async (trx) => {
    await lockRecord(trx, dialect, found.record_id);
    const transit = await findOpenTransit(trx, found.id);
    if (!transit || !(await markTransitReceived(trx, transit.id, now.toISOString())))
      throw new CirculationRefusal(CIRCULATION_CODES.copyNotInTransit);
    const here = transit.to_library_id;
    const hold = transit.hold_id === null ? undefined : await findHold(trx, transit.hold_id);
    let routing: CopyRouting;
    if (hold && hold.status === 'in_transit' && hold.copy_id === found.id) {
      const person = await findPersonById(trx, hold.person_id);
      const notice = await makeHoldReady(
        trx,
        {
          id: hold.id,
          person_id: hold.person_id,
          category_code: person?.category_code ?? '',
          record_id: hold.record_id,
        },
        found,
        here,
        now,
      );
      routing = {
        hold: {
          holdId: hold.id,
          personId: hold.person_id,
          pickupLibraryId: here,
          ready: true,
          pickupUntil: notice.pickupUntil,
        },
        transitToLibraryId: null,
        notice,
      };
    } else routing = await releaseCopy(trx, found.id, now, here);
    return { transitId: transit.id, here, routing };
  });
  if (result.routing.notice) await sendHoldReleasedMail(services, result.routing.notice);
  return {
    transitId: result.transitId,
    copyId: found.id,
    recordId: found.record_id,
    title: found.title,
    barcode: found.barcode,
    receivedAtLibraryId: result.here,
    routing: result.routing,
  };
}
