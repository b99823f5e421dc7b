import { InvalidInputError, NotFoundError } from '@estante/core';
import type { Kysely } from 'kysely';
import type { CirculationServices } from '../circulation/index.ts';
import { inTransaction } from '../database/row-locks.ts';
import type { Database } from '../database/schema.ts';
import { isSuggestionStatus, SUGGESTION_STATUSES, UNKNOWN_SUGGESTION_STATUS } from '../library-units/index.ts';
import { countsByName, type Page } from '../queues/index.ts';
import { ACQUISITION_CODES, AcquisitionRefusal } from './acquisition-errors.ts';
import {
  countSuggestions,
  findSuggestion,
  listSuggestions,
  type SuggestionFilter,
  suggestionCountsByStatus,
  updateSuggestionFrom,
} from './acquisitions.repository.ts';
import { ACTIVE_ORDER_STATUSES, type PurchaseOrderStatus } from './purchase-order-rules.ts';
import { alertSuggestionNote, mailSuggestionNote } from './suggestion-notice.ts';

export const SUGGESTION_NOTE_MAX_LENGTH = 2000;

export function knownSuggestionStatus(code: string): string {
  if (!isSuggestionStatus(code)) throw new InvalidInputError(UNKNOWN_SUGGESTION_STATUS, { situacao: code });
  return code;
}

/** The acquisition queue: a page of suggestions (oldest first), the total and the count of each status. */
export async function suggestionQueue(db: Kysely<Database>, filter: SuggestionFilter, page: Page) {
  if (filter.status) knownSuggestionStatus(filter.status);
  const [rows, total, counts] = await Promise.all([
    listSuggestions(db, filter, page),
    countSuggestions(db, filter),
    suggestionCountsByStatus(db, filter.libraryCode),
  ]);
  return { rows, total, counts: countsByName(counts, Object.keys(SUGGESTION_STATUSES)) };
}

export type SuggestionState = { situacao: string; nota: string | null };

/**
 * Staff move a suggestion to any status of spec 000 §3 (acquisition is no strict pipeline), with an optional note
 * to the patron: the note reaches their personal area as an alert in the same transaction and their e-mail after
 * the commit. A suggestion in an open or sent order follows its order instead. The same status with no note
 * changes nothing; with a note, it sends the note.
 */
export async function changeSuggestion(
  services: CirculationServices,
  suggestionId: number,
  input: { status: string; note?: string | null },
): Promise<{ before: SuggestionState; after: SuggestionState }> {
  const status = knownSuggestionStatus(input.status.trim());
  const note = input.note?.trim() || null;
  const changed = await inTransaction(services.db, async (trx) => {
    const row = await findSuggestion(trx, suggestionId);
    if (!row) throw new NotFoundError('suggestion', { codigo: suggestionId });
    const before = { situacao: row.status, nota: row.staff_note };
    if (row.order_status && ACTIVE_ORDER_STATUSES.includes(row.order_status as PurchaseOrderStatus))
      throw new AcquisitionRefusal(ACQUISITION_CODES.suggestionHeldByOrder, { cod_pedido: row.purchase_order_id });
    if (status === row.status && !note) return { before, after: before, notice: null };
    const now = services.now();
    if (
      !(await updateSuggestionFrom(trx, suggestionId, row.status, {
        status,
        staff_note: note,
        updated_at: now.toISOString(),
      }))
    )
      throw new AcquisitionRefusal(ACQUISITION_CODES.changedMeanwhile);
    const notice =
      note && row.person_id !== null ? { suggestionId, personId: row.person_id, title: row.title, status, note } : null;
    const recipient = notice ? await alertSuggestionNote(trx, notice, now) : null;
    return {
      before,
      after: { situacao: status, nota: note },
      notice: notice && recipient ? { notice, recipient } : null,
    };
  });
  if (changed.notice) await mailSuggestionNote(services, changed.notice.notice, changed.notice.recipient);
  return { before: changed.before, after: changed.after };
}
