import { NotFoundError, RuleViolationError } from '@estante/core';
import type { AppContext } from '../app-context.ts';
import { lockRecord } from '../database/row-locks.ts';
import { runInTransaction } from '../database/transactions.ts';
import { browseEntries, recordCatalogueChanges } from '../search/index.ts';
import { findCover } from './cover.repository.ts';
import { removeCoverFile } from './cover-store.ts';
import {
  circulationUse,
  deleteRecord,
  extractedOf,
  findStaffRecord,
  insertBrowseEntries,
  recordForWithdrawal,
  removeTombstone,
  type StaffRecordRow,
  setClosedCollection,
  suppressRecord,
  unsuppressRecord,
  writeTombstone,
} from './record-admin.repository.ts';

export const RECORD_ADMIN_ERRORS = { inCirculation: 'RegistroComCirculacao' } as const;

/** A change to one record, before and after (the audit trail records both). */
export interface RecordChange {
  before: StaffRecordRow;
  after: StaffRecordRow | null;
}

/**
 * Marks or unmarks a record as part of a closed collection (copies fetched by staff on request; the title page
 * says so). Not a search field: no catalogue change, but updated_at moves (OAI-PMH datestamp).
 */
export async function setRecordClosedCollection(
  context: AppContext,
  id: number,
  closed: boolean,
): Promise<RecordChange> {
  return runInTransaction(context.db, async (trx) => {
    const before = await findStaffRecord(trx, id);
    if (!before) throw new NotFoundError(`record ${id}`);
    await setClosedCollection(trx, id, closed, context.now().toISOString());
    return { before, after: (await findStaffRecord(trx, id))! };
  });
}

/**
 * Suppresses a record (hidden from the public catalogue, kept for the staff) or shows it again. One catalogue
 * change in the same transaction, so every server's search index drops or takes the record back before its next
 * answer (the loader reads only records not suppressed); a tombstone tells OAI-PMH harvesters it is gone.
 */
export async function setRecordSuppressed(
  context: AppContext,
  id: number,
  suppressed: boolean,
  personId: number,
): Promise<RecordChange> {
  return runInTransaction(context.db, async (trx) => {
    const before = await findStaffRecord(trx, id);
    const record = await recordForWithdrawal(trx, id);
    if (!before || !record) throw new NotFoundError(`record ${id}`);
    const now = context.now().toISOString();
    if (suppressed && record.suppressed !== 1) {
      await suppressRecord(trx, id, now);
      await writeTombstone(trx, record, 'suppressed', personId, now);
    } else if (!suppressed && record.suppressed === 1) {
      await unsuppressRecord(trx, id, now);
      await insertBrowseEntries(trx, browseEntries(id, extractedOf(record)));
      await removeTombstone(trx, id);
    } else {
      return { before, after: before };
    }
    await recordCatalogueChanges(trx, [id]);
    return { before, after: (await findStaffRecord(trx, id))! };
  });
}

/**
 * Deletes a record for good, with its copies, cover and links; refused (422 RegistroComCirculacao) when loans,
 * holds or loan requests refer to it, since the circulation history would lose its title: suppress it instead.
 * The record is locked first, as circulation does (row-locks.ts), so no hold slips in between the check and the
 * deletion. The tombstone and the catalogue change commit with it.
 */
export async function deleteCatalogueRecord(context: AppContext, id: number, personId: number): Promise<RecordChange> {
  const deleted = await runInTransaction(context.db, async (trx) => {
    if (!(await lockRecord(trx, context.dialect, id))) throw new NotFoundError(`record ${id}`);
    const before = (await findStaffRecord(trx, id))!;
    const record = (await recordForWithdrawal(trx, id))!;
    const use = await circulationUse(trx, id);
    if (use.loans + use.holds + use.loanRequests > 0) {
      throw new RuleViolationError(RECORD_ADMIN_ERRORS.inCirculation, {
        emprestimos: use.loans,
        reservas: use.holds,
        pedidos_emprestimo: use.loanRequests,
      });
    }
    const cover = await findCover(trx, id);
    await writeTombstone(trx, record, 'deleted', personId, context.now().toISOString());
    await deleteRecord(trx, id);
    await recordCatalogueChanges(trx, [id]);
    return { change: { before, after: null }, coverFile: cover?.file_name };
  });
  // The cover's row went with the record (ON DELETE CASCADE); its file goes once that committed.
  if (deleted.coverFile) await removeCoverFile(context.config.dataDir, deleted.coverFile);
  return deleted.change;
}
