import { ALERT_KINDS } from '@estante/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../database/schema.ts';
import { createAlert, holdAlertNames, loanRequestAlertDetails } from './alerts.repository.ts';

/**
 * The events that leave an alert in the personal area (docs/circulation.md "Alerts"). Each runs inside the
 * transaction that makes the event happen, so a rolled-back check-in leaves no alert behind.
 */

/** A copy waits on the hold shelf for the patron (check-in, or a released hold cancelled or expired). */
export async function alertHoldAvailable(
  trx: Kysely<Database>,
  event: { personId: number; recordId: number; libraryId: number; pickupUntil: string; at: Date },
): Promise<void> {
  const { record, library } = await holdAlertNames(trx, event.recordId, event.libraryId);
  await createAlert(trx, {
    personId: event.personId,
    kind: ALERT_KINDS.holdAvailable,
    params: {
      titulo: record?.title ?? '',
      biblioteca: library?.name ?? '',
      data: event.pickupUntil,
      cod_acervo: event.recordId,
    },
    at: event.at,
  });
}

/** Staff moved a loan request to "available": the copy waits at the receiving library. */
export async function alertLoanRequestAvailable(trx: Kysely<Database>, requestId: number, at: Date): Promise<void> {
  const request = await loanRequestAlertDetails(trx, requestId);
  if (!request) return;
  await createAlert(trx, {
    personId: request.person_id,
    kind: ALERT_KINDS.loanRequestAvailable,
    params: {
      titulo: request.title,
      biblioteca: request.library,
      protocolo: request.protocol,
      cod_acervo: request.record_id,
    },
    at,
  });
}

/** Staff fetched a copy from the closed stacks: it waits at the library until the pickup day (docs/closed-stacks.md). */
export async function alertStorageRequestReady(
  trx: Kysely<Database>,
  event: {
    personId: number;
    recordId: number;
    title: string;
    library: string;
    protocol: string;
    pickupUntil: string;
    at: Date;
  },
): Promise<void> {
  await createAlert(trx, {
    personId: event.personId,
    kind: ALERT_KINDS.storageRequestReady,
    params: {
      titulo: event.title,
      biblioteca: event.library,
      protocolo: event.protocol,
      data: event.pickupUntil,
      cod_acervo: event.recordId,
    },
    at: event.at,
  });
}
