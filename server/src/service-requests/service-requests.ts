import crypto from 'node:crypto';
import {
  ALERT_KINDS,
  FORM_FIELDS,
  formKey,
  INVALID_VALUE,
  REQUEST_KINDS,
  REQUEST_STATUSES,
  type RequestKind,
} from '@estante/contracts';
import { addDays, calendarDate, InvalidInputError, NotFoundError, RuleViolationError } from '@estante/core';
import type { Kysely } from 'kysely';
import { createAlert } from '../alerts/index.ts';
import type { CirculationServices } from '../circulation/index.ts';
import { inTransaction, lockPerson } from '../database/row-locks.ts';
import type { Database } from '../database/schema.ts';
import { RequiredFieldError, UnknownLibraryError } from '../library-units/index.ts';
import { countsByName, type Page } from '../queues/index.ts';
import { findCurrentInstitution, institutionParameters } from '../site-parameters/index.ts';
import { type FormValue, validateForm } from './service-request-fields.ts';
import { sendRequestAnsweredMail } from './service-request-mail.ts';
import {
  canMoveRequest,
  INVALID_TRANSITION,
  isRequestStatus,
  REPLY_REQUIRED,
  type RequestStatus,
  UNKNOWN_PARTNER,
  UNKNOWN_STATUS,
} from './service-request-statuses.ts';
import {
  countRequestQueue,
  findApplicant,
  findLibraryByCode,
  findOwnRequestStatus,
  findRequestForMove,
  firstLoginOf,
  insertServiceRequest,
  librariesByName,
  listPatronRequests,
  listRequestQueue,
  listRequestsInStatus,
  moveRequestFrom,
  type RequestQueueFilter,
  requestCountsByStatus,
  type ServiceRequestRow,
} from './service-requests.repository.ts';

export const SERVICE_REQUEST_ALERT = ALERT_KINDS.serviceRequestAnswered;

/**
 * Partner libraries of inter-library loan: the public parameter `__bibliotecas_parceiras`, written
 * `CODE:Name|CODE:Name` (`npm run admin -- param set __bibliotecas_parceiras "…"`, docs/service-requests.md).
 */
export const PARTNERS_PARAMETER = '__bibliotecas_parceiras';

export async function partnerLibraries(db: Kysely<Database>): Promise<{ code: string; name: string }[]> {
  const institution = await findCurrentInstitution(db);
  const value = institution ? institutionParameters(institution)[PARTNERS_PARAMETER] : null;
  if (typeof value !== 'string') return [];
  return value
    .split('|')
    .map((entry) => {
      const at = entry.indexOf(':');
      return at > 0 ? { code: entry.slice(0, at).trim(), name: entry.slice(at + 1).trim() } : null;
    })
    .filter((entry): entry is { code: string; name: string } => !!entry?.code && !!entry.name);
}

export interface NewServiceRequest {
  kind: RequestKind;
  subtype: string | null;
  library: string | undefined;
  fields: Record<string, FormValue>;
}

