import crypto from 'node:crypto';
import { isValidEmail, LOAN_REQUEST_STATUS } from '@estante/contracts';
import {
  calendarDate,
  canMoveLoanRequest,
  InvalidInputError,
  LOAN_REQUEST_CODES,
  LoanRequestRefusal,
  type LoanRequestStatusName,
  loanRequestRefusal,
  NotFoundError,
  OPEN_LOAN_REQUEST_STATUSES,
} from '@estante/core';
import type { Kysely } from 'kysely';
import { alertLoanRequestAvailable } from '../alerts/index.ts';
import { inTransaction, lockPerson, lockRecord } from '../database/row-locks.ts';
import type { Database } from '../database/schema.ts';
import { copyCirculates, findPersonById, isPatronBlocked, policyFor } from './circulation.repository.ts';
import type { CirculationServices } from './circulation-services.ts';
import {
  findLibraryIdByCode,
  findLoanRequestStatus,
  findLoanRequests,
  findPersonContact,
  findRecordTitle,
  insertLoanRequest,
  listLibraries,
  openLoanRequestsOf,
  setLoanRequestStatus,
} from './loan-requests.repository.ts';
import { blankToNull, copiesOfTitle, matchesWanted } from './title-copies.repository.ts';

/**
 * Where a requested copy can be picked up (cod_local_recebimento). The spec names the field only; these are
 * the desks a university library has (docs/circulation.md).
 */
/** API status letters ↔ stored statuses. */
export const STATUS_BY_NAME = Object.fromEntries(
  Object.entries(LOAN_REQUEST_STATUS).map(([name, label]) => [label, name]),
) as Record<string, LoanRequestStatusName>;

export const RECEIVING_LOCATIONS = [
  { code: 1, name: 'Balcão de empréstimo' },
  { code: 2, name: 'Setor de referência' },
  { code: 3, name: 'Secretaria do departamento' },
] as const;

export interface LoanRequestInput {
  recordId: number;
  sourceLibrary: string;
  receivingLibrary: string;
  volume: string;
  tome: string;
  part: string;
  material: string;
  phone: string;
  email: string;
  receivingLocation: number | null;
  authorisedPerson: string | null;
  homeDelivery: boolean;
  deliveryAddress: string | null;
}

/** GET /solicitacao-emprestimo/{id}/informacoes-iniciais: libraries, copy choices, the patron's phone and e-mail. */
export async function loanRequestOptions(db: Kysely<Database>, recordId: number, personId: number) {
  const record = await findRecordTitle(db, recordId);
  if (!record) throw new NotFoundError('record');
  const copies = await copiesOfTitle(db, recordId);
  const sources = new Map<string, { code: string; name: string; available: number }>();
  for (const copy of copies) {
    const entry = sources.get(copy.library_code) ?? { code: copy.library_code, name: copy.library_name, available: 0 };
    if (copy.status === 'available' && copyCirculates(copy)) entry.available += 1;
    sources.set(copy.library_code, entry);
  }
  const libraries = await listLibraries(db);
  const person = await findPersonContact(db, personId);
  const distinct = (pick: (copy: (typeof copies)[number]) => string | null) =>
    [...new Set(copies.map(pick).filter((value): value is string => !!value))].sort();
  return {
    record,
    sources: [...sources.values()],
    libraries,
    volumes: distinct((copy) => copy.volume),
    tomes: distinct((copy) => copy.tome),
    parts: distinct((copy) => copy.part),
    materials: distinct((copy) => copy.material),
    phone: person?.phone ?? null,
    email: person?.email ?? null,
  };
}

function validate(input: LoanRequestInput): void {
  if (!/^[0-9()\- ]{1,16}$/.test(input.phone)) throw new InvalidInputError('TelefoneInvalido');
  if (!isValidEmail(input.email)) throw new InvalidInputError('EmailInvalido');
  if (input.homeDelivery) {
    if (!blankToNull(input.deliveryAddress)) throw new InvalidInputError('InformeEnderecoEmprestimoDomiciliar');
  } else if (!RECEIVING_LOCATIONS.some((location) => location.code === input.receivingLocation))
    throw new InvalidInputError('SelecioneLocalRecebimento');
}

