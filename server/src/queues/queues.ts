import { LOAN_REQUEST_STATUS } from '@estante/contracts';
import { addDays, InvalidInputError, NotFoundError, RuleViolationError } from '@estante/core';
import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context.ts';
import { inTransaction, lockPerson } from '../database/row-locks.ts';
import type { Database, LoanRequestStatus } from '../database/schema.ts';
import { parseDateRange } from '../http/date-range.ts';
import { erasePersonalData } from '../privacy/index.ts';
import { countsByName, type Page } from './paging.ts';
import { mailPrivacyAnswer } from './privacy-mail.ts';
import {
  closePrivacyRequest,
  countDeclarations,
  countLoanRequests,
  countPendingPrivacyRequestsOf,
  countPrivacyRequests,
  findPersonContact,
  findPrivacyRequest,
  insertPrivacyRequest,
  listDeclarations,
  listLoanRequests,
  listPrivacyRequests,
  loanRequestCountsByStatus,
  type PrivacyStatus,
  privacyCountsByStatus,
} from './queues.repository.ts';

export const QUEUE_CODES = {
  unknownStatus: 'SituacaoFilaInvalida',
  privacyRequestOpen: 'PedidoExclusaoJaAberto',
  privacyReplyRequired: 'RespostaObrigatoria',
  privacyAlreadyHandled: 'PedidoExclusaoJaAtendido',
} as const;

// --- Closed-stack loan requests --------------------------------------------------------------------------------

/** Loan request statuses as the API names them (AGUARDANDO…) and stored (waiting…). */
const LOAN_REQUEST_STATUS_BY_NAME = Object.fromEntries(
  Object.entries(LOAN_REQUEST_STATUS).map(([status, name]) => [name, status]),
) as Record<string, LoanRequestStatus>;

export const loanRequestStatusName = (status: LoanRequestStatus): string => LOAN_REQUEST_STATUS[status];

function knownLoanRequestStatus(name: string): LoanRequestStatus {
  const status = LOAN_REQUEST_STATUS_BY_NAME[name.toUpperCase()];
  if (!status) throw new InvalidInputError(QUEUE_CODES.unknownStatus, { situacao: name });
  return status;
}

/** The closed-stack queue: loan requests from or to a library, by status, oldest first, with counts. */
export async function loanRequestQueue(
  db: Kysely<Database>,
  filter: { libraryCode?: string; status?: string },
  page: Page,
) {
  const status = filter.status ? knownLoanRequestStatus(filter.status) : undefined;
  const [rows, total, counts] = await Promise.all([
    listLoanRequests(db, { libraryCode: filter.libraryCode, status }, page),
    countLoanRequests(db, { libraryCode: filter.libraryCode, status }),
    loanRequestCountsByStatus(db, filter.libraryCode),
  ]);
  return {
    rows,
    total,
    counts: countsByName(counts, Object.values(LOAN_REQUEST_STATUS), (value) =>
      loanRequestStatusName(value as LoanRequestStatus),
    ),
  };
}

// --- No-debts declarations -------------------------------------------------------------------------------------

/** The declarations issued, newest first: of a library (or every library), issued within the dates (both or neither). */
export async function declarationQueue(
  db: Kysely<Database>,
  filter: { libraryCode?: string; dataIni?: string; dataFim?: string },
  page: Page,
) {
  const range = parseDateRange(filter.dataIni, filter.dataFim);
  // issued_at is an ISO instant: it sorts after its own day and before the next one.
  const dates = range.from && range.to ? { from: range.from, before: addDays(range.to, 1) } : {};
  const query = { libraryCode: filter.libraryCode, ...dates };
  const [rows, total] = await Promise.all([listDeclarations(db, query, page), countDeclarations(db, query)]);
  return { rows, total };
}

// --- Privacy requests ------------------------------------------------------------------------------------------