/** Files a request: validates the type's fields, then stores it `aberta` with a protocol number. */
export async function fileServiceRequest(services: CirculationServices, personId: number, input: NewServiceRequest) {
  const fields = FORM_FIELDS[formKey(input.kind, input.subtype)];
  if (!fields) throw new NotFoundError('request type');
  const libraryCode = input.library?.trim();
  if (!libraryCode) throw new RequiredFieldError('biblioteca');
  const now = services.now();
  const data = validateForm(fields, input.fields, now);
  if (input.kind === 'emprestimo-inter-bibliotecas') {
    const partners = await partnerLibraries(services.db);
    if (!partners.some((partner) => partner.code === data.biblioteca_parceira))
      throw new RuleViolationError(UNKNOWN_PARTNER);
  }
  return inTransaction(services.db, async (trx) => {
    const library = await findLibraryByCode(trx, libraryCode);
    if (!library) throw new UnknownLibraryError(libraryCode);
    await lockPerson(trx, services.dialect, personId);
    // Protocol: the date and a random suffix, like the loan requests' (quoted at the reference desk).
    const protocol = `${calendarDate(now).replaceAll('-', '')}-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
    const id = await insertServiceRequest(trx, {
      person_id: personId,
      kind: input.kind,
      subtype: input.subtype,
      status: 'aberta',
      protocol,
      payload_json: JSON.stringify(data),
      library_id: library.id,
      reply: null,
      answered_at: null,
      concluded_at: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
    return { id, protocol, status: 'aberta' as RequestStatus };
  });
}

function knownStatus(value: string): RequestStatus {
  if (!isRequestStatus(value)) throw new InvalidInputError(UNKNOWN_STATUS, { situacao: value });
  return value;
}

/** GET /solicitacoes/{type}: the patron's requests of that kind, newest first, by status and date filed. */
export async function patronRequests(
  db: Kysely<Database>,
  personId: number,
  kind: RequestKind,
  filter: { status?: string; from?: string; to?: string },
): Promise<ServiceRequestRow[]> {
  const status = filter.status?.trim();
  return listPatronRequests(db, personId, kind, {
    status: status ? knownStatus(status) : undefined,
    from: filter.from || undefined,
    before: filter.to ? addDays(filter.to, 1) : undefined,
  });
}

/** Staff's queue: requests in a status (open ones by default), oldest first. */
export async function requestsInStatus(db: Kysely<Database>, status = 'aberta'): Promise<ServiceRequestRow[]> {
  return listRequestsInStatus(db, knownStatus(status));
}

/** The patron cancels one of their own requests while it is still open; another person's is "not found". */
export async function cancelOwnRequest(services: CirculationServices, personId: number, requestId: number) {
  return inTransaction(services.db, async (trx) => {
    const row = await findOwnRequestStatus(trx, requestId, personId);
    if (!row) throw new NotFoundError('service request');
    if (row.status !== 'aberta')
      throw new RuleViolationError(INVALID_TRANSITION, { de: row.status, para: 'cancelada' });
    const now = services.now().toISOString();
    if (!(await moveRequestFrom(trx, requestId, 'aberta', { status: 'cancelada', updated_at: now, concluded_at: now })))
      throw new RuleViolationError(INVALID_TRANSITION, { de: row.status, para: 'cancelada' });
    return { id: requestId, status: 'cancelada' as RequestStatus };
  });
}

/**
 * Staff move a request (docs/service-requests.md). Answering needs the reply text, leaves an alert in the
 * patron's personal area in the same transaction and, after the commit, e-mails the reply.
 */
export async function moveServiceRequest(
  services: CirculationServices,
  requestId: number,
  target: string,
  replyText?: string | null,
) {
  const to = knownStatus(target.trim());
  const reply = replyText?.trim() || null;
  if (to === 'atendida' && !reply) throw new InvalidInputError(REPLY_REQUIRED, { campo: 'resposta' });
  const moved = await inTransaction(services.db, async (trx) => {
    const row = await findRequestForMove(trx, requestId);
    if (!row) throw new NotFoundError('service request');
    if (!canMoveRequest(row.status, to)) throw new RuleViolationError(INVALID_TRANSITION, { de: row.status, para: to });
    const now = services.now();
    const changed = await moveRequestFrom(trx, requestId, row.status, {
      status: to,
      updated_at: now.toISOString(),
      ...(reply ? { reply } : {}),
      ...(to === 'atendida' ? { answered_at: now.toISOString() } : {}),
      ...(to === 'finalizada' || to === 'cancelada' ? { concluded_at: now.toISOString() } : {}),
    });
    if (!changed) throw new RuleViolationError(INVALID_TRANSITION, { de: row.status, para: to });
    if (to === 'atendida')
      await createAlert(trx, {
        personId: row.person_id,
        kind: SERVICE_REQUEST_ALERT,
        params: { protocolo: row.protocol, tipo: row.kind, subtipo: row.subtype, cod_solicitacao: requestId },
        at: now,
      });
    return {
      id: requestId,
      status: to,
      personId: row.person_id,
      protocol: row.protocol,
      kind: row.kind,
      before: { situacao: row.status, resposta: row.reply },
      after: { situacao: to, resposta: reply ?? row.reply },
    };
  });
  if (moved.status === 'atendida' && reply) await sendRequestAnsweredMail(services, { ...moved, reply });
  return { id: moved.id, status: moved.status, before: moved.before, after: moved.after };
}

/**
 * The staff queue: a page of requests by library, status and kind (oldest first), the total and the count of each
 * status under the library and kind filters.
 */
export async function requestQueue(db: Kysely<Database>, filter: RequestQueueFilter, page: Page) {
  const status = filter.status ? knownStatus(filter.status) : undefined;
  if (filter.kind && !(REQUEST_KINDS as readonly string[]).includes(filter.kind))
    throw new InvalidInputError(INVALID_VALUE, { tipo: filter.kind });
  const [rows, total, counts] = await Promise.all([
    listRequestQueue(db, { ...filter, status }, page),
    countRequestQueue(db, { ...filter, status }),
    requestCountsByStatus(db, { libraryCode: filter.libraryCode, kind: filter.kind }),
  ]);
  return { rows, total, counts: countsByName(counts, REQUEST_STATUSES) };
}

/** GET /solicitacoes/emprestimo-inter-bibliotecas/dados: partner and receiving libraries, the patron's data. */
export async function interLibraryLoanData(db: Kysely<Database>, personId: number) {
  const person = await findApplicant(db, personId);
  if (!person) throw new NotFoundError('person');
  const login = await firstLoginOf(db, personId);
  const libraries = await librariesByName(db);
  return { partners: await partnerLibraries(db), libraries, person, login: login?.login ?? null };
}