/** POST /solicitacao-emprestimo/{id}: asks the library to set a copy aside (and send it to another library). */
export async function requestLoan(services: CirculationServices, personId: number, input: LoanRequestInput) {
  validate(input);
  const { db, dialect } = services;
  return inTransaction(db, async (trx) => {
    // A suppressed record is not in the public catalogue: no request for it (docs/staff-catalogue.md).
    if (!(await lockRecord(trx, dialect, input.recordId)) || !(await findRecordTitle(trx, input.recordId)))
      throw new NotFoundError('record');
    await lockPerson(trx, dialect, personId);
    const receiving = await findLibraryIdByCode(trx, input.receivingLibrary);
    if (!receiving) throw new InvalidInputError('SelecioneBibliotecaRecebimento');
    const source = await findLibraryIdByCode(trx, input.sourceLibrary);
    if (!source) throw new InvalidInputError('SelecioneBibliotecaOrigem');
    const copies = (await copiesOfTitle(trx, input.recordId)).filter(
      (copy) =>
        copy.library_id === source.id &&
        copy.status === 'available' &&
        copyCirculates(copy) &&
        matchesWanted(input.volume, copy.volume) &&
        matchesWanted(input.tome, copy.tome) &&
        matchesWanted(input.part, copy.part) &&
        matchesWanted(input.material, copy.material),
    );
    const person = await findPersonById(trx, personId);
    const policy = await policyFor(trx, person?.category_code ?? '', copies[0]?.loan_type_code ?? null);
    const open = await openLoanRequestsOf(trx, personId, input.recordId, OPEN_LOAN_REQUEST_STATUSES);
    const now = services.now();
    const refusal = loanRequestRefusal({
      patronBlocked: await isPatronBlocked(trx, personId, now),
      openRequests: open.filter((row) => row.person_id === personId).length,
      requestLimit: policy.loanRequestLimit,
      duplicate: open.some((row) => row.person_id === personId && row.record_id === input.recordId),
      availableCopies: copies.length,
      openRequestsForTitle: open.filter(
        (row) => row.record_id === input.recordId && row.source_library_id === source.id,
      ).length,
    });
    if (refusal) throw new LoanRequestRefusal(refusal);
    // Protocol: the date and a random suffix, printed on the receipt and quoted at the desk.
    const protocol = `${calendarDate(now).replaceAll('-', '')}-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
    const location = RECEIVING_LOCATIONS.find((entry) => entry.code === input.receivingLocation);
    const id = await insertLoanRequest(trx, {
      record_id: input.recordId,
      person_id: personId,
      source_library_id: source.id,
      receiving_library_id: receiving.id,
      copy_id: null,
      volume: blankToNull(input.volume),
      tome: blankToNull(input.tome),
      part: blankToNull(input.part),
      material: blankToNull(input.material),
      phone: input.phone.trim(),
      email: input.email.trim(),
      receiving_location: input.homeDelivery ? null : (location?.name ?? null),
      authorised_person: blankToNull(input.authorisedPerson),
      home_delivery: input.homeDelivery ? 1 : 0,
      delivery_address: input.homeDelivery ? blankToNull(input.deliveryAddress) : null,
      status: 'waiting',
      protocol,
      requested_at: now.toISOString(),
      concluded_at: null,
    });
    return { requestId: id, protocol };
  });
}

/** GET /solicitacao-emprestimo: the patron's requests made within the dates, optionally in one status. */
export async function listLoanRequests(
  db: Kysely<Database>,
  personId: number,
  filter: { from?: string; to?: string; status?: LoanRequestStatusName },
) {
  return findLoanRequests(db, personId, filter);
}

/** Staff move a request through its states (waiting → in transit → available → finished, or cancelled). */
export async function moveLoanRequest(services: CirculationServices, requestId: number, to: LoanRequestStatusName) {
  const { db } = services;
  return inTransaction(db, async (trx) => {
    const row = await findLoanRequestStatus(trx, requestId);
    if (!row) throw new NotFoundError('loan request');
    if (!canMoveLoanRequest(row.status, to))
      throw new LoanRequestRefusal(LOAN_REQUEST_CODES.invalidTransition, { de: row.status, para: to });
    const concluded = to === 'finished' || to === 'cancelled' ? services.now().toISOString() : null;
    if ((await setLoanRequestStatus(trx, requestId, row.status, to, concluded)) !== 1)
      throw new LoanRequestRefusal(LOAN_REQUEST_CODES.invalidTransition, { de: row.status, para: to });
    if (to === 'available') await alertLoanRequestAvailable(trx, requestId, services.now());
    return { requestId, status: to };
  });
}