export const PRIVACY_STATUS_NAMES: Record<PrivacyStatus, string> = {
  pending: 'pendente',
  done: 'concluido',
  refused: 'recusado',
};
const PRIVACY_STATUS_BY_NAME = Object.fromEntries(
  Object.entries(PRIVACY_STATUS_NAMES).map(([status, name]) => [name, status]),
) as Record<string, PrivacyStatus>;

function knownPrivacyStatus(name: string): PrivacyStatus {
  const status = PRIVACY_STATUS_BY_NAME[name.toLowerCase()];
  if (!status) throw new InvalidInputError(QUEUE_CODES.unknownStatus, { situacao: name });
  return status;
}

export async function privacyQueue(db: Kysely<Database>, filter: { status?: string }, page: Page) {
  const status = filter.status ? knownPrivacyStatus(filter.status) : undefined;
  const [rows, total, counts] = await Promise.all([
    listPrivacyRequests(db, status, page),
    countPrivacyRequests(db, status),
    privacyCountsByStatus(db),
  ]);
  return {
    rows,
    total,
    counts: countsByName(
      counts,
      Object.values(PRIVACY_STATUS_NAMES),
      (value) => PRIVACY_STATUS_NAMES[value as PrivacyStatus],
    ),
  };
}

export const PRIVACY_REASON_MAX_LENGTH = 2000;

/**
 * A patron asks the library to erase their personal data (LGPD art. 18, VI). One request waits at a time; staff
 * holding site administration complete or refuse it (docs/staff-queues.md).
 */
export async function requestDataDeletion(context: AppContext, personId: number, reason: string | null | undefined) {
  const text = reason?.trim() || null;
  return inTransaction(context.db, async (trx) => {
    // The person's row is the lock: two requests sent at once cannot both find none pending.
    await lockPerson(trx, context.dialect, personId);
    if ((await countPendingPrivacyRequestsOf(trx, personId)) > 0)
      throw new RuleViolationError(QUEUE_CODES.privacyRequestOpen);
    const createdAt = context.now().toISOString();
    const id = await insertPrivacyRequest(trx, { personId, reason: text, createdAt });
    return { id, status: PRIVACY_STATUS_NAMES.pending, createdAt };
  });
}

/**
 * Staff close a pending request: done (the data were erased) or refused with the reason, which the patron is sent
 * by e-mail (a legal obligation may require keeping some data: unpaid debts, loans still open). The erasure itself
 * is done before marking it done (docs/staff-queues.md).
 */
export async function closeDataDeletion(
  context: AppContext,
  requestId: number,
  input: { status: string; reply?: string | null; staffPersonId: number },
) {
  const status = knownPrivacyStatus(input.status.trim());
  if (status === 'pending') throw new InvalidInputError(QUEUE_CODES.unknownStatus, { situacao: input.status });
  const reply = input.reply?.trim() || null;
  if (status === 'refused' && !reply)
    throw new InvalidInputError(QUEUE_CODES.privacyReplyRequired, { campo: 'resposta' });
  const { db } = context;
  const request = await findPrivacyRequest(db, requestId);
  if (!request) throw new NotFoundError('privacy request', { codigo: requestId });
  // Read before the erasure: the answer goes to the address the patron had.
  const patron = await findPersonContact(db, request.person_id);
  const handledAt = context.now().toISOString();
  await inTransaction(db, async (trx) => {
    // Completing the request is the erasure itself (docs/privacy.md); refused while loans or debts are open.
    if (status === 'done') await erasePersonalData(trx, request.person_id, context.now());
    if (!(await closePrivacyRequest(trx, requestId, { status, reply, handledAt, handledBy: input.staffPersonId })))
      throw new RuleViolationError(QUEUE_CODES.privacyAlreadyHandled);
  });
  if (patron) await mailPrivacyAnswer(context, { requestId, status, reply, patron });
  return {
    before: { situacao: PRIVACY_STATUS_NAMES[request.status], resposta: request.reply },
    after: { situacao: PRIVACY_STATUS_NAMES[status], resposta: reply },
  };
}
